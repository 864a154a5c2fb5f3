// @vitest-environment node
// Bulk edit of the system lists (issue 34 item 3): users, roles and menu entries, each row through its documented
// Save's own checks (User/Save, Role/Save, Menu/Save: the CRUD factory's save), only on the fields a bulk edit may
// set (flags many records share; never a login, a name or a password), a row changed meanwhile reported and not
// overwritten, one audit row per written row tagged with the batch, and Undo refused once a row changed since.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { M } from '../../../contracts/policy';
import { call, post, withServerForFile, type ServerForFile, storedColumn, storedVersions } from './helpers';
import { madeUser } from './policy/users';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const send = (path: string, body: object, lang = 'en') => post(server, `/api/${path}`, body, admin, { 'Accept-Language': lang });
const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

type Table = 'users' | 'roles' | 'menus';
const versions = (table: Table, ids: readonly number[]) => storedVersions(server, table, ids);
const column = <T,>(table: Table, name: string, ids: readonly number[]) => storedColumn<T>(server, table, name, ids);
const auditOfBatch = async (batchId: string) =>
  (await sql<{ resource: string; recordId: string; undo: boolean }>`select resource, record_id, undo from audit where batch_id = ${batchId} order by id`.execute(server.db)).rows;

/** `count` users of the console's database, created through User/Save; their ids. */
async function makeUsers(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const login = `lote${stamp()}${n}`;
    const answer = await send('User/Save', {
      name: `Zoila Lote ${n}`, login, email: `${login}@grupoandino.co`, password: 'Lotes#2026', passwordConfirm: 'Lotes#2026',
      changePassword: 'False', status: true, roles: [], databases: [1], dataBaseId: 1,
    });
    expect(answer.status).toBe(200);
    ids.push(answer.body.data as number);
  }
  return ids;
}

describe('BulkEdit of users (User/Save)', () => {
  it('previews a status change row by row with User/Save\'s own message on the row it refuses, in es and en', async () => {
    const ids = await makeUsers(3);
    // the second user holds a role of another database (as an old import left it): User/Save refuses that user
    const foreign = (await sql<{ id: number; name: string }>`select id, name from roles where data_base_id <> 1 order by id limit 1`.execute(server.db)).rows[0];
    await sql`insert into user_roles (user_id, role_id, position) values (${ids[1]}, ${foreign.id}, 0)`.execute(server.db);
    const seen = await versions('users', ids);
    // as the users list sends them: no versions (User/List's rows carry none); the preview answers each row's
    const request = { resource: 'users', rows: ids.map((id) => ({ id })), changes: { status: false, changePassword: 'True' } };

    const en = await send('BulkEdit/Preview', request);
    expect(en.status).toBe(200);
    const rows = en.body.data.rows as Array<{ id: number; label: string; before: object; after: object; changes: boolean; errors?: Record<string, string> }>;
    expect(rows.map((row) => row.label)).toEqual(['Zoila Lote 1', 'Zoila Lote 2', 'Zoila Lote 3']);
    expect(rows[0]).toMatchObject({ before: { status: true, changePassword: 'False' }, after: { status: false, changePassword: 'True' }, changes: true });
    expect(rows[0].errors).toBeUndefined();
    expect(rows.map((row) => (row as { version?: number }).version)).toEqual(seen.map((row) => row.version));
    expect(rows[1].errors).toEqual({ roles: expect.stringMatching(new RegExp(`^The role ${foreign.name} \\(id ${foreign.id}\\) belongs to .+, which is not one of the user's databases\\.$`)) });
    const es = await send('BulkEdit/Preview', request, 'es');
    expect(es.body.data.rows[1].errors.roles).toMatch(/^El rol .+ pertenece a .+, que no es una de las bases de datos del usuario\.$/);
    // a preview changes nothing
    expect(await column<boolean>('users', 'status', ids)).toEqual([true, true, true]);
  });

  it('refuses the fields a bulk edit may not set on users: login and e-mail (unique), name, document, password, roles', async () => {
    const [id] = await makeUsers(1);
    const refused = await send('BulkEdit/Preview', {
      resource: 'users', rows: [{ id }], changes: { login: 'mismo', email: 'x@y.co', name: 'Igual', document: '1', password: 'Otra#2026', roles: [] },
    }, 'es');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'changes.login': 'El campo login debe ser distinto en cada registro: no se puede poner un mismo valor en varios registros.',
      'changes.email': 'El campo email debe ser distinto en cada registro: no se puede poner un mismo valor en varios registros.',
      'changes.name': 'El campo name no se puede cambiar en una edición en bloque.',
      'changes.document': 'El campo document no se puede cambiar en una edición en bloque.',
      'changes.password': 'El campo password no se puede cambiar en una edición en bloque.',
      'changes.roles': 'El campo roles no se puede cambiar en una edición en bloque.',
    });
  });

  it('applies to the unchanged rows, reports the one changed meanwhile (not overwritten), audits each row with the batch, and undoes it', async () => {
    const ids = await makeUsers(4);
    const seen = await versions('users', ids);
    // someone saves the third user after the list was read
    await sql`update users set document = 'otro', version = version + 1 where id = ${ids[2]}`.execute(server.db);

    const applied = await send('BulkEdit/Commit', { resource: 'users', rows: seen, changes: { status: false } }, 'es');
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('Edición en bloque aplicada: 3 registro(s) modificado(s).');
    const { batchId, conflicts } = applied.body.data as { batchId: string; conflicts: Array<{ id: number; version: number }> };
    expect(conflicts).toEqual([expect.objectContaining({ id: ids[2], version: seen[2].version + 1 })]);
    expect(await column<boolean>('users', 'status', ids)).toEqual([false, false, true, false]);
    expect(await auditOfBatch(batchId)).toEqual([ids[0], ids[1], ids[3]].map((id) => ({ resource: 'users', recordId: String(id), undo: false })));

    const undone = await send('BulkEdit/Undo', { batchId }, 'es');
    expect(undone.status).toBe(200);
    expect(undone.body.message).toBe('Edición en bloque deshecha: 3 registro(s) quedaron como estaban.');
    expect(await column<boolean>('users', 'status', ids)).toEqual([true, true, true, true]);
    expect((await auditOfBatch(batchId)).filter((row) => row.undo)).toHaveLength(3);
  });
});

describe('BulkEdit of roles (Role/Save) and menu entries (Menu/Save)', () => {
  it('refuses Undo of a roles bulk edit once one of its roles changed since, and changes nothing', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await send('Role/Save', { name: `Lote ${stamp()} ${n}`, dataBaseId: 1 })).body.data as number);
    const { batchId, applied } = (await send('BulkEdit/Commit', { resource: 'roles', rows: await versions('roles', ids), changes: { requireTwoFactor: true } })).body.data;
    expect(applied).toHaveLength(3);
    expect(await column<boolean>('roles', 'requireTwoFactor', ids)).toEqual([true, true, true]);

    // the second role is renamed through its own save afterwards
    const [, second] = await versions('roles', ids);
    const renamed = await send('Role/Save', { id: ids[1], version: second.version, name: `Renombrado ${stamp()}`, dataBaseId: 1, requireTwoFactor: true });
    expect(renamed.status).toBe(200);
    const refused = await send('BulkEdit/Undo', { batchId }, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(new RegExp(`^The bulk edit cannot be undone: these records changed after it: Renombrado \\d+ \\(${ids[1]}\\)\\. Nothing was changed\\.$`));
    expect(await column<boolean>('roles', 'requireTwoFactor', ids)).toEqual([true, true, true]);
    expect((await auditOfBatch(batchId)).filter((row) => row.undo)).toHaveLength(0);
    // a name is each role's own (unique in its database)
    const name = await send('BulkEdit/Preview', { resource: 'roles', rows: [{ id: ids[0] }], changes: { name: 'Igual' } });
    expect(name.body.errors).toEqual({ 'changes.name': 'The field name must be different on every record: it cannot be set to one value on several records.' });
  });

  it('previews menu entries with Menu/Save\'s message on an entry whose parent is no longer a top-level entry, then applies and undoes', async () => {
    const save = async (name: string, root: number) =>
      (await send('Menu/Save', { name, path: `/lote/${stamp()}`, root, dataBaseId: 1, sourcePrime: true })).body.data as number;
    const top = await save('Lote raíz', 0);
    const ids = [await save('Lote hijo 1', top), await save('Lote hijo 2', top), await save('Lote suelto', 0)];
    // the parent was moved under another entry behind the save's back: its children no longer pass Menu/Save
    await sql`update menus set root = ${ids[2]} where id = ${top}`.execute(server.db);
    const request = { resource: 'menus', rows: await versions('menus', ids), changes: { sourcePrime: false } };
    const preview = (await send('BulkEdit/Preview', request, 'es')).body.data.rows as Array<{ label: string; errors?: Record<string, string> }>;
    expect(preview.map((row) => row.label)).toEqual(['Lote hijo 1', 'Lote hijo 2', 'Lote suelto']);
    expect(preview[0].errors).toEqual({ root: `El campo root debe ser 0 o una opción de menú de primer nivel de la misma base de datos; ${top} no lo es.` });
    expect(preview[2].errors).toBeUndefined();

    const applied = (await send('BulkEdit/Commit', request)).body.data as { batchId: string; applied: Array<{ id: number }>; refused: Array<{ id: number }> };
    expect(applied.applied.map((row) => row.id)).toEqual([ids[2]]);
    expect(applied.refused.map((row) => row.id)).toEqual([ids[0], ids[1]]);
    expect(await column<boolean>('menus', 'sourcePrime', ids)).toEqual([true, true, false]);
    expect((await send('BulkEdit/Undo', { batchId: applied.batchId })).status).toBe(200);
    expect(await column<boolean>('menus', 'sourcePrime', ids)).toEqual([true, true, true]);
    const path = await send('BulkEdit/Preview', { resource: 'menus', rows: [{ id: ids[2] }], changes: { path: '/igual', root: 0 } });
    expect(Object.keys(path.body.errors)).toEqual(['changes.path', 'changes.root']);
  });
});

describe('never disabling yourself nor the last administrator, on every path (issue 47 item 16)', () => {
  const idOf = async (login: string) => (await sql<{ id: number }>`select id from users where login = ${login}`.execute(server.db)).rows[0].id;
  const saveUser = async (id: number, changes: object, token: string, lang: string) => {
    const row = (await call(server, 'GET', `/api/User/Get?id=${id}`, { token })).body.data.row[0];
    return post(server, '/api/User/Save', { ...row, password: '', passwordConfirm: '', ...changes }, token, { 'Accept-Language': lang });
  };

  it('User/Save and a bulk edit refuse to disable your own user; the preview shows it on that row', async () => {
    const me = await idOf('admin');
    const [other] = await makeUsers(1);
    const saved = await saveUser(me, { status: false }, admin, 'en');
    expect(saved.status).toBe(403);
    expect(saved.body.message).toBe('You cannot disable your own user.');
    expect(saved.body.errors).toEqual({ status: 'You cannot disable your own user.' });
    // the back office's user form too
    const mine = (await call(server, 'GET', `/api/User/Get?id=${me}`, { token: admin })).body.data.row[0];
    const backOffice = await post(server, '/api/User/SaveUser?databaseId=1', {
      id: me, name: mine.name, idRol: mine.roles[0], document: mine.document, email: mine.email, status: false,
    }, admin, { 'Accept-Language': 'es' });
    expect(backOffice.status).toBe(403);
    expect(backOffice.body.errors).toEqual({ status: 'No puede deshabilitar su propio usuario.' });

    const request = { resource: 'users', rows: [{ id: me }, { id: other }], changes: { status: false } };
    const preview = await send('BulkEdit/Preview', request, 'es');
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows[0].errors).toEqual({ status: 'No puede deshabilitar su propio usuario.' });
    expect(preview.body.data.rows[1].errors).toBeUndefined();
    const committed = await send('BulkEdit/Commit', request);
    expect(committed.status).toBe(200);
    expect(committed.body.data.refused).toEqual([{ id: me, errors: { status: 'You cannot disable your own user.' } }]);
    expect(await column<boolean>('users', 'status', [me, other])).toEqual([true, false]);
  });

  it('nor the last active administrator: a bulk edit stops at the last one, its preview and User/Save say so', async () => {
    const me = await idOf('admin');
    const [second] = await makeUsers(1);
    const role = (await sql<{ id: number }>`select id from roles where data_base_id = 1 and name = 'Administrador'`.execute(server.db)).rows[0];
    await sql`insert into user_roles (user_id, role_id, position) values (${second}, ${role.id}, 0)`.execute(server.db);
    // the seed's other administrators disabled: two active ones, `me` and `second`
    const others = (await sql<{ id: number }>`update users set status = false where status and id not in (${me}, ${second}) and id in
      (select ur.user_id from user_roles ur join roles r on r.id = ur.role_id where r.name = 'Administrador') returning id`.execute(server.db)).rows.map((row) => row.id);
    try {
      // a user manager who is no administrator
      const manager = await madeUser(server, 'gestor.lote', { [M.users]: 'lvw' });
      // madeUser gives its user an id of its own: the next User/Save must not take it
      await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(server.db);
      const request = { resource: 'users', rows: [{ id: second }, { id: me }], changes: { status: false } };
      const committed = await post(server, '/api/BulkEdit/Commit', request, manager.token, { 'Accept-Language': 'es' });
      expect(committed.status).toBe(200);
      expect(committed.body.data.applied.map((row: { id: number }) => row.id)).toEqual([second]);
      expect(committed.body.data.refused).toEqual([{ id: me, errors: { status: 'No se puede deshabilitar al último administrador activo.' } }]);
      expect(await column<boolean>('users', 'status', [second, me])).toEqual([false, true]);

      const preview = await post(server, '/api/BulkEdit/Preview', { ...request, rows: [{ id: me }] }, manager.token, { 'Accept-Language': 'en' });
      expect(preview.body.data.rows[0].errors).toEqual({ status: 'The last active administrator cannot be disabled.' });
      const saved = await saveUser(me, { status: false }, manager.token, 'en');
      expect(saved.status).toBe(409);
      expect(saved.body.errors).toEqual({ status: 'The last active administrator cannot be disabled.' });
      expect(await column<boolean>('users', 'status', [me])).toEqual([true]);
    } finally {
      if (others.length > 0) await sql`update users set status = true where id in (${sql.join(others)})`.execute(server.db);
    }
  });
});

describe('a bulk commit that writes nothing (issue 47 item 18)', () => {
  it('leaves no bulk edit behind; a later batch of the same bulk edit that writes is kept under its id', async () => {
    const batches = async () => Number((await sql<{ n: number }>`select count(*)::int as n from bulk_batches`.execute(server.db)).rows[0].n);
    const before = await batches();
    const empty = await send('BulkEdit/Commit', { resource: 'users', rows: [{ id: 999_999_999 }], changes: { changePassword: 'True' } });
    expect(empty.status).toBe(200);
    expect(empty.body.data.missing).toEqual([999_999_999]);
    expect(await batches()).toBe(before);

    const [id] = await makeUsers(1);
    const next = await send('BulkEdit/Commit', { resource: 'users', rows: [{ id }], changes: { changePassword: 'True' }, batchId: empty.body.data.batchId });
    expect(next.status).toBe(200);
    expect(next.body.data.applied.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(await batches()).toBe(before + 1);
    expect((await call(server, 'GET', `/api/BulkEdit/Get?batchId=${empty.body.data.batchId}`, { token: admin })).body.data.rows).toBe(1);
  });
});
