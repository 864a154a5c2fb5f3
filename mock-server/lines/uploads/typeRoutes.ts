// Upload types (spec 01 §2.2, §5, §7.5): ProcessUploadFile/List (with UserId: only the types that user is assigned
// to on the Permissions screen), Get and Save. Each type is the upload-table entry of the same id, so a new type
// appears on the Permissions screen with its alias. Its procedure must be one the mock runs.
import { Router, type Request } from 'express';
import { sql, type Kysely } from 'kysely';
import { uploadTypeFields, uploadTypeGet, uploadTypeList, uploadTypeSave, type UploadType } from '../../../contracts/endpoints/processUpload';
import type { z } from 'zod';
import { userFlags } from '../../shell/auth';
import { authOf } from '../../core/actor';
import { handle, reply } from '../../core/handle';
import { records, type BatchTag } from '../../core/records';
import { refuse } from '../../core/refuse';
import { permissionTables } from '../../core/db/records';
import type { Actor } from '../../core/db/audit';
import type { Database } from '../../core/db/schema';
import type { UploadTypeRow } from './schema';
import type { MessageKey, Params } from '../../shell/messages';
import { KNOWN_PROCEDURES, kindOf } from './kinds';
import { containsPattern } from '../../shell/api/sqlListing';

export const UPLOAD_TYPES_MENU_PATH = '/App/components/ProcessUploadFile';
const UPLOAD_TABLE = 2 as const;

const view = (row: UploadTypeRow & { dataBaseName: string | null }): UploadType => ({
  id: row.id, idUploadFile: row.id, alias: row.alias, code: row.code, storeProcedure: row.storeProcedure, api: row.api, format: row.format,
  dataBaseId: row.dataBaseId, connectionString: row.connectionString, dataBaseName: row.dataBaseName ?? String(row.dataBaseId), version: row.version,
});

const typesQuery = (db: Kysely<Database>) =>
  db.selectFrom('uploadTypes as u').leftJoin('databases as d', 'd.id', 'u.dataBaseId').selectAll('u').select('d.name as dataBaseName');

/** The types a user may upload with (assigned on the Permissions screen). */
export const assignedTypes = (db: Kysely<Database>, userId: number) =>
  typesQuery(db).where('u.id', 'in', db.selectFrom('permissionEntryUsers').select('entryId').where('userId', '=', userId));

export async function typeById(db: Kysely<Database>, id: number) {
  return typesQuery(db).where('u.id', '=', id).executeTakeFirst();
}

const fieldError = (field: string, key: MessageKey, params: Params): never => refuse(400, key, params, { field });

/** What ProcessUploadFile/Save stores of a type (its upload-table entry takes the alias and the database). */
export type UploadTypeValues = Pick<UploadTypeRow, 'alias' | 'code' | 'storeProcedure' | 'api' | 'format' | 'dataBaseId' | 'connectionString'>;

/**
 * ProcessUploadFile/Save's checks of a parsed body: the procedure is one the mock runs, the database exists, no other
 * type has the code (call inside the save's transaction); answers the values to store. Used by the route and the
 * bulk edit (mock-server/shell/bulk/uploadTypesWriter.ts).
 */
export async function checkUploadType(db: Kysely<Database>, input: z.output<typeof uploadTypeFields>): Promise<UploadTypeValues> {
  if (!kindOf(input.storeProcedure)) {
    const known = KNOWN_PROCEDURES.join(', ');
    fieldError('storeProcedure', 'uploads.unknownProcedure', { procedure: input.storeProcedure, known });
  }
  if (!(await db.selectFrom('databases').select('id').where('id', '=', input.dataBaseId).executeTakeFirst())) {
    fieldError('dataBaseId', 'uploads.unknownDatabase', { id: input.dataBaseId });
  }
  const clash = await db.selectFrom('uploadTypes').select('id').where(sql`lower(code)`, '=', input.code.toLowerCase()).where('id', '!=', input.idUploadFile).executeTakeFirst();
  if (clash) fieldError('code', 'uploads.codeTaken', { code: input.code });
  return { alias: input.alias, code: input.code, storeProcedure: input.storeProcedure, api: input.api, format: input.format, dataBaseId: input.dataBaseId, connectionString: input.connectionString };
}

/**
 * Writes checked values over the type `id` inside the caller's transaction: 404 when it is gone, 409 naming who and
 * when when `version` is not its own (someone saved first), the type and its upload-table entry, the audit row (tagged with the bulk
 * edit that makes it, if any); answers the new version.
 */
export async function writeUploadTypeUpdate(
  tx: Kysely<Database>, update: { id: number; version: number | undefined; values: UploadTypeValues }, actor: Actor, batch?: BatchTag,
): Promise<number> {
  const { id, version, values } = update;
  const current = await tx.selectFrom('uploadTypes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!current) refuse(404, 'uploads.typeNotFound', { id });
  const saved = await records.save(tx, 'uploadTypes', id, values, { actor, expectedVersion: version, before: current, after: values, batch });
  // its upload-table entry takes the alias and the database (one gone from the Permissions screen: nothing to rename)
  const entry = await tx.selectFrom('permissionEntries').select('id').where('id', '=', id).executeTakeFirst();
  if (entry) await records.save(tx, 'permissionEntries', id, { name: values.alias, databaseId: values.dataBaseId }, { actor: null });
  return saved.version;
}

/** The types with these ids (absent ones are left out), as the list shows them. */
export async function uploadTypesByIds(db: Kysely<Database>, ids: readonly number[]): Promise<UploadType[]> {
  if (ids.length === 0) return [];
  return (await typesQuery(db).where('u.id', 'in', ids).orderBy('u.id').execute()).map(view);
}

export function uploadTypeRoutes(db: Kysely<Database>): Router {
  const router = Router();
  /** menuOfRequest for ProcessUploadFile/List: the whole list (no UserId) is the configuration screen's: its L flag. */
  const mayConfigure = async (req: Request) => {
    if (!userFlags(await permissionTables(db), authOf(req).user, UPLOAD_TYPES_MENU_PATH).l) refuse(403, 'uploads.mayNotList', { path: UPLOAD_TYPES_MENU_PATH });
  };

  handle(router, uploadTypeList, async ({ body: input, req }) => {
    const me = authOf(req).user.id;
    if (input.UserId !== undefined && input.UserId !== me) refuse(403, 'uploads.ownTypesOnly');
    if (input.UserId === undefined) await mayConfigure(req);
    let query = input.UserId !== undefined ? assignedTypes(db, me) : typesQuery(db);
    if (input.search) {
      const like = containsPattern(input.search.toLowerCase());
      query = query.where((w) => w.or([w(sql`lower(u.alias)`, 'like', like), w(sql`lower(u.code)`, 'like', like), w(sql`lower(u.store_procedure)`, 'like', like)]));
    }
    const all = await query.orderBy('u.id').execute();
    const start = (input.pageIndex - 1) * input.pageSize;
    return { items: all.slice(start, start + input.pageSize).map(view), totalItemCount: all.length };
  });

  handle(router, uploadTypeGet, async ({ query: { id } }) => {
    const row = await typeById(db, id);
    if (!row) refuse(404, 'uploads.typeNotFound', { id });
    return view(row);
  });

  handle(router, uploadTypeSave, async ({ body: input, actor, say }) => {
    const id = await db.transaction().execute(async (tx) => {
      const values = await checkUploadType(tx, input);
      if (input.idUploadFile === 0) {
        const { next } = (await sql<{ next: number }>`select coalesce(max(id), 0)::int + 1 as next from permission_entries`.execute(tx)).rows[0];
        await records.save(tx, 'permissionEntries', undefined, { id: next, tableType: UPLOAD_TABLE, name: input.alias, databaseId: input.dataBaseId }, { actor: null });
        await records.save(tx, 'uploadTypes', undefined, { id: next, ...values }, { actor: actor(), after: values });
        return next;
      }
      await writeUploadTypeUpdate(tx, { id: input.idUploadFile, version: input.version, values }, actor());
      return input.idUploadFile;
    });
    return reply(id, say('success.saved'));
  });

  return router;
}
