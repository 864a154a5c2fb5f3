// The documented endpoints under /api (one module per area), then a 404 envelope for anything else.
import { Router } from 'express';
import { apiNotFound } from '../http';
import { authRoutes } from './auth';
import { companyRoutes } from './company';
import type { ApiContext } from './context';
import { databaseRoutes } from './database';
import { menuRoutes } from './menu';
import { notificationRoutes } from './notifications';
import { userRoutes } from './user';

export type { ApiContext } from './context';

export function documentedApi(ctx: ApiContext): Router {
  const router = Router();
  router.use(authRoutes(ctx));
  router.use(companyRoutes(ctx));
  router.use(menuRoutes(ctx));
  router.use(notificationRoutes(ctx));
  router.use(databaseRoutes(ctx));
  router.use(userRoutes(ctx));
  return router;
}

export { apiNotFound };
