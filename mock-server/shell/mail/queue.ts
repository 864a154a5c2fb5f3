// The mail queue (issue 36 item 1), kept in the database (mail_queue) so it survives a restart and is shared by
// every instance on one PostgreSQL server. A message is queued, then attempted at once by the call that queued it;
// a background worker attempts the due ones again with exponential backoff (by default 30 s, 2 min, 10 min, 1 h;
// 5 attempts at most) and tells the user (the notification bell) when a retried message finally goes or gives up.
// A permanent refusal (an SMTP 5xx) is not retried. Bounded: at most N messages waiting per user and in all.
// A row being sent holds a lease (next_attempt_at a while ahead): one whose instance died mid-send is taken again.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../core/db/schema';
import type { MailQueueTable, MailStatus } from './schema';
import { translate, type Lang, type Msg } from '../messages';

export type QueuedMail = Selectable<MailQueueTable>;

export interface OutgoingMail {
  userId: number;
  reportId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachment?: { name: string; bytes: Uint8Array };
  rows: number;
  lang: Lang;
}

/** What the SMTP server said when it did not take a message. */
export class SendFailure extends Error {
  constructor(readonly reason: string, readonly permanent: boolean) {
    super(reason);
    this.name = 'SendFailure';
  }
}

export interface QueueOptions {
  /** the wait after the 1st, 2nd... failed attempt (the last one repeats) */
  retryDelaysMs?: readonly number[];
  maxAttempts?: number;
  /** messages waiting (queued, sending, failed) per user, and in all */
  maxPendingPerUser?: number;
  maxPending?: number;
  /** how often the worker looks for due messages */
  pollMs?: number;
  /** how long a message being sent is held before another attempt may take it (an instance died mid-send) */
  leaseMs?: number;
  now?: () => Date;
}

export const DEFAULT_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000] as const;
export const DEFAULT_MAX_ATTEMPTS = 5;
const WAITING: MailStatus[] = ['queued', 'sending', 'failed'];

/** The queue refuses a new message: too many are waiting (the user's own, or in all). */
export class QueueFull extends Error {
  constructor(readonly msg: Msg) {
    super(translate('en', msg));
    this.name = 'QueueFull';
  }
}

type Db = Kysely<Database>;
type Send = (mail: QueuedMail) => Promise<void>;
type Notify = (userId: number, process: 'COMPLETE' | 'ERROR', msg: Msg, code: string) => Promise<void>;

/** The SMTP reply (e.g. "550 5.1.1 <x@y>: Recipient address rejected") or the connection's error, one line. */
export function failureOf(error: unknown): SendFailure {
  if (error instanceof SendFailure) return error;
  const e = error as { response?: string; responseCode?: number; message?: string; code?: string };
  const reason = (e.response || e.message || String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
  return new SendFailure(reason, typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600);
}

export class MailQueue {
  readonly retryDelaysMs: readonly number[];
  readonly maxAttempts: number;
  readonly maxPendingPerUser: number;
  readonly maxPending: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly db: Db, private readonly send: Send, private readonly notify: Notify, options: QueueOptions = {}) {
    this.retryDelaysMs = options.retryDelaysMs?.length ? options.retryDelaysMs : DEFAULT_RETRY_DELAYS_MS;
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.maxPendingPerUser = options.maxPendingPerUser ?? 20;
    this.maxPending = options.maxPending ?? 500;
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Queues a message (refused with QueueFull past the bounds); answers its row. */
  async enqueue(mail: OutgoingMail): Promise<QueuedMail> {
    const waiting = await this.db.selectFrom('mailQueue')
      .select([sql<number>`count(*)::int`.as('all'), sql<number>`(count(*) filter (where user_id = ${mail.userId}))::int`.as('own')])
      .where('status', 'in', WAITING).executeTakeFirstOrThrow();
    if (waiting.own >= this.maxPendingPerUser) throw new QueueFull({ key: 'mail.queueFullUser', params: { count: waiting.own, limit: this.maxPendingPerUser } });
    if (waiting.all >= this.maxPending) throw new QueueFull({ key: 'mail.queueFullSystem', params: { limit: this.maxPending } });
    return this.db.insertInto('mailQueue').values({
      userId: mail.userId, reportId: mail.reportId, to: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html,
      attachmentName: mail.attachment?.name ?? null, attachment: mail.attachment ? Buffer.from(mail.attachment.bytes) : null,
      rows: mail.rows, lang: mail.lang, status: 'queued', attempts: 0, nextAttemptAt: this.now(),
    }).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Attempts a queued message now and answers its row once that attempt has finished (sent, failed or given up).
   * When another attempt holds it (the worker took it first), waits for that one.
   */
  async attemptNow(id: number): Promise<QueuedMail> {
    // only a message no attempt has taken yet: one the worker already tried is answered as it left it
    const [claimed] = await this.claim((q) => q.where('id', '=', id).where('status', '=', 'queued'));
    if (claimed) return this.attempt(claimed);
    for (let waited = 0; ; waited += 100) {
      const row = await this.db.selectFrom('mailQueue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      if (row.status !== 'sending' && row.status !== 'queued') return row;
      if (waited > this.leaseMs) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Takes the rows `where` selects for an attempt (status sending, held for the lease); answers them. */
  private claim(where: (q: ReturnType<MailQueue['selectWaiting']>) => ReturnType<MailQueue['selectWaiting']>, limit = 1): Promise<QueuedMail[]> {
    const lease = new Date(this.now().getTime() + this.leaseMs);
    return this.db.updateTable('mailQueue').set({ status: 'sending', nextAttemptAt: lease })
      .where('id', 'in', where(this.selectWaiting()).orderBy('nextAttemptAt').limit(limit).forUpdate().skipLocked())
      .returningAll().execute();
  }

  private selectWaiting() {
    return this.db.selectFrom('mailQueue').select('id');
  }

  /** One attempt of a claimed row: sends it, then records what happened (and notifies a retried one's end). */
  private async attempt(row: QueuedMail): Promise<QueuedMail> {
    const attempts = row.attempts + 1;
    let failure: SendFailure | undefined;
    try {
      await this.send(row);
    } catch (error) {
      failure = failureOf(error);
    }
    const now = this.now();
    let status: MailStatus;
    let nextAttemptAt = now;
    if (!failure) status = 'sent';
    else if (failure.permanent || attempts >= this.maxAttempts) status = 'gave_up';
    else {
      status = 'failed';
      nextAttemptAt = new Date(now.getTime() + this.retryDelaysMs[Math.min(attempts, this.retryDelaysMs.length) - 1]);
    }
    const saved = await this.db.updateTable('mailQueue').set({
      status, attempts, nextAttemptAt, lastError: failure ? failure.reason : row.lastError, sentAt: status === 'sent' ? now : null,
    }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    if (attempts > 1 && (status === 'sent' || status === 'gave_up')) {
      const params = { subject: saved.subject, to: saved.to, attempts, reason: saved.lastError ?? '' };
      await this.notify(saved.userId, status === 'sent' ? 'COMPLETE' : 'ERROR', { key: status === 'sent' ? 'mail.notification.sent' : 'mail.notification.gaveUp', params }, `mail-${saved.id}`)
        .catch((error: unknown) => console.error('[mock-server] mail notification failed:', error));
    }
    return saved;
  }

  /** Attempts every message due now (queued, failed and due, or held past its lease), one after another. */
  async runDue(): Promise<number> {
    let done = 0;
    for (;;) {
      if (this.stopped) return done;
      const now = this.now();
      const [row] = await this.claim((q) => q
        .where((eb) => eb.or([eb('status', 'in', ['queued', 'failed']), eb('status', '=', 'sending')]))
        .where('nextAttemptAt', '<=', now));
      if (!row) return done;
      await this.attempt(row);
      done += 1;
    }
  }

  /** Starts the worker: due messages (those left by an earlier run too) are attempted now and every pollMs. */
  start(): void {
    this.stopped = false;
    const tick = () => {
      this.running = this.runDue()
        .then(() => undefined)
        .catch((error: unknown) => {
          if (!this.stopped) console.error('[mock-server] mail queue:', error);
        })
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) {
            this.timer = setTimeout(tick, this.pollMs);
            this.timer.unref();
          }
        });
    };
    tick();
  }

  /** Stops the worker and waits for an attempt under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
