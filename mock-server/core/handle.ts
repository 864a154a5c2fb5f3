// One binding per documented call: the contract (contracts/endpoints/*) names the method, the path, the input and
// the answer once; `handle(router, contract, fn)` mounts it, reads the input through the contract (a 400 naming
// each failing field otherwise), runs `fn` and answers its value in the envelope. No route writes its path.
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { Endpoint } from '../../contracts/envelope';
import { actorOf } from './actor';
import { parse } from './contract';
import type { Actor } from './db/audit';
import { objectBody, ok } from './http';
import { t, type MessageKey, type Params } from '../shell/messages';

type Read<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** What a handler is given: the parsed query and body, the request, and helpers for the caller. */
export interface CallOf<E extends Endpoint> {
  query: Read<E['query']>;
  body: Read<E['body']>;
  /** The body as sent (an object; `{}` on a GET): what the contract leaves out, such as a record's `version`. */
  raw: Record<string, unknown>;
  req: Request;
  res: Response;
  /** The signed-in user who makes the call (the route is behind a session). */
  actor(): Actor;
  /** A server message in the caller's language. */
  say(key: MessageKey, params?: Params): string;
}

/** The answer's data as the contract describes it. */
export type AnswerOf<E extends Endpoint> = z.input<E['answer']>;

const REPLY = Symbol('reply');
/** An answer with a message beside its data (the envelope's `message`). */
export interface Reply<T> {
  [REPLY]: true;
  data: T;
  message: string;
}
export const reply = <T>(data: T, message: string): Reply<T> => ({ [REPLY]: true, data, message });

/** Returned by a handler that wrote the answer itself (a file, a stream, a redirect). */
export const ANSWERED = Symbol('answered');

type Outcome<E extends Endpoint> = AnswerOf<E> | Reply<AnswerOf<E>> | typeof ANSWERED;

export interface HandleOptions {
  /** Middleware run before the handler (e.g. a multipart reader). */
  before?: RequestHandler[];
  /** 'raw': the body is not read through the contract (the handler reads `raw`; e.g. a save merged over the record). */
  body?: 'contract' | 'raw';
  /** The path's tail after the contract's path, with express parameters (e.g. '/:id/:picture'). */
  params?: string;
}

const singleValues = (req: Request): Record<string, string> =>
  Object.fromEntries(Object.entries(req.query).map(([key, value]) => [key, String(Array.isArray(value) ? value[0] : value)]));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A POST's body as an object: none is read as {} (the contract then names each missing field); a call whose contract
 * takes no body is never refused for its body (its input travels in the query string, or it takes none), and `raw`
 * keeps an object sent anyway.
 */
function bodyOf(req: Request, contract: Endpoint): Record<string, unknown> {
  if (!contract.body) return isObject(req.body) ? req.body : {};
  if (req.body === undefined || req.body === null) return {};
  return objectBody(req);
}

const isReply = (value: unknown): value is Reply<unknown> => typeof value === 'object' && value !== null && REPLY in value;

/** The route path of a contract (what `handle` mounts; for a router that needs it, e.g. a gate). */
export const routeOf = (contract: Pick<Endpoint, 'path'>, params = ''): string => `/${contract.path}${params}`;

/** Mounts the contract's call on `router`: input read through the contract, `fn`'s value answered in the envelope. */
export function handle<E extends Endpoint>(
  router: Router,
  contract: E,
  fn: (call: CallOf<E>) => Promise<Outcome<E>> | Outcome<E>,
  options: HandleOptions = {},
): void {
  const readsBody = contract.method !== 'GET' && contract.bodyKind !== 'multipart';
  const handler: RequestHandler = async (req, res) => {
    const raw = req.method === 'GET' || !readsBody ? {} : bodyOf(req, contract);
    const call: CallOf<E> = {
      // a GET|POST call may carry its query parameters in a POST's body
      query: (contract.query ? parse(contract.query, contract.method === 'GET|POST' ? { ...singleValues(req), ...raw } : singleValues(req)) : {}) as Read<E['query']>,
      body: (contract.body && options.body !== 'raw' && readsBody ? parse(contract.body, raw) : {}) as Read<E['body']>,
      raw,
      req,
      res,
      actor: () => actorOf(req),
      say: (key, params) => t(req, key, params),
    };
    const outcome = await fn(call);
    if (outcome === ANSWERED || res.headersSent) return;
    if (isReply(outcome)) ok(res, outcome.data, outcome.message);
    else ok(res, outcome);
  };
  const path = routeOf(contract, options.params);
  const chain = [...(options.before ?? []), handler];
  if (contract.method === 'GET' || contract.method === 'GET|POST') router.get(path, ...chain);
  if (contract.method === 'POST' || contract.method === 'GET|POST') router.post(path, ...chain);
}
