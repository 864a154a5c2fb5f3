// The technician's reads (contracts/endpoints/repairTechnician.ts) at their documented paths, guarded by the
// technician screens' menu entries (contracts/policy.ts); each reads only the caller's orders, and a `tech`/`Technical`/`idTechnical`
// naming another user is refused (403). Their actions on an order are the shared OrderWom/* calls (../namedRoutes.ts,
// ../routes.ts), which refuse another technician's order.
import { Router, type RequestHandler } from 'express';
import { parse } from '../../../contract';
import type { Db } from '../../../db/open';
import { objectBody, ok } from '../../../http';
import { languageOf } from '../../../messages';
import { stateIdsOf } from '../../../../contracts/endpoints/repairOrders';
import * as c from '../../../../contracts/endpoints/repairTechnician';
import { lineErrorHandler } from '../../lineHttp';
import { callerTechnicians } from './access';
import { brandsOf, countTech, finalStatesOf, ordersInWorkshop, techOrders } from './queries';

export function technicianRoutes(db: Db): Router {
  const router = Router();

  router.get(`/${c.getBrandsByTechnical.path}`, (async (req, res) => {
    const { Technical } = parse(c.getBrandsByTechnical.query, req.query);
    ok(res, await brandsOf(db, await callerTechnicians(db, req, Technical)));
  }) as RequestHandler);

  router.get(`/${c.getCountByOrdersAndTechBrand.path}`, (async (req, res) => {
    const { Orders, tech, brand } = parse(c.getCountByOrdersAndTechBrand.query, req.query);
    ok(res, await countTech(db, await callerTechnicians(db, req, tech), stateIdsOf(Orders), brand));
  }) as RequestHandler);

  router.post(`/${c.getOrderByStateAndTech.path}`, (async (req, res) => {
    const { states, tech, brand } = parse(c.getOrderByStateAndTech.query, req.query);
    const { pageIndex, pageSize, search } = parse(c.getOrderByStateAndTech.body, objectBody(req));
    ok(res, await techOrders(db, await callerTechnicians(db, req, tech), { pageIndex, pageSize, search, brand, states: stateIdsOf(states) }));
  }) as RequestHandler);

  router.get(`/${c.getOrderByTechniciansInWorkshop.path}`, (async (req, res) => {
    const { idTechnical } = parse(c.getOrderByTechniciansInWorkshop.query, req.query);
    ok(res, await ordersInWorkshop(db, await callerTechnicians(db, req, idTechnical)));
  }) as RequestHandler);

  router.get(`/${c.getAllFinalState.path}`, (async (req, res) => {
    const { type } = parse(c.getAllFinalState.query, req.query);
    ok(res, finalStatesOf(type, languageOf(req)));
  }) as RequestHandler);

  router.use(lineErrorHandler);
  return router;
}
