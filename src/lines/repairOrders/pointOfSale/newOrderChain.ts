/**
 * A point of sale's new order made offline (issue 51, spec 03 §2.5): "Guardar y generar Orden" queues the whole
 * chain as one call, `saveNewOrder`, made of the documented calls the screen makes online, in the same order, each of
 * them still made: OrderWom/checkWarrantyDate (when the device claims warranty), Client/Save (after
 * Client/GetByDocument when the client was typed offline as new), Device/Save, OrderWom/Save, then Upload/UploadFile
 * for each file (the order's arrival documents).
 *
 * When sent, a refusal anywhere (Client/Save's id 0, Device/Save's id 0 for an open order, OrderWom/Save's id 0, the
 * warranty check, a 4xx) is thrown as an error the queue reads as a refusal (a 4xx with the server's words), so it
 * waits on the Conflicts page; a lost connection midway is thrown as ResumeLater, and what was already answered (the
 * client's, the device's and the order's ids, the files sent) is kept on the queued order itself, which the queue
 * holds: tried again, it goes on from there, and never makes a second client, device or order. Pure: no React.
 */
import type { BodyOf } from '../../../../dataProviders/endpointCall';
import type { clientSave, deviceSave, orderSave } from '../../../../contracts/endpoints/repairPointOfSale';
import { localToday, warrantyCheckBlocks, womOrderNumber } from '../../../../contracts/repairPointOfSaleRules';
import { ResumeLater, type QueuedCall, type SentNotice } from '../../../engine/offline/queuedCalls';
import { errorMessage, isLostConnection, isRefusal } from '../../../engine/saving/saveErrors';
import type { RepairOrderCalls } from '../calls';
import type { PointOfSaleCalls, RepairClient } from './calls';
import { fileOf, type KeptFile } from './keptFiles';
import { deviceBody, orderBody, type ClientForm, type DeviceForm } from './orderForm';

type ClientBody = BodyOf<typeof clientSave>;
type DeviceBody = BodyOf<typeof deviceSave>;
type OrderBody = BodyOf<typeof orderSave>;

/** How far a queued order got when sent: each answer kept as it comes (the queue keeps this object). */
export interface NewOrderProgress {
  warrantyChecked?: boolean;
  clientId?: number;
  deviceId?: number;
  orderId?: number;
  /** files uploaded or refused, in order */
  filesDone: number;
  /** the files the server refused ("name: its words"), the order made without them */
  filesRefused: string[];
  /** tries that failed with the server's error (not a lost connection): set aside after MAX_SERVER_FAILURES */
  serverFailures: number;
}

/** A new order as the offline queue keeps it (JSON: the files as data URLs). */
export interface QueuedNewOrder {
  /** the client as typed or found; id 0: a new one (looked up by its document when sent) */
  client: ClientBody;
  device: DeviceBody;
  order: Omit<OrderBody, 'idClient' | 'iddevice'>;
  files: KeptFile[];
  progress: NewOrderProgress;
}

/** The line's method the queue calls (index.ts adds it to the line's calls). */
export const NEW_ORDER_METHOD = 'saveNewOrder';

/** A server error (not a lost connection) this many times: the order waits on the Conflicts page instead. */
export const MAX_SERVER_FAILURES = 5;

/** What the queue sets aside: a 4xx with the server's words (isRefusal, refusalOf). */
export class NewOrderRefused extends Error {
  readonly status = 422;
  readonly body: { message: string };
  constructor(message: string) {
    super(message);
    this.name = 'NewOrderRefused';
    this.body = { message };
  }
}

/** The order as the form holds it, ready to queue: the same bodies the online save sends. */
export function newOrderOf(input: {
  client: ClientForm; device: DeviceForm; files: KeptFile[]; workshopId: number; userId: number | undefined; today: string;
}): QueuedNewOrder {
  const { client, device, today } = input;
  const { idClient: _client, iddevice: _device, ...order } = orderBody(device, { idClient: 0, iddevice: 0, idWorkshop: input.workshopId, idUserWom: input.userId });
  return {
    client: { ...client, idDepartment: Number(client.idDepartment), idCity: Number(client.idCity) },
    device: deviceBody(device, today),
    order,
    files: input.files,
    progress: { filesDone: 0, filesRefused: [], serverFailures: 0 },
  };
}

/** The queued call: the line's method, the order, and how the Conflicts page names it. */
export const queuedNewOrderCall = (order: QueuedNewOrder): QueuedCall => ({
  line: 'repairOrders',
  method: NEW_ORDER_METHOD,
  args: [order],
  label: { key: 'app.pointOfSale.offline.label', args: { document: order.client.document, imei: order.device.imei } },
});

/** The client's fields a registered client fills in when the operator left them empty. */
const CLIENT_FIELDS = ['name', 'idDepartment', 'idCity', 'address', 'housePhone', 'phone', 'contactPhone', 'email'] as const;

/**
 * The client typed offline as new, once Client/GetByDocument has answered: a client already registered with the
 * document is the one saved (its id), with what the operator typed; what they left empty (the address, the extra
 * phones) keeps the registered value. The same rule for the form when the connection returns before the save.
 */
export function withClientFound<T extends Pick<ClientForm, 'id' | 'document'> & Record<(typeof CLIENT_FIELDS)[number], unknown>>(typed: T, found: RepairClient | null): T {
  if (!found) return typed;
  const merged: Record<string, unknown> = { ...typed, id: found.id };
  for (const field of CLIENT_FIELDS) if (String(typed[field] ?? '').trim() === '') merged[field] = found[field];
  return merged as T;
}

/** The calls the chain is made of. */
export type NewOrderCalls = Pick<PointOfSaleCalls, 'checkWarrantyDate' | 'getByDocument' | 'clientSave' | 'deviceSave' | 'orderWomSave'> &
  Pick<RepairOrderCalls, 'uploadOrderFiles'>;

/**
 * One documented call of the chain: a refusal goes up as it is (the queue sets it aside); a lost connection to be
 * tried again when it is back; a server error too, up to MAX_SERVER_FAILURES times, then set aside with its words.
 */
async function step<T>(progress: NewOrderProgress, make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (isRefusal(error)) throw error;
    if (!isLostConnection(error)) {
      progress.serverFailures += 1;
      if (progress.serverFailures >= MAX_SERVER_FAILURES) throw new NewOrderRefused(errorMessage(error));
    }
    throw new ResumeLater(error);
  }
}

/** The chain, from where `order.progress` says it stopped; answers the new order's id, and its number for the banner. */
export async function sendNewOrder(calls: NewOrderCalls, order: QueuedNewOrder): Promise<{ orderId: number; sent: SentNotice }> {
  const { progress } = order;
  if (progress.clientId === undefined) {
    if (order.device.warranty && !progress.warrantyChecked) {
      const date = await step(progress, () => calls.checkWarrantyDate({ imei: order.device.imei }));
      if (warrantyCheckBlocks(true, date, localToday())) throw new NewOrderRefused('app.pointOfSale.device.noWarranty');
      progress.warrantyChecked = true;
    }
    const client = order.client.id === 0
      ? withClientFound(order.client, await step(progress, () => calls.getByDocument({ document: order.client.document })))
      : order.client;
    const saved = await step(progress, () => calls.clientSave(client));
    if (saved.data.id === 0) throw new NewOrderRefused(saved.message || 'app.pointOfSale.client.invalid');
    progress.clientId = saved.data.id;
  }
  if (progress.deviceId === undefined) {
    const saved = await step(progress, () => calls.deviceSave(order.device));
    if (saved.id === 0) throw new NewOrderRefused(saved.error);
    progress.deviceId = saved.id;
  }
  if (progress.orderId === undefined) {
    const { clientId: idClient, deviceId: iddevice } = progress;
    const saved = await step(progress, () => calls.orderWomSave({ ...order.order, idClient, iddevice }));
    if (saved.id === 0) throw new NewOrderRefused(saved.Error);
    progress.orderId = saved.id;
  }
  const orderId = progress.orderId;
  for (; progress.filesDone < order.files.length; progress.filesDone++) {
    const kept = order.files[progress.filesDone];
    try {
      await step(progress, () => calls.uploadOrderFiles(orderId, 'Documentos', [fileOf(kept)]));
    } catch (error) {
      // the order is made: a file the server refuses is left out and named (as the online save does)
      if (!isRefusal(error)) throw error;
      progress.filesRefused.push(`${kept.name}: ${errorMessage(error)}`);
    }
  }
  if (progress.filesRefused.length > 0) {
    const refused = `${womOrderNumber(orderId)}: ${progress.filesRefused.join(' · ')}`;
    // told once: sent again from the Conflicts page, the order has nothing left to do
    progress.filesRefused = [];
    throw new NewOrderRefused(refused);
  }
  // the operator learns the order's number (the client's receipt) once the console has made it
  return { orderId, sent: { key: 'app.pointOfSale.offline.sent', args: { order: womOrderNumber(orderId), document: order.client.document, imei: order.device.imei } } };
}

/** The chain as the line's method (index.ts adds the same, loading this module when an order is sent). */
export const newOrderCalls = (calls: NewOrderCalls) => ({
  /** A new order made offline, sent as its documented calls in order (see above). */
  saveNewOrder: (order: QueuedNewOrder) => sendNewOrder(calls, order),
});
