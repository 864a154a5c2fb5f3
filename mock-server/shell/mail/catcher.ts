// The embedded SMTP catcher (smtp-server): what the console sends when no SMTP_URL is set. It listens on the
// loopback only, takes any sender and recipient without authentication, and keeps each message as received (the
// .eml bytes) in mailbox_messages, with what the Mailbox lists (from, to, subject, size, attachments) parsed once by
// mailparser. Nothing leaves the machine.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';

/** The largest message the catcher takes (a 10 MB attachment grows by a third in base64). */
export const CATCHER_MAX_BYTES = 20 * 1024 * 1024;

export interface Catcher {
  host: string;
  port: number;
  close(): Promise<void>;
}

const addressOf = (value: { text?: string } | Array<{ text?: string }> | undefined) =>
  (Array.isArray(value) ? value.map((v) => v.text ?? '').join(', ') : value?.text ?? '');

/** Parses and stores one received message; answers its id. */
export async function storeMessage(db: Kysely<Database>, raw: Buffer, envelope: { from: string; to: string[] }): Promise<number> {
  const parsed = await simpleParser(raw, { skipHtmlToText: false, skipTextToHtml: true, skipImageLinks: true });
  const { id } = await db.insertInto('mailboxMessages').values({
    envelopeFrom: envelope.from,
    envelopeTo: envelope.to.join(', '),
    fromText: addressOf(parsed.from) || envelope.from,
    toText: addressOf(parsed.to) || envelope.to.join(', '),
    subject: parsed.subject ?? '',
    size: raw.length,
    attachmentCount: parsed.attachments.length,
    raw,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

const envelopeOf = (session: SMTPServerSession) => ({
  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
  to: session.envelope.rcptTo.map((r) => r.address),
});

/** Starts the catcher on 127.0.0.1 (port 0: a free one, so parallel servers never collide). */
export async function startCatcher(db: Kysely<Database>, port = 0, host = '127.0.0.1'): Promise<Catcher> {
  const server = new SMTPServer({
    name: 'console-mail-catcher',
    banner: 'Back office console mail catcher',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: CATCHER_MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error(`Message exceeds the catcher's limit of ${CATCHER_MAX_BYTES} bytes`), { responseCode: 552 }));
          return;
        }
        storeMessage(db, Buffer.concat(chunks), envelopeOf(session)).then(
          () => callback(),
          (error: unknown) => callback(Object.assign(new Error(`The catcher could not store the message: ${(error as Error).message}`), { responseCode: 451 })),
        );
      });
    },
  });
  server.on('error', (error) => console.error('[mock-server] mail catcher:', error.message));
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.server.once('error', failed);
    server.listen(port, host, () => {
      server.server.off('error', failed);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return {
    host,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
