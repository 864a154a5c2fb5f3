// One order's details (the detail modals, the printout) and the two .xlsx reports of the logistics screen.
import { Router, type RequestHandler } from 'express';
import { parse } from '../../contract';
import type { Db } from '../../db/open';
import { objectBody, ok } from '../../http';
import { languageOf } from '../../messages';
import * as c from '../../../contracts/endpoints/repairOrderFiles';
import { orderDetails } from './details';
import { guideReport, orderReport } from './reports';

type Guard = (flag: 'l' | 'v' | 'w') => RequestHandler;

export function repairOrderReadRoutes(db: Db, auth: RequestHandler, guard: Guard): Router {
  const router = Router();
  router.get(`/${c.getOrderDetails.path}`, auth, guard('v'), (async (req, res) => {
    const { id } = parse(c.getOrderDetails.query, req.query);
    ok(res, await orderDetails(db, id));
  }) as RequestHandler);

  router.get(`/${c.guideReport.path}`, auth, guard('l'), (async (req, res) => {
    const { typeGuide } = parse(c.guideReport.query, req.query);
    ok(res, await guideReport(db, typeGuide, languageOf(req)));
  }) as RequestHandler);

  router.post(`/${c.orderReport.path}`, auth, guard('l'), (async (req, res) => {
    ok(res, await orderReport(db, parse(c.orderReport.body, objectBody(req)), languageOf(req)));
  }) as RequestHandler);
  return router;
}
