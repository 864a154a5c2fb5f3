// The stores (WorkShop/*) in a bulk edit: each row checked and written by WorkShop/update's own functions
// (mock-server/lines/repairBackOffice/stores.ts: the contract, the department → city rule, the version, the audit).
import { actorOf } from '../auth';
import type { Db } from '../db/open';
import { M } from '../../contracts/policy';
import { checkStoreUpdate, findStores, storeView, writeStoreUpdate, type StoreUpdate } from '../lines/repairBackOffice/stores';
import { fieldRefusal, pick, type BulkSession, type BulkWriter, type StoredRow } from './writer';

/** What WorkShop/update sets (state: WorkShop/Active and WorkShop/Delete; department and city: names of the ids). */
const SETTABLE = ['name', 'address', 'idDepartment', 'idCity'] as const;
const READ_ONLY = new Set(['id', 'version', 'department', 'city', 'state']);

export const storesWriter = (database: Db): BulkWriter => ({
  resource: 'stores',
  menu: [M.stores],
  refuseField: (field) => ((SETTABLE as readonly string[]).includes(field) ? undefined : fieldRefusal(field, READ_ONLY.has(field))),
  async session(req, write, work) {
    const run = async (db: BulkSession['db']) => {
      const checked = new Map<string, StoreUpdate>();
      const session: BulkSession = {
        db,
        async read(ids) {
          const numeric = ids.filter((id): id is number => typeof id === 'number' || /^\d{1,9}$/.test(String(id))).map(Number);
          const rows = await findStores(db, numeric);
          return new Map(rows.map((row): [string, StoredRow] => {
            const { id, version, ...values } = storeView(row);
            return [String(id), { id, version, values, label: row.name }];
          }));
        },
        async check(row, changes) {
          const body = await checkStoreUpdate(db, { ...pick(row.values, SETTABLE), ...changes, id: row.id, version: row.version });
          checked.set(String(row.id), body);
          return pick(body, Object.keys(changes));
        },
        write: (row, tag) => writeStoreUpdate(db, checked.get(String(row.id))!, actorOf(req), tag),
      };
      return work(session);
    };
    return write ? database.transaction().execute(run) : run(database);
  },
});
