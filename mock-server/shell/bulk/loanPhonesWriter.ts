// The loan phones (LoanDevice/*) in a bulk edit: each row checked and written by LoanDevice/Update's own functions
// (mock-server/lines/repairBackOffice/loans.ts: the contract, the IMEI pattern, the model, the store, the version,
// the audit under loanDevices).
import { actorOf } from '../../core/actor';
import { M } from '../../../contracts/policy';
import { loanUpdate } from '../../../contracts/endpoints/repairBackOffice';
import { parse } from '../../core/contract';
import type { Db } from '../../core/db/open';
import { checkLoanUpdate, findLoans, SAVED_FIELDS, writeLoanUpdate, type CheckedLoanUpdate } from '../../lines/repairBackOffice/loans';
import { notSettable, pick, splitSaveWriter, type BulkWriter, type StoredRow } from './writer';

/**
 * What a bulk edit sets on loan phones (the list's `bulkEdit`): whether they may be lent, and the store that holds
 * them. Never the IMEI (each phone's own, unique), nor the description or the model (each phone's own; the model's
 * select needs its brand, a field of the form only).
 */
export const LOAN_PHONES_SETTABLE = ['available', 'idWorkShop'] as const;
const UNIQUE = new Set(['imei']);
const KNOWN = new Set(['id', 'version', 'brand', 'brandId', 'idBrand', 'model', 'description', 'imei', 'name', 'lentTo', 'idUser']);

export const loanPhonesWriter = (database: Db): BulkWriter =>
  splitSaveWriter<CheckedLoanUpdate>(
    database,
    {
      resource: 'loanPhones',
      auditResource: 'loanDevices',
      menu: [M.loans],
      refuseField: (field) => ((LOAN_PHONES_SETTABLE as readonly string[]).includes(field) ? undefined : notSettable(field, KNOWN.has(field), UNIQUE.has(field))),
    },
    {
      read: async (db, ids) => (await findLoans(db, ids)).map(({ id, version, ...values }): StoredRow => ({ id, version, values, label: values.imei })),
      async check(db, row, changes) {
        // the row's own values for the fields not changed, as the edit form sends them
        const body = parse(loanUpdate.body, { ...pick(row.values, SAVED_FIELDS), ...changes, id: row.id, version: row.version });
        return { checked: await checkLoanUpdate(db, body), values: body };
      },
      write: (db, update, _row, req, tag) => writeLoanUpdate(db, update, actorOf(req), tag),
    },
  );
