// One order's details (getAllOrderForInfo for the detail modals and the printout, GetById for the repair modal) and
// the two .xlsx reports of the logistics screen, answered as the files themselves.
import { Router } from 'express';
import { sql } from 'kysely';
import { ANSWERED, handle } from '../../core/handle';
import type { Db } from '../../core/db/open';
import { languageOf } from '../../shell/messages';
import * as c from '../../../contracts/endpoints/repairOrderFiles';
import { reachOrder } from './access';
import { orderDetails } from './details';
import { missing } from './http';
import { guideReport, orderReport, sendGenerated } from './reports';

export function repairOrderReadRoutes(db: Db): Router {
  const router = Router();

  handle(router, c.getAllOrderForInfo, async ({ query: { id }, req }) => {
    await reachOrder(db, req, id, 'v');
    return [await orderDetails(db, id)];
  });

  handle(router, c.getById, async ({ query: { id, workshop, state }, req }) => {
    await reachOrder(db, req, id, 'v');
    const row = (await sql<{ workshopId: number; s: string }>`select workshop_id, id_order_state as s from repair_orders where id = ${id}`.execute(db)).rows[0];
    // workshop=0 and state=0 mean any; an order of another workshop or in another state is not the one asked for
    if ((workshop !== 0 && row.workshopId !== workshop) || (state !== 0 && row.s !== String(state))) throw missing('repairOrder.entity', id);
    return orderDetails(db, id);
  });

  handle(router, c.getByExcelReportByGuide, async ({ query: { typeGuide }, req, res }): Promise<typeof ANSWERED> => {
    sendGenerated(res, await guideReport(db, typeGuide, languageOf(req)));
    return ANSWERED;
  });

  handle(router, c.getByExcelReportByStatus, async ({ body, req, res }): Promise<typeof ANSWERED> => {
    sendGenerated(res, await orderReport(db, body, languageOf(req)));
    return ANSWERED;
  });
  return router;
}
