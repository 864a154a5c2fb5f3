// @vitest-environment node
// A server whose SMTP_URL cannot be reached (issue 36 item 1): Report/ExportReport answers the reason and when the
// mail is retried, nothing is called sent, the outbox shows it failed with its retry time; the Mailbox says mail
// goes to that server and keeps nothing. And a report whose .xlsx is over the limit is refused naming the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '../../../mock-server/shell/server';
import { reportMail } from '../../../mock-server/lines/reports/reportMail';
import { ApiError } from '../../../mock-server/core/refuse';
import { translate } from '../../../mock-server/shell/messages';
import { call, copyTemplate, freshDataDir, login, post, removeDir, SERVER_START_TIMEOUT_MS, testDatabaseUrl } from './helpers';

let server: MockServer;
let admin: string;
const dataDir = freshDataDir();

beforeAll(async () => {
  copyTemplate(dataDir);
  server = await createMockServer({
    dataDir, port: 0, databaseUrl: await testDatabaseUrl(dataDir),
    mail: { smtpUrl: 'smtp://127.0.0.1:1', retryDelaysMs: [60_000], maxPendingPerUser: 2 },
  });
  admin = (await login(server)).token;
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
  removeDir(dataDir);
}, SERVER_START_TIMEOUT_MS);

const send = (lang: string) =>
  post(server, '/api/Report/ExportReport?email=analista@example.com', { reportId: 4, parameters: [{ column: 'minimo', value: 0 }] }, admin, { 'Accept-Language': lang });

describe('an SMTP server that cannot be reached', () => {
  it('answers the reason and the retry (es, en), lists the mail as failed with its retry time, then refuses past the bound', async () => {
    const es = await send('es');
    expect(es.status).toBe(502);
    expect(es.body.isSuccess).toBe(false);
    expect(es.body.message).toMatch(/^El reporte no se envió: el servidor de correo no lo recibió \(.*ECONNREFUSED 127\.0\.0\.1:1.*\)\. Queda en cola y se reintentará a las .+\.$/);
    expect(es.body.data).toMatchObject({ status: 'failed', attempts: 1, to: 'analista@example.com' });
    const retryAt = Date.parse(es.body.data.nextAttemptAt);
    expect(retryAt - Date.now()).toBeGreaterThan(50_000);
    const en = await send('en');
    expect(en.body.message).toMatch(/^The report was not sent: the mail server did not take it \(.*ECONNREFUSED.*\)\. It stays queued and will be retried at .+\.$/);
    const outbox = await call(server, 'GET', '/api/Report/Outbox', { token: admin });
    expect(outbox.body.data.slice(0, 2).map((e: { status: string }) => e.status)).toEqual(['failed', 'failed']);
    expect(outbox.body.data[0].lastError).toContain('ECONNREFUSED');
    const full = await send('en');
    expect(full.status).toBe(429);
    expect(full.body.message).toBe('You already have 2 e-mails waiting to be sent (at most 2). Try again once they have gone or given up.');
  });

  it('the Mailbox says mail goes to that server and nothing is kept', async () => {
    const box = await call(server, 'GET', '/api/Mailbox/List', { token: admin });
    expect(box.body.data).toEqual({ mode: 'smtp', server: '127.0.0.1:1', items: [], total: 0 });
  });
});

describe('the report mail\'s body (issue 47 item 8)', () => {
  const result = { columns: [{ name: 'a', alias: 'A', groupTypesDataId: 1 }], rows: [{ a: 'x' }], parameters: [], limit: 10, truncated: false, elapsedMs: 1 };
  const body = (lang: 'es' | 'en', at: string) => reportMail({ reportId: 4, reportName: 'Ventas', alias: 'ventas', userId: 1, to: 'a@example.com', lang }, result, undefined, new Date(at)).text;

  it('ends the sentence with the time once: "a. m." or "p. m." takes no second period', () => {
    for (const at of ['2026-12-06T04:54:00', '2026-12-06T16:54:00']) {
      expect(body('es', at)).toMatch(/el 6 de diciembre de 2026(,| a las) 4:54 [ap]\. m\.\n\nEste mensaje/);
      expect(body('es', at)).not.toMatch(/m\.\./);
      expect(body('en', at)).toMatch(/on December 6, 2026(,| at) 4:54 [AP]M\.\n\nThis message/);
    }
  });
});

describe('a report too large to e-mail', () => {
  it('is refused with a message naming the limit', () => {
    const result = { columns: [{ name: 'a', alias: 'A', groupTypesDataId: 1 }], rows: Array.from({ length: 2000 }, (_v, i) => ({ a: `fila ${i}`.repeat(20) })), parameters: [], limit: 2000, truncated: false, elapsedMs: 1 };
    const refused = (() => {
      try {
        reportMail({ reportId: 4, reportName: 'Grande', alias: 'grande', userId: 1, to: 'a@example.com', lang: 'es' }, result, 10 * 1024);
      } catch (error) {
        return error;
      }
    })() as ApiError;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(413);
    expect(translate('es', refused.msg)).toMatch(/^El reporte es demasiado grande para enviarlo por correo: su \.xlsx ocupa \d+\.\d MB y el límite es 0\.0 MB\./);
    expect(translate('en', refused.msg)).toContain('the limit is 0.0 MB');
  });
});
