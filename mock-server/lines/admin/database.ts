// Data sources: POST /api/DataBase/List, GET /api/DataBase/Get?id=, POST /api/DataBase/Save, POST /api/DataBase/State.
import type { Router } from 'express';
import { sql } from 'kysely';
import type { z } from 'zod';
import { crudRoutes } from '../../core/crud';
import { sharedView } from '../../core/sharedAnswer';
import { recordNotFound, refuse } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { findDatabase, withoutVersion } from '../../core/db/records';
import type { DataBaseRecord, DatabaseType } from '../../core/types';
import type { ApiContext } from '../../shell/api/context';
import { sqlPage } from '../../shell/api/sqlListing';
import { DATABASE_SORT_FIELDS, databaseGet, databaseList, databaseSave, databaseState } from '../../../contracts/endpoints/databases';


export const DATABASE_TEXT_FIELDS = ['name', 'alias', 'connectionString', 'storage', 'urlApi'];

/** The database with this id, or a 404 "The database N does not exist." (for every module that references one). */
export async function existingDatabase(db: Db, id: number): Promise<DataBaseRecord & { version: number }> {
  const record = await findDatabase(db, id);
  if (!record) throw recordNotFound('database.entity', id);
  return record;
}

const listView = <P extends { items: Array<DataBaseRecord & { version: number }> }>(page: P) => ({ ...page, items: page.items.map(withoutVersion) });

export function databaseRoutes({ db }: ApiContext): Router {
  return crudRoutes(db, {
    resource: 'databases', table: 'databases', entity: 'database.entity',
    find: findDatabase, view: withoutVersion,
    // searched, sorted and paged in SQL (SEED_ROWS makes this list 100 000 rows long), with the same rules as before:
    // accent-insensitive matching and the Spanish collation (migration 002)
    list: {
      contract: databaseList,
      answer: async (reader, { pageIndex, pageSize, search, sortField, sortOrder }: z.infer<typeof databaseList.body>) => {
        const page = await sqlPage<'databases', (typeof DATABASE_SORT_FIELDS)[number], DataBaseRecord & { version: number }>(reader, 'databases', {
          search, searchColumns: ['name', 'alias'], sortField, sortOrder, textColumns: DATABASE_TEXT_FIELDS, pageIndex, pageSize,
        });
        // the page the read cache keeps, without its versions: made and serialized once while it is kept
        return sharedView(page, listView);
      },
    },
    get: { contract: databaseGet, answer: (reader, { id }: { id: number }) => existingDatabase(reader, id) },
    save: {
      contract: databaseSave,
      // checked inside the write's transaction (one at a time): two concurrent saves cannot both take the name
      // one statement for both (each side by its own index)
      check: async (tx, input, current) => {
        const name = input.name.toLowerCase();
        const clashes = await tx
          .selectFrom('databases')
          .select(['id', 'name', 'alias', sql<boolean>`lower(trim(name)) = ${name}`.as('sameName')])
          .where('id', '!=', current?.id ?? 0)
          .where((eb) => eb.or([eb(sql`lower(trim(name))`, '=', name), eb(sql`lower(trim(alias))`, '=', input.alias.trim().toLowerCase())]))
          .orderBy('id')
          .execute();
        const clash = clashes.find((row) => row.sameName);
        if (clash) refuse(409, 'database.duplicateName', { name: clash.name, id: clash.id }, { field: 'name' });
        // alias is unique too (issue 10 item 13), any case, spaces aside
        const aliasClash = clashes[0];
        if (aliasClash) refuse(409, 'database.duplicateAlias', { alias: aliasClash.alias, id: aliasClash.id }, { field: 'alias' });
      },
      fields: (_tx, input): Omit<DataBaseRecord, 'id'> => ({
        name: input.name, alias: input.alias, connectionString: input.connectionString, storage: input.storage,
        status: input.status, databaseType: input.databaseType as DatabaseType, urlApi: input.urlApi,
      }),
    },
    state: {
      contract: databaseState,
      apply: async (tx, { id, status }, current) => {
        await tx.updateTable('databases').set({ status }).where('id', '=', id).execute();
        return { before: { status: current.status }, after: { status } };
      },
    },
  });
}
