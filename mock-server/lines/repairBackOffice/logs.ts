// The log LogManagement reads (spec 04 §2.3): one line for every failed API request and for each write the back
// office makes, written when the answer has gone (the request never waits for it). Read with a date range, 5 a page.
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { handle, routeOf } from '../../core/handle';
import type { Db } from '../../core/db/open';
import { redactUrl } from '../../core/http';
import * as c from '../../../contracts/endpoints/repairBackOfficeUsers';
import * as s from '../../../contracts/endpoints/repairBackOffice';
import * as o from '../../../contracts/endpoints/repairBackOfficeOrders';
import { updateStatusTraceability } from '../../../contracts/endpoints/repairOrders';

/** The back office's writes: each success is logged too (the status change marks a device abandoned, status 16). */
const WRITES = new Set([
  updateStatusTraceability,
  s.storeCreate, s.storeUpdate, s.storeActivate, s.storeInactivate, s.loanCreate, s.loanUpdate, s.loanDelete, s.lendDevice,
  o.updateDataOrder, c.userSaveUser, c.userManagementSave, c.userDisable,
].map((e) => routeOf(e).toLowerCase()));

export interface LogLine { message: string; statusCode: number; stack: string; isSuccess: boolean }

/** What to log of one answered request, or nothing (a read that succeeded). `path` is under /api. */
export function logLineOf(method: string, path: string, url: string, status: number, body: unknown): LogLine | undefined {
  const failed = status >= 400;
  if (!failed && !(method === 'POST' && WRITES.has(path.toLowerCase()))) return undefined;
  const envelope = (body ?? {}) as { message?: unknown; errors?: unknown };
  const message = typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : `${method} ${path}`;
  const errors = envelope.errors ? `\n${JSON.stringify(envelope.errors)}` : '';
  return { message, statusCode: status, stack: `${method} ${redactUrl(url)} → ${status}${errors}`, isSuccess: !failed };
}

/** Mounted on /api before every route (server.ts): keeps the envelope each answer sends, logs it once sent. */
export function requestLog(db: Db): RequestHandler {
  return (req, res, next) => {
    let sent: unknown;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      sent = body;
      return json(body);
    };
    res.on('finish', () => {
      // read when sent: by then express has put the original URL back
      const url = req.originalUrl;
      const line = logLineOf(req.method, url.split('?')[0].replace(/^\/api/i, ''), url, res.statusCode, sent);
      // the builder, not raw SQL: the read cache then knows only this table was written
      if (line) db.insertInto('backOfficeLogs').values(line).execute().catch(() => undefined);
    });
    next();
  };
}

export function logRoutes(db: Db): Router {
  const router = Router();
  handle(router, c.logList, async ({ body: { start, end, pageIndex, pageSize } }) => {
    const day = /^\d{4}-\d{2}-\d{2}$/;
    const from = day.test(start) ? sql`at >= ${start}::date` : sql`true`;
    const to = day.test(end) ? sql`at < ${end}::date + 1` : sql`true`;
    const rows = await sql<c.LogRow>`select id, at::text as date, message, status_code, stack, is_success,
      count(*) over ()::int as total_records from back_office_logs where ${from} and ${to}
      order by at desc, id desc limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`.execute(db);
    return { items: rows.rows, totalItemCount: rows.rows[0]?.totalRecords ?? 0 };
  });
  return router;
}
