// @vitest-environment node
// The report viewer's reading of the e-mail call (issue 36): a refusal that still queued the mail becomes a warning
// (or an error once given up) with the server's words; the outbox's detail line and whether it keeps refreshing.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../contracts/endpoints/reports';
import { anyWaiting, outcomeSeverity, queuedOutcome, statusDetail } from '../../../src/lines/reports/mailRules';
import { pageSizeOf } from '../../../src/lines/reports/mailbox/mailboxRules';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messagesWith } from '../../../src/shell/i18n/i18nProvider';
import { reportMessages } from '../../../src/lines/reports/messages';

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 1, reportId: 4, to: 'a@example.com', subject: 'Reporte: X', file: 'x.xlsx', rows: 3, status: 'sent', attempts: 1, lastError: null,
  nextAttemptAt: null, createdAt: '2026-01-02T10:00:00.000Z', sentAt: '2026-01-02T10:00:01.000Z', ...over,
});

describe('the e-mail outcome', () => {
  it('reads a 502 that queued the mail as not sent, with the server\'s message; other errors are errors', () => {
    const error = { message: 'El reporte no se envió: ... se reintentará a las 10:01:00.', body: { data: entry({ status: 'failed', attempts: 1 }) } };
    const outcome = queuedOutcome(error)!;
    expect(outcome).toEqual({ sent: false, message: error.message, status: 'failed' });
    expect(outcomeSeverity(outcome)).toBe('warning');
    expect(outcomeSeverity({ ...outcome, status: 'gave_up' })).toBe('error');
    expect(outcomeSeverity({ sent: true, message: '', status: 'sent' })).toBe('success');
    expect(queuedOutcome({ message: 'Forbidden', body: { data: null } })).toBeUndefined();
    expect(queuedOutcome(new Error('network'))).toBeUndefined();
  });

  it('says when a mail was sent, why not and when it is retried, or that it gave up; refreshes while one waits', () => {
    expect(statusDetail(entry({}), 'en-US')?.key).toBe('app.reports.mailSentAt');
    const failed = statusDetail(entry({ status: 'failed', lastError: '421 busy', nextAttemptAt: '2026-01-02T10:00:31.000Z', sentAt: null }), 'en-US')!;
    expect(failed.key).toBe('app.reports.mailRetry');
    expect(failed.params.reason).toBe('421 busy');
    expect(statusDetail(entry({ status: 'gave_up', lastError: '550 no', attempts: 5, sentAt: null }), 'es')).toEqual({ key: 'app.reports.mailGaveUp', params: { reason: '550 no', attempts: 5 } });
    expect(anyWaiting([entry({}), entry({ status: 'gave_up' })])).toBe(false);
    expect(anyWaiting([entry({}), entry({ status: 'failed' })])).toBe(true);
  });

  it('keeps the page size among those offered', () => {
    expect(pageSizeOf('50', [10, 25, 50])).toBe(50);
    expect(pageSizeOf('7', [10, 25, 50])).toBe(25);
  });
});

// reportMail.spec.ts walks the e-mail in Spanish only: the texts the viewer, its outbox and the Mailbox show, each
// language (the server's own words, subject, body and retry message: mock-server/reports/routes.test.ts, mailRoutes.test.ts)
describe.each([
  ['en', { execute: 'Execute', send: 'Send by e-mail', email: 'E-mail', sendButton: 'Send', sent: 'Sent', notSent: 'Not sent yet', retry: /^ECONNREFUSED 127\.0\.0\.1:1 · next attempt at \d/, mailbox: 'Mailbox', open: 'Open the message Report: X', close: 'Close', smtpMode: 'E-mail goes to the mail server 127.0.0.1:1: nothing is kept here.' }],
  ['es', { execute: 'Ejecutar', send: 'Enviar por correo', email: 'Correo', sendButton: 'Enviar', sent: 'Enviado', notSent: 'Aún no enviado', retry: /^ECONNREFUSED 127\.0\.0\.1:1 · próximo intento: \d/, mailbox: 'Buzón de correo', open: 'Abrir el mensaje Report: X', close: 'Cerrar', smtpMode: 'El correo se envía al servidor de correo 127.0.0.1:1: aquí no se guarda nada.' }],
] as const)('the e-mail texts in %s', (locale, text) => {
  const messages = messagesWith(reportMessages)[locale];
  const t = polyglotI18nProvider(() => messages, locale, [], { allowMissing: true }).translate;

  it('the viewer\'s send dialog, the outbox chips and the retry line', () => {
    expect(['app.reports.execute', 'app.reports.exportEmail', 'app.reports.email', 'app.reports.send'].map((key) => t(key))).toEqual([text.execute, text.send, text.email, text.sendButton]);
    expect(t('app.reports.mailStatus.sent')).toBe(text.sent);
    expect(t('app.reports.mailStatus.failed')).toBe(text.notSent);
    const detail = statusDetail(entry({ status: 'failed', lastError: 'ECONNREFUSED 127.0.0.1:1', nextAttemptAt: '2026-01-02T10:00:31.000Z', sentAt: null }), locale)!;
    expect(t(detail.key, detail.params)).toMatch(text.retry);
  });

  it('the Mailbox: its title, a message opened and closed, and the SMTP mode that keeps nothing', () => {
    expect(t('app.mailbox.title')).toBe(text.mailbox);
    expect(t('app.mailbox.open', { subject: 'Report: X' })).toBe(text.open);
    expect(t('app.mailbox.close')).toBe(text.close);
    expect(t('app.mailbox.smtpMode', { server: '127.0.0.1:1' })).toBe(text.smtpMode);
  });
});
