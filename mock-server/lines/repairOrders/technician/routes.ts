// The technician's endpoints (contracts/endpoints/repairTechnician.ts), guarded by the technician screens' menu
// entries; each one reads only the caller's orders, and refuses (403) an order assigned to another technician.
// Transitions run through the one machine (../machine.ts), like the logistics calls.
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import { actorOf, permissionGuard, requireAuth } from '../../../auth';
import { parse } from '../../../contract';
import type { Db } from '../../../db/open';
import { sendVersion } from '../../../db/versions';
import { notFoundError, objectBody, ok } from '../../../http';
import { languageOf, t } from '../../../messages';
import { runTransition } from '../../../transitions';
import { recordId } from '../../../../contracts/endpoints/fields';
import * as c from '../../../../contracts/endpoints/repairTechnician';
import { lineErrorHandler } from '../../lineHttp';
import { orderDetails, orderFileView } from '../details';
import { receiveFile, sendOrderFile, storedFile, theFile } from '../files';
import { repairOrderMachine, type OrderEvent, type OrderPayload } from '../machine';
import { diagnosticOutcome } from '../rules';
import { searchOrders } from '../queries';
import { callerTechnicians, ownOrder } from './access';
import { brandsOf, countGroups, finalStatesOf, ordersInWorkshop, techOrders } from './queries';

export const TECHNICIAN_MENU_PATHS = ['/MobileOperator/TechnicalServiceForm', '/MobileOperator/TechnicalWorkshop'] as const;

/** receivedRepairStore from the technician: arrival (7), Confirma pago (3), Regresar a Reparacion (4). */
const RECEIVED_EVENT: Record<string, OrderEvent> = { '7': 'receivedInWorkshop', '3': 'confirmPayment', '4': 'backToRepair' };

const ORDER_HEAD = z.object({ id: recordId() });
const techFileUrl = (id: number) => `/api/${c.TECH_FILE_PATH}/${id}`;
/** "Not before today" is the workshop's today (Colombia, UTC-5), not UTC's: after 19:00 there UTC is already tomorrow. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

export function technicianRoutes(db: Db, dataDir: string): Router {
  const auth = requireAuth(db);
  const guard = permissionGuard(db, TECHNICIAN_MENU_PATHS);
  const router = Router();

  router.get(`/${c.brandsByTechnical.path}`, auth, guard('l'), (async (req, res) => {
    const { tech } = parse(c.brandsByTechnical.query, req.query);
    ok(res, await brandsOf(db, await callerTechnicians(db, req, tech)));
  }) as RequestHandler);

  router.get(`/${c.countByGroups.path}`, auth, guard('l'), (async (req, res) => {
    const { tech, brand } = parse(c.countByGroups.query, req.query);
    ok(res, await countGroups(db, await callerTechnicians(db, req, tech), brand));
  }) as RequestHandler);

  router.post(`/${c.ordersByStateAndTech.path}`, auth, guard('l'), (async (req, res) => {
    const body = parse(c.ordersByStateAndTech.body, objectBody(req));
    ok(res, await techOrders(db, await callerTechnicians(db, req, body.tech), body));
  }) as RequestHandler);

  router.get(`/${c.ordersInWorkshop.path}`, auth, guard('l'), (async (req, res) => {
    const { tech } = parse(c.ordersInWorkshop.query, req.query);
    ok(res, await ordersInWorkshop(db, await callerTechnicians(db, req, tech)));
  }) as RequestHandler);

  router.get(`/${c.finalStates.path}`, auth, guard('v'), (async (req, res) => {
    const { type } = parse(c.finalStates.query, req.query);
    ok(res, finalStatesOf(type, languageOf(req)));
  }) as RequestHandler);

  router.get(`/${c.techOrderDetails.path}`, auth, guard('v'), (async (req, res) => {
    const { id } = parse(c.techOrderDetails.query, req.query);
    await ownOrder(db, req, id);
    const details = await orderDetails(db, id);
    ok(res, { ...details, files: details.files.map((file) => ({ ...file, url: techFileUrl(file.id) })) });
  }) as RequestHandler);

  router.post(`/${c.techSearch.path}`, auth, guard('v'), (async (req, res) => {
    const { field, value } = parse(c.techSearch.body, objectBody(req));
    const technicianIds = await callerTechnicians(db, req);
    const found = value.trim() === '' ? [] : await searchOrders(db, field, value.trim());
    // another technician's orders are not found here (their details would be refused anyway)
    const mine = (found as { technicianId: number | null }[]).filter((row) => row.technicianId != null && technicianIds.includes(row.technicianId));
    if (mine.length === 0) return void res.status(404).json({ isSuccess: false, message: t(req, 'repairOrder.noResult'), data: null });
    ok(res, mine);
  }) as RequestHandler);

  router.get(`/${c.TECH_FILE_PATH}/:fileId`, requireAuth(db, { allowQueryToken: true }), guard('v'), (async (req, res, next) => {
    const fileId = Number(req.params.fileId);
    const file = Number.isInteger(fileId) && fileId > 0
      ? (await sql<{ orderId: number; name: string; storedName: string; type: string }>`select order_id, name, stored_name, type
          from repair_order_files where id = ${fileId}`.execute(db)).rows[0]
      : undefined;
    if (!file) throw notFoundError('file.entity', String(req.params.fileId));
    await ownOrder(db, req, file.orderId);
    sendOrderFile(res, next, dataDir, file, fileId);
  }) as RequestHandler);

  /** One action on the caller's own order: the event the call picks (by the body and the order's state), run by the machine. */
  function action<B extends { id: number; version?: number }>(path: string, read: (raw: unknown) => B, pick: (body: B, state: string) => { event: OrderEvent; payload?: OrderPayload }) {
    router.post(`/${path}`, auth, guard('w'), (async (req, res) => {
      // whose order it is comes before what the body lacks: another technician's order is a 403 whatever it carries
      await ownOrder(db, req, parse(ORDER_HEAD, objectBody(req)).id);
      const body = read(objectBody(req));
      const state = (await sql<{ s: string }>`select id_order_state as s from repair_orders where id = ${body.id}`.execute(db)).rows[0].s;
      const { event, payload = {} } = pick(body, state);
      const done = await runTransition(db, repairOrderMachine, { id: body.id, event, payload, actor: actorOf(req), version: body.version });
      sendVersion(res, done.version);
      ok(res, { id: body.id, state: done.to }, t(req, 'success.saved'));
    }) as RequestHandler);
  }
  action(c.techReceived.path, (raw) => parse(c.techReceived.body, raw), (_b, state) => ({ event: RECEIVED_EVENT[state] ?? 'receivedInWorkshop' }));
  action(c.techShipToPoint.path, (raw) => parse(c.techShipToPoint.body, raw), () => ({ event: 'shippedToPoint' }));
  action(c.techStatusToPay.path, (raw) => parse(c.techStatusToPay.body, raw), (b) => ({ event: 'sendQuote', payload: { price: b.price } }));
  action(c.techSaveDiagnostic.path, (raw) => parse(c.techSaveDiagnostic.body, raw), (b) => {
    const day = today();
    const next = diagnosticOutcome(b.diagnostic, day).nextState;
    return { event: next === '12' ? 'diagnoseFinished' : 'diagnoseToQuality', payload: { diagnostic: b.diagnostic, today: day } };
  });
  action(c.techSaveQualityControl.path, (raw) => parse(c.techSaveQualityControl.body, raw), (b) => ({ event: 'qualityApproved', payload: { quality: b.quality } }));

  router.post(`/${c.techUploadFile.path}`, auth, guard('w'), (async (req, _res, next) => {
    const { id } = parse(c.techUploadFile.query, req.query);
    await ownOrder(db, req, id);
    next();
  }) as RequestHandler, receiveFile, (async (req, res) => {
    const { id, kind } = parse(c.techUploadFile.query, req.query);
    const file = await theFile(req, { key: 'upload.noFile' });
    const row = await storedFile(dataDir, file, async (storedName) => (await sql<Record<string, unknown>>`insert into repair_order_files
      (order_id, kind, name, stored_name, type, size) values (${id}, ${kind}, ${file.name}, ${storedName}, ${file.type}, ${file.bytes.length})
      returning *`.execute(db)).rows[0]);
    ok(res, { ...orderFileView(row), url: techFileUrl(Number(row.id)) }, t(req, 'upload.success'));
  }) as RequestHandler);

  router.use(lineErrorHandler);
  return router;
}
