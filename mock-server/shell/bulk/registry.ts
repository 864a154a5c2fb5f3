// Which writer edits a resource in bulk, by its name: the stores, the loan phones, the upload types, the CRUD
// factory's resources, the REST collections and the published designs. A resource none of them knows cannot be
// edited in bulk (400 on resource).
import { REST_COLLECTIONS } from '../../../contracts/endpoints/warehouses';
import { savedResources } from '../../core/crud';
import type { Db } from '../../core/db/open';
import { runtimeDesign } from '../../lines/resourceDesigner/restCollections';
import type { RestStore } from '../store';
import { crudWriter } from './crudWriter';
import { restWriter } from './restWriter';
import { loanPhonesWriter } from './loanPhonesWriter';
import { storesWriter } from './storesWriter';
import { uploadTypesWriter } from './uploadTypesWriter';
import type { BulkWriter } from './writer';

export async function writerFor(db: Db, store: RestStore, resource: string): Promise<BulkWriter | undefined> {
  if (resource === 'stores') return storesWriter(db);
  if (resource === 'loanPhones') return loanPhonesWriter(db);
  if (resource === 'uploadTypes') return uploadTypesWriter(db);
  const declared = savedResources(db).get(resource);
  if (declared) return crudWriter(db, declared);
  if (Object.hasOwn(REST_COLLECTIONS, resource)) {
    const rules = REST_COLLECTIONS[resource];
    return restWriter(db, store, resource, { rules }, rules.menu);
  }
  const design = await runtimeDesign(db, resource);
  return design ? restWriter(db, store, resource, { design }, design.menu.path) : undefined;
}
