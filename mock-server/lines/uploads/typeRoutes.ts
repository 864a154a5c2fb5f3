// Upload types (spec 01 §2.2, §5, §7.5): ProcessUploadFile/List (with UserId: only the types that user is assigned
// to on the Permissions screen), Get and Save. Each type is the upload-table entry of the same id, so a new type
// appears on the Permissions screen with its alias. Its procedure must be one the mock runs.
import { Router, type Request } from 'express';
import { sql, type Kysely } from 'kysely';
import { uploadTypeFields, uploadTypeGet, uploadTypeList, type UploadType } from '../../../contracts/endpoints/processUpload';
import type { z } from 'zod';
import { actorOf, authOf, userFlags } from '../../auth';
import { permissionTables } from '../../db/records';
import { recordAudit, type Actor } from '../../db/audit';
import type { Database } from '../../db/schema';
import type { UploadTypeRow } from '../../db/uploadsSchema';
import { objectBody, ok } from '../../http';
import { t } from '../../messages';
import { LineError, parseWith, queryOf } from '../lineHttp';
import { KNOWN_PROCEDURES, kindOf } from './kinds';
import { containsPattern } from '../../api/sqlListing';

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

const fieldError = (field: string, en: string, es: string) => new LineError(400, { en, es }, { [field]: { en, es } });

/** What ProcessUploadFile/Save stores of a type (its upload-table entry takes the alias and the database). */
export type UploadTypeValues = Pick<UploadTypeRow, 'alias' | 'code' | 'storeProcedure' | 'api' | 'format' | 'dataBaseId' | 'connectionString'>;

/**
 * ProcessUploadFile/Save's checks of a parsed body: the procedure is one the mock runs, the database exists, no other
 * type has the code (call inside the save's transaction); answers the values to store. Used by the route and the
 * bulk edit (mock-server/bulk/uploadTypesWriter.ts).
 */
export async function checkUploadType(db: Kysely<Database>, input: z.output<typeof uploadTypeFields>): Promise<UploadTypeValues> {
  if (!kindOf(input.storeProcedure)) {
    const known = KNOWN_PROCEDURES.join(', ');
    throw fieldError('storeProcedure', `The procedure ${input.storeProcedure} does not exist. Known: ${known}.`, `El procedimiento ${input.storeProcedure} no existe. Conocidos: ${known}.`);
  }
  if (!(await db.selectFrom('databases').select('id').where('id', '=', input.dataBaseId).executeTakeFirst())) {
    throw fieldError('dataBaseId', `The database ${input.dataBaseId} does not exist.`, `La base de datos ${input.dataBaseId} no existe.`);
  }
  const clash = await db.selectFrom('uploadTypes').select('id').where(sql`lower(code)`, '=', input.code.toLowerCase()).where('id', '!=', input.idUploadFile).executeTakeFirst();
  if (clash) throw fieldError('code', `Another upload type already has the code ${input.code}.`, `Otro tipo de cargue ya tiene el código ${input.code}.`);
  return { alias: input.alias, code: input.code, storeProcedure: input.storeProcedure, api: input.api, format: input.format, dataBaseId: input.dataBaseId, connectionString: input.connectionString };
}

/**
 * Writes checked values over the type `id` inside the caller's transaction: 404 when it is gone, 409 when `version`
 * is not its own (someone saved first), the type and its upload-table entry, the audit row (tagged with the bulk
 * edit that makes it, if any); answers the new version.
 */
export async function writeUploadTypeUpdate(
  tx: Kysely<Database>, update: { id: number; version: number | undefined; values: UploadTypeValues }, actor: Actor, tag: { batchId?: string; undo?: boolean } = {},
): Promise<number> {
  const { id, version, values } = update;
  const current = await tx.selectFrom('uploadTypes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!current) throw new LineError(404, { en: `The upload type ${id} does not exist.`, es: `El tipo de cargue ${id} no existe.` });
  if (version !== undefined && version !== current.version) {
    throw new LineError(409, { en: 'Someone saved this upload type first: reload it.', es: 'Alguien guardó este tipo de cargue primero: vuelva a cargarlo.' });
  }
  await tx.updateTable('uploadTypes').set({ ...values, version: current.version + 1 }).where('id', '=', current.id).execute();
  await tx.updateTable('permissionEntries').set({ name: values.alias, databaseId: values.dataBaseId, version: sql<number>`version + 1` }).where('id', '=', current.id).execute();
  await recordAudit(tx, { actor, resource: 'uploadTypes', recordId: current.id, action: 'update', before: current, after: values, ...tag });
  return current.version + 1;
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
    if (!userFlags(await permissionTables(db), authOf(req).user, UPLOAD_TYPES_MENU_PATH).l) {
      throw new LineError(403, { en: `You do not have the permission L (list) on ${UPLOAD_TYPES_MENU_PATH}.`, es: `No tiene el permiso L (listar) sobre ${UPLOAD_TYPES_MENU_PATH}.` });
    }
  };

  router.post('/ProcessUploadFile/List', async (req, res) => {
    const input = parseWith(uploadTypeList.body, objectBody(req));
    const me = authOf(req).user.id;
    if (input.UserId !== undefined && input.UserId !== me) {
      throw new LineError(403, { en: 'You can only list your own upload types.', es: 'Solo puede consultar sus propios tipos de cargue.' });
    }
    if (input.UserId === undefined) await mayConfigure(req);
    let query = input.UserId !== undefined ? assignedTypes(db, me) : typesQuery(db);
    if (input.search) {
      const like = containsPattern(input.search.toLowerCase());
      query = query.where((w) => w.or([w(sql`lower(u.alias)`, 'like', like), w(sql`lower(u.code)`, 'like', like), w(sql`lower(u.store_procedure)`, 'like', like)]));
    }
    const all = await query.orderBy('u.id').execute();
    const start = (input.pageIndex - 1) * input.pageSize;
    ok(res, { items: all.slice(start, start + input.pageSize).map(view), totalItemCount: all.length });
  });

  router.get('/ProcessUploadFile/Get', async (req, res) => {
    const { id } = parseWith(uploadTypeGet.query, queryOf(req));
    const row = await typeById(db, id);
    if (!row) throw new LineError(404, { en: `The upload type ${id} does not exist.`, es: `El tipo de cargue ${id} no existe.` });
    ok(res, view(row));
  });

  router.post('/ProcessUploadFile/Save', async (req, res) => {
    const input = parseWith(uploadTypeFields, objectBody(req));
    const id = await db.transaction().execute(async (tx) => {
      const values = await checkUploadType(tx, input);
      if (input.idUploadFile === 0) {
        const { next } = (await sql<{ next: number }>`select coalesce(max(id), 0)::int + 1 as next from permission_entries`.execute(tx)).rows[0];
        await tx.insertInto('permissionEntries').values({ id: next, tableType: UPLOAD_TABLE, name: input.alias, databaseId: input.dataBaseId }).execute();
        await tx.insertInto('uploadTypes').values({ id: next, ...values }).execute();
        await recordAudit(tx, { actor: actorOf(req), resource: 'uploadTypes', recordId: next, action: 'create', after: values });
        return next;
      }
      await writeUploadTypeUpdate(tx, { id: input.idUploadFile, version: input.version, values }, actorOf(req));
      return input.idUploadFile;
    });
    ok(res, id, t(req, 'success.saved'));
  });

  return router;
}
