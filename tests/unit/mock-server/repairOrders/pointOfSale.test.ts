// @vitest-environment node
// The point of sale's endpoints over HTTP (spec 03 §2.5, §5, §7): the user's workshops, the client by document and
// its save (0 when refused), the device save (IMEI pattern, purchase date, warranty, the open-order refusal with
// its order), the order save (state 1, stage stamped), the parametric lists and the orders a point hands over.
// Each at its documented path (spec 03 §7) with its documented query and field names; who acts is the session.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, post, withServerForFile, type ServerForFile } from '../helpers';
import { localToday } from '../../../../contracts/repairPointOfSaleRules';

let server: ServerForFile['server'];
let admin: string;
let operador: string;
withServerForFile((ready) => ({ server, admin, operador } = ready));

const get = (path: string, token = admin, lang = 'en') => call(server, 'GET', `/api/${path}`, { token, headers: { 'Accept-Language': lang } });
const send = (path: string, body: object, lang = 'en', token = admin) => post(server, `/api/${path}`, body, token, { 'Accept-Language': lang });

const CLIENT = {
  id: 0, name: 'Laura Milena Suárez', document: '52998877', idDepartment: 5, idCity: 0, address: '', housePhone: '',
  phone: '3104567890', contactPhone: '', email: 'laura.suarez@correo.co',
};
const daysAgo = (n: number) => localToday(new Date(Date.now() - n * 86_400_000));
/** The device as spec 03 §3 names it: idBrand is the chosen model; MIN and DOA in capitals. */
const DEVICE = { idLineType: 1, idBrand: 1, imei: '359876543210987', purchaseDate: daysAgo(30), MIN: '3104567890', comments: 'Pantalla rota', charger: true };

async function bogota(): Promise<{ idDepartment: number; idCity: number }> {
  const departments = (await get('Parametric/GetDeparmentAll')).body.data as { id: number; name: string }[];
  const idDepartment = departments.find((d) => d.name === 'Bogotá D.C.')!.id;
  const cities = (await get(`Parametric/GetCitiesByDepartment?idDeparment=${idDepartment}`)).body.data as { id: number; name: string }[];
  return { idDepartment, idCity: cities.find((c) => c.name === 'Bogotá')!.id };
}

describe('point of sale endpoints', () => {
  it('Workshop/GetAllByUser?idUser: the caller\'s points of sale only; idUser absent is the caller, another user\'s is a 403', async () => {
    const points = ['Tienda Andino', 'Tienda Chipichape', 'Tienda Unicentro'];
    expect((await get('Workshop/GetAllByUser?idUser=1')).body.data.map((w: { name: string }) => w.name)).toEqual(points);
    expect((await get('Workshop/GetAllByUser')).body.data.map((w: { name: string }) => w.name)).toEqual(points);
    const other = await get('Workshop/GetAllByUser?idUser=2', admin, 'es');
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ isSuccess: false, message: 'Solo puede consultar o actuar como su propio usuario (1).' });
  });

  it('the operator cannot use the point of sale without its permission', async () => {
    expect((await get('Workshop/GetAllByUser?idUser=2', operador)).status).toBe(403);
  });

  it('parametric lists: real departments and their cities, line types, fault types, brands → models', async () => {
    const departments = (await get('Parametric/GetDeparmentAll')).body.data;
    expect(departments).toHaveLength(33);
    const antioquia = departments.find((d: { name: string }) => d.name === 'Antioquia');
    const cities = (await get(`Parametric/GetCitiesByDepartment?idDeparment=${antioquia.id}`)).body.data.map((c: { name: string }) => c.name);
    expect(cities).toContain('Medellín');
    expect(cities).not.toContain('Cali');
    expect((await get('Parametric/GetTypeLineAll')).body.data.map((l: { name: string }) => l.name)).toEqual(['Pospago', 'Prepago']);
    expect((await get('Parametric/GetFoulTypeAll')).body.data.length).toBeGreaterThan(5);
    const apple = (await get('Parametric/GetBrandAll')).body.data.find((b: { name: string }) => b.name === 'Apple');
    expect((await get(`Parametric/GetModelByBrand?brand=${apple.id}`)).body.data.map((m: { name: string }) => m.name)).toContain('iPhone 13');
  });

  it('OrderWom/GetSettings, OrderWom/GetInfoWom (the operator\'s nit) and OrderWom/checkWarrantyDate?imei (0001-01-01 = no restriction)', async () => {
    expect((await get('OrderWom/GetSettings')).body).toEqual({ isSuccess: true, message: '', data: { validation: { imei: '^\\d{15}$' } } });
    const info = (await get('OrderWom/GetInfoWom')).body.data;
    expect(info.nit).toBe('900123456');
    expect((await get(`Client/GetByDocument?document=${info.nit}`)).body.data.name).toBe('WOM Colombia S.A.S.');
    expect((await get('OrderWom/checkWarrantyDate?imei=356938035643809')).body.data).toBe('2020-01-31');
    expect((await get('OrderWom/checkWarrantyDate?imei=359876543210987')).body.data).toBe('0001-01-01');
    expect(Object.keys((await get('OrderWom/checkWarrantyDate')).body.errors)).toEqual(['imei']);
  });

  it('Client/Save validates each field, refuses a city of another department, answers 0 for a taken document', async () => {
    const where = await bogota();
    const bad = await send('Client/Save', { ...CLIENT, ...where, name: '', phone: '310456789', email: 'x' }, 'es');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'phone']);
    const medellin = (await get('Parametric/GetCitiesByDepartment?idDeparment=2')).body.data[0].id;
    expect(Object.keys((await send('Client/Save', { ...CLIENT, ...where, idCity: medellin })).body.errors)).toEqual(['idCity']);

    const created = await send('Client/Save', { ...CLIENT, ...where });
    expect(created.body.data.id).toBeGreaterThan(0);
    expect((await get(`Client/GetByDocument?document=${CLIENT.document}`)).body.data).toMatchObject({ id: created.body.data.id, name: CLIENT.name });
    expect((await get('Client/GetByDocument?document=11')).body.data).toBeNull();
    const taken = await send('Client/Save', { ...CLIENT, ...where, name: 'Otra' }, 'es');
    expect(taken.body.data.id).toBe(0);
    expect(taken.body.message).toBe('El documento 52998877 ya pertenece a otro cliente.');
    const operator = (await get('Client/GetByDocument?document=900123456')).body.data;
    expect((await send('Client/Save', { ...operator, name: 'Cambiado' })).body.data.id).toBe(0);
    expect((await send('Client/Save', operator)).body.data.id).toBe(operator.id);
  });

  it('Device/Save: IMEI pattern, MIN, purchase date, DOA with exhibition, warranty computed and checked', async () => {
    const invalid = await send('Device/Save', { ...DEVICE, imei: '12345', MIN: '2104567890', purchaseDate: daysAgo(-1) }, 'es');
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['MIN']);
    expect(Object.keys((await send('Device/Save', { ...DEVICE, idBrand: undefined, MIN: undefined })).body.errors).sort()).toEqual(['MIN', 'idBrand']);
    expect(Object.keys((await send('Device/Save', { ...DEVICE, imei: '12345' })).body.errors)).toEqual(['imei']);
    expect(Object.keys((await send('Device/Save', { ...DEVICE, purchaseDate: daysAgo(-1) })).body.errors)).toEqual(['purchaseDate']);
    expect(Object.keys((await send('Device/Save', { ...DEVICE, DOA: true, exhibition: true })).body.errors)).toEqual(['exhibition']);

    const expired = await send('Device/Save', { ...DEVICE, imei: '356938035643809' }, 'es');
    expect(expired.status).toBe(400);
    expect(expired.body.errors).toEqual({ imei: 'Imei no tiene garantia validad' });
    // out of warranty (more than 365 days): the expired manufacturer date does not block it
    const old = (await send('Device/Save', { ...DEVICE, imei: '356938035643809', purchaseDate: daysAgo(366) })).body.data;
    expect(old).toMatchObject({ warranty: false, error: '', idOrderError: null });
    expect((await send('Device/Save', { ...DEVICE, purchaseDate: daysAgo(365) })).body.data.warranty).toBe(true);
    // a sent warranty flag does not decide it: the server computes it from the purchase date
    expect((await send('Device/Save', { ...DEVICE, purchaseDate: daysAgo(400), warranty: true })).body.data.warranty).toBe(false);
    const doa = (await send('Device/Save', { ...DEVICE, DOA: true })).body.data;
    expect(doa.idClientDoa).toBe((await get('Client/GetByDocument?document=900123456')).body.data.id);
    const stored = (await sql<Record<string, unknown>>`select model_id, min, doa from repair_devices where id = ${doa.id}`.execute(server.db)).rows[0];
    expect(stored).toEqual({ modelId: DEVICE.idBrand, min: DEVICE.MIN, doa: true });
  });

  it('Device/Save of an IMEI already in an open order answers 0, the server\'s text and that order', async () => {
    const open = (await sql<{ id: number; imei: string }>`select id, imei from repair_orders where id_order_state = '4' order by id limit 1`.execute(server.db)).rows[0];
    const answer = await send('Device/Save', { ...DEVICE, imei: open.imei }, 'es');
    expect(answer.body.data).toMatchObject({ id: 0, idOrderError: open.id, error: `El equipo con IMEI ${open.imei} ya tiene una orden abierta` });
  });

  it('OrderWom/Save: state 1 at the chosen point, stage stamped, a repair workshop picked; refusals answer 0 with Error', async () => {
    const client = (await send('Client/Save', { ...CLIENT, document: '80111222', ...(await bogota()) })).body.data.id;
    const imei = '351111222233334';
    const device = (await send('Device/Save', { ...DEVICE, imei })).body.data.id;
    const order = { idClient: client, iddevice: device, idWorkshop: 4, idFoulType: 1, idFoulType2: 2, observation: 'Golpe', idUserWom: 1 };
    expect(Object.keys((await send('OrderWom/Save', { ...order, idFoulType2: undefined })).body.errors)).toEqual(['idFoulType2']);
    expect((await send('OrderWom/Save', { ...order, idWorkshop: 1 }, 'es')).body.data).toEqual({ id: 0, Error: 'El taller 1 no es uno de sus puntos de venta.' });
    // who acts is the session: another user's idUserWom is a 403; a loan phone is lent later (OrderWom/loanDevice)
    expect((await send('OrderWom/Save', { ...order, idUserWom: 2 })).status).toBe(403);
    expect(Object.keys((await send('OrderWom/Save', { ...order, loanDevice: true })).body.errors)).toEqual(['loanDevice']);

    const saved = await send('OrderWom/Save', { ...order, loanDevice: false });
    const id = saved.body.data.id;
    expect(saved.body.data.Error).toBe('');
    const row = (await sql<Record<string, unknown>>`select * from repair_orders where id = ${id}`.execute(server.db)).rows[0];
    expect(row).toMatchObject({ idOrderState: '1', pointId: 4, clientId: client, imei, deviceId: device, warranty: true, foulType: 'Pantalla', foulType2: 'Batería' });
    expect([1, 2]).toContain(row.workshopId);
    const stages = (await sql<{ state: string }>`select state from repair_order_stages where order_id = ${id}`.execute(server.db)).rows;
    expect(stages.map((s) => s.state)).toEqual(['1']);

    // idUserWom absent: the session's user
    const again = await send('OrderWom/Save', { ...order, idUserWom: undefined }, 'es');
    expect(again.body.data).toEqual({ id: 0, Error: `El equipo con IMEI ${imei} ya tiene una orden abierta` });
    const doaDevice = (await send('Device/Save', { ...DEVICE, imei: '351111222233342', DOA: true })).body.data.id;
    expect(Object.keys((await send('OrderWom/Save', { ...order, iddevice: doaDevice })).body.errors)).toEqual(['idClient']);
  });

  it('OrderWom/GetOrdersToPointStore?workshopId: guide type 1 in 8, type 2 (or 0) in 6, 11, 15, of the caller\'s point only', async () => {
    const items = (await get('OrderWom/GetOrdersToPointStore?workshopId=3')).body.data as { typeGuide: number; orderState: string; nroGuide: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(['8', '6', '11', '15']).toContain(item.orderState);
      expect(item.typeGuide).toBe(item.orderState === '8' ? 1 : 2);
      expect(item.nroGuide).not.toBe('');
    }
    expect(new Set(items.map((i) => i.orderState))).toEqual(new Set(['8', '6', '11', '15']));
    expect(Object.keys(items[0]).sort()).toEqual(['clientName', 'imei', 'model', 'nroGuide', 'orderId', 'orderState', 'typeGuide', 'version']);
    expect((await get('OrderWom/GetOrdersToPointStore?workshopId=1')).status).toBe(403);
  });

  it('the renamed paths are gone: each call answers at its documented path only', async () => {
    for (const path of ['RepairOrder/GetSettings', 'RepairOrder/GetInfoWom', 'RepairOrder/GetOrdersToPointStore?workshopId=3', 'RepairOrder/checkWarrantyDate?imei=359876543210987']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await send('RepairOrder/Save', {})).status).toBe(404);
  });
});
