// @vitest-environment node
// The embedded SMTP catcher (issue 36 item 1): a message sent to it through nodemailer is kept as received (the raw
// .eml bytes) and read back parsed by mailparser: the Mailbox's list (newest first, paged), one message with its
// headers, its text (an HTML-only message as text, never markup) and its attachments, and an attachment's bytes.
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../mock-server/core/db/open';
import { startCatcher, type Catcher } from '../../../mock-server/shell/mail/catcher';
import { getMailboxMessage, listMailbox, mailboxAttachmentOf } from '../../../mock-server/shell/mail/mailbox';
import { withDatabase } from './db/dbHelpers';

let db: Db;
let catcher: Catcher;
withDatabase((ready) => (db = ready));

beforeAll(async () => {
  catcher = await startCatcher(db);
});
afterAll(async () => {
  await catcher?.close();
});

const send = (message: SendMailOptions) =>
  nodemailer.createTransport({ host: catcher.host, port: catcher.port, secure: false, ignoreTLS: true }).sendMail({ from: 'Consola <no-reply@console.local>', ...message });

describe('the mail catcher', () => {
  it('listens on the loopback on a free port of its own', () => {
    expect(catcher.host).toBe('127.0.0.1');
    expect(catcher.port).toBeGreaterThan(0);
  });

  it('stores a message as received and reads it back parsed, with its attachment', async () => {
    const bytes = Buffer.from('PK\u0003\u0004 a workbook');
    const info = await send({
      to: 'analista@example.com', cc: 'jefe@example.com', subject: 'Reporte: Existencias', text: 'Hola:\n\nAdjunto el reporte.',
      html: '<p>Hola:</p><p>Adjunto el reporte.</p>', attachments: [{ filename: 'existencias.xlsx', content: bytes }],
    });
    expect(info.accepted).toEqual(['analista@example.com', 'jefe@example.com']);
    const { items, total } = await listMailbox(db, 1, 10);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ from: '"Consola" <no-reply@console.local>', to: 'analista@example.com', subject: 'Reporte: Existencias', attachmentCount: 1 });
    expect(items[0].size).toBeGreaterThan(bytes.length);
    const raw = await db.selectFrom('mailboxMessages').select(['raw', 'envelopeTo']).where('id', '=', items[0].id).executeTakeFirstOrThrow();
    expect(Buffer.from(raw.raw).toString()).toMatch(/^[\s\S]*Subject: Reporte: Existencias/);
    expect(raw.envelopeTo).toBe('analista@example.com, jefe@example.com');

    const message = (await getMailboxMessage(db, items[0].id))!;
    expect(message).toMatchObject({ cc: 'jefe@example.com', text: 'Hola:\n\nAdjunto el reporte.' });
    expect(message.headers.find((h) => h.name === 'subject')?.value).toBe('Reporte: Existencias');
    expect(message.headers.find((h) => h.name === 'to')?.value).toBe('analista@example.com');
    expect(message.attachments).toEqual([{ index: 0, filename: 'existencias.xlsx', contentType: expect.stringMatching(/spreadsheetml|octet-stream/), size: bytes.length }]);
    const attachment = (await mailboxAttachmentOf(db, items[0].id, 0))!;
    expect(attachment.filename).toBe('existencias.xlsx');
    expect(attachment.content.equals(bytes)).toBe(true);
    expect(await mailboxAttachmentOf(db, items[0].id, 1)).toBeUndefined();
    expect(await getMailboxMessage(db, 99_999)).toBeUndefined();
  });

  it('gives an HTML-only message as text (no markup), and lists newest first, paged', async () => {
    await send({ to: 'a@example.com', subject: 'Solo HTML', html: '<p>Hola <b>mundo</b></p><script>alert(1)</script>' });
    await send({ to: 'b@example.com', subject: 'Tercero', text: 'tres' });
    const first = await listMailbox(db, 1, 2);
    expect(first.total).toBe(3);
    expect(first.items.map((m) => m.subject)).toEqual(['Tercero', 'Solo HTML']);
    const second = await listMailbox(db, 2, 2);
    expect(second.items.map((m) => m.subject)).toEqual(['Reporte: Existencias']);
    expect(second.total).toBe(3);
    const html = (await getMailboxMessage(db, first.items[1].id))!;
    expect(html.text).toContain('Hola mundo');
    expect(html.text).not.toMatch(/<\/?(p|b|script)>/);
  });

  it('gives the HTML body of a multipart/mixed message (HTML and an attachment, no text part) as its text, never markup', async () => {
    await send({
      to: 'c@example.com', subject: 'HTML con adjunto', html: '<p>Adjunto el <b>reporte</b>.</p><script>alert(1)</script>',
      attachments: [{ filename: 'reporte.xlsx', content: Buffer.from('PK a workbook') }],
    });
    const { items } = await listMailbox(db, 1, 1);
    const raw = await db.selectFrom('mailboxMessages').select('raw').where('id', '=', items[0].id).executeTakeFirstOrThrow();
    expect(Buffer.from(raw.raw).toString()).toMatch(/Content-Type: multipart\/mixed/);
    const message = (await getMailboxMessage(db, items[0].id))!;
    expect(message.text).toContain('Adjunto el reporte.');
    expect(message.text).not.toMatch(/<\/?(p|b|script)>|alert/);
    expect(message.attachments.map((a) => a.filename)).toEqual(['reporte.xlsx']);
  });
});
