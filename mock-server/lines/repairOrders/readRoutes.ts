// One order's details (getAllOrderForInfo for the detail modals and the printout, GetById for the repair modal) and
// the two .xlsx reports of the logistics screen, answered as the files themselves.
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { parse } from '../../contract';
import type { Db } from '../../db/open';
import { notFoundError, objectBody, ok } from '../../http';
import { languageOf } from '../../messages';
import * as c from '../../../contracts/endpoints/repairOrderFiles';
import { reachOrder } from './access';
import { orderDetails } from './details';
import { guideReport, orderReport, sendGenerated } from './reports';

export function repairOrderReadRoutes(db: Db): Router {
  const router = Router();

  router.get(`/${c.getAllOrderForInfo.path}`, (async (req, res) => {
    const { id } = parse(c.getAllOrderForInfo.query, req.query);
    await reachOrder(db, req, id, 'v');
    ok(res, [await orderDetails(db, id)]);
  }) as RequestHandler);

  router.get(`/${c.getById.path}`, (async (req, res) => {
    const { id, workshop, state } = parse(c.getById.query, req.query);
    await reachOrder(db, req, id, 'v');
    const row = (await sql<{ workshopId: number; s: string }>`select workshop_id, id_order_state as s from repair_orders where id = ${id}`.execute(db)).rows[0];
    // workshop=0 and state=0 mean any; an order of another workshop or in another state is not the one asked for
    if ((workshop !== 0 && row.workshopId !== workshop) || (state !== 0 && row.s !== String(state))) throw notFoundError('repairOrder.entity', id);
    ok(res, await orderDetails(db, id));
  }) as RequestHandler);

  router.get(`/${c.getByExcelReportByGuide.path}`, (async (req, res) => {
    const { typeGuide } = parse(c.getByExcelReportByGuide.query, req.query);
    sendGenerated(res, await guideReport(db, typeGuide, languageOf(req)));
  }) as RequestHandler);

  router.post(`/${c.getByExcelReportByStatus.path}`, (async (req, res) => {
    sendGenerated(res, await orderReport(db, parse(c.getByExcelReportByStatus.body, objectBody(req)), languageOf(req)));
  }) as RequestHandler);
  return router;
}
