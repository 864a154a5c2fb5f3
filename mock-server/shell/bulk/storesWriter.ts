// The stores (WorkShop/*) in a bulk edit: each row checked and written by WorkShop/update's own contract and functions
// (mock-server/lines/repairBackOffice/stores.ts: the department → city rule, the version, the audit).
import { actorOf } from '../../core/actor';
import { parse } from '../../core/contract';
import type { Db } from '../../core/db/open';
import { M } from '../../../contracts/policy';
import { storeUpdate } from '../../../contracts/endpoints/repairBackOffice';
import { checkPlace, findStores, storeView, writeStoreUpdate, type StoreUpdate } from '../../lines/repairBackOffice/stores';
import { notSettable, pick, splitSaveWriter, type BulkWriter, type StoredRow } from './writer';

/** What WorkShop/update sets (state: WorkShop/Active and WorkShop/Delete; department and city: names of the ids). */
const SETTABLE = ['name', 'address', 'idDepartment', 'idCity'] as const;
const READ_ONLY = new Set(['id', 'version', 'department', 'city', 'state']);

export const storesWriter = (database: Db): BulkWriter =>
  splitSaveWriter<StoreUpdate>(
    database,
    { resource: 'stores', menu: [M.stores], refuseField: (field) => ((SETTABLE as readonly string[]).includes(field) ? undefined : notSettable(field, READ_ONLY.has(field))) },
    {
      read: async (db, ids) =>
        (await findStores(db, ids)).map((row): StoredRow => {
          const { id, version, ...values } = storeView(row);
          return { id, version, values, label: row.name };
        }),
      async check(db, row, changes) {
        const body = parse(storeUpdate.body, { ...pick(row.values, SETTABLE), ...changes, id: row.id, version: row.version });
        await checkPlace(db, body.idDepartment, body.idCity);
        return { checked: body, values: body };
      },
      write: (db, body, _row, req, tag) => writeStoreUpdate(db, body, actorOf(req), tag),
    },
  );
