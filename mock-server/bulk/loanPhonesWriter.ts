// The loan phones (LoanDevice/*) in a bulk edit: each row checked and written by LoanDevice/Update's own functions
// (mock-server/lines/repairBackOffice/loans.ts: the contract, the IMEI pattern, the model, the store, the version,
// the audit under loanDevices).
import { actorOf } from '../auth';
import { M } from '../../contracts/policy';
import { loanUpdate } from '../../contracts/endpoints/repairBackOffice';
import { parse } from '../contract';
import type { Db } from '../db/open';
import { checkLoanUpdate, findLoans, SAVED_FIELDS, writeLoanUpdate, type CheckedLoanUpdate } from '../lines/repairBackOffice/loans';
import { fieldRefusal, pick, type BulkSession, type BulkWriter, type StoredRow } from './writer';

/**
 * What a bulk edit sets on loan phones (the list's `bulkEdit`): whether they may be lent, and the store that holds
 * them. Never the IMEI (each phone's own, unique), nor the description or the model (each phone's own; the model's
 * select needs its brand, a field of the form only).
 */
export const LOAN_PHONES_SETTABLE = ['available', 'idWorkShop'] as const;
const UNIQUE = new Set(['imei']);
const KNOWN = new Set(['id', 'version', 'brand', 'brandId', 'idBrand', 'model', 'description', 'imei', 'name', 'lentTo', 'idUser']);

export const loanPhonesWriter = (database: Db): BulkWriter => ({
  resource: 'loanPhones',
  auditResource: 'loanDevices',
  menu: [M.loans],
  refuseField: (field) => ((LOAN_PHONES_SETTABLE as readonly string[]).includes(field) ? undefined : fieldRefusal(field, KNOWN.has(field), UNIQUE.has(field))),
  async session(req, write, work) {
    const run = async (db: BulkSession['db']) => {
      const checked = new Map<string, CheckedLoanUpdate>();
      const session: BulkSession = {
        db,
        async read(ids) {
          const numeric = ids.filter((id) => /^\d{1,9}$/.test(String(id))).map(Number);
          const rows = await findLoans(db, numeric);
          return new Map(rows.map(({ id, version, ...values }): [string, StoredRow] => [String(id), { id, version, values, label: values.imei }]));
        },
        async check(row, changes) {
          // the row's own values for the fields not changed, as the edit form sends them
          const body = parse(loanUpdate.body, { ...pick(row.values, SAVED_FIELDS), ...changes, id: row.id, version: row.version });
          const update = await checkLoanUpdate(db, body);
          checked.set(String(row.id), update);
          return pick(body, Object.keys(changes));
        },
        write: (row, tag) => writeLoanUpdate(db, checked.get(String(row.id))!, actorOf(req), tag),
      };
      return work(session);
    };
    return write ? database.transaction().execute(run) : run(database);
  },
});
