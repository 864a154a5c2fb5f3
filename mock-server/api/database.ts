// Data sources: POST /api/DataBase/List, GET /api/DataBase/Get?id=, POST /api/DataBase/Save, POST /api/DataBase/State.
import { Router } from 'express';
import { requireAuth, permissionGuard } from '../auth';
import { apiError, notFoundError, objectBody, ok } from '../http';
import { t } from '../messages';
import type { Store } from '../store';
import type { DataBaseRecord, DatabaseType } from '../types';
import { isHttpUrl, validate, type Schema } from '../validation';
import type { ApiContext } from './context';
import { matchesSearch, pageOf, pagingRules, searchRules, sortRules, sortRows } from './listing';

/** The menu entry whose permission flags guard these endpoints. */
export const DATABASES_MENU_PATH = '/system/configuration/data-bases';

export const DATABASE_SORT_FIELDS = ['id', 'name', 'alias', 'connectionString', 'storage', 'status', 'databaseType', 'urlApi'] as const;

const listSchema = { ...pagingRules, ...searchRules, ...sortRules(DATABASE_SORT_FIELDS) } satisfies Schema;

/** The database with this id, or a 404 "The database N does not exist." (for every module that references one). */
export function existingDatabase(store: Store, id: number): DataBaseRecord {
  const record = store.state.databases.find((db) => db.id === id);
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

export function databaseRoutes({ store }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(store);
  const can = permissionGuard(store, DATABASES_MENU_PATH);
  const find = (id: number) => store.state.databases.find((db) => db.id === id);

  router.post('/DataBase/List', auth, can('l'), (req, res) => {
    const { pageIndex, pageSize, search, sortField, sortOrder } = validate(objectBody(req), listSchema);
    const matches = store.state.databases.filter((db) => matchesSearch(search, db.name, db.alias));
    ok(res, pageOf(sortRows(matches, sortField, sortOrder), pageIndex, pageSize, (db) => ({ ...db })));
  });

  router.get('/DataBase/Get', auth, can('v'), (req, res) => {
    const { id } = validate({ ...req.query }, { id: { type: 'integer', required: true, min: 1 } } as const);
    ok(res, { ...existingDatabase(store, id) });
  });

  router.post('/DataBase/Save', auth, can('w'), async (req, res) => {
    const body = objectBody(req);
    const existingId = validate(body, { id: saveSchema.id }).id;
    const existing = existingId > 0 ? find(existingId) : undefined;
    if (existingId > 0 && !existing) throw notFoundError('database.entity', existingId);
    // An update keeps the current value of any field the body leaves out.
    const input = validate(existing ? { ...existing, ...body } : body, saveSchema);
    const clash = store.state.databases.find(
      (db) => db.id !== existingId && db.name.trim().toLowerCase() === input.name.toLowerCase(),
    );
    if (clash) {
      const msg = { key: 'database.duplicateName', params: { name: clash.name, id: clash.id } } as const;
      throw apiError(409, msg.key, msg.params, { name: msg });
    }
    const record: DataBaseRecord = {
      id: existing ? existing.id : store.nextId(store.state.databases),
      name: input.name,
      alias: input.alias,
      connectionString: input.connectionString,
      storage: input.storage,
      status: input.status,
      databaseType: input.databaseType as DatabaseType,
      urlApi: input.urlApi,
    };
    if (existing) Object.assign(existing, record);
    else store.state.databases.push(record);
    await store.save();
    ok(res, record.id, t(req, 'success.saved'));
  });

  router.post('/DataBase/State', auth, can('w'), async (req, res) => {
    const { id, status } = validate(objectBody(req), stateSchema);
    const record = find(id);
    if (!record) throw notFoundError('database.entity', id);
    record.status = status;
    await store.save();
    ok(res, record.id, t(req, 'success.saved'));
  });

  return router;
}
