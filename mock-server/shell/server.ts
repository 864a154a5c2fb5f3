// The mock backend: one http server with express 5 (documented API under /api, json-server REST under
// /api/rest, the built app with history fallback) and socket.io.
import type { NotificationDetail } from '../../contracts/live';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import type { Server as SocketServer } from 'socket.io';
import { apiNotFound, documentedApi } from './api/index';
import { businessLinesApi } from '../lines/index';
import { requestLog } from '../lines/repairBackOffice/routes';
import { BODY_LIMIT, errorHandler, requestLogger } from '../core/http';
import { refuseBadText } from '../core/badBytes';
import { liveChanges } from '../core/changes';
import { createRealtime } from './realtime';
import { restApi } from './rest';
import { guardRoutes } from './policy';
import { gateAreaRouters } from './routeGates';
import { securityHeaders } from './securityHeaders';
import { notFoundText, staticSite } from './static';
import { openDatabase, type Db } from '../core/db/open';
import { RestStore } from './store';
import { addPortabilityRequests } from '../lines/resourceDesigner/seedPortability';
import { seeding } from '../seed/write';
import compression from 'compression';
import { addStage, TIMINGS_ENABLED, timingReport, timingStart, timingTrace } from '../core/timing';
import { createMailService, type MailOptions, type MailService } from './mail/index';
import { API_BASE, REST_BASE, TIMINGS_PATH, TIMINGS_TRACE_PATH } from '../../contracts/endpoints/mountPoints';

export interface MockServerOptions {
  /** The data folder: PostgreSQL in pg/, the REST collections in rest.json, uploads/ (created and seeded when empty). */
  dataDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The built app (e.g. dist); served with history fallback when it holds index.html. */
  staticDir?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Extra generated databases and warehouses when the data file is created (load tests). */
  seedRows?: number;
  /** A PostgreSQL server instead of PGlite in the data folder (default DATABASE_URL; '' forces PGlite). */
  databaseUrl?: string;
  /** Time limit of one statement of the embedded database, cut past it (default DB_QUERY_TIMEOUT_MS or 5 s). */
  queryTimeoutMs?: number;
  /** E-mail: SMTP_URL or the embedded catcher, the queue's bounds and retry delays (mock-server/shell/mail). */
  mail?: MailOptions;
}

export interface MockServer {
  url: string;
  port: number;
  httpServer: HttpServer;
  io: SocketServer;
  /** The store of record (PGlite in the data folder, or DATABASE_URL's server). */
  db: Db;
  /** Where the data is: the pg folder, or the server's address without its password. */
  dbLocation: string;
  /** The json-server collections (rest.json). */
  rest: RestStore;
  dataDir: string;
  /** Emits GetNotificationBlod with the user id to that user's sockets. */
  notifyUser(userId: number, detail?: NotificationDetail): void;
  /** Where e-mail goes (the embedded catcher or SMTP_URL) and its queue. */
  mail: MailService;
  close(): Promise<void>;
}

/** How long close() waits for requests in flight before cutting their connections. */
const CLOSE_GRACE_MS = 3000;

export async function createMockServer(options: MockServerOptions): Promise<MockServer> {
  const dataDir = path.resolve(options.dataDir);
  const seed = { extraRows: options.seedRows };
  const { db, location } = await openDatabase(dataDir, seeding(seed), options.databaseUrl ?? process.env.DATABASE_URL, { queryTimeoutMs: options.queryTimeoutMs });
  const rest = await RestStore.open(dataDir, seed).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
  // a data folder from before the portability design gets its seeded requests (lines/resourceDesigner/seedPortability.ts)
  await addPortabilityRequests(db, rest).catch((error: unknown) => console.warn('[mock-server] the portability requests were not added:', error));
  const app = express();
  app.disable('x-powered-by');
  // API answers are no-store (securityHeaders.ts), so a browser never asks again with their ETag: not worth a SHA-1
  // of every body. The built app's files have their own (static.ts, express.static).
  app.set('etag', false);
  // behind a balancer: whose X-Forwarded-For to believe, so the sign-in throttle counts each client (README "Scaling")
  const trustProxy = process.env.TRUST_PROXY;
  if (trustProxy) app.set('trust proxy', /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  const httpServer = createServer(app);
  // an idle kept-alive connection outlives the clients' and proxies' (60 s is common): Node's 5 s default closes it
  // while a client may be sending its next request on it, which that client sees as ECONNRESET
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const realtime = await createRealtime(httpServer, db, databaseUrl || undefined);
  const mail = await createMailService(db, realtime.notifyUser, options.mail).catch(async (error: unknown) => {
    await realtime.close().catch(() => undefined);
    await db.destroy();
    throw error;
  });

  app.use(timingStart);
  app.use(requestLogger());
  app.use(securityHeaders(options.staticDir));
  // gzip like any real deployment: the app's main chunk is over a megabyte uncompressed. API answers are made per
  // request, so they take the fastest level (a 50,000-row upload preview, 5 MB of JSON, cost ~150 ms at level 6),
  // and a small one (a page of a list) goes as it is: a zlib stream per answer costs more than it saves
  const siteCompression = compression();
  const apiCompression = compression({ level: 1, threshold: '8kb' });
  // a client that takes no encoding gets none: compression's wrapping of the answer is skipped too
  app.use((req, res, next) =>
    req.headers['accept-encoding'] ? (req.path.startsWith(`${API_BASE}/`) ? apiCompression : siteCompression)(req, res, next) : next(),
  );
  app.use(API_BASE, requestLog(db));
  const parseJson = express.json({ limit: BODY_LIMIT });
  app.use(API_BASE, (req, res, next) => {
    const started = performance.now();
    parseJson(req, res, (error?: unknown) => {
      addStage('http.parse', performance.now() - started);
      next(error);
    });
  });
  // text no route can store (a NUL, an unpaired surrogate) in the path, query or body: 400 naming the field, before any route
  app.use(API_BASE, refuseBadText);
  // the request's writes, announced to their resources' rooms once committed (issue 36; after the body parser, whose
  // stream callbacks would leave the request's scope)
  app.use(API_BASE, liveChanges(db, realtime.emitChange));
  if (TIMINGS_ENABLED) {
    app.get(`${API_BASE}${TIMINGS_PATH}`, timingReport);
    app.get(`${API_BASE}${TIMINGS_TRACE_PATH}`, timingTrace);
  }
  // every route is guarded by the authorization policy (contracts/policy.ts); one without an entry stops the start
  const restRouter = restApi(rest, db);
  const background = backgroundTasks();
  const apiContext = { db, dataDir, disconnectSession: realtime.disconnectSession, notifyUser: realtime.notifyUser, broadcast: realtime.broadcast, later: background.later, mail };
  const apiRouters = [documentedApi(apiContext), businessLinesApi(apiContext, rest)];
  try {
    guardRoutes(db, restRouter, REST_BASE);
    for (const router of apiRouters) guardRoutes(db, router);
  } catch (error) {
    // a route without an entry: let go of the database (PGlite holds its folder) and the sockets before failing
    background.cancelAll();
    await mail.close().catch(() => undefined);
    await realtime.close().catch(() => undefined);
    await db.destroy();
    throw error;
  }
  for (const router of apiRouters) gateAreaRouters(router);
  app.use(`${API_BASE}${REST_BASE}`, restRouter);
  app.use(API_BASE, ...apiRouters);
  app.use(API_BASE, apiNotFound);
  app.use(staticSite(options.staticDir));
  app.use(notFoundText);
  app.use(errorHandler);

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    // the port is taken: let go of the database (PGlite holds its folder) before failing
    const failed = (error: Error) => void mail.close().catch(() => undefined).then(() => db.destroy()).finally(() => reject(error));
    httpServer.once('error', failed);
    httpServer.listen(options.port ?? 0, host, () => {
      httpServer.off('error', failed);
      resolve();
    });
  });
  const { port } = httpServer.address() as AddressInfo;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      background.cancelAll();
      await mail.close(); // the queue's worker (an attempt under way ends first), then the catcher
      const timer = setTimeout(() => httpServer.closeAllConnections(), CLOSE_GRACE_MS);
      timer.unref();
      await realtime.close(); // closes the sockets, then the http server (idle keep-alive connections too)
      clearTimeout(timer);
      await rest.flush();
      await db.destroy();
    })());

  return {
    url: `http://${urlHost}:${port}`,
    port,
    httpServer,
    io: realtime.io,
    db,
    dbLocation: location,
    rest,
    dataDir,
    notifyUser: realtime.notifyUser,
    mail,
    close,
  };
}

/** Delayed tasks (e.g. a simulated upload finishing) that die with the server; a failing task is only logged. */
function backgroundTasks() {
  const timers = new Set<NodeJS.Timeout>();
  return {
    later(delayMs: number, task: () => Promise<void> | void): void {
      const timer = setTimeout(() => {
        timers.delete(timer);
        Promise.resolve()
          .then(task)
          .catch((error: unknown) => console.error('[mock-server] background task failed:', error));
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
    cancelAll(): void {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}
