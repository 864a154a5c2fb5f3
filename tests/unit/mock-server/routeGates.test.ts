// @vitest-environment node
import type { AddressInfo } from 'node:net';
import express, { Router, type ErrorRequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { firstSegmentOf, firstSegments, gateAreaRouters } from '../../../mock-server/shell/routeGates';
import { registeredRoutes } from '../../../mock-server/shell/policy';

type Stack = Parameters<typeof firstSegments>[0];
const stackOf = (router: Router) => router.stack as unknown as Stack;

describe('route gates', () => {
  const servers: Array<{ close: () => void }> = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  /** An app with `api` under /api and a 404 after it, listening; GET `path` -> status and body. */
  async function serve(api: Router) {
    const app = express();
    app.use('/api', api);
    app.use((_req, res) => void res.status(404).send('none'));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    return async (path: string) => {
      const answer = await fetch(base + path);
      return `${answer.status} ${await answer.text()}`;
    };
  }

  it('knows the first segments an area router can answer, and when it cannot tell', () => {
    const area = Router();
    area.post('/DataBase/List', (_req, res) => void res.end());
    area.get(['/DataBase/:id', '/Databases'], (_req, res) => void res.end());
    const nested = Router();
    nested.get('/Auth/Me', (_req, res) => void res.end());
    area.use(nested);
    area.use(((error, _req, _res, next) => next(error)) as ErrorRequestHandler);
    expect([...firstSegments(stackOf(area))!].sort()).toEqual(['auth', 'database', 'databases']);

    const withMiddleware = Router();
    withMiddleware.use((_req, _res, next) => next());
    withMiddleware.get('/A/B', (_req, res) => void res.end());
    expect(firstSegments(stackOf(withMiddleware))).toBeUndefined();

    const byParameter = Router();
    byParameter.get('/:collection/:id', (_req, res) => void res.end());
    expect(firstSegments(stackOf(byParameter))).toBeUndefined();

    expect(firstSegmentOf('/DataBase/List')).toBe('database');
    expect(firstSegmentOf('/Company')).toBe('company');
  });

  it('answers as before: a route of any area, in any case, and the 404 after them', async () => {
    const seen: string[] = [];
    const api = Router();
    const first = Router();
    first.get('/Auth/Me', (_req, res) => void res.send('me'));
    const second = Router();
    second.get('/DataBase/List', (_req, res) => void res.send('list'));
    second.get('/DataBase/Fail', () => {
      throw new Error('boom');
    });
    second.use(((error: Error, _req, res, _next) => void res.status(500).send(`area: ${error.message}`)) as ErrorRequestHandler);
    // an area with a middleware of its own sees every request, as before
    const watched = Router();
    watched.use((req, _res, next) => {
      seen.push(req.path);
      next();
    });
    watched.get('/Watched/One', (_req, res) => void res.send('one'));
    api.use(first, second, watched);
    gateAreaRouters(api);
    const get = await serve(api);

    expect(await get('/Auth/Me')).toBe('200 me');
    expect(await get('/database/list')).toBe('200 list');
    expect(await get('/DataBase/Fail')).toBe('500 area: boom');
    expect(await get('/Watched/One')).toBe('200 one');
    expect(await get('/Nothing/Here')).toBe('404 none');
    expect(seen).toEqual(['/Watched/One', '/Nothing/Here']);
  });

  it('keeps every route visible to the authorization policy', () => {
    const api = Router();
    const area = Router();
    area.post('/DataBase/List', (_req, res) => void res.end());
    api.use(area);
    const before = registeredRoutes(api).map(({ key }) => key);
    gateAreaRouters(api);
    expect(registeredRoutes(api).map(({ key }) => key)).toEqual(before);
    expect(before).toEqual(['POST /DataBase/List']);
  });
});
