// A test SMTP server on the loopback (smtp-server): it accepts, or refuses at RCPT TO with the code a test sets
// (4xx: try later, 5xx: never), and keeps what it received and when each attempt came.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  /** null: accept; else the reply code and text of a refusal at RCPT TO (or at DATA with `at: 'data'`) */
  refuse: { code: number; text: string; at?: 'rcpt' | 'data' } | null;
  received: ParsedMail[];
  /** when each RCPT TO came (one per attempt) */
  attempts: number[];
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const state: Omit<TestSmtp, 'url' | 'close'> = { refuse: null, received: [], attempts: [] };
  const refusal = (r: { code: number; text: string }) => Object.assign(new Error(r.text), { responseCode: r.code });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      state.attempts.push(Date.now());
      const r = state.refuse;
      callback(r && (r.at ?? 'rcpt') === 'rcpt' ? refusal(r) : undefined);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const r = state.refuse;
        if (r && r.at === 'data') return callback(refusal(r));
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          state.received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Waits until `check` answers something truthy (bounded). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
