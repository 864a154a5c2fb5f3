// GET /api/Company/Info (public: the sign-in page shows the logo and name).
import { Router } from 'express';
import { ok } from '../http';
import type { ApiContext } from './context';

export function companyRoutes({ store }: ApiContext): Router {
  const router = Router();
  router.get('/Company/Info', (_req, res) => ok(res, store.state.company));
  return router;
}
