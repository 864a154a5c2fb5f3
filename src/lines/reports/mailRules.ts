// What the report viewer makes of the e-mail call's answer and of each mail in the outbox (issue 36): pure rules.
import { MAIL_STATUSES, type MailStatus, type OutboxEntry } from '../../../contracts/endpoints/reports';
import { shownDate } from './mailbox/mailboxRules';

export interface MailOutcome {
  /** the SMTP server took it */
  sent: boolean;
  /** the server's words (the spec's success text, or the reason and when it is retried) */
  message: string;
  status: MailStatus;
}

const isStatus = (value: unknown): value is MailStatus => typeof value === 'string' && (MAIL_STATUSES as readonly string[]).includes(value);

/**
 * The send call's refusal that still queued the mail (the server answers 502 with the queued entry as data): an
 * outcome to show as a warning (it will be retried) or an error (given up). Any other error: undefined.
 */
export function queuedOutcome(error: unknown): MailOutcome | undefined {
  const e = error as { message?: unknown; body?: { data?: { id?: unknown; status?: unknown } } } | null;
  const data = e?.body?.data;
  if (!data || typeof data.id !== 'number' || !isStatus(data.status)) return undefined;
  return { sent: false, message: typeof e?.message === 'string' ? e.message : '', status: data.status };
}

/** The toast of an outcome: success when sent, warning while it will be retried, error once given up. */
export const outcomeSeverity = (outcome: MailOutcome): 'success' | 'warning' | 'error' =>
  outcome.sent ? 'success' : outcome.status === 'gave_up' ? 'error' : 'warning';

/** Whether any mail of the outbox may still change (the list then refreshes by itself). */
export const anyWaiting = (entries: readonly OutboxEntry[] | undefined): boolean =>
  (entries ?? []).some((entry) => entry.status === 'queued' || entry.status === 'sending' || entry.status === 'failed');

/** The colour of a mail's status chip. */
export const statusColor = (status: MailStatus): 'success' | 'info' | 'warning' | 'error' =>
  ({ sent: 'success', queued: 'info', sending: 'info', failed: 'warning', gave_up: 'error' } as const)[status];

/** The detail line under a mail: when it was sent, or why not and when it is retried (translated by the caller). */
export function statusDetail(entry: OutboxEntry, locale: string): { key: string; params: Record<string, string | number> } | undefined {
  const time = (iso: string) => shownDate(iso, locale);
  if (entry.status === 'sent' && entry.sentAt) return { key: 'app.reports.mailSentAt', params: { at: time(entry.sentAt) } };
  if (entry.status === 'failed' && entry.nextAttemptAt) return { key: 'app.reports.mailRetry', params: { reason: entry.lastError ?? '', at: time(entry.nextAttemptAt) } };
  if (entry.status === 'gave_up') return { key: 'app.reports.mailGaveUp', params: { reason: entry.lastError ?? '', attempts: entry.attempts } };
  return undefined;
}
