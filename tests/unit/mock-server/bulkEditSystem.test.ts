// @vitest-environment node
// Bulk edit of the system lists (issue 34 item 3): users, roles and menu entries, each row through its documented
// Save's own checks (User/Save, Role/Save, Menu/Save: the CRUD factory's save), only on the fields a bulk edit may
// set (flags many records share; never a login, a name or a password), a row changed meanwhile reported and not
// overwritten, one audit row per written row tagged with the batch, and Undo refused once a row changed since.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { post, withServerForFile, type ServerForFile, storedColumn, storedVersions } from './helpers';

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
