// The repair back office's endpoints (spec 04 §7, issue 18), each module guarded by its screen's menu entry.
import { Router, type RequestHandler } from 'express';
import { permissionGuard, requireAuth, requirePermission } from '../../auth';
import type { Db } from '../../db/open';
import { lineErrorHandler } from '../lineHttp';
import { BACK_OFFICE_MENUS as M } from '../../../contracts/endpoints/repairBackOffice';
import { loanRoutes } from './loans';
import { logRoutes } from './logs';
import { orderRoutes } from './orders';
import { storeRoutes } from './stores';
import { userRoutes } from './users';

export { requestLog } from './logs';

export function repairBackOfficeRoutes(db: Db): Router {
  const router = Router();
  const auth = requireAuth(db);
  const guard = (path: string) => permissionGuard(db, path);
  // the technician lends phones from the workshop's repair modal; the loan screen lists them too
  const lend: RequestHandler = requirePermission(db, [M.workshop, M.loans], 'w');

  router.use(storeRoutes(db, auth, guard(M.stores)));
  router.use(loanRoutes(db, auth, guard(M.loans), lend));
  router.use(orderRoutes(db, auth, guard(M.consult), guard(M.abandoned)));
  router.use(userRoutes(db, auth, guard(M.users)));
  router.use(logRoutes(db, auth, guard(M.logs)));
  router.use(lineErrorHandler);
  return router;
}
