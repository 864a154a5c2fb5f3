// Design bundles' calls (issue 35), mounted beside the designer's (routes.ts): Bundle/Export answers the file itself,
// Bundle/Diff what a bundle would change here, Bundle/Apply publishes the chosen designs in one transaction. The
// policy (contracts/policy.ts) guards them: R on the designer's entry to export, W to diff and apply. A bundle
// refused (format, version, shape, checksum, names) is a BundleRefusal: 400 on the bundle input.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { applyDesignBundle, bundleFileName, diffDesignBundle, exportDesignBundle, type DesignBundle } from '../../../contracts/endpoints/designBundles';
import { parse } from '../../core/contract';
import { ANSWERED, handle, reply } from '../../core/handle';
import type { ApiContext } from '../../shell/api/context';
import type { RestStore } from '../../shell/store';
import { isSigned, verifyBundle } from './bundles';
import { applyBundle, diffBundle, exportBundle } from './bundleService';

/** Diff and Apply read the bundle themselves (verifyBundle says why one is refused), the rest through the contract. */
const withBundle = z.object({ bundle: z.unknown(), unsigned: z.boolean().optional() });
const withBundleAndNames = withBundle.extend({ names: applyDesignBundle.body.shape.names });

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

  handle(router, exportDesignBundle, async ({ body: { names }, req, res }): Promise<typeof ANSWERED> => {
    const bundle = await exportBundle(db, names, originOf(req));
    res
      .status(200)
      .type('application/json')
      .setHeader('Content-Disposition', `attachment; filename="${bundleFileName(bundle.exportedAt)}"`)
      .send(`${JSON.stringify(bundle, null, 2)}\n`);
    return ANSWERED;
  });

  handle(router, diffDesignBundle, async ({ raw }) => {
    const { bundle: sent, unsigned: asked } = parse(withBundle, raw);
    const { bundle, unsigned } = bundleOf(sent, asked);
    return diffBundle(db, rest, bundle, { unsigned });
  }, { body: 'raw' });

  handle(router, applyDesignBundle, async ({ raw, actor, say }) => {
    const { bundle: sent, names, unsigned: asked } = parse(withBundleAndNames, raw);
    const { bundle, unsigned } = bundleOf(sent, asked);
    const result = await applyBundle(db, rest, bundle, names, { actor: actor(), broadcast: ctx.broadcast, unsigned });
    return reply(result, say('designer.bundleApplied', { count: result.applied.length }));
  }, { body: 'raw' });

  return router;
}
