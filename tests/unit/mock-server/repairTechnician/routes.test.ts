// @vitest-environment node
// The technician's calls at their documented paths (OrderWom/GetOrderByStateAndTech, GetCountByOrdersAndTechBrand,
// getOrderByTechniciansInWorkshop, Parametric/GetBrandsByTechnical, GetAllFinalState; the shared OrderWom/* actions):
// only the caller's orders (another technician's is a 403 with a message; tech/Technical/idTechnical naming anyone
// else too), the counters' groups, brand filter, final states, each action through the machine, QC stored as
// "true"/"false", §5 refusals naming the field.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, post, withServerForFile, type ServerForFile } from '../helpers';
import { tinyPng } from '../../../../mock-server/lines/repairOrders/seedFiles';
import { TECHNICIAN_PASSWORD } from '../../../../mock-server/lines/repairOrders/technician/seed';

let server: ServerForFile['server'];
let admin: string;
let tech1: string;
let tech2: string;
let tech1User: number;
withServerForFile((ready) => ({ server, admin } = ready));
beforeAll(async () => {
  ({ token: tech1, userId: tech1User } = await login(server, 'tecnico1', TECHNICIAN_PASSWORD));
  tech2 = (await login(server, 'tecnico2', TECHNICIAN_PASSWORD)).token;
});

/** An order of technician `tech` (seed id) in `state`. */
const orderOf = async (tech: number, state: string, extra = sql`true`) =>
  (await sql<{ id: number }>`select id from repair_orders where technician_id = ${tech} and id_order_state = ${state} and ${extra}
    order by id limit 1`.execute(server.db)).rows[0].id;
const send = (path: string, body: object, token = tech1, lang = 'en') => post(server, `/api/${path}`, body, token, { 'Accept-Language': lang });
const get = (path: string, token = tech1, lang = 'en') => call(server, 'GET', `/api/${path}`, { token, headers: { 'Accept-Language': lang } });
const list = ({ states = [], brand = '', tech }: { states?: readonly string[]; brand?: string; tech?: number }, token = tech1) =>
  send(`OrderWom/GetOrderByStateAndTech?states=${states.join(',')}&brand=${encodeURIComponent(brand)}${tech === undefined ? '' : `&tech=${tech}`}`, { pageIndex: 1, pageSize: 100 }, token);

describe('technician reads', () => {
  it('lists only the caller\'s orders, by state group and brand; the counters match the lists', async () => {
    const all = await list({ states: [] });
    const mine = (await sql<{ id: number }>`select id from repair_orders where technician_id = 1`.execute(server.db)).rows.map((r) => r.id);
    expect(all.body.data.totalItemCount).toBe(mine.length);
    expect(all.body.data.items.every((o: { orderId: number }) => mine.includes(o.orderId))).toBe(true);

    const brands = (await get(`Parametric/GetBrandsByTechnical?Technical=${tech1User}`)).body.data.map((b: { text: string }) => b.text);
    expect(brands.length).toBeGreaterThan(1);
    const count = async (states: readonly string[], tech = `&tech=${tech1User}`) =>
      (await get(`OrderWom/GetCountByOrdersAndTechBrand?Orders=${states.join(',')}${tech}&brand=${encodeURIComponent(brands[0])}`)).body.data;
    const groups = { workshop: ['7', '2', '10'], qualityControl: ['4', '9', '5'], pendingPayment: ['3'] } as const;
    for (const [group, states] of Object.entries(groups)) {
      const page = await list({ states, brand: brands[0], tech: tech1User });
      const counted = await count(states);
      expect(await count(states, ''), 'tech absent = the session\'s user').toBe(counted);
      expect(page.body.data.totalItemCount, group).toBe(counted);
      expect(page.body.data.items.every((o: { brand: string; idOrderState: string }) => o.brand === brands[0] && states.includes(o.idOrderState as never))).toBe(true);
    }
    expect(await count(groups.workshop)).toBeGreaterThan(0);
    const workshop = (await get(`OrderWom/getOrderByTechniciansInWorkshop?idTechnical=${tech1User}`)).body.data;
    expect(workshop.length).toBeGreaterThan(0);
    expect(workshop.every((o: { idTechnical: number; nameTech: string }) => o.idTechnical === 1 && o.nameTech !== '')).toBe(true);
  });

  it('the seed gives each technician orders in every technician state', async () => {
    const rows = (await sql<{ t: number; s: string }>`select distinct technician_id as t, id_order_state as s from repair_orders
      where technician_id is not null`.execute(server.db)).rows;
    for (const tech of [1, 2, 3, 4]) {
      for (const state of ['7', '2', '10', '3', '4', '5', '9']) expect(rows.some((r) => r.t === tech && r.s === state), `tech ${tech} state ${state}`).toBe(true);
    }
  });

  it('refuses another technician\'s order (403 naming it), another tech id, and a user who is not a technician', async () => {
    const theirs = await orderOf(2, '7');
    for (const path of [`OrderWom/getAllOrderForInfo?id=${theirs}`, `OrderWom/GetById?id=${theirs}&workshop=0&state=0`]) {
      const details = await get(path, tech1, 'es');
      expect(details.status, path).toBe(403);
      expect(details.body.message).toBe(`La orden ${theirs} no está asignada a usted.`);
    }
    const actions: [string, object][] = [
      ['OrderWom/receivedRepairStore', {}], ['OrderWom/UpdateStatusTraceability', { status: 11 }], ['OrderWom/statusToPay', { price: 1000 }],
      ['OrderWom/SaveQualityControl', {}], ['OrderWom/SaveDiagnostic', { finalState: 1, comments: 'x' }],
    ];
    for (const [path, body] of actions) {
      const refused = await send(path, { orderId: theirs, ...body });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(`Order ${theirs} is not assigned to you.`);
    }
    expect((await sql<{ s: string }>`select id_order_state as s from repair_orders where id = ${theirs}`.execute(server.db)).rows[0].s).toBe('7');
    // tech, Technical, idTechnical: the session's user only
    expect((await list({ states: [], tech: tech1User + 1 })).status).toBe(403);
    expect((await get(`Parametric/GetBrandsByTechnical?Technical=${tech1User + 1}`)).status).toBe(403);
    expect((await get(`OrderWom/GetCountByOrdersAndTechBrand?Orders=7&tech=${tech1User + 1}&brand=`)).status).toBe(403);
    const other = await get(`OrderWom/getOrderByTechniciansInWorkshop?idTechnical=${tech1User + 1}`, tech1, 'es');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(`Solo puede consultar sus propias órdenes (el técnico ${tech1User + 1} no es usted).`);
    const mine = await orderOf(1, '10');
    const asAnother = await send('OrderWom/SaveDiagnostic', { orderId: mine, tech: tech1User + 1, finalState: 1, comments: 'x' });
    expect(asAnother.status).toBe(403);
    const notTech = await get('Parametric/GetBrandsByTechnical', admin, 'es');
    expect(notTech.status).toBe(403);
    expect(notTech.body.message).toBe('Su usuario no está registrado como técnico.');
    const search = await send('OrderWom/getOrderByFilterVc', { type: 'fr_NroOrden', param1: String(theirs), param2: '' }, tech1, 'es');
    expect(search.status).toBe(404);
    expect(search.body.message).toBe('No se encontro resultado');
    expect((await send('OrderWom/getOrderByFilterVc', { type: 'fr_NroOrden', param1: String(theirs) }, tech2)).body.data[0].orderId).toBe(theirs);
    // the old technician paths are gone
    expect((await get('RepairTechnician/GetBrandsByTechnical')).status).toBe(404);
  });

  it('final states: type 1 general with 6 (out of warranty), type 2 the out-of-warranty choices', async () => {
    const general = (await get('Parametric/GetAllFinalState?type=1', tech1, 'es')).body.data;
    expect(general.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(general[5].name).toBe('Fuera de garantía');
    expect((await get('Parametric/GetAllFinalState?type=2')).body.data.length).toBeGreaterThan(0);
    expect((await get('Parametric/GetAllFinalState?type=3')).status).toBe(400);
  });
});

describe('technician actions', () => {
  const state = async (id: number) => (await sql<{ s: string }>`select id_order_state as s from repair_orders where id = ${id}`.execute(server.db)).rows[0].s;

  it('drives an order: arrival 7 → 10, quote → 3, payment → 10, diagnosis → 4, QC → 5; return guide; send to point 9 → 11', async () => {
    const id = await orderOf(1, '7');
    expect((await send('OrderWom/receivedRepairStore', { orderId: id })).body.data).toEqual({ id, state: '10' });
    const noPrice = await send('OrderWom/statusToPay', { orderId: id }, tech1, 'es');
    expect(noPrice.status).toBe(400);
    expect(Object.keys(noPrice.body.errors)).toEqual(['price']);
    expect((await send('OrderWom/statusToPay', { orderId: id, price: 85000 })).body.data).toEqual({ id, state: '3' });
    expect((await send('OrderWom/receivedRepairStore', { orderId: id })).body.data).toEqual({ id, state: '10' });
    expect((await send('OrderWom/SaveDiagnostic', { orderId: id, tech: tech1User, finalState: 1, comments: 'Cambio de pantalla' })).body.data).toEqual({ id, state: '4' });

    const badQc = await send('OrderWom/SaveQualityControl', { orderId: id, camera: 'yes' });
    expect(badQc.status).toBe(400);
    expect(Object.keys(badQc.body.errors)).toContain('conectivitiTest');
    const checks = { conectivitiTest: 'true', Keyboard: 'true', mic: 'true', chargerTest: 'true', principalDisplay: 'true', radio: 'false', vibration: 'true', camera: 'true', headphone: 'false' };
    expect((await send('OrderWom/SaveQualityControl', { orderId: id, ...checks, observations: 'Radio sin señal' })).body.data).toEqual({ id, state: '5' });
    const stored = (await sql<{ q: Record<string, unknown> }>`select quality_control as q from repair_orders where id = ${id}`.execute(server.db)).rows[0].q;
    expect(stored).toEqual({ ...checks, observations: 'Radio sin señal' });

    expect((await post(server, '/api/TransferGuide/Save', { type: 2, idOrder: id, nroGuide: 'GD77' }, admin)).body.data.state).toBe('5');
    expect((await post(server, '/api/OrderWom/UpdateStatusTraceability', { orderId: id, status: 9 }, admin)).body.data.state).toBe('9');
    // "Confirmar Envio a punto": UpdateStatusTraceability 11, allowed from the technician's screens
    expect((await send('OrderWom/UpdateStatusTraceability', { orderId: id, status: 11 })).body.data).toEqual({ id, state: '11' });
    // other statuses stay the logistics' and point of sale's
    expect((await send('OrderWom/UpdateStatusTraceability', { orderId: id, status: 6 })).status).toBe(403);
    const stages = (await sql<{ s: string }>`select state as s from repair_order_stages where order_id = ${id} order by id`.execute(server.db)).rows.map((r) => r.s);
    expect(stages.slice(-7)).toEqual(['10', '3', '10', '4', '5', '9', '11']);
  });

  it('diagnosis: §5 refusals name the field; DOA accepted or final state 4 finishes (12); Regresar a Reparacion 4 → 10', async () => {
    const id = await orderOf(1, '10');
    const empty = await send('OrderWom/SaveDiagnostic', { orderId: id, finalState: 6, comments: '' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['comments', 'finalStateOutWarranty', 'price', 'warrantyDate']);
    const imei = await send('OrderWom/SaveDiagnostic', { orderId: id, finalState: 2, comments: 'x', newImei: '123' });
    expect(Object.keys(imei.body.errors)).toEqual(['newImei']);
    const past = await send('OrderWom/SaveDiagnostic', { orderId: id, finalState: 6, finalStateOutWarranty: 7, price: 1, comments: 'x', warrantyDate: '2020-01-01' });
    expect(Object.keys(past.body.errors)).toEqual(['warrantyDate']);
    const doaWrong = await send('OrderWom/SaveDiagnostic', { orderId: id, finalState: 1, comments: 'x', doa: 'accepted' });
    expect(Object.keys(doaWrong.body.errors)).toEqual(['doa']);
    expect(await state(id)).toBe('10');
    expect((await send('OrderWom/SaveDiagnostic', { orderId: id, finalState: 4, comments: 'Sin reparación' })).body.data).toEqual({ id, state: '12' });

    const qc = await orderOf(1, '4');
    expect((await send('OrderWom/receivedRepairStore', { orderId: qc })).body.data).toEqual({ id: qc, state: '10' });
  });

  it('uploads a photo to the caller\'s order (Upload/UploadFile, table Fotos) and serves it back only to them; a database\'s table is refused', async () => {
    const id = await orderOf(1, '10');
    const png = tinyPng(3);
    const form = new FormData();
    form.append('file_0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    const res = await fetch(`${server.url}/api/Upload/UploadFile?id=${id}&tableName=Fotos&islocal=true`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${tech1}` } });
    const answer = { data: (await res.json()).data[0] };
    expect(answer.data).toMatchObject({ name: 'foto.png', type: 'image/png' });
    expect((await fetch(`${server.url}${answer.data.url}?token=${tech1}`)).status).toBe(200);
    expect((await fetch(`${server.url}${answer.data.url}?token=${tech2}`)).status).toBe(403);
    const [details] = (await get(`OrderWom/getAllOrderForInfo?id=${id}`)).body.data;
    expect(details.files.some((f: { name: string; url: string }) => f.name === 'foto.png' && f.url === answer.data.url)).toBe(true);
    const theirs = await orderOf(2, '10');
    const refused = await fetch(`${server.url}/api/Upload/UploadFile?id=${theirs}&tableName=Fotos`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${tech1}` } });
    expect(refused.status).toBe(403);
    // the order screens' access to the upload call does not reach a database's files
    const database = await fetch(`${server.url}/api/Upload/UploadFile?id=1&tableName=DataBasesObject`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${tech1}` } });
    expect(database.status).toBe(403);
  });
});
