// @vitest-environment node
// Bulk edit over HTTP (issue 34 item 3; BulkEdit/Preview, Apply, Get, Undo): each row checked by its resource's own
// save rules (the stores' department → city, a design's choices), applied in one transaction per batch with each
// row's version (a row changed meanwhile is reported, not overwritten), one audit row per written row tagged with the
// batch, and undone as a whole while no row has changed since.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, post, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

const send = (path: string, body: object, lang = 'en', token = admin) => post(server, `/api/${path}`, body, token, { 'Accept-Language': lang });
const getBatch = (batchId: string, token = admin) => call(server, 'GET', `/api/BulkEdit/Get?batchId=${batchId}`, { token });

interface Store { id: number; name: string; address: string; idDepartment: number; idCity: number; version: number }
const stores = async (ids: readonly number[]): Promise<Store[]> => {
  const all = (await call(server, 'GET', '/api/WorkShop/GetAll?pageIndex=1&pageSize=1000', { token: admin })).body.data.items as Store[];
  return ids.map((id) => all.find((store) => store.id === id)!);
};
const rowsOf = (list: Store[]) => list.map(({ id, version }) => ({ id, version }));
const auditOfBatch = async (batchId: string) =>
  (await sql<{ recordId: string; undo: boolean }>`select record_id, undo from audit where batch_id = ${batchId} order by id`.execute(server.db)).rows;

/** Antioquia and two of its cities; Bogotá D.C. and Bogotá (the point of sale's lists). */
let antioquia: number;
let medellin: number;
let envigado: number;
let bogotaDepartment: number;
let bogota: number;

/** Makes `count` stores in Antioquia (Envigado), named after `prefix`; answers their ids. */
async function makeStores(prefix: string, count: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`insert into repair_workshops (name, is_point_of_sale, open, address, id_department, id_city)
    select ${prefix} || ' ' || n, true, true, 'Calle ' || n, ${antioquia}, ${envigado} from generate_series(1, ${count}) n returning id`.execute(server.db);
  return rows.rows.map((row) => row.id).sort((a, b) => a - b);
}

beforeAll(async () => {
  const cities = (await sql<{ id: number; name: string; departmentId: number; department: string }>`select c.id, c.name, c.department_id, d.name as department
    from repair_cities c join repair_departments d on d.id = c.department_id`.execute(server.db)).rows;
  const city = (name: string) => cities.find((c) => c.name === name)!;
  ({ departmentId: antioquia, id: medellin } = city('Medellín'));
  envigado = city('Envigado').id;
  ({ departmentId: bogotaDepartment, id: bogota } = city('Bogotá'));
});

describe('BulkEdit/Preview', () => {
  it('checks 30 stores with the save\'s rules and changes nothing; the one row the rule refuses says why, in es and en', async () => {
    const ids = await makeStores('Vista previa', 30);
    // one store is in Bogotá: Medellín is not a city of its department
    await sql`update repair_workshops set id_department = ${bogotaDepartment}, id_city = ${bogota} where id = ${ids[7]}`.execute(server.db);
    const before = await stores(ids);
    const request = { resource: 'stores', rows: rowsOf(before), changes: { idCity: medellin } };
    const en = await send('BulkEdit/Preview', request);
    expect(en.status).toBe(200);
    const rows = en.body.data.rows as Array<{ id: number; label: string; before: object; after: object; changes: boolean; errors?: Record<string, string> }>;
    expect(rows).toHaveLength(30);
    expect(rows.filter((row) => row.errors)).toEqual([
      expect.objectContaining({ id: ids[7], errors: { idCity: `The city ${medellin} is not in the department ${bogotaDepartment}.` } }),
    ]);
    expect(rows[0]).toMatchObject({ id: ids[0], label: 'Vista previa 1', before: { idCity: envigado }, after: { idCity: medellin }, changes: true });
    const es = await send('BulkEdit/Preview', request, 'es');
    expect(es.body.data.rows[7].errors).toEqual({ idCity: `La ciudad ${medellin} no pertenece al departamento ${bogotaDepartment}.` });
    // nothing changed
    expect(await stores(ids)).toEqual(before);
  });

  it('refuses an unknown resource, a field the resource does not have, a read-only field and a unique one, each on its field', async () => {
    const unknown = await send('BulkEdit/Preview', { resource: 'secrets', rows: [{ id: 1 }], changes: { name: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ resource: 'There is no resource "secrets" that can be edited in bulk.' });
    const fields = await send('BulkEdit/Preview', { resource: 'stores', rows: [{ id: 1 }], changes: { colour: 'red', state: 'Cerrado', name: 'Ok' } }, 'es');
    expect(fields.status).toBe(400);
    expect(fields.body.errors).toEqual({
      'changes.colour': 'El campo colour no forma parte de este recurso.',
      'changes.state': 'El campo state no se puede cambiar en una edición en bloque.',
    });
    const unique = await send('BulkEdit/Preview', { resource: 'databases', rows: [{ id: 1 }, { id: 2 }], changes: { name: 'Same' } });
    expect(Object.keys(unique.body.errors)).toEqual(['changes.name']);
    expect((await send('BulkEdit/Preview', { resource: 'stores', rows: [], changes: { name: 'x' } })).body.errors).toHaveProperty('rows');
  });
});

describe('BulkEdit/Commit and Undo', () => {
  it('writes every row but the one changed meanwhile (reported with who and when), one audit row per written row with the batch', async () => {
    const ids = await makeStores('Aplicar', 30);
    const seen = await stores(ids);
    // someone saves one of them after the list was read
    const changed = seen[12];
    expect((await send('WorkShop/update', { ...changed, name: 'Cambiada antes' })).status).toBe(200);
    const applied = await send('BulkEdit/Commit', { resource: 'stores', rows: rowsOf(seen), changes: { address: 'Avenida Nueva 1' } });
    expect(applied.status).toBe(200);
    const answer = applied.body.data;
    expect(answer.applied).toHaveLength(29);
    expect(answer.conflicts).toEqual([
      { id: changed.id, version: changed.version + 1, changedBy: { id: 1, name: expect.any(String) }, changedAt: expect.any(String) },
    ]);
    expect(answer).toMatchObject({ unchanged: [], refused: [], missing: [] });
    const after = await stores(ids);
    expect(after.filter((store) => store.address === 'Avenida Nueva 1')).toHaveLength(29);
    expect(after[12]).toMatchObject({ name: 'Cambiada antes', address: changed.address });
    expect(after[0].version).toBe(seen[0].version + 1);
    const trail = await auditOfBatch(answer.batchId);
    expect(trail).toHaveLength(29);
    expect(new Set(trail.map((row) => row.recordId)).size).toBe(29);
    // the record's history names the bulk edit
    const history = await send('Audit/List', { resource: 'stores', id: ids[0], pageIndex: 1, pageSize: 5 });
    expect(history.body.data.items[0]).toMatchObject({ action: 'update', batchId: answer.batchId, undo: false, changes: [{ field: 'address', before: 'Calle 1', after: 'Avenida Nueva 1' }] });
    // applied again: nothing to change
    const again = await send('BulkEdit/Commit', { resource: 'stores', rows: [{ id: ids[0] }], changes: { address: 'Avenida Nueva 1' } });
    expect(again.body.data).toMatchObject({ applied: [], unchanged: [ids[0]] });
  });

  it('applies one bulk edit in two batches, then undoes it: the values come back and the versions move on', async () => {
    const ids = await makeStores('Deshacer', 30);
    const seen = await stores(ids);
    const first = await send('BulkEdit/Commit', { resource: 'stores', rows: rowsOf(seen.slice(0, 15)), changes: { idCity: medellin, name: 'Tienda Medellín' } });
    const { batchId } = first.body.data;
    const second = await send('BulkEdit/Commit', { resource: 'stores', rows: rowsOf(seen.slice(15)), changes: { idCity: medellin, name: 'Tienda Medellín' }, batchId });
    expect(second.body.data).toMatchObject({ batchId });
    expect(second.body.data.applied).toHaveLength(15);
    // a later batch carries the same changes
    const other = await send('BulkEdit/Commit', { resource: 'stores', rows: [{ id: ids[0] }], changes: { name: 'Otra' }, batchId });
    expect(other.status).toBe(400);
    expect(other.body.errors).toHaveProperty('batchId');

    const batch = (await getBatch(batchId)).body.data;
    expect(batch).toMatchObject({ batchId, resource: 'stores', rows: 30, undoneAt: null, undoable: true, changedSince: [], changes: { idCity: medellin, name: 'Tienda Medellín' } });
    const edited = await stores(ids);
    expect(edited.every((store) => store.name === 'Tienda Medellín' && store.idCity === medellin)).toBe(true);

    const undone = await send('BulkEdit/Undo', { batchId });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ data: { batchId, restored: 30 }, message: 'Bulk edit undone: 30 record(s) put back as they were.' });
    const restored = await stores(ids);
    expect(restored.map(({ name, idCity }) => ({ name, idCity }))).toEqual(seen.map(({ name, idCity }) => ({ name, idCity })));
    expect(restored.map((store) => store.version)).toEqual(seen.map((store) => store.version + 2));
    const trail = await auditOfBatch(batchId);
    expect(trail.filter((row) => row.undo)).toHaveLength(30);
    expect((await getBatch(batchId)).body.data).toMatchObject({ undoable: false, undoneAt: expect.any(String) });

    // a second undo is refused
    const twice = await send('BulkEdit/Undo', { batchId }, 'es');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/^Esta edición en bloque ya se deshizo el /);
  });

  it('refuses the undo once a row changed since, naming it, and changes nothing', async () => {
    const ids = await makeStores('Cambiada', 5);
    const seen = await stores(ids);
    const { batchId } = (await send('BulkEdit/Commit', { resource: 'stores', rows: rowsOf(seen), changes: { address: 'Plaza 9' } })).body.data;
    const later = (await stores([ids[3]]))[0];
    expect((await send('WorkShop/update', { ...later, name: 'Cambiada después' })).status).toBe(200);
    expect((await getBatch(batchId)).body.data).toMatchObject({ undoable: false, changedSince: [ids[3]] });
    const refused = await send('BulkEdit/Undo', { batchId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`Cambiada después (${ids[3]})`);
    expect(refused.body.data).toEqual({ changedSince: [ids[3]] });
    expect((await stores(ids)).every((store) => store.address === 'Plaza 9')).toBe(true);
  });

  it('edits and undoes a designed resource (portability requests) by its design\'s rules', async () => {
    const list = (await call(server, 'GET', '/api/rest/portabilityRequests?range=[0,2]&sort=["id","ASC"]', { token: admin })).body as Array<Record<string, unknown> & { id: number; version: number }>;
    expect(list).toHaveLength(3);
    const rows = list.map(({ id, version }) => ({ id, version }));
    const wrong = await send('BulkEdit/Preview', { resource: 'portabilityRequests', rows, changes: { status: 'lost' } }, 'es');
    expect(wrong.body.data.rows[0].errors).toEqual({ status: expect.stringMatching(/^El campo Estado debe ser uno de/) });
    const target = list.every((row) => row.status === 'cancelled') ? 'approved' : 'cancelled';
    const applied = (await send('BulkEdit/Commit', { resource: 'portabilityRequests', rows, changes: { status: target } })).body.data;
    expect(applied.applied.map((row: { id: number }) => row.id)).toEqual(list.filter((row) => row.status !== target).map((row) => row.id));
    const one = (await call(server, 'GET', `/api/rest/portabilityRequests/${applied.applied[0].id}`, { token: admin })).body;
    expect(one).toMatchObject({ status: target, version: applied.applied[0].version });
    const history = await send('Audit/List', { resource: 'portabilityRequests', id: one.id, pageIndex: 1, pageSize: 5 });
    expect(history.body.data.items[0]).toMatchObject({ batchId: applied.batchId, changes: [{ field: 'status', after: target }] });

    expect((await send('BulkEdit/Undo', { batchId: applied.batchId })).status).toBe(200);
    const back = (await call(server, 'GET', '/api/rest/portabilityRequests?range=[0,2]&sort=["id","ASC"]', { token: admin })).body as typeof list;
    expect(back.map((row) => row.status)).toEqual(list.map((row) => row.status));
  });

  it('edits the CRUD factory\'s databases through their save', async () => {
    const answer = await send('BulkEdit/Commit', { resource: 'databases', rows: [{ id: 2 }, { id: 3 }], changes: { storage: 'bulk-storage' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.applied).toHaveLength(2);
    const db = (await call(server, 'GET', '/api/DataBase/Get?id=3', { token: admin })).body.data;
    expect(db.storage).toBe('bulk-storage');
  });

  it('refuses a user without the W flag on the resource\'s menu entry (403)', async () => {
    const refused = await send('BulkEdit/Preview', { resource: 'databases', rows: [{ id: 1 }], changes: { storage: 'x' } }, 'en', operador);
    expect(refused.status).toBe(403);
    expect((await send('BulkEdit/Commit', { resource: 'databases', rows: [{ id: 1 }], changes: { storage: 'x' } }, 'en', operador)).status).toBe(403);
  });

  it('lets only the author or an administrator undo a bulk edit, and only its author add batches to it', async () => {
    const [first, second] = [(await login(server, 'tecnico1', 'Tecnico#2026')).token, (await login(server, 'tecnico2', 'Tecnico#2026')).token];
    const ids = await makeStores('Autor', 2);
    const { batchId } = (await send('BulkEdit/Commit', { resource: 'stores', rows: [{ id: ids[0] }], changes: { address: 'Calle del autor' } }, 'en', first)).body.data;
    const added = await send('BulkEdit/Commit', { resource: 'stores', rows: [{ id: ids[1] }], changes: { address: 'Calle del autor' }, batchId }, 'en', second);
    expect(added.status).toBe(403);
    const other = await send('BulkEdit/Undo', { batchId }, 'es', second);
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/^La edición en bloque la hizo .+: solo su autor o un administrador pueden deshacerla\.$/);
    expect((await send('BulkEdit/Undo', { batchId }, 'en', admin)).status).toBe(200);
  });

  it('leaves nothing written when a write fails in the middle of a batch', async () => {
    const ids = await makeStores('Falla', 5);
    const seen = await stores(ids);
    const batches = async () => Number((await sql<{ n: number }>`select count(*)::int as n from bulk_batches`.execute(server.db)).rows[0].n);
    const audits = async () => Number((await sql<{ n: number }>`select count(*)::int as n from audit`.execute(server.db)).rows[0].n);
    const [batchesBefore, auditsBefore] = [await batches(), await audits()];
    await sql.raw("create function bulk_test_fail() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$").execute(server.db);
    await sql.raw(`create trigger bulk_test_fail before update on repair_workshops for each row when (new.id = ${ids[2]}) execute function bulk_test_fail()`).execute(server.db);
    try {
      const failed = await send('BulkEdit/Commit', { resource: 'stores', rows: rowsOf(seen), changes: { address: 'Nunca' } });
      expect(failed.status).toBe(500);
    } finally {
      await sql.raw('drop trigger bulk_test_fail on repair_workshops').execute(server.db);
      await sql.raw('drop function bulk_test_fail()').execute(server.db);
    }
    expect(await stores(ids)).toEqual(seen);
    expect(await batches()).toBe(batchesBefore);
    expect(await audits()).toBe(auditsBefore);
  });
});
