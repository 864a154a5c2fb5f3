// GET /api/Company/Info (public: the sign-in page shows the logo and name).
import { Router } from 'express';
import { ok } from '../http';
import type { ApiContext } from './context';

export function companyRoutes({ db }: ApiContext): Router {
  const router = Router();
  router.get('/Company/Info', async (_req, res) => {
    const { id: _id, appVersion, ...company } = await db.selectFrom('company').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    ok(res, { ...company, version: appVersion });
  });
  return router;
}
