// The technician's reads (contracts/endpoints/repairTechnician.ts) at their documented paths, guarded by the
// technician screens' menu entries (contracts/policy.ts); each reads only the caller's orders, and a `tech`/`Technical`/`idTechnical`
// naming another user is refused (403). Their actions on an order are the shared OrderWom/* calls (../namedRoutes.ts,
// ../routes.ts), which refuse another technician's order.
import { Router } from 'express';
import { handle } from '../../../core/handle';
import type { Db } from '../../../core/db/open';
import { languageOf } from '../../../shell/messages';
import { stateIdsOf } from '../../../../contracts/endpoints/repairOrders';
import * as c from '../../../../contracts/endpoints/repairTechnician';
import { callerTechnicians } from './access';
import { brandsOf, countTech, finalStatesOf, ordersInWorkshop, techOrders } from './queries';

export function technicianRoutes(db: Db): Router {
  const router = Router();

  handle(router, c.getBrandsByTechnical, async ({ query: { Technical }, req }) => brandsOf(db, await callerTechnicians(db, req, Technical)));

  handle(router, c.getCountByOrdersAndTechBrand, async ({ query: { Orders, tech, brand }, req }) =>
    countTech(db, await callerTechnicians(db, req, tech), stateIdsOf(Orders), brand));

  handle(router, c.getOrderByStateAndTech, async ({ query: { states, tech, brand }, body: { pageIndex, pageSize, search }, req }) =>
    techOrders(db, await callerTechnicians(db, req, tech), { pageIndex, pageSize, search, brand, states: stateIdsOf(states) }));

  handle(router, c.getOrderByTechniciansInWorkshop, async ({ query: { idTechnical }, req }) => ordersInWorkshop(db, await callerTechnicians(db, req, idTechnical)));

  handle(router, c.getAllFinalState, ({ query: { type }, req }) => finalStatesOf(type, languageOf(req)));
  return router;
}
