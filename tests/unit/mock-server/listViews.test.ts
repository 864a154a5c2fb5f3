// @vitest-environment node
// Columns chosen and saved views (issue 34 items 1 and 2): ListPreferences/* and ListViews/*, their storage and
// sharing rules. Users: the administrator (L+W on the stores list), two technicians (role Técnico: L+W on stores),
// a reader (role 'Lectura tiendas': L without W) and the operator (no stores list at all).
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
let tech1: string;
let tech2: string;
let auditor: string;
let technicianRole: number;
withServerForFile((ready) => ({ server, admin, operador } = ready));

// the stores list has no filters: its views keep none
const STATE = {
  filter: {},
  sort: { field: 'name', order: 'ASC' as const },
  perPage: 20,
  columns: { order: ['city', 'name', 'address', 'department', 'state'], hidden: ['address', 'department'], widths: { name: 240 } },
};

/** A user of database 1 with one role, signed in (password: the operator's). */
async function userWithRole(loginName: string, roleName: string): Promise<string> {
  const db = server.db;
  const role = await db.selectFrom('roles').select('id').where('dataBaseId', '=', 1).where('name', '=', roleName).executeTakeFirstOrThrow();
  const { passwordHash } = await db.selectFrom('users').select('passwordHash').where('login', '=', 'operador').executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('users')
    .values({ name: `Test ${loginName}`, login: loginName, email: `${loginName}@example.com`, document: String(Date.now() % 1e9) + loginName.length, passwordHash, status: true, changePassword: 'False', dataBaseId: 1, codBodega: 'BOG-001' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('userRoles').values({ userId: id, roleId: role.id, position: 0 }).execute();
  await db.insertInto('userDatabases').values({ userId: id, databaseId: 1, position: 0 }).execute();
  return (await login(server, loginName, 'Operador#2026')).token;
}

beforeAll(async () => {
  technicianRole = (await server.db.selectFrom('roles').select('id').where('dataBaseId', '=', 1).where('name', '=', 'Técnico').executeTakeFirstOrThrow()).id;
  tech1 = await userWithRole('tecnico.vistas1', 'Técnico');
  tech2 = await userWithRole('tecnico.vistas2', 'Técnico');
  // a role that sees the stores list and may not edit it (L and V, no W)
  const db = server.db;
  const { id: readerRole } = await db.insertInto('roles').values({ name: 'Lectura tiendas', status: true, dataBaseId: 1 }).returning('id').executeTakeFirstOrThrow();
  const stores = await db.selectFrom('menus').select('id').where('dataBaseId', '=', 1).where('path', '=', '/MobileOperator/WorkShopManagement').executeTakeFirstOrThrow();
  await db.insertInto('menuAccess').values({ name: 'Lectura tiendas', role: readerRole, menu: stores.id, status: true, l: true, v: true, w: false, r: false, d: false }).execute();
  auditor = await userWithRole('auditor.vistas', 'Lectura tiendas');
}, 60_000);

const list = (token: string, resource = 'stores', lang = 'en') =>
  call(server, 'GET', `/api/ListViews/List?resource=${resource}`, { token, headers: { 'Accept-Language': lang } });
const save = (token: string, body: Record<string, unknown>, lang = 'en') => post(server, '/api/ListViews/Save', { resource: 'stores', state: STATE, ...body }, token, { 'Accept-Language': lang });

describe('ListPreferences', () => {
  it("keeps one user's column choice per list, for that user only, and forgets it on null", async () => {
    expect((await call(server, 'GET', '/api/ListPreferences/Get?resource=stores', { token: tech1 })).body.data).toEqual({ columns: null, updatedAt: null });
    const saved = await post(server, '/api/ListPreferences/Save', { resource: 'stores', columns: STATE.columns }, tech1);
    expect(saved.status).toBe(200);
    const again = await call(server, 'GET', '/api/ListPreferences/Get?resource=stores', { token: tech1 });
    expect(again.body.data.columns).toEqual(STATE.columns);
    // another user (another browser, same list) does not get it
    expect((await call(server, 'GET', '/api/ListPreferences/Get?resource=stores', { token: tech2 })).body.data.columns).toBeNull();
    await post(server, '/api/ListPreferences/Save', { resource: 'stores', columns: null }, tech1);
    expect((await call(server, 'GET', '/api/ListPreferences/Get?resource=stores', { token: tech1 })).body.data.columns).toBeNull();
  });

  it('needs the L flag of the list and a known resource; a width out of bounds is refused on its field', async () => {
    expect((await call(server, 'GET', '/api/ListPreferences/Get?resource=stores', { token: operador })).status).toBe(403);
    expect((await call(server, 'GET', '/api/ListPreferences/Get?resource=nothingHere', { token: admin })).status).toBe(404);
    expect((await call(server, 'GET', '/api/ListPreferences/Get?resource=stores')).status).toBe(401);
    const wide = await post(server, '/api/ListPreferences/Save', { resource: 'stores', columns: { ...STATE.columns, widths: { name: 5 } } }, tech1);
    expect(wide.status).toBe(400);
    expect(Object.keys(wide.body.errors)).toEqual(['columns.widths.name']);
  });
});

describe('ListViews', () => {
  it('a private view is seen by its owner only', async () => {
    const created = await save(tech1, { name: 'Mine only' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Mine only', mine: true, sharedWith: [], state: STATE });
    expect((await list(tech1)).body.data.views.map((v: { name: string }) => v.name)).toContain('Mine only');
    expect((await list(tech2)).body.data.views.map((v: { name: string }) => v.name)).not.toContain('Mine only');
  });

  it("a view shared with a role is seen, read-only, by that role's members, and by nobody else", async () => {
    const shared = await save(admin, { name: 'Centro stores', sharedWith: [technicianRole] });
    expect(shared.status).toBe(200);
    expect(shared.body.data.sharedWith).toEqual([{ id: technicianRole, name: 'Técnico' }]);
    const seen = (await list(tech2)).body.data.views.find((v: { name: string }) => v.name === 'Centro stores');
    expect(seen).toMatchObject({ mine: false, owner: { name: 'María Fernanda Gómez' }, state: STATE });
    expect((await list(auditor)).body.data.views.map((v: { name: string }) => v.name)).not.toContain('Centro stores');
    // read-only: a member can neither change nor delete it
    const changed = await save(tech2, { id: seen.id, name: 'Hijacked' });
    expect(changed.status).toBe(403);
    expect(changed.body.message).toMatch(/Only the view’s owner/);
    const deleted = await post(server, '/api/ListViews/Delete', { id: seen.id }, tech2, { 'Accept-Language': 'es' });
    expect(deleted.status).toBe(403);
    expect(deleted.body.message).toMatch(/Solo el dueño/);
    // ... and an outsider does not even learn it exists
    expect((await post(server, '/api/ListViews/Delete', { id: seen.id }, auditor)).status).toBe(404);
    // the owner deletes it: gone for everyone
    expect((await post(server, '/api/ListViews/Delete', { id: seen.id }, admin)).status).toBe(200);
    expect((await list(tech2)).body.data.views.map((v: { name: string }) => v.name)).not.toContain('Centro stores');
  });

  it('sharing needs the W flag of the list: refused with a message on sharedWith; a private view is fine', async () => {
    const auditorView = await list(auditor);
    expect(auditorView.body.data).toMatchObject({ canShare: false, roles: [] });
    const refused = await save(auditor, { name: 'Audit', sharedWith: [technicianRole] }, 'es');
    expect(refused.status).toBe(403);
    expect(refused.body.errors.sharedWith).toMatch(/permiso de edición sobre esta lista \(W\)/);
    expect((await save(auditor, { name: 'Audit' })).status).toBe(200);
    // with W, the roles offered are those that can see the list
    const offered = (await list(tech1)).body.data;
    expect(offered.canShare).toBe(true);
    // the stores entry is in two databases' menus: each role is named with its database
    const names = offered.roles.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Administrador · Consola Administrativa', 'Técnico · Consola Administrativa', 'Operador · Talleres de Reparación']));
    expect(names).not.toContain('Operador · Consola Administrativa');
  });

  it('refuses bad input on its field: name required, at most 60, unique per owner and list; roles that exist', async () => {
    const blank = await save(tech1, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: 'The field name is required.' });
    const long = await save(tech1, { name: 'x'.repeat(61) });
    expect(long.body.errors.name).toBe('The field name must have at most 60 characters.');
    await save(tech1, { name: 'Bogotá' });
    const twin = await save(tech1, { name: ' bogota ' }, 'es');
    expect(twin.status).toBe(400);
    expect(twin.body.errors.name).toBe('Ya tiene una vista llamada «bogota» en esta lista.');
    // another user may use the same name
    expect((await save(tech2, { name: 'Bogotá' })).status).toBe(200);
    const ghost = await save(tech1, { name: 'Ghost role', sharedWith: [99_999] });
    expect(ghost.status).toBe(400);
    expect(ghost.body.errors.sharedWith).toMatch(/do not exist or cannot see this list: 99999/);
  });

  it('at most 50 views per user and list', async () => {
    const token = await userWithRole('tecnico.muchas', 'Técnico');
    for (let n = 1; n <= 50; n++) expect((await save(token, { name: `View ${n}` })).status).toBe(200);
    const one = await save(token, { name: 'View 51' });
    expect(one.status).toBe(409);
    expect(one.body.errors.name).toMatch(/50 views on this list/);
    // another list is another count
    const other = await post(server, '/api/ListViews/Save', { resource: 'loanPhones', name: 'View 51', state: { ...STATE, columns: { order: ['imei', 'brand'], hidden: [], widths: {} } } }, token);
    expect(other.status).toBe(200);
  });

  it('the owner renames and updates a view; a default view per user, dropped with the view', async () => {
    const created = (await save(tech1, { name: 'Draft', makeDefault: true })).body.data;
    expect((await list(tech1)).body.data.defaultViewId).toBe(created.id);
    const renamed = await save(tech1, { id: created.id, name: 'Final', state: { ...STATE, perPage: 50 } });
    expect(renamed.body.data).toMatchObject({ id: created.id, name: 'Final', state: { perPage: 50 } });
    // the member of a role picks a shared view as their default
    const shared = (await save(tech1, { name: 'For the team', sharedWith: [technicianRole] })).body.data;
    expect((await post(server, '/api/ListViews/SetDefault', { resource: 'stores', id: shared.id }, tech2)).status).toBe(200);
    expect((await list(tech2)).body.data.defaultViewId).toBe(shared.id);
    // a view the user does not see cannot be their default
    expect((await post(server, '/api/ListViews/SetDefault', { resource: 'stores', id: created.id }, tech2)).status).toBe(404);
    await post(server, '/api/ListViews/Delete', { id: shared.id }, tech1);
    expect((await list(tech2)).body.data.defaultViewId).toBeNull();
  });

  it('a designed resource gets views with no code of its own (its published menu entry guards them)', async () => {
    const pending = { filter: { status: 'pending' }, sort: { field: 'requestedAt', order: 'DESC' }, perPage: 25, columns: { order: ['status', 'phoneNumber'], hidden: ['holderName'], widths: { status: 120 } } };
    const created = await post(server, '/api/ListViews/Save', { resource: 'portabilityRequests', name: 'Pending', state: pending }, admin);
    expect(created.status).toBe(200);
    expect((await list(admin, 'portabilityRequests')).body.data.views.map((v: { name: string }) => v.name)).toEqual(['Pending']);
    expect((await list(operador, 'portabilityRequests')).status).toBe(403);
  });

  it('refuses a view naming a field the list does not have, naming it: its filter, its sort or a column (issue 47 item 17)', async () => {
    const before = (await list(tech1)).body.data.views.length;
    const filtered = await save(tech1, { name: 'Stale filter', state: { ...STATE, filter: { q: 'Centro', name: 'Centro' } } });
    expect(filtered.status).toBe(400);
    expect(filtered.body.message).toBe("The list stores has no fields q, name: a view may only name the list's own fields.");
    expect(filtered.body.errors).toEqual({ state: "The list stores has no fields q, name: a view may only name the list's own fields." });
    const sorted = await save(tech1, { name: 'Stale sort', state: { ...STATE, sort: { field: 'legacyCode', order: 'ASC' } } }, 'es');
    expect(sorted.status).toBe(400);
    expect(sorted.body.message).toBe('La lista stores no tiene el campo legacyCode: una vista solo puede nombrar los campos de la lista.');
    const column = await post(server, '/api/ListViews/Save', {
      resource: 'portabilityRequests', name: 'Stale column', state: { filter: {}, sort: null, perPage: 10, columns: { order: ['legacyCode', 'status'], hidden: [], widths: {} } },
    }, admin);
    expect(column.status).toBe(400);
    expect(column.body.errors.state).toMatch(/^The list portabilityRequests has no field legacyCode:/);
    expect((await list(tech1)).body.data.views).toHaveLength(before);
  });
});
