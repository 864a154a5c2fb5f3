// Shared HTTP helpers: the { isSuccess, message, data } envelope, the error handler (refusals: core/refuse.ts).
import { timedSync } from './timing';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { QueryTimeoutError, TransactionLostError } from './db/pgliteHost';
import { ApiError, refusalOf } from './refuse';
import { sharedEnvelopeJson } from './sharedAnswer';
import { languageOf, translate, type Lang } from '../shell/messages';

export const BODY_LIMIT = '1mb';

export interface Envelope<T = unknown> {
  isSuccess: boolean;
  message: string;
  data: T;
  /** Validation failures only: field name → message, so a form can show each message on its field. */
  errors?: Record<string, string>;
}

export function ok<T>(res: Response, data: T, message = ''): void {
  // an answer many requests share (sharedAnswer.ts) is serialized once; it is a read that succeeded, which the
  // back office's request log (lines/repairBackOffice/logs.ts, which reads what res.json sends) does not log
  const shared = message === '' ? sharedEnvelopeJson(data) : undefined;
  if (shared !== undefined) {
    timedSync('json', () => res.status(200).set('Content-Type', 'application/json; charset=utf-8').send(shared));
    return;
  }
  const body: Envelope<T> = { isSuccess: true, message, data };
  timedSync('json', () => res.status(200).json(body));
}

export function sendError(req: Request, res: Response, error: ApiError): void {
  const lang = languageOf(req);
  const data = typeof error.data === 'function' ? (error.data as (lang: Lang) => unknown)(lang) : error.data;
  const body: Envelope<unknown> = { isSuccess: false, message: translate(lang, error.msg), data: data ?? null };
  if (error.errors) {
    body.errors = Object.fromEntries(Object.entries(error.errors).map(([field, msg]) => [field, translate(lang, msg)]));
  }
  for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
  res.status(error.status).json(body);
}

/** Express 5 already forwards rejected promises to the error handler; this keeps the intent explicit. */
export const asyncHandler =
  (handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    handler(req, res, next).catch(next);
  };

/** The request body as a plain object, or a 400 when it is missing, an array or a scalar. */
export function objectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw refusalOf(400, 'error.bodyNotObject');
  return body as Record<string, unknown>;
}

/** 404 envelope for any /api route nobody answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendError(req, res, refusalOf(404, 'error.notFound', { method: req.method, path: req.originalUrl.split('?')[0] }));
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  // a statement cut at its time limit (or the transaction it was in): the server itself keeps answering
  if (error instanceof QueryTimeoutError || error instanceof TransactionLostError) {
    console.error(`[mock-server] ${error.message}`);
    return refusalOf(503, 'error.databaseBusy');
  }
  const e = error as BodyParserError;
  switch (e?.type) {
    case 'entity.too.large':
      return refusalOf(413, 'error.bodyTooLarge', { limit: BODY_LIMIT.toUpperCase().replace('MB', ' MB') });
    case 'entity.parse.failed':
      return refusalOf(400, 'error.malformedJson');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return refusalOf(415, 'error.unsupportedEncoding');
    case 'request.aborted':
    case 'request.size.invalid':
      return refusalOf(400, 'error.malformedJson');
    default:
      return undefined;
  }
}

/** Last handler: every error becomes an envelope; stack traces go to the server console only. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const known = toApiError(error);
  if (known) {
    sendError(req, res, known);
    return;
  }
  console.error(`[mock-server] ${req.method} ${redactUrl(req.originalUrl)} failed:`, error);
  sendError(req, res, refusalOf(500, 'error.internal'));
};

/** Hides token and password query parameters (module calls pass ?token=..., User/changePassword passwords) before a URL is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|\w*password)=)[^&]*/gi, '$1***');
}

/** One line per request, only when MOCK_LOG=1. */
export function requestLogger(): RequestHandler {
  return (req, res, next) => {
    if (process.env.MOCK_LOG !== '1') {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      console.log(`${new Date().toISOString()} ${req.method} ${redactUrl(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
