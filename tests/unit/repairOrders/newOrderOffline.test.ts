import { womOrderNumber } from '../../../contracts/repairPointOfSaleRules';
// @vitest-environment node
// Issue 51: a point of sale's new order made offline (src/lines/repairOrders/pointOfSale/newOrderChain.ts) is queued
// whole, its files kept as data URLs (keptFiles.ts), and sent as its documented calls in the online save's order. A
// refusal anywhere in the chain is set aside for the Conflicts page with the server's words and the order's name; a
// connection lost midway is tried again from where it stopped, so no second client, device or order is made.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRefusal } from '../../../src/engine/saving/saveErrors';
import { queueCall, sendQueuedCall } from '../../../src/engine/offline/queuedCalls';
import { isSetAside, type SetAsideWrite } from '../../../src/engine/offline/queuedWrites';
import { fileOf, keepFile, keptSizeProblem, MAX_KEPT_BYTES, megabytes } from '../../../src/lines/repairOrders/pointOfSale/keptFiles';
import {
  MAX_SERVER_FAILURES, newOrderCalls, newOrderOf, queuedNewOrderCall, sendNewOrder, withClientFound, type NewOrderCalls, type QueuedNewOrder,
} from '../../../src/lines/repairOrders/pointOfSale/newOrderChain';
import { deviceBody, emptyClient, emptyDevice, orderBody, type ClientForm, type DeviceForm } from '../../../src/lines/repairOrders/pointOfSale/orderForm';
import type { RepairClient } from '../../../src/lines/repairOrders/pointOfSale/calls';

const TODAY = '2026-03-10';
const client: ClientForm = { ...emptyClient('52998877'), name: 'Laura Suárez', idDepartment: 5, idCity: 12, phone: '3104567890', email: 'laura@correo.co' };
const device: DeviceForm = {
  ...emptyDevice(), idLineType: 1, idBrand: 2, idModel: 7, imei: '359876543210987', purchaseDate: '2026-01-10', min: '3104567890', idFoulType: 1, idFoulType2: 2,
};
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x00, 0xff, 0x80]);
const invoice = () => new File([PDF], 'FAC-1.pdf', { type: 'application/pdf' });
const photo = () => new File([new Uint8Array(70_000).map((_, i) => i % 256)], 'frente.png', { type: 'image/png' });

/** An order as the queue keeps it: through JSON, as IndexedDB gives it back after a reload. */
const queuedOrder = async (overrides: Partial<DeviceForm> = {}, files = [invoice(), photo()]): Promise<QueuedNewOrder> =>
  JSON.parse(JSON.stringify(newOrderOf({ client, device: { ...device, ...overrides }, files: await Promise.all(files.map(keepFile)), workshopId: 3, userId: 1, today: TODAY })));

const lost = () => new HttpError('app.errors.network', 0);

/** The chain's calls, each recorded; `answers` replaces any of them. */
function serverWith(answers: Partial<Record<keyof NewOrderCalls, (...args: never[]) => Promise<unknown>>> = {}) {
  const made: string[] = [];
  const uploaded: File[] = [];
  const record = <T,>(name: string, answer: T) => async () => (made.push(name), answer);
  const calls = {
    checkWarrantyDate: record('OrderWom/checkWarrantyDate', '0001-01-01'),
    getByDocument: record('Client/GetByDocument', null),
    clientSave: record('Client/Save', { isSuccess: true, message: 'Guardado', data: { id: 41 } }),
    deviceSave: record('Device/Save', { id: 52, warranty: true, error: '', idOrderError: null, idClientDoa: null }),
    orderWomSave: record('OrderWom/Save', { id: 63, Error: '' }),
    uploadOrderFiles: async (_id: number, _table: string, files: File[]) => (made.push('Upload/UploadFile'), uploaded.push(...files), { isSuccess: true, message: '', data: [] }),
  } as Record<string, (...args: never[]) => Promise<unknown>>;
  for (const [name, answer] of Object.entries(answers)) {
    const fallback = calls[name];
    calls[name] = vi.fn(async (...args: never[]) => {
      const result = await answer!(...args);
      return result === undefined ? fallback(...args) : result;
    });
  }
  for (const [name, fn] of Object.entries(calls)) if (!vi.isMockFunction(fn)) calls[name] = vi.fn(fn);
  return { calls: calls as unknown as NewOrderCalls, made, uploaded };
}

afterEach(() => onlineManager.setOnline(true));

describe('files kept offline', () => {
  it('a File becomes its name, type and a data URL, and the same File again (bytes included)', async () => {
    for (const file of [invoice(), photo(), new File([], 'empty.pdf', { type: 'application/pdf' })]) {
      const kept = JSON.parse(JSON.stringify(await keepFile(file)));
      expect(kept.dataUrl.startsWith(`data:${file.type};base64,`)).toBe(true);
      const again = fileOf(kept);
      expect([again.name, again.type, again.size]).toEqual([file.name, file.type, file.size]);
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
    }
    // a file the browser names no type for is kept as bytes
    expect((await keepFile(new File([PDF], 'factura'))).type).toBe('application/octet-stream');
  });

  it('an order keeps at most the server’s 10 MB per file, in all', () => {
    expect(MAX_KEPT_BYTES).toBe(10 * 1024 * 1024);
    expect(keptSizeProblem([{ size: 6 * 1024 * 1024 }, { size: 4 * 1024 * 1024 }])).toBeNull();
    expect(keptSizeProblem([{ size: 6 * 1024 * 1024 }, { size: 4.1 * 1024 * 1024 }])).toEqual({ total: 10.1 * 1024 * 1024, limit: MAX_KEPT_BYTES });
    expect([megabytes(MAX_KEPT_BYTES), megabytes(14.12 * 1024 * 1024)]).toEqual(['10', '14.2']);
  });
});

describe('the queued order', () => {
  it('holds the bodies the online save sends, named for the Conflicts page by client and IMEI', async () => {
    const order = await queuedOrder();
    expect(order.client).toEqual({ ...client, idDepartment: 5, idCity: 12 });
    expect(order.device).toEqual(deviceBody(device, TODAY));
    const { idClient: _c, iddevice: _d, ...rest } = orderBody(device, { idClient: 0, iddevice: 0, idWorkshop: 3, idUserWom: 1 });
    expect(order.order).toEqual(rest);
    expect(order.progress).toEqual({ filesDone: 0, filesRefused: [], serverFailures: 0 });
    expect(queuedNewOrderCall(order)).toMatchObject({
      line: 'repairOrders', method: 'saveNewOrder', args: [order],
      label: { key: 'app.pointOfSale.offline.label', args: { document: '52998877', imei: '359876543210987' } },
    });
  });

  it('a client typed offline as new: a registered one with the document is saved with what was typed, its other values kept', () => {
    const registered: RepairClient = {
      id: 9, name: 'Laura S.', document: '52998877', idDepartment: 2, idCity: 4, address: 'Cra 7 # 1-2', housePhone: '6011234567', phone: '3000000000', contactPhone: '', email: 'old@correo.co',
    };
    const typed = { ...client, idDepartment: 5, idCity: 12, address: '', housePhone: '' };
    expect(withClientFound(typed, null)).toBe(typed);
    expect(withClientFound(typed, registered)).toEqual({ ...typed, id: 9, address: 'Cra 7 # 1-2', housePhone: '6011234567' });
    // the form, when the connection returns before the save: what is still empty comes from the registered client
    expect(withClientFound({ ...emptyClient('52998877'), name: 'Laura' }, registered)).toEqual({ ...registered, name: 'Laura' });
  });
});

describe('the chain, when sent', () => {
  it('makes the documented calls in the online save’s order, the files uploaded one by one as they were chosen', async () => {
    const { calls, made, uploaded } = serverWith();
    const order = await queuedOrder();
    // the operator is told the new order's number once it is made (the banner's notice)
    await expect(sendNewOrder(calls, order)).resolves.toEqual({
      orderId: 63,
      sent: { key: 'app.pointOfSale.offline.sent', args: { order: womOrderNumber(63), document: order.client.document, imei: order.device.imei } },
    });
    expect(made).toEqual(['OrderWom/checkWarrantyDate', 'Client/GetByDocument', 'Client/Save', 'Device/Save', 'OrderWom/Save', 'Upload/UploadFile', 'Upload/UploadFile']);
    expect(calls.checkWarrantyDate).toHaveBeenCalledWith({ imei: '359876543210987' });
    expect(calls.clientSave).toHaveBeenCalledWith({ ...client, idDepartment: 5, idCity: 12 });
    expect(calls.deviceSave).toHaveBeenCalledWith(order.device);
    expect(calls.orderWomSave).toHaveBeenCalledWith({ ...order.order, idClient: 41, iddevice: 52 });
    expect(vi.mocked(calls.uploadOrderFiles).mock.calls.map(([id, table]) => [id, table])).toEqual([[63, 'Documentos'], [63, 'Documentos']]);
    expect(uploaded.map((file) => [file.name, file.type, file.size])).toEqual([['FAC-1.pdf', 'application/pdf', PDF.length], ['frente.png', 'image/png', 70_000]]);
    expect(order.progress).toMatchObject({ warrantyChecked: true, clientId: 41, deviceId: 52, orderId: 63, filesDone: 2 });
  });

  it('out of warranty, the warranty date is not asked; a client found earlier (its id) is not looked up again', async () => {
    const { calls, made } = serverWith();
    const order = await queuedOrder({ purchaseDate: '2024-01-10' });
    order.client.id = 41;
    await sendNewOrder(calls, order);
    expect(made.slice(0, 3)).toEqual(['Client/Save', 'Device/Save', 'OrderWom/Save']);
  });

  it('a client typed offline whose document is registered is saved as that client (no second one)', async () => {
    const registered = { id: 9, name: 'Laura S.', document: '52998877', idDepartment: 2, idCity: 4, address: 'Cra 7', housePhone: '', phone: '3000000000', contactPhone: '', email: 'old@correo.co' };
    const { calls } = serverWith({ getByDocument: async () => registered });
    await sendNewOrder(calls, await queuedOrder());
    expect(calls.clientSave).toHaveBeenCalledWith(expect.objectContaining({ id: 9, name: 'Laura Suárez', address: 'Cra 7' }));
  });

  const refusalOf = async (answers: Parameters<typeof serverWith>[0], overrides: Partial<DeviceForm> = {}) => {
    const { calls, made } = serverWith(answers);
    const order = await queuedOrder(overrides);
    const error = await sendQueuedCall(newOrderCalls(calls), async () => undefined, queuedNewOrderCall(order)).catch((e: unknown) => e);
    expect(isSetAside(error)).toBe(true);
    return { setAside: (error as { setAside: SetAsideWrite }).setAside, made, order };
  };

  it('each refusal is set aside with the server’s words and the order’s name, and nothing after it is made', async () => {
    const label = { key: 'app.pointOfSale.offline.label', args: { document: '52998877', imei: '359876543210987' } };
    const client0 = await refusalOf({ clientSave: async () => ({ isSuccess: true, message: 'El documento 52998877 ya es de otro cliente', data: { id: 0 } }) });
    expect(client0.setAside).toMatchObject({ kind: 'refused', message: 'El documento 52998877 ya es de otro cliente', label });
    expect(client0.made).not.toContain('Device/Save');

    const open = await refusalOf({ deviceSave: async () => ({ id: 0, warranty: true, error: 'El equipo con IMEI 359876543210987 ya tiene una orden abierta', idOrderError: 17, idClientDoa: null }) });
    expect(open.setAside).toMatchObject({ kind: 'refused', message: 'El equipo con IMEI 359876543210987 ya tiene una orden abierta', label });
    expect(open.made).not.toContain('OrderWom/Save');
    // what was made before stays made: sent again, the chain goes on from the device
    expect(open.order.progress.clientId).toBe(41);

    const order0 = await refusalOf({ orderWomSave: async () => ({ id: 0, Error: 'El taller 3 no es suyo' }) });
    expect(order0.setAside.message).toBe('El taller 3 no es suyo');
    expect(order0.made).not.toContain('Upload/UploadFile');

    const warranty = await refusalOf({ checkWarrantyDate: async () => '2020-01-01' });
    expect(warranty.setAside.message).toBe('app.pointOfSale.device.noWarranty');
    // (the overridden call is not in `made`): nothing after it was made
    expect(warranty.made).toEqual([]);

    const http4xx = await refusalOf({ deviceSave: async () => Promise.reject(new HttpError('La fecha de compra no puede ser posterior a hoy', 400, { message: 'La fecha de compra no puede ser posterior a hoy', errors: { purchaseDate: 'x' } })) });
    expect(http4xx.setAside).toMatchObject({ message: 'La fecha de compra no puede ser posterior a hoy', errors: { purchaseDate: 'x' } });
  });

  it('a file the server refuses: the order is made with the others, the refusal names the order and the file', async () => {
    const { calls, made } = serverWith({
      uploadOrderFiles: async (_id: number, _t: string, [file]: File[]) => (file.name === 'FAC-1.pdf' ? Promise.reject(new HttpError('FAC-1.pdf no es un PDF ni una imagen', 415, { message: 'FAC-1.pdf no es un PDF ni una imagen' })) : undefined),
    } as never);
    const order = await queuedOrder();
    const error = await sendNewOrder(calls, order).catch((e: unknown) => e);
    expect(isRefusal(error)).toBe(true);
    expect((error as Error).message).toBe('Wom63: FAC-1.pdf: FAC-1.pdf no es un PDF ni una imagen');
    expect(calls.uploadOrderFiles).toHaveBeenCalledTimes(2);
    // sent again from the Conflicts page: nothing is left to make
    made.length = 0;
    await expect(sendNewOrder(calls, order)).resolves.toMatchObject({ orderId: 63 });
    expect(made).toEqual([]);
  });

  it('a connection lost midway: tried again, it goes on from there (one client, one device, one order, each file once)', async () => {
    let orderTries = 0;
    let uploadTries = 0;
    const { calls, made } = serverWith({
      orderWomSave: async () => (++orderTries === 1 ? Promise.reject(lost()) : undefined),
      uploadOrderFiles: async (_id: number, _t: string, [file]: File[]) => (file.name === 'frente.png' && ++uploadTries === 1 ? Promise.reject(lost()) : undefined),
    } as never);
    const order = await queuedOrder();
    const first = await sendNewOrder(calls, order).catch((e: unknown) => e);
    expect(first).toMatchObject({ name: 'ResumeLater', resumeLater: true });
    expect(isRefusal(first)).toBe(false);
    expect(order.progress).toMatchObject({ clientId: 41, deviceId: 52, serverFailures: 0 });
    expect(order.progress.orderId).toBeUndefined();
    // kept as JSON meanwhile (the queue in IndexedDB), the progress with it
    const kept = JSON.parse(JSON.stringify(order)) as QueuedNewOrder;
    await expect(sendNewOrder(calls, kept)).rejects.toMatchObject({ resumeLater: true });
    expect(kept.progress).toMatchObject({ orderId: 63, filesDone: 1 });
    await expect(sendNewOrder(calls, kept)).resolves.toMatchObject({ orderId: 63 });
    // (a call that failed is not in `made`): each answered once
    expect(made).toEqual(['OrderWom/checkWarrantyDate', 'Client/GetByDocument', 'Client/Save', 'Device/Save', 'OrderWom/Save', 'Upload/UploadFile', 'Upload/UploadFile']);
    expect([orderTries, uploadTries]).toEqual([2, 2]);
  });

  it(`a server error is tried again, ${MAX_SERVER_FAILURES} times at most, then set aside with its words`, async () => {
    const { calls } = serverWith({ deviceSave: async () => Promise.reject(new HttpError('Error interno', 500, { message: 'Error interno' })) });
    const order = await queuedOrder();
    for (let attempt = 1; attempt < MAX_SERVER_FAILURES; attempt++) await expect(sendNewOrder(calls, order)).rejects.toMatchObject({ resumeLater: true });
    const last = await sendNewOrder(calls, order).catch((e: unknown) => e);
    expect(isRefusal(last)).toBe(true);
    expect((last as Error).message).toBe('Error interno');
    expect(calls.clientSave).toHaveBeenCalledOnce();
  });
});

describe('the line', () => {
  it('its saveNewOrder loads the chain when sent and makes the documented calls at their paths, the files through the upload', async () => {
    const line = (await import('../../../src/lines/repairOrders')).default;
    const answers: Record<string, unknown> = {
      'OrderWom/checkWarrantyDate': '0001-01-01', 'Client/GetByDocument': null, 'Client/Save': { id: 41 },
      'Device/Save': { id: 52, warranty: true, error: '', idOrderError: null, idClientDoa: null }, 'OrderWom/Save': { id: 63, Error: '' },
    };
    const sent: string[] = [];
    const http = vi.fn(async ({ path, method = 'GET' }: { path: string; method?: string }) => (sent.push(`${method} ${path}`), { isSuccess: true, message: '', data: answers[path] }));
    const upload = vi.fn(async ({ path, query, files }: { path: string; query: Record<string, unknown>; files: File[] }) => (
      sent.push(`POST ${path}?id=${query.id}&tableName=${query.tableName} ${files.map((file) => file.name).join()}`), { isSuccess: true, message: '', data: [] }));
    const calls = line.calls(http as never, upload as never) as unknown as { saveNewOrder: (order: QueuedNewOrder) => Promise<unknown> };
    await expect(calls.saveNewOrder(await queuedOrder())).resolves.toMatchObject({ orderId: 63 });
    expect(sent).toEqual([
      'GET OrderWom/checkWarrantyDate', 'GET Client/GetByDocument', 'POST Client/Save', 'POST Device/Save', 'POST OrderWom/Save',
      'POST Upload/UploadFile?id=63&tableName=Documentos FAC-1.pdf', 'POST Upload/UploadFile?id=63&tableName=Documentos frente.png',
    ]);
  });
});

describe('queued', () => {
  it('offline it waits; sent when the connection returns, a connection lost midway is tried again once it is back, without a second order', async () => {
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    queryClient.mount();
    let orderTries = 0;
    const { calls, made } = serverWith({
      orderWomSave: async () => {
        orderTries += 1;
        if (orderTries > 1) return undefined;
        // the connection drops while the order is being saved
        onlineManager.setOnline(false);
        return Promise.reject(lost());
      },
    });
    const order = await queuedOrder();
    const provider = newOrderCalls(calls);
    queueCall(queryClient, queuedNewOrderCall(order), () => provider.saveNewOrder(order));
    const mutation = () => queryClient.getMutationCache().getAll()[0];
    expect(mutation().state).toMatchObject({ status: 'pending', isPaused: true });
    expect(made).toEqual([]);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(orderTries).toBe(1));
    // paused again until the connection is back; what was answered is on the queued order the mutation holds
    await vi.waitFor(() => expect(mutation().state).toMatchObject({ status: 'pending', isPaused: true }), { timeout: 3000 });
    expect(((mutation().state.variables as { args: QueuedNewOrder[] }).args[0]).progress).toMatchObject({ clientId: 41, deviceId: 52 });

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(mutation().state.status).toBe('success'), { timeout: 5000 });
    expect(orderTries).toBe(2);
    expect(made).toEqual(['OrderWom/checkWarrantyDate', 'Client/GetByDocument', 'Client/Save', 'Device/Save', 'OrderWom/Save', 'Upload/UploadFile', 'Upload/UploadFile']);
    queryClient.unmount();
  });
});
