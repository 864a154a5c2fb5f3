// @vitest-environment node
// The mail queue (issue 36 item 1) against real SMTP servers on the loopback: a message the server takes is sent
// at once; a 4xx refusal is retried with backoff and the user is notified when it finally goes or gives up; a 5xx is
// not retried; the queue refuses past its bound; and a queued message survives a restart (the database reopened).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../mock-server/core/db/open';
import { seeding } from '../../../mock-server/seed/write';
import { createMailService, QueueFull, type MailService, type OutgoingMail } from '../../../mock-server/shell/mail/index';
import { copyTemplate, freshDataDir, removeDir, SERVER_START_TIMEOUT_MS, testDatabaseUrl } from './helpers';
import { eventually, startTestSmtp, type TestSmtp } from './mailSupport';

const dataDir = freshDataDir();
let db: Db;
let smtp: TestSmtp;
const services: MailService[] = [];
const notified: number[] = [];

const open = async () => (await openDatabase(dataDir, seeding(), await testDatabaseUrl(dataDir))).db;

beforeAll(async () => {
  copyTemplate(dataDir);
  db = await open();
  smtp = await startTestSmtp();
}, SERVER_START_TIMEOUT_MS);

// each test's queue stops with it (a test's worker must not take another test's messages)
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});

afterAll(async () => {
  await smtp.close();
  await db.destroy();
  removeDir(dataDir);
});

const service = async (options: Parameters<typeof createMailService>[2]) => {
  const made = await createMailService(db, (id) => notified.push(id), { pollMs: 20, ...options });
  services.push(made);
  return made;
};

const mailOf = (userId: number, subject = `Reporte ${userId}`): OutgoingMail => ({
  userId, reportId: 4, to: 'analista@example.com', subject, text: 'Adjunto el reporte.', html: '<p>Adjunto el reporte.</p>', rows: 2, lang: 'es',
  attachment: { name: 'existencias.xlsx', bytes: Buffer.from('PK fake xlsx') },
});
const row = (id: number) => db.selectFrom('mailQueue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const notificationsOf = (userId: number) =>
  db.selectFrom('notifications').select(['messageKey', 'messageParams', 'process', 'code']).where('idUser', '=', userId).where('code', 'like', 'mail-%').execute();

describe('the mail queue', () => {
  it('sends a message the SMTP server takes at once: sent, with its attachment, no notification', async () => {
    smtp.refuse = null;
    const mail = await service({ smtpUrl: smtp.url });
    const queued = await mail.queue.enqueue(mailOf(2, 'Enviado de una vez'));
    const done = await mail.queue.attemptNow(queued.id);
    expect(done).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(done.sentAt).toBeInstanceOf(Date);
    const received = smtp.received.find((m) => m.subject === 'Enviado de una vez')!;
    expect(received.to).toMatchObject({ text: 'analista@example.com' });
    expect(received.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['existencias.xlsx', 'PK fake xlsx']]);
    expect(await notificationsOf(2)).toEqual([]);
  });

  it('retries a 4xx refusal with backoff, and notifies the user once it finally goes', async () => {
    smtp.refuse = { code: 451, text: 'Mailbox busy, try later' };
    const mail = await service({ smtpUrl: smtp.url, retryDelaysMs: [400, 800], maxAttempts: 5 });
    const queued = await mail.queue.enqueue(mailOf(3, 'Reintentado'));
    const started = Date.now();
    const first = await mail.queue.attemptNow(queued.id);
    expect(first, JSON.stringify({ ...first, attachment: null })).toMatchObject({ status: 'failed' });
    expect(first.attempts).toBe(1);
    expect(first.lastError).toContain('451');
    expect(first.lastError).toContain('Mailbox busy, try later');
    expect(first.nextAttemptAt.getTime() - started).toBeGreaterThanOrEqual(400);
    expect(first.nextAttemptAt.getTime() - started).toBeLessThan(2_000);
    // the worker tries again after 400 ms (still refused), then after 800 ms more: the server takes it
    await eventually(async () => (await row(queued.id)).attempts === 2);
    smtp.refuse = null;
    const sent = await eventually(async () => ((await row(queued.id)).status === 'sent' ? row(queued.id) : undefined));
    expect(sent.attempts).toBe(3);
    const times = smtp.attempts.slice(-3);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(380);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(780);
    expect(await notificationsOf(3)).toEqual([
      { messageKey: 'mail.notification.sent', messageParams: expect.objectContaining({ subject: 'Reintentado', to: 'analista@example.com', attempts: 3 }), process: 'COMPLETE', code: `mail-${queued.id}` },
    ]);
    expect(notified).toContain(3);
  });

  it('gives up after the last attempt and says why in the notification', async () => {
    smtp.refuse = { code: 452, text: 'Insufficient system storage' };
    const mail = await service({ smtpUrl: smtp.url, retryDelaysMs: [30], maxAttempts: 3 });
    const queued = await mail.queue.enqueue(mailOf(4, 'Descartado'));
    expect((await mail.queue.attemptNow(queued.id)).status).toBe('failed');
    const gaveUp = await eventually(async () => ((await row(queued.id)).status === 'gave_up' ? row(queued.id) : undefined));
    expect(gaveUp.attempts).toBe(3);
    const [notification] = await notificationsOf(4);
    expect(notification).toMatchObject({ messageKey: 'mail.notification.gaveUp', process: 'ERROR' });
    expect(String((notification.messageParams as { reason: string }).reason)).toContain('452');
  });

  it('does not retry a permanent refusal (5xx)', async () => {
    smtp.refuse = { code: 550, text: 'No such user here', at: 'rcpt' };
    const mail = await service({ smtpUrl: smtp.url, retryDelaysMs: [30] });
    const queued = await mail.queue.enqueue(mailOf(5, 'Rechazado'));
    const done = await mail.queue.attemptNow(queued.id);
    expect(done).toMatchObject({ status: 'gave_up', attempts: 1 });
    expect(done.lastError).toContain('550 No such user here');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await row(queued.id)).attempts).toBe(1);
  });

  it('refuses to queue past the bound of messages waiting per user', async () => {
    smtp.refuse = { code: 421, text: 'Service not available' };
    const mail = await service({ smtpUrl: smtp.url, retryDelaysMs: [60_000], maxPendingPerUser: 2 });
    for (let i = 0; i < 2; i += 1) await mail.queue.attemptNow((await mail.queue.enqueue(mailOf(6))).id);
    const refused = await mail.queue.enqueue(mailOf(6)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFull);
    expect((refused as QueueFull).msg).toEqual({ key: 'mail.queueFullUser', params: { count: 2, limit: 2 } });
    // another user still may
    expect((await mail.queue.enqueue(mailOf(7))).status).toBe('queued');
  });
});

describe('a restart', () => {
  it('keeps a message that could not go, and the next run sends it', async () => {
    const first = await service({ smtpUrl: 'smtp://127.0.0.1:1', retryDelaysMs: [300] });
    const queued = await first.queue.enqueue(mailOf(8, 'Después del reinicio'));
    const failed = await first.queue.attemptNow(queued.id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toContain('ECONNREFUSED');
    // the server stops: its queue and the database close
    await first.close();
    services.splice(0);
    await db.destroy();
    smtp.refuse = null;
    db = await open();
    expect((await row(queued.id)).status).toBe('failed');
    await service({ smtpUrl: smtp.url });
    const sent = await eventually(async () => ((await row(queued.id)).status === 'sent' ? row(queued.id) : undefined));
    expect(sent.attempts).toBe(2);
    expect(smtp.received.some((m) => m.subject === 'Después del reinicio')).toBe(true);
    expect((await notificationsOf(8)).map((n) => n.messageKey)).toEqual(['mail.notification.sent']);
  });
});

describe('the retry delays from MAIL_RETRY_DELAYS_MS', () => {
  it('are the defaults (30 s, 2 min, 10 min, 1 h) when unset, empty or unreadable', async () => {
    const { parseDelays } = await import('../../../mock-server/shell/mail/index');
    expect(parseDelays(undefined)).toBeUndefined();
    expect(parseDelays('')).toBeUndefined();
    expect(parseDelays('abc,10')).toBeUndefined();
    expect(parseDelays('1000, 5000')).toEqual([1000, 5000]);
    const mail = await service({ smtpUrl: 'smtp://127.0.0.1:1' });
    expect(mail.queue.retryDelaysMs).toEqual([30_000, 120_000, 600_000, 3_600_000]);
    const failed = await mail.queue.attemptNow((await mail.queue.enqueue(mailOf(9))).id);
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
  });
});
