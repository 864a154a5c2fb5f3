// Data sources: POST /api/DataBase/List, GET /api/DataBase/Get?id=, POST /api/DataBase/Save, POST /api/DataBase/State.
import { Router } from 'express';
import { actorOf, requireAuth, permissionGuard } from '../auth';
import { apiError, notFoundError, objectBody, ok } from '../http';
import { t } from '../messages';
import { sql } from 'kysely';
import { recordAudit } from '../db/audit';
import { bumpVersion, saveRecord, sendVersion, versionOf } from '../db/versions';
import type { Db } from '../db/open';
import { findDatabase, withoutVersion } from '../db/records';
import type { DataBaseRecord, DatabaseType } from '../types';
import type { ApiContext } from './context';
import { matchesSearch, pageOf, sortRows } from './listing';
import { parse } from '../contract';
import { DATABASE_SORT_FIELDS, DATABASES_MENU_PATH, databaseGet, databaseList, databaseSave, databaseState } from '../../contracts/endpoints/databases';
import { saveHead } from '../../contracts/endpoints/fields';

export { DATABASE_SORT_FIELDS, DATABASES_MENU_PATH };

/** The database with this id, or a 404 "The database N does not exist." (for every module that references one). */
export async function existingDatabase(db: Db, id: number): Promise<DataBaseRecord & { version: number }> {
  const record = await findDatabase(db, id);
  if (!record) throw notFoundError('database.entity', id);
  return record;
}

export function databaseRoutes({ db }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(db);
  const can = permissionGuard(db, DATABASES_MENU_PATH);
  const find = (id: number) => findDatabase(db, id);

  // search and sort stay in JavaScript: accent-insensitive matching and the Spanish collation, as before
  router.post('/DataBase/List', auth, can('l'), async (req, res) => {
    const { pageIndex, pageSize, search, sortField, sortOrder } = parse(databaseList.body, objectBody(req));
    const rows = await db.selectFrom('databases').selectAll().execute();
    const matches = rows.filter((row) => matchesSearch(search, row.name, row.alias));
    ok(res, pageOf(sortRows(matches, sortField, sortOrder), pageIndex, pageSize, withoutVersion));
  });

  router.get('/DataBase/Get', auth, can('v'), async (req, res) => {
    const { id } = parse(databaseGet.query, { ...req.query });
    ok(res, await existingDatabase(db, id));
  });

  router.post('/DataBase/Save', auth, can('w'), async (req, res) => {
    const body = objectBody(req);
    const existingId = parse(saveHead, body).id;
    const wanted = versionOf(body);
    const existing = existingId > 0 ? await find(existingId) : undefined;
    if (existingId > 0 && !existing) throw notFoundError('database.entity', existingId);
    // An update keeps the current value of any field the body leaves out.
    const input = parse(databaseSave.body, existing ? { ...withoutVersion(existing), ...body } : body);
    const fields: Omit<DataBaseRecord, 'id'> = {
      name: input.name,
      alias: input.alias,
      connectionString: input.connectionString,
      storage: input.storage,
      status: input.status,
      databaseType: input.databaseType as DatabaseType,
      urlApi: input.urlApi,
    };
    const { id, version } = await db.transaction().execute(async (tx) => {
      // checked inside the write's transaction (one at a time): two concurrent saves cannot both take the name
      const clash = await tx
        .selectFrom('databases')
        .select(['id', 'name'])
        .where('id', '!=', existingId)
        .where(sql`lower(trim(name))`, '=', input.name.toLowerCase())
        .executeTakeFirst();
      if (clash) {
        const msg = { key: 'database.duplicateName', params: { name: clash.name, id: clash.id } } as const;
        throw apiError(409, msg.key, msg.params, { name: msg });
      }
      return saveRecord(tx, { table: 'databases', resource: 'databases', existing, before: existing && withoutVersion(existing), fields, wanted, actor: actorOf(req) });
    });
    sendVersion(res, version);
    ok(res, id, t(req, 'success.saved'));
  });

  router.post('/DataBase/State', auth, can('w'), async (req, res) => {
    const body = objectBody(req);
    const { id, status } = parse(databaseState.body, body);
    const wanted = versionOf(body);
    const record = await find(id);
    if (!record) throw notFoundError('database.entity', id);
    const version = await db.transaction().execute(async (tx) => {
      const next = await bumpVersion(tx, { table: 'databases', resource: 'databases', id, wanted });
      await tx.updateTable('databases').set({ status }).where('id', '=', id).execute();
      await recordAudit(tx, { actor: actorOf(req), resource: 'databases', recordId: id, action: 'state', before: { status: record.status }, after: { status } });
      return next;
    });
    sendVersion(res, version);
    ok(res, id, t(req, 'success.saved'));
  });

  return router;
}
