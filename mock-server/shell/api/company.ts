// GET /api/Company/Info (public: the sign-in page shows the logo and name).
import { Router } from 'express';
import { handle } from '../../core/handle';
import { companyGet } from '../../../contracts/endpoints/session';
import type { ApiContext } from './context';

export function companyRoutes({ db }: ApiContext): Router {
  const router = Router();
  handle(router, companyGet, async () => {
    const { id: _id, appVersion, ...company } = await db.selectFrom('company').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    return { ...company, version: appVersion };
  });
  return router;
}
