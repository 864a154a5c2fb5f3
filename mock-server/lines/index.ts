// The business lines' endpoints under /api, one folder per line (mounted from server.ts): a line adds one line here.
import { Router } from 'express';
import type { ApiContext } from '../shell/api/context';
import { catalogueRoutes } from './catalogue/routes';
import { repairOrderRoutes } from './repairOrders/routes';
import { technicianRoutes } from './repairOrders/technician/routes';
import { pointOfSaleRoutes } from './repairOrders/pointOfSale/routes';
import { satelliteTvRoutes } from './satelliteTv/routes';
import { reportRoutes } from './reports/routes';
import { simRoutes } from './sim/routes';
import { uploadRoutes } from './uploads/routes';
import { resourceDesignerRoutes } from './resourceDesigner/routes';
import { repairBackOfficeRoutes } from './repairBackOffice/routes';
import type { RestStore } from '../shell/store';
import { mailboxRoutes } from '../shell/mail/routes';
import { bulkEditRoutes } from '../shell/bulk/routes';

export function businessLinesApi(ctx: ApiContext, rest: RestStore): Router {
  const router = Router();
  router.use(catalogueRoutes(ctx));
  router.use(simRoutes(ctx));
  router.use(repairOrderRoutes(ctx.db, ctx.dataDir));
  router.use(technicianRoutes(ctx.db));
  router.use(pointOfSaleRoutes(ctx.db));
  router.use(satelliteTvRoutes(ctx));
  router.use(uploadRoutes(ctx, rest));
  router.use(reportRoutes(ctx));
  router.use(resourceDesignerRoutes(ctx, rest));
  router.use(repairBackOfficeRoutes(ctx.db));
  router.use(mailboxRoutes(ctx));
  router.use(bulkEditRoutes(ctx, rest));
  return router;
}
