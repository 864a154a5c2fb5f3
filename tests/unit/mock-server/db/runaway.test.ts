// @vitest-environment node
// A query past its time limit is cut (the worker is terminated and the database opened again), the caller gets a
// clear error, the main thread keeps running meanwhile, and every committed write is still there afterwards.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../mock-server/core/db/open';
import { QueryTimeoutError, TransactionLostError } from '../../../../mock-server/core/db/pgliteHost';
import { withDatabase } from './dbHelpers';

let db: Db;
withDatabase((ready) => (db = ready), { queryTimeoutMs: 800 });

describe.skipIf(!!process.env.TEST_DATABASE_URL)('a runaway query', () => {
  it('is cut at its limit while the main thread keeps working; committed writes survive', async () => {
    await db.updateTable('company').set({ phone: 'antes del corte' }).execute();

    // the longest the main thread's event loop went without running a timer (the runaway runs off it)
    let last = Date.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      longestGap = Math.max(longestGap, Date.now() - last);
      last = Date.now();
    }, 20);
    const started = Date.now();
    const runaway = sql`select pg_sleep(30)`.execute(db);
    // queued behind the runaway: it runs on the new worker once the runaway is cut
    const queued = db.selectFrom('company').select('phone').executeTakeFirstOrThrow();
    await expect(runaway).rejects.toBeInstanceOf(QueryTimeoutError);
    const cutAfter = Date.now() - started;
    clearInterval(ticker);

    expect(cutAfter).toBeGreaterThanOrEqual(750);
    expect(cutAfter).toBeLessThan(5000);
    // the event loop was never blocked for the query's duration (a loaded machine may delay a timer a little)
    expect(longestGap).toBeLessThan(700);
    await expect(runaway).rejects.toThrow(/longer than 800 ms/);
    expect((await queued).phone).toBe('antes del corte');
    await db.updateTable('company').set({ phone: 'después del corte' }).execute();
    expect((await db.selectFrom('company').select('phone').executeTakeFirstOrThrow()).phone).toBe('después del corte');
  });

  it('inside a transaction: the transaction is lost whole, nothing of it written', async () => {
    await db.updateTable('company').set({ phone: 'después del corte' }).execute();
    const attempt = db.transaction().execute(async (trx) => {
      await trx.updateTable('company').set({ phone: 'a medias' }).execute();
      await sql`select pg_sleep(30)`.execute(trx);
    });
    await expect(attempt).rejects.toBeInstanceOf(QueryTimeoutError);
    expect((await db.selectFrom('company').select('phone').executeTakeFirstOrThrow()).phone).toBe('después del corte');
    expect(new TransactionLostError().message).toMatch(/nothing of it was written/);
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('a runaway query under the server', () => {
  it('is cut while other requests are answered: the app keeps being served, a queued request succeeds after the cut', async () => {
    const { startServer, call, removeDir } = await import('../helpers');
    const server = await startServer(undefined, undefined, { queryTimeoutMs: 1000 });
    try {
      const runaway = sql`select pg_sleep(30)`.execute(server.db).then(() => 'finished', (error: Error) => error.name);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // the request thread is free: an answer that needs no database comes at once
      const started = Date.now();
      const page = await call(server, 'GET', '/api/No/Such/Route');
      expect(page.status).toBe(404);
      expect(Date.now() - started).toBeLessThan(500);
      // a request that needs the database waits for the cut, then is answered
      const company = await call(server, 'GET', '/api/Company/Info');
      expect(company.status).toBe(200);
      expect(await runaway).toBe('QueryTimeoutError');
    } finally {
      await server.close();
      removeDir(server.dataDir);
    }
  });
});

describe('a request whose statement was cut', () => {
  it('is answered 503 with a message saying to try again, in the caller language', async () => {
    const { default: express } = await import('express');
    const { errorHandler } = await import('../../../../mock-server/core/http');
    const { call } = await import('../helpers');
    const app = express();
    app.get('/slow', () => {
      throw new QueryTimeoutError(800, 'select pg_sleep(30)');
    });
    app.use(errorHandler);
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(listening.address() as { port: number }).port}`;
      const en = await call({ url }, 'GET', '/slow', { headers: { 'Accept-Language': 'en' } });
      expect(en.status).toBe(503);
      expect(en.body).toMatchObject({ isSuccess: false, message: expect.stringMatching(/took too long.*try again/) });
      const es = await call({ url }, 'GET', '/slow', { headers: { 'Accept-Language': 'es' } });
      expect(es.body.message).toMatch(/tardó demasiado.*Intente de nuevo/);
    } finally {
      listening.close();
    }
  });
});
