// The business lines' endpoints under /api, one folder per line (mounted from server.ts): a line adds one line here.
import { Router } from 'express';
import type { ApiContext } from '../api/context';
import { catalogueRoutes } from './catalogue/routes';
import { repairOrderRoutes } from './repairOrders/routes';
import { reportRoutes } from './reports/routes';
import { simRoutes } from './sim/routes';

export function businessLinesApi(ctx: ApiContext): Router {
  const router = Router();
  router.use(catalogueRoutes(ctx));
  router.use(simRoutes(ctx));
  router.use(repairOrderRoutes(ctx.db));
  router.use(reportRoutes(ctx));
  return router;
}
