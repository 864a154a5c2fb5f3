// The upload types (ProcessUploadFile/*) in a bulk edit: each row checked and written by ProcessUploadFile/Save's own
// functions (mock-server/lines/uploads/typeRoutes.ts: the contract, the procedure, the database, the code of no
// other type, the version, the type's upload-table entry, the audit).
import { actorOf } from '../../core/actor';
import { M } from '../../../contracts/policy';
import { uploadTypeFields } from '../../../contracts/endpoints/processUpload';
import type { Db } from '../../core/db/open';
import { parse } from '../../core/contract';
import { checkUploadType, uploadTypesByIds, writeUploadTypeUpdate, type UploadTypeValues } from '../../lines/uploads/typeRoutes';
import { notSettable, pick, splitSaveWriter, type BulkWriter, type StoredRow } from './writer';

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

export const uploadTypesWriter = (database: Db): BulkWriter =>
  splitSaveWriter<UploadTypeValues>(
    database,
    {
      resource: 'uploadTypes',
      menu: [M.uploadTypes],
      refuseField: (field) => ((UPLOAD_TYPES_SETTABLE as readonly string[]).includes(field) ? undefined : notSettable(field, KNOWN.has(field), UNIQUE.has(field))),
    },
    {
      read: async (db, ids) => (await uploadTypesByIds(db, ids)).map(({ id, version, ...values }): StoredRow => ({ id, version, values, label: values.alias })),
      async check(db, row, changes) {
        const input = parse(uploadTypeFields, { ...pick(row.values, SAVED), ...changes, idUploadFile: row.id, version: row.version });
        const values = await checkUploadType(db, input);
        return { checked: values, values };
      },
      write: (db, values, row, req, tag) => writeUploadTypeUpdate(db, { id: Number(row.id), version: row.version, values }, actorOf(req), tag),
    },
  );
