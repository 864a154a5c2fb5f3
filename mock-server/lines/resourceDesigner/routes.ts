// The Resource Designer's calls (issue 19) under /api/ResourceDesigner/: guarded by the flags of its own menu
// entry (L to read, W to change), but Published, which every signed-in app reads at sign-in.
import { Router } from 'express';
import {
  compareDesignVersions, designerOptions, getDesign, listDesigns as listDesignsCall, listDesignVersions, previewDesign, publishDesign,
  publishedResources, RESOURCES_PUBLISHED_EVENT, restoreDesignVersion, saveDesignDraft, type ResourceDesign,
} from '../../../contracts/endpoints/resourceDesigner';
import { checkDesign, compareDesigns } from '../../../contracts/designChecks';
import { runtimeResourceOf } from '../../../contracts/resourceDesign';
import { sampleValue } from '../../../contracts/designValues';
import type { Actor } from '../../core/db/audit';
import { handle, reply } from '../../core/handle';
import { refuse } from '../../core/refuse';
import { languageOf } from '../../shell/messages';
import type { ApiContext } from '../../shell/api/context';
import type { RestStore } from '../../shell/store';
import { bundleRoutes } from './bundleRoutes';
import { designContext } from './context';
import { menuOptions } from './menuEntry';
import { notFound, publishDesignVersion } from './publish';
import { findDesign, findVersion, insertDesign, listDesigns, listVersions, publishedDesigns, publishedNumbers, updateDraft } from './queries';
import { breakingRows } from './records';

export function resourceDesignerRoutes(ctx: ApiContext, rest: RestStore): Router {
  const { db } = ctx;
  const router = Router();
  const now = () => new Date().toISOString();
  const designOr404 = async (id: number) => (await findDesign(db, id)) ?? Promise.reject(notFound(id));
  /** The design as the calls answer it (without its menu entry's id). */
  const recordOf = async (id: number) => {
    const { menuId: _menu, ...record } = (await findDesign(db, id))!;
    return record;
  };

  handle(router, designerOptions, async () => {
    const context = await designContext(db, rest, undefined, null);
    return { ...(await menuOptions(db)), resources: [...context.knownResources].sort() };
  });
  handle(router, listDesignsCall, () => listDesigns(db));
  handle(router, getDesign, async ({ body: { id } }) => {
    const { menuId: _menu, ...design } = await designOr404(id);
    return design;
  });

  handle(router, saveDesignDraft, async ({ body: { id, version, draft } }) => {
    const nameTaken = () => refuse(409, 'designer.nameTaken', { name: draft.name }, { field: 'name' });
    if (id === 0) {
      const context = await designContext(db, rest, undefined, null);
      if (context.reservedNames.includes(draft.name)) nameTaken();
      return recordOf(await insertDesign(db, draft, now()));
    }
    const current = await designOr404(id);
    if ((await designContext(db, rest, current.name, null)).reservedNames.includes(draft.name)) nameTaken();
    if (current.publishedVersion !== null && draft.name !== current.name) refuse(400, 'designer.publishedKeepsName', undefined, { field: 'name' });
    await updateDraft(db, id, version ?? current.version, draft, now());
    return recordOf(id);
  });

  handle(router, previewDesign, async ({ body: { draft }, req }) => {
    const own = (await publishedDesigns(db)).get(draft.name);
    const context = await designContext(db, rest, draft.name, null);
    const lang = languageOf(req);
    const issues = Object.fromEntries(Object.entries(checkDesign(draft, { ...context, reservedNames: own ? context.reservedNames.filter((n) => n !== draft.name) : context.reservedNames, takenPaths: [] })).map(([path, text]) => [path, text[lang]]));
    const stored = (await rest.read())[draft.name] ?? [];
    const rows = stored.length > 0 ? stored.slice(0, 5) : [0, 1, 2].map((n) => ({ id: n + 1, ...Object.fromEntries(draft.fields.map((field) => [field.source, sampleValue(field, n)])) }));
    return { resource: runtimeResourceOf(draft), rows, sample: stored.length === 0, breaking: breakingRows(own, draft, stored), issues };
  });

  /** Publishes `design` as the design's next version (publish.ts), then tells the signed-in apps. */
  const publish = async (actor: Actor, id: number, design: ResourceDesign) => {
    const current = await designOr404(id);
    await publishDesignVersion(db, rest, id, current.menuId, design, actor.name, now());
    ctx.broadcast(RESOURCES_PUBLISHED_EVENT, { name: design.name });
    return recordOf(id);
  };

  handle(router, publishDesign, async ({ body: { id }, actor, say }) => {
    const design = await designOr404(id);
    return reply(await publish(actor(), id, design.draft), say('designer.published'));
  });
  handle(router, restoreDesignVersion, async ({ body: { id, number }, actor, say }) => {
    const version = await findVersion(db, id, number);
    if (!version) refuse(404, 'designer.versionNotFound', { number });
    return reply(await publish(actor(), id, version.design), say('designer.restored', { number }));
  });
  handle(router, listDesignVersions, async ({ body: { id } }) => {
    await designOr404(id);
    return listVersions(db, id);
  });
  handle(router, compareDesignVersions, async ({ body: { id, from, to } }) => {
    const [a, b] = await Promise.all([findVersion(db, id, from), findVersion(db, id, to)]);
    if (!a || !b) refuse(404, 'designer.versionNotFound', { number: !a ? from : to });
    return { from: a, to: b, difference: compareDesigns(a.design, b.design) };
  });

  handle(router, publishedResources, async () => {
    const [designs, numbers] = await Promise.all([publishedDesigns(db), publishedNumbers(db)]);
    return [...designs.values()].map((design) => ({ ...runtimeResourceOf(design), version: numbers.get(design.name) ?? 1 }));
  });

  router.use(bundleRoutes(ctx, rest));
  return router;
}
