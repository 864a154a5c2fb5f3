// Issue 36 item 1: the mail queue, the catcher's mailbox, and the administrators' Mailbox menu entry
// for a store seeded before it existed (a fresh store gets it from the seed: this runs before seeding, on empty
// tables, and adds nothing). Mail is private: the report scripts' read-only role may not read either table.
import { sql, type Kysely, type Migration } from 'kysely';

/** The role report scripts run under (migration 007). */
const REPORT_ROLE = 'report_reader';

/** The Mailbox's entry under Administración, granted to the console's administrators. */
const MAILBOX_MENU = { name: 'Buzón de correo', nameEn: 'Mailbox', path: '/system/mailbox', icon: 'MarkunreadMailbox', group: 'Administración', index: 8 };
const GRANTS: Record<string, { l: boolean; v: boolean; w: boolean; r: boolean; d: boolean }> = {
  Administrador: { l: true, v: true, w: true, r: true, d: true },
};

/** The Mailbox entry under Administración with the seed's grants (the administrators only), once. */
export async function addMailboxMenu(db: Kysely<any>): Promise<void> {
  const group = await db.selectFrom('menus').select('id').where('dataBaseId', '=', 1).where('root', '=', 0)
    .where('name', '=', MAILBOX_MENU.group).executeTakeFirst();
  const existing = await db.selectFrom('menus').select('id').where('dataBaseId', '=', 1).where('path', '=', MAILBOX_MENU.path).executeTakeFirst();
  if (!group || existing) return;
  const { id: menu } = await db.insertInto('menus').values({
    name: MAILBOX_MENU.name, nameEn: MAILBOX_MENU.nameEn, path: MAILBOX_MENU.path, icon: MAILBOX_MENU.icon,
    root: group.id, status: true, sourcePrime: true, dataBaseId: 1, index: MAILBOX_MENU.index,
  }).returning('id').executeTakeFirstOrThrow();
  const roles: Array<{ id: number; name: string }> = await db.selectFrom('roles').select(['id', 'name']).where('dataBaseId', '=', 1).execute();
  for (const role of roles) {
    const flags = GRANTS[role.name];
    if (flags) await db.insertInto('menuAccess').values({ name: `${role.name} · ${MAILBOX_MENU.name}`, role: role.id, menu, status: true, ...flags }).execute();
  }
}

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('mail_queue')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('report_id', 'integer')
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('attachment_name', 'text')
      .addColumn('attachment', 'bytea')
      .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'sending', 'sent', 'failed', 'gave_up')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .execute();
    await sql`create index mail_queue_user_idx on mail_queue (user_id, id)`.execute(db);
    await sql`create index mail_queue_due_idx on mail_queue (next_attempt_at) where status in ('queued', 'failed')`.execute(db);

    await db.schema
      .createTable('mailbox_messages')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('envelope_from', 'text', (c) => c.notNull())
      .addColumn('envelope_to', 'text', (c) => c.notNull())
      .addColumn('from_text', 'text', (c) => c.notNull())
      .addColumn('to_text', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('attachment_count', 'integer', (c) => c.notNull())
      .addColumn('raw', 'bytea', (c) => c.notNull())
      .execute();

    // the files the mock wrote into DATA_DIR/outbox/ before mail was sent: mail_queue keeps each sent attachment now
    await db.schema.dropTable('report_outbox').ifExists().execute();
    await sql.raw(`do $$ begin
      if exists (select from pg_roles where rolname = '${REPORT_ROLE}') then
        revoke select on mail_queue, mailbox_messages from ${REPORT_ROLE};
      end if;
    end $$`).execute(db);
    await addMailboxMenu(db);
  },
};
