// The repair back office's endpoints (spec 04 §7, issue 18), each guarded by its screen's menu entry (contracts/policy.ts).
import { Router } from 'express';
import type { Db } from '../../core/db/open';
import { loanRoutes } from './loans';
import { logRoutes } from './logs';
import { orderRoutes } from './orders';
import { storeRoutes } from './stores';
import { userRoutes } from './users';

export { requestLog } from './logs';

export function repairBackOfficeRoutes(db: Db): Router {
  const router = Router();
  router.use(storeRoutes(db));
  router.use(loanRoutes(db));
  router.use(orderRoutes(db));
  router.use(userRoutes(db));
  router.use(logRoutes(db));
  return router;
}
