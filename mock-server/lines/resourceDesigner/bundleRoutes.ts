// Design bundles' calls (issue 35), mounted beside the designer's (routes.ts): Bundle/Export answers the file itself,
// Bundle/Diff what a bundle would change here, Bundle/Apply publishes the chosen designs in one transaction. The
// policy (contracts/policy.ts) guards them: R on the designer's entry to export, W to diff and apply.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { applyDesignBundle, bundleFileName, diffDesignBundle, exportDesignBundle, type DesignBundle } from '../../../contracts/endpoints/designBundles';
import { actorOf } from '../../auth';
import { objectBody, ok } from '../../http';
import { languageOf } from '../../messages';
import type { ApiContext } from '../../api/context';
import type { RestStore } from '../../store';
import { LineError, lineErrorHandler, parseWith } from '../lineHttp';
import { BundleRefusal, isSigned, verifyBundle } from './bundles';
import { applyBundle, diffBundle, exportBundle } from './bundleService';

/** A bundle refused (format, version, shape, checksum, names): 400 on the bundle input (a wrong checksum also named so). */
const asLineError = (error: unknown): unknown =>
  error instanceof BundleRefusal ? new LineError(400, error.text, { bundle: error.text, ...(error.code && { [error.code]: error.text }) }) : error;

const withBundle = z.object({ bundle: z.unknown(), unsigned: z.boolean().optional() });

/** The bundle of a request, verified; `unsigned` when its checksum does not match and the caller asked to read it so. */
const bundleOf = (raw: unknown, unsigned = false) => {
  const bundle = verifyBundle(raw, { unsigned });
  return { bundle, unsigned: unsigned && !isSigned(raw as DesignBundle) };
};

/** Where a bundle comes from: this server's address as the request reached it. */
const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

export function bundleRoutes(ctx: ApiContext, rest: RestStore): Router {
  const { db } = ctx;
  const router = Router();

  router.post(`/${exportDesignBundle.path}`, async (req, res) => {
    const { names } = parseWith(exportDesignBundle.body, objectBody(req));
    const bundle = await exportBundle(db, names, originOf(req)).catch((error: unknown) => Promise.reject(asLineError(error)));
    res
      .status(200)
      .type('application/json')
      .setHeader('Content-Disposition', `attachment; filename="${bundleFileName(bundle.exportedAt)}"`)
      .send(`${JSON.stringify(bundle, null, 2)}\n`);
  });

  router.post(`/${diffDesignBundle.path}`, async (req, res) => {
    const { bundle: raw, unsigned: asked } = parseWith(withBundle, objectBody(req));
    try {
      const { bundle, unsigned } = bundleOf(raw, asked);
      ok(res, await diffBundle(db, rest, bundle, { unsigned }));
    } catch (error) {
      throw asLineError(error);
    }
  });

  router.post(`/${applyDesignBundle.path}`, async (req, res) => {
    const { bundle: raw, names, unsigned: asked } = parseWith(withBundle.extend({ names: applyDesignBundle.body.shape.names }), objectBody(req));
    try {
      const { bundle, unsigned } = bundleOf(raw, asked);
      const result = await applyBundle(db, rest, bundle, names, { actor: actorOf(req), broadcast: ctx.broadcast, unsigned });
      const count = result.applied.length;
      ok(res, result, languageOf(req) === 'es' ? `${count} recurso(s) publicado(s) desde el paquete.` : `${count} resource(s) published from the bundle.`);
    } catch (error) {
      throw asLineError(error);
    }
  });

  router.use(lineErrorHandler);
  return router;
}
