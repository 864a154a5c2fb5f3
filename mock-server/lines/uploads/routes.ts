// Issue 13's endpoints under /api: upload types, the upload → preview → import of a spreadsheet, and the
// background (blob) upload. Refusals answer { isSuccess: false, message } in the caller's language.
import { Router } from 'express';
import type { ApiContext } from '../../shell/api/context';
import type { RestStore } from '../../shell/store';
import { blobRoutes } from './blobRoutes';
import { uploadFileRoutes } from './fileRoutes';
import { uploadTypeRoutes } from './typeRoutes';

export function uploadRoutes(ctx: ApiContext, rest: RestStore): Router {
  const router = Router();
  router.use(uploadTypeRoutes(ctx.db));
  router.use(uploadFileRoutes(ctx.db, rest));
  router.use(blobRoutes(ctx, rest));
  return router;
}
