// Generic REST at /api/rest/<collection>: json-server 0.17's router over the `rest` part of the data file,
// behind the bearer auth, speaking ra-data-simple-rest's dialect (sort/range/filter JSON parameters,
// Content-Range header), and saving the file before answering any change.
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import jsonServer from 'json-server';
import { actorOf } from '../core/actor';
import { POLICY, ruleGuard } from './policy';
import type { AuditAction } from '../core/db/audit';
import { records } from '../core/records';
import { versionOf } from '../core/db/versions';
import { objectBody, sendError } from '../core/http';
import { ApiError, refusalOf } from '../core/refuse';
import { REST_COLLECTIONS, type RestCollectionContract } from '../../contracts/endpoints/warehouses';
import { REST_BASE, REST_WHOLE_STORE } from '../../contracts/endpoints/mountPoints';
import { parse } from '../core/contract';
import { checkListQuery, checkRestBody, type CollectionFields } from './restInput';
import type { Db } from '../core/db/open';
import type { RestState, RestStore } from './store';
import type { RestRow } from '../core/types';
import { runtimeFilter, runtimeRecord } from '../lines/resourceDesigner/restCollections';
import type { ResourceDesign } from '../../contracts/endpoints/resourceDesigner';

/** The policy's entry of every REST request. */
export const REST_ROUTE = `ALL ${REST_BASE}/{*path}`;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The fields a collection's contract declares. */
const fieldsOf = (contract: RestCollectionContract): CollectionFields => new Set(Object.keys(contract.fields.shape));
/** The fields a published design declares. */
const designFields = (design: ResourceDesign): CollectionFields => new Set(design.fields.map((field) => field.source));

/** express 5 re-parses req.query on every read; json-server edits it in place, so give it a plain, writable copy. */
const pinQuery: RequestHandler = (req, _res, next) => {
  Object.defineProperty(req, 'query', { value: { ...req.query }, writable: true, configurable: true, enumerable: true });
  next();
};

function parseJsonParam(query: Record<string, unknown>, name: string): unknown {
  const raw = query[name];
  delete query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw refusalOf(400, 'validation.queryJson', { field: name });
  try {
    return JSON.parse(raw);
  } catch {
    throw refusalOf(400, 'validation.queryJson', { field: name });
  }
}

/**
 * ra-data-simple-rest → json-server: sort=["name","ASC"] → _sort/_order; range=[0,9] → _start=0&_end=10;
 * filter={"q":"bog","id":[1,2],"active":true} → q=bog&id=1&id=2&active=true.
 * Answers an empty list at once for a filter with an empty array (json-server cannot).
 */
const translateListParams: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET') return next();
  const query = req.query as Record<string, unknown>;
  const sort = parseJsonParam(query, 'sort');
  if (Array.isArray(sort) && typeof sort[0] === 'string' && sort[0]) {
    query._sort = sort[0];
    query._order = String(sort[1] ?? 'ASC').toUpperCase() === 'DESC' ? 'desc' : 'asc';
  }
  const range = parseJsonParam(query, 'range');
  if (Array.isArray(range) && range.length === 2 && range.every((n) => Number.isInteger(n) && n >= 0)) {
    query._start = String(range[0]);
    query._end = String(range[1] + 1);
  }
  // json-server deletes _start from the query; keep it for the Content-Range header.
  res.locals.listStart = Number(query._start ?? 0) || 0;
  const filter = parseJsonParam(query, 'filter');
  if (filter && typeof filter === 'object' && !Array.isArray(filter)) {
    for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
      if (value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value))) continue;
      if (Array.isArray(value)) {
        if (value.length === 0) {
          res.setHeader('Content-Range', `${res.locals.restCollection} */0`);
          res.json([]);
          return;
        }
        query[key] = value.map(String);
      } else {
        // a designed resource's text filter matches a part of the text (issue 19)
        const design = res.locals.runtimeDesign as ResourceDesign | undefined;
        const [name, text] = design ? runtimeFilter(design, key, String(value)) : [key, String(value)];
        query[name] = text;
      }
    }
  }
  const listed = res.locals.runtimeDesign as ResourceDesign | undefined;
  checkListQuery(query, listed ? designFields(listed) : fieldsOf(REST_COLLECTIONS[res.locals.restCollection as string]));
  next();
};

/** Changes need a JSON object body; json-server's own (older) body parser must not read the stream again. */
const requireObjectBody: RequestHandler = (req, _res, next) => {
  if (['POST', 'PUT', 'PATCH'].includes(req.method)) objectBody(req);
  (req as Request & { _body?: boolean })._body = true;
  next();
};

/** A collection's rules: its contract (REST_COLLECTIONS) or its published design. */
export interface RestRules {
  rules?: RestCollectionContract;
  design?: ResourceDesign;
}

/** The fields a body may name: the contract's, or the design's (a designed record keeps the values of fields its design no longer has). */
const collectionFields = (rules: RestCollectionContract | undefined, design: ResourceDesign | undefined, current: RestRow | undefined): CollectionFields =>
  rules ? fieldsOf(rules) : new Set([...designFields(design!), ...Object.keys(current ?? {})]);

/**
 * The record a create or update of a declared collection stores, the one place its rules are applied (a PUT or
 * PATCH, and a bulk edit's rows): the declared fields only, typed and checked (400 naming each field), unique
 * fields unique (409 naming the value). An update is checked as the whole record it will become.
 */
export function restRecord(collections: RestState, collection: string, { rules, design }: RestRules, current: RestRow | undefined, body: Record<string, unknown>): Record<string, unknown> {
  checkRestBody(body, collectionFields(rules, design, current));
  const rows = (collections[collection] ?? []) as Array<Record<string, unknown>>;
  const record = rules ? (parse(rules.fields, { ...current, ...body }) as Record<string, unknown>) : runtimeRecord(design!, body, current, collections);
  for (const field of rules?.unique ?? []) {
    const value = String(record[field] ?? '').toLowerCase();
    const clash = rows.find((row) => String(row[field] ?? '').toLowerCase() === value && String(row.id) !== String(current?.id ?? body.id));
    if (clash) {
      const msg = { key: 'rest.duplicateValue' as const, params: { field, value: String(record[field]) } };
      throw new ApiError(409, msg, { [field]: msg });
    }
  }
  return record;
}

/**
 * Validates a create or update against the collection's rules: the declared fields only (others refused), typed and checked,
 * unique fields unique (409 naming the value). An update is checked as the whole record it will become.
 */
const validateRestBody =
  (store: RestStore, db: Db): RequestHandler =>
  async (req, res, next) => {
    const collections = store.state;
    const [, collection, id] = req.path.split('/');
    const rows = (collections[collection] ?? []) as Array<Record<string, unknown>>;
    const current = id ? rows.find((row) => String(row.id) === id) : undefined;
    // kept for the audit row written once json-server has made the change
    res.locals.restBefore = current ? { ...current } : undefined;
    if (!['POST', 'PUT', 'PATCH'].includes(req.method)) return next();
    const rules = Object.hasOwn(REST_COLLECTIONS, collection) ? REST_COLLECTIONS[collection] : undefined;
    const design = res.locals.runtimeDesign as ResourceDesign | undefined;
    if (!rules && !design) return next();
    const body = req.body as Record<string, unknown>;
    checkRestBody(body, collectionFields(rules, design, current));
    const currentVersion = current ? Number(current.version ?? 1) : 0;
    if (current) await records.checkVersion(db, { resource: collection, id: String(current.id), current: currentVersion, wanted: versionOf(body) });
    const record = restRecord(collections, collection, { rules, design }, current, body);
    req.body = { ...(body.id !== undefined && !id ? { id: body.id } : {}), ...record, version: currentVersion + 1 };
    next();
  };

const ACTIONS: Record<string, AuditAction> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * What a request works on: a read takes in what another instance sharing the data folder has written; a change
 * holds the file (no other change runs, here or there) until its answer has gone, saved.
 */
const holdForChange =
  (store: RestStore): RequestHandler =>
  async (req, res, next) => {
    if (!MUTATING.has(req.method)) {
      await store.read();
      return next();
    }
    const release = await store.hold();
    const done = () => void release().catch((error: unknown) => console.error('[mock-server] REST lock release failed:', error));
    res.once('finish', done);
    res.once('close', done);
    next();
  };

const blockWholeDatabase: RequestHandler = (req, res) => {
  sendError(req, res, refusalOf(404, 'error.notFound', { method: req.method, path: req.originalUrl.split('?')[0] }));
};

export function restApi(store: RestStore, db: Db): Router {
  const router = Router();
  // json-server makes a route per collection when its router is made: a collection added later (a resource
  // published in the Resource Designer, issue 19), or a state read from another instance's write, gets a new
  // router over the state
  let routed: RestStore['state'] | undefined;
  let collections = '';
  let js: ReturnType<typeof jsonServer.router>;
  const current: RequestHandler = (req, res, next) => {
    const names = Object.keys(store.state).join('\u0000');
    if (names !== collections || routed !== store.state) {
      collections = names;
      routed = store.state;
      js = jsonServer.router(store.state);
      // Drop json-server's error handler (it answers err.stack); errors go on to ours.
      js.stack = js.stack.filter((layer) => layer.handle.length !== 4);
      js.render = render;
    }
    js(req, res, next);
  };

  const render = (req: Request, res: Response) => {
    void (async () => {
      res.removeHeader('Access-Control-Expose-Headers');
      const data: unknown = res.locals.data;
      if (res.statusCode === 404 || data === undefined) {
        sendError(req, res, refusalOf(404, 'error.notFound', { method: req.method, path: req.originalUrl.split('?')[0] }));
        return;
      }
      if (MUTATING.has(req.method)) {
        await store.save().catch((error: unknown) => {
          store.discardUnsaved();
          throw error;
        });
        const after = req.method === 'DELETE' ? undefined : (data as Record<string, unknown>);
        const before = res.locals.restBefore as Record<string, unknown> | undefined;
        await records.stored(db, {
          actor: actorOf(req), resource: String(res.locals.restCollection), recordId: String(after?.id ?? before?.id ?? ''),
          action: ACTIONS[req.method], before, after,
        });
      }
      if (req.method === 'GET' && Array.isArray(data)) {
        const total = Number(res.getHeader('X-Total-Count') ?? data.length);
        const start = Number(res.locals.listStart ?? 0);
        const span = data.length > 0 ? `${start}-${start + data.length - 1}` : '*';
        res.setHeader('Content-Range', `${res.locals.restCollection} ${span}/${total}`);
      }
      res.json(data);
    })().catch((error: unknown) => {
      console.error('[mock-server] REST answer failed:', error);
      if (!res.headersSent) sendError(req, res, refusalOf(500, 'error.internal'));
    });
  };

  // the policy's rule of the collections (contracts/policy.ts): the session, then the collection's menu flag
  router.use(...ruleGuard(db, POLICY[REST_ROUTE]));
  router.all(REST_WHOLE_STORE, blockWholeDatabase);
  router.use((req, res, next) => {
    res.locals.restCollection = req.path.split('/')[1] ?? '';
    next();
  });
  router.use(pinQuery, translateListParams, requireObjectBody, holdForChange(store), validateRestBody(store, db), current);
  const duplicateId: ErrorRequestHandler = (error, req, _res, next) => {
    // lodash-id refuses to insert an id that exists.
    if (error instanceof Error && /duplicate id/i.test(error.message)) {
      next(refusalOf(409, 'error.duplicateId', { id: String((req.body as { id?: unknown })?.id ?? '') }));
      return;
    }
    next(error);
  };
  router.use(duplicateId);
  return router;
}
