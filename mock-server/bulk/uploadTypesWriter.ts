// The upload types (ProcessUploadFile/*) in a bulk edit: each row checked and written by ProcessUploadFile/Save's own
// functions (mock-server/lines/uploads/typeRoutes.ts: the contract, the procedure, the database, the code of no
// other type, the version, the type's upload-table entry, the audit).
import { actorOf } from '../auth';
import { M } from '../../contracts/policy';
import { uploadTypeFields } from '../../contracts/endpoints/processUpload';
import type { Db } from '../db/open';
import { parseWith } from '../lines/lineHttp';
import { checkUploadType, uploadTypesByIds, writeUploadTypeUpdate, type UploadTypeValues } from '../lines/uploads/typeRoutes';
import { fieldRefusal, pick, type BulkSession, type BulkWriter, type StoredRow } from './writer';

/**
 * What a bulk edit sets on upload types (the list's `bulkEdit`): settings many types share, the format of the
 * answer, the database they load into and the API that receives them. Never the code (unique), the alias (each
 * type's name, shown on the Permissions screen), the procedure (it decides which sheet the type reads) or the
 * connection string (each type's own).
 */
export const UPLOAD_TYPES_SETTABLE = ['format', 'dataBaseId', 'api'] as const;
/** What ProcessUploadFile/Save sends (the row's own values, as the edit form sends them). */
const SAVED = ['alias', 'code', 'api', 'storeProcedure', 'format', 'dataBaseId', 'connectionString'] as const;
const UNIQUE = new Set(['code']);
const KNOWN = new Set([...SAVED, 'id', 'idUploadFile', 'version', 'dataBaseName']);

export const uploadTypesWriter = (database: Db): BulkWriter => ({
  resource: 'uploadTypes',
  menu: [M.uploadTypes],
  refuseField: (field) => ((UPLOAD_TYPES_SETTABLE as readonly string[]).includes(field) ? undefined : fieldRefusal(field, KNOWN.has(field), UNIQUE.has(field))),
  async session(req, write, work) {
    const run = async (db: BulkSession['db']) => {
      const checked = new Map<string, UploadTypeValues>();
      const session: BulkSession = {
        db,
        async read(ids) {
          const numeric = ids.filter((id) => /^\d{1,9}$/.test(String(id))).map(Number);
          const rows = await uploadTypesByIds(db, numeric);
          return new Map(rows.map(({ id, version, ...values }): [string, StoredRow] => [String(id), { id, version, values, label: values.alias }]));
        },
        async check(row, changes) {
          const input = parseWith(uploadTypeFields, { ...pick(row.values, SAVED), ...changes, idUploadFile: row.id, version: row.version });
          const values = await checkUploadType(db, input);
          checked.set(String(row.id), values);
          return pick(values, Object.keys(changes));
        },
        write: (row, tag) => writeUploadTypeUpdate(db, { id: Number(row.id), version: row.version, values: checked.get(String(row.id))! }, actorOf(req), tag),
      };
      return work(session);
    };
    return write ? database.transaction().execute(run) : run(database);
  },
});
