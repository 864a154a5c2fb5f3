// Roles of a database (spec 01 §3, §5, §7.2): POST /api/Role/List, GET|POST /api/Role/Get?id=, POST /api/Role/Save.
// Guarded by the flags on the databases menu entry (the roles are a tab of the database detail).
import { Router, type Request } from 'express';
import { requireAuth, permissionGuard } from '../auth';
import { apiError, notFoundError, objectBody, ok } from '../http';
import { t } from '../messages';
import type { Role } from '../types';
import { validate, type Schema } from '../validation';
import type { ApiContext } from './context';
import { DATABASES_MENU_PATH, existingDatabase } from './database';
import { pageOf, pagingRules } from './listing';

const listSchema = {
  ...pagingRules,
  dataBaseId: { type: 'integer', required: true, min: 1 },
} satisfies Schema;

const saveSchema = {
  id: { type: 'integer', min: 0, default: 0 },
  name: { type: 'string', required: true, maxLength: 100 },
  status: { type: 'boolean', default: true },
  dataBaseId: { type: 'integer', required: true, min: 1 },
} satisfies Schema;

const idQuery = { id: { type: 'integer', required: true, min: 1 } } satisfies Schema;

export const roleView = (role: Role): Role => ({ id: role.id, name: role.name, status: role.status, dataBaseId: role.dataBaseId });

export function roleRoutes({ store }: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(store);
  const can = permissionGuard(store, DATABASES_MENU_PATH);
  const find = (id: number) => store.state.roles.find((role) => role.id === id);

  router.post('/Role/List', auth, can('l'), (req, res) => {
    const { pageIndex, pageSize, dataBaseId } = validate(objectBody(req), listSchema);
    existingDatabase(store, dataBaseId);
    const rows = store.state.roles.filter((role) => role.dataBaseId === dataBaseId).sort((a, b) => a.id - b.id);
    ok(res, pageOf(rows, pageIndex, pageSize, roleView));
  });

  // the original API has both verbs for it; the id travels in the query string either way
  const get = (req: Request) => {
    const { id } = validate({ ...req.query }, idQuery);
    const role = find(id);
    if (!role) throw notFoundError('role.entity', id);
    return roleView(role);
  };
  router.get('/Role/Get', auth, can('v'), (req, res) => ok(res, get(req)));
  router.post('/Role/Get', auth, can('v'), (req, res) => ok(res, get(req)));

  router.post('/Role/Save', auth, can('w'), async (req, res) => {
    const body = objectBody(req);
    const existingId = validate(body, { id: saveSchema.id }).id;
    const existing = existingId > 0 ? find(existingId) : undefined;
    if (existingId > 0 && !existing) throw notFoundError('role.entity', existingId);
    // An update keeps the fields the body leaves out; a role stays in the database it was created in.
    const input = validate(existing ? { ...existing, ...body, dataBaseId: existing.dataBaseId } : body, saveSchema);
    const database = existingDatabase(store, input.dataBaseId);
    const wanted = input.name.toLowerCase();
    const clash = store.state.roles.find((r) => r.id !== existingId && r.dataBaseId === database.id && r.name.toLowerCase() === wanted);
    if (clash) {
      const msg = { key: 'role.duplicateName', params: { database: database.name, name: clash.name, id: clash.id } } as const;
      throw apiError(409, msg.key, msg.params, { name: msg });
    }
    const record: Role = {
      id: existing ? existing.id : store.nextId(store.state.roles),
      name: input.name,
      status: input.status,
      dataBaseId: database.id,
    };
    if (existing) Object.assign(existing, record);
    else store.state.roles.push(record);
    await store.save();
    ok(res, record.id, t(req, 'success.saved'));
  });

  return router;
}
