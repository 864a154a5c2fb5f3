// The documented endpoints under /api (one module per area), then a 404 envelope for anything else.
import { Router } from 'express';
import { apiNotFound } from '../../core/http';
import { actionRoutes } from '../../lines/admin/actions';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { companyRoutes } from './company';
import type { ApiContext } from './context';
import { databaseRoutes } from '../../lines/admin/database';
import { menuRoutes } from './menu';
import { menuAdminRoutes } from '../../lines/admin/menus';
import { notificationRoutes } from './notifications';
import { permissionRoutes } from '../../lines/admin/permissions';
import { roleRoutes } from '../../lines/admin/roles';
import { twoFactorRoutes } from './twoFactor';
import { uploadRoutes } from '../../lines/admin/files';
import { userRoutes } from './user';
import { usersRoutes } from '../../lines/admin/users';
import { openApiRoutes } from '../openapi/routes';
import { listViewRoutes } from './listViews';

export type { ApiContext } from './context';

export function documentedApi(ctx: ApiContext): Router {
  const router = Router();
  router.use(openApiRoutes());
  router.use(authRoutes(ctx));
  router.use(twoFactorRoutes(ctx));
  router.use(companyRoutes(ctx));
  router.use(menuRoutes(ctx));
  router.use(notificationRoutes(ctx));
  router.use(databaseRoutes(ctx));
  router.use(userRoutes(ctx));
  router.use(roleRoutes(ctx));
  router.use(usersRoutes(ctx));
  router.use(menuAdminRoutes(ctx));
  router.use(uploadRoutes(ctx));
  router.use(permissionRoutes(ctx));
  router.use(auditRoutes(ctx));
  router.use(actionRoutes(ctx));
  router.use(listViewRoutes(ctx));
  return router;
}

export { apiNotFound };
