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
import { isHttpUrl, validate, type Schema } from '../validation';
import type { ApiContext } from './context';
import { pagingRules, searchRules, sortRules } from './listing';
import { sqlPage } from './sqlListing';

/** The menu entry whose permission flags guard these endpoints. */
export const DATABASES_MENU_PATH = '/system/configuration/data-bases';

export const DATABASE_SORT_FIELDS = ['id', 'name', 'alias', 'connectionString', 'storage', 'status', 'databaseType', 'urlApi'] as const;

const DATABASE_TEXT_FIELDS = ['name', 'alias', 'connectionString', 'storage', 'urlApi'];

const listSchema = { ...pagingRules, ...searchRules, ...sortRules(DATABASE_SORT_FIELDS) } satisfies Schema;

/** The database with this id, or a 404 "The database N does not exist." (for every module that references one). */
export async function existingDatabase(db: Db, id: number): Promise<DataBaseRecord & { version: number }> {
  const record = await findDatabase(db, id);
  if (!record) throw notFoundError('database.entity', id);
  return record;
}

const TYPE_LABELS = '0 (none), 1 (SQL Server), 2 (MySQL Server), 3 (API)';

const saveSchema = {
  id: { type: 'integer', min: 0, default: 0 },
  name: { type: 'string', required: true, maxLength: 100 },
  alias: { type: 'string', required: true, maxLength: 100 },
  databaseType: {
    type: 'integer',
    default: 1,
    check: (value) =>
      value >= 0 && value <= 3 ? undefined : { key: 'validation.enum', params: { field: 'databaseType', values: TYPE_LABELS } },
  },
  connectionString: { type: 'string', maxLength: 1000, default: '', required: (d) => d.databaseType !== 3 },
  urlApi: {
    type: 'string',
    maxLength: 500,
    default: 'http://',
    required: (d) => d.databaseType === 3,
    check: (value: string, d: Record<string, unknown>) =>
      d.databaseType === 3 && !isHttpUrl(value) ? { key: 'validation.url', params: { field: 'urlApi' } } : undefined,
  },
  storage: { type: 'string', maxLength: 500, default: '' },
  status: { type: 'boolean', default: true },
} satisfies Schema;

const stateSchema = {
  id: { type: 'integer', required: true, min: 1 },
  status: { type: 'boolean', required: true },
} satisfies Schema;

export function databaseRoutes({ db }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(db);
  const can = permissionGuard(db, DATABASES_MENU_PATH);
  const find = (id: number) => findDatabase(db, id);

  // searched, sorted and paged in SQL (SEED_ROWS makes this list 100 000 rows long), with the same rules as before
  router.post('/DataBase/List', auth, can('l'), async (req, res) => {
    const { pageIndex, pageSize, search, sortField, sortOrder } = validate(objectBody(req), listSchema);
    const page = await sqlPage<'databases', (typeof DATABASE_SORT_FIELDS)[number], DataBaseRecord & { version: number }>(db.selectFrom('databases'), {
      search, searchColumns: ['name', 'alias'], sortField, sortOrder, textColumns: DATABASE_TEXT_FIELDS, pageIndex, pageSize,
    });
    ok(res, { items: page.items.map(withoutVersion), totalItemCount: page.totalItemCount });
  });

  router.get('/DataBase/Get', auth, can('v'), async (req, res) => {
    const { id } = validate({ ...req.query }, { id: { type: 'integer', required: true, min: 1 } } as const);
    ok(res, await existingDatabase(db, id));
  });

  router.post('/DataBase/Save', auth, can('w'), async (req, res) => {
    const body = objectBody(req);
    const existingId = validate(body, { id: saveSchema.id }).id;
    const wanted = versionOf(body);
    const existing = existingId > 0 ? await find(existingId) : undefined;
    if (existingId > 0 && !existing) throw notFoundError('database.entity', existingId);
    // An update keeps the current value of any field the body leaves out.
    const input = validate(existing ? { ...withoutVersion(existing), ...body } : body, saveSchema);
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
      const aliasClash = await tx.selectFrom('databases').select(['id', 'alias']).where('id', '!=', existingId).where(sql`lower(trim(alias))`, '=', input.alias.trim().toLowerCase()).executeTakeFirst();
      if (aliasClash) {
        const msg = { key: 'database.duplicateAlias', params: { alias: aliasClash.alias, id: aliasClash.id } } as const;
        throw apiError(409, msg.key, msg.params, { alias: msg });
      }
      return saveRecord(tx, { table: 'databases', resource: 'databases', existing, before: existing && withoutVersion(existing), fields, wanted, actor: actorOf(req) });
    });
    sendVersion(res, version);
    ok(res, id, t(req, 'success.saved'));
  });

  router.post('/DataBase/State', auth, can('w'), async (req, res) => {
    const body = objectBody(req);
    const { id, status } = validate(body, stateSchema);
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
