// The Resource Designer's calls (issue 19) under /api/ResourceDesigner/: guarded by the flags of its own menu
// entry (L to read, W to change), but Published, which every signed-in app reads at sign-in.
import { Router, type Request } from 'express';
import {
  compareDesignVersions, getDesign, listDesignVersions, previewDesign, publishDesign, RESOURCES_PUBLISHED_EVENT,
  restoreDesignVersion, saveDesignDraft, type ResourceDesign,
} from '../../../contracts/endpoints/resourceDesigner';
import { checkDesign, compareDesigns } from '../../../contracts/designChecks';
import { runtimeResourceOf } from '../../../contracts/resourceDesign';
import { sampleValue } from '../../../contracts/designValues';
import { actorOf } from '../../auth';
import { objectBody, ok } from '../../http';
import { languageOf } from '../../messages';
import type { ApiContext } from '../../api/context';
import type { RestStore } from '../../store';
import { LineError, lineErrorHandler, parseWith } from '../lineHttp';
import { bundleRoutes } from './bundleRoutes';
import { designContext } from './context';
import { menuOptions } from './menuEntry';
import { publishDesignVersion } from './publish';
import { findDesign, findVersion, insertDesign, listDesigns, listVersions, publishedDesigns, publishedNumbers, updateDraft } from './queries';
import { breakingRows } from './records';

const notFound = (id: number) => new LineError(404, { en: `The resource design ${id} does not exist.`, es: `El diseño de recurso ${id} no existe.` });

export function resourceDesignerRoutes(ctx: ApiContext, rest: RestStore): Router {
  const { db } = ctx;
  const router = Router();
  const now = () => new Date().toISOString();
  const byOf = (req: Request) => actorOf(req).name;
  const designOr404 = async (id: number) => (await findDesign(db, id)) ?? Promise.reject(notFound(id));

  router.get('/ResourceDesigner/Options', async (_req, res) => {
    const context = await designContext(db, rest, undefined, null);
    ok(res, { ...(await menuOptions(db)), resources: [...context.knownResources].sort() });
  });
  router.get('/ResourceDesigner/List', async (_req, res) => ok(res, await listDesigns(db)));
  router.post(`/${getDesign.path}`, async (req, res) => {
    const { id } = parseWith(getDesign.body, objectBody(req));
    const { menuId: _menu, ...design } = await designOr404(id);
    ok(res, design);
  });

  router.post(`/${saveDesignDraft.path}`, async (req, res) => {
    const { id, version, draft } = parseWith(saveDesignDraft.body, objectBody(req));
    if (id === 0) {
      const context = await designContext(db, rest, undefined, null);
      if (context.reservedNames.includes(draft.name)) {
        throw new LineError(409, { en: `A resource named ${draft.name} already exists.`, es: `Ya existe un recurso llamado ${draft.name}.` }, { name: { en: `A resource named ${draft.name} already exists.`, es: `Ya existe un recurso llamado ${draft.name}.` } });
      }
      const made = await insertDesign(db, draft, now());
      const { menuId: _menu, ...record } = (await findDesign(db, made))!;
      ok(res, record);
      return;
    }
    const current = await designOr404(id);
    const taken = (await designContext(db, rest, current.name, null)).reservedNames.includes(draft.name);
    if (taken) {
      const text = { en: `A resource named ${draft.name} already exists.`, es: `Ya existe un recurso llamado ${draft.name}.` };
      throw new LineError(409, text, { name: text });
    }
    if (current.publishedVersion !== null && draft.name !== current.name) {
      const text = { en: 'A published resource keeps its name (its records are stored under it).', es: 'Un recurso publicado conserva su nombre (sus registros se guardan con él).' };
      throw new LineError(400, text, { name: text });
    }
    if (!(await updateDraft(db, id, version ?? current.version, draft, now()))) {
      throw new LineError(409, { en: 'Someone saved this design after you opened it. Reload it and apply your changes again.', es: 'Alguien guardó este diseño después de que usted lo abrió. Recárguelo y aplique sus cambios de nuevo.' });
    }
    const { menuId: _menu, ...record } = (await findDesign(db, id))!;
    ok(res, record);
  });

  router.post(`/${previewDesign.path}`, async (req, res) => {
    const { draft } = parseWith(previewDesign.body, objectBody(req));
    const own = (await publishedDesigns(db)).get(draft.name);
    const context = await designContext(db, rest, draft.name, null);
    const lang = languageOf(req);
    const issues = Object.fromEntries(Object.entries(checkDesign(draft, { ...context, reservedNames: own ? context.reservedNames.filter((n) => n !== draft.name) : context.reservedNames, takenPaths: [] })).map(([path, text]) => [path, text[lang]]));
    const stored = (await rest.read())[draft.name] ?? [];
    const rows = stored.length > 0 ? stored.slice(0, 5) : [0, 1, 2].map((n) => ({ id: n + 1, ...Object.fromEntries(draft.fields.map((field) => [field.source, sampleValue(field, n)])) }));
    ok(res, { resource: runtimeResourceOf(draft), rows, sample: stored.length === 0, breaking: breakingRows(own, draft, stored), issues });
  });

  /** Publishes `design` as the design's next version (publish.ts), then tells the signed-in apps. */
  const publish = async (req: Request, id: number, design: ResourceDesign) => {
    const current = await designOr404(id);
    await publishDesignVersion(db, rest, id, current.menuId, design, byOf(req), now());
    ctx.broadcast(RESOURCES_PUBLISHED_EVENT, { name: design.name });
    const { menuId: _menu, ...record } = (await findDesign(db, id))!;
    return record;
  };

  router.post(`/${publishDesign.path}`, async (req, res) => {
    const { id } = parseWith(publishDesign.body, objectBody(req));
    const design = await designOr404(id);
    ok(res, await publish(req, id, design.draft), languageOf(req) === 'es' ? 'Recurso publicado.' : 'Resource published.');
  });
  router.post(`/${restoreDesignVersion.path}`, async (req, res) => {
    const { id, number } = parseWith(restoreDesignVersion.body, objectBody(req));
    const version = await findVersion(db, id, number);
    if (!version) throw new LineError(404, { en: `Version ${number} does not exist.`, es: `La versión ${number} no existe.` });
    ok(res, await publish(req, id, version.design), languageOf(req) === 'es' ? `Versión ${number} restaurada.` : `Version ${number} restored.`);
  });
  router.post(`/${listDesignVersions.path}`, async (req, res) => {
    const { id } = parseWith(listDesignVersions.body, objectBody(req));
    await designOr404(id);
    ok(res, await listVersions(db, id));
  });
  router.post(`/${compareDesignVersions.path}`, async (req, res) => {
    const { id, from, to } = parseWith(compareDesignVersions.body, objectBody(req));
    const [a, b] = await Promise.all([findVersion(db, id, from), findVersion(db, id, to)]);
    if (!a || !b) throw new LineError(404, { en: `Version ${!a ? from : to} does not exist.`, es: `La versión ${!a ? from : to} no existe.` });
    ok(res, { from: a, to: b, difference: compareDesigns(a.design, b.design) });
  });

  router.get('/ResourceDesigner/Published', async (_req, res) => {
    const [designs, numbers] = await Promise.all([publishedDesigns(db), publishedNumbers(db)]);
    ok(res, [...designs.values()].map((design) => ({ ...runtimeResourceOf(design), version: numbers.get(design.name) ?? 1 })));
  });

  router.use(bundleRoutes(ctx, rest));
  router.use(lineErrorHandler);
  return router;
}

