// @vitest-environment node
// Migration 024_mail: the Mailbox's menu entry is seeded under Administración for the administrators only, an older
// store gets it once with the same grants, and the report scripts' read-only role cannot read the mail.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../mock-server/core/db/open';
import { addMailboxMenu } from '../../../../mock-server/core/db/migrations/024_mail';
import { REPORT_ROLE } from '../../../../mock-server/lines/reports/schema';
import { withDatabase } from './dbHelpers';

let db: Db;
withDatabase((ready) => (db = ready));

const entry = () => db.selectFrom('menus').selectAll().where('dataBaseId', '=', 1).where('path', '=', '/system/mailbox').execute();
const grants = (menu: number) =>
  db.selectFrom('menuAccess').innerJoin('roles', 'roles.id', 'menuAccess.role').select(['roles.name', 'l', 'v', 'w', 'r', 'd']).where('menu', '=', menu).orderBy('roles.name').execute();

describe('the Mailbox menu entry (migration 024_mail)', () => {
  it('is seeded under Administración, for the administrators only', async () => {
    const [menu] = await entry();
    expect(menu).toMatchObject({ name: 'Buzón de correo', nameEn: 'Mailbox', icon: 'MarkunreadMailbox', status: true, index: 8 });
    const group = await db.selectFrom('menus').select('name').where('id', '=', menu.root).executeTakeFirstOrThrow();
    expect(group.name).toBe('Administración');
    expect(await grants(menu.id)).toEqual([{ name: 'Administrador', l: true, v: true, w: true, r: true, d: true }]);
  });

  it('is added to a store seeded without it, with the same grants, and only once', async () => {
    const [seeded] = await entry();
    const seededGrants = await grants(seeded.id);
    await db.deleteFrom('menuAccess').where('menu', '=', seeded.id).execute();
    await db.deleteFrom('menus').where('id', '=', seeded.id).execute();
    await addMailboxMenu(db as never);
    await addMailboxMenu(db as never);
    const added = await entry();
    expect(added).toHaveLength(1);
    expect(added[0].root).toBe(seeded.root);
    expect(await grants(added[0].id)).toEqual(seededGrants);
  });

  it('keeps the mail from the report scripts\' read-only role', async () => {
    const privileges = await sql<{ table: string; allowed: boolean }>`
      select t as table, has_table_privilege(${REPORT_ROLE}, t, 'select') as allowed from unnest(array['mail_queue', 'mailbox_messages', 'reports']) as t`.execute(db);
    expect(privileges.rows).toEqual([{ table: 'mail_queue', allowed: false }, { table: 'mailbox_messages', allowed: false }, { table: 'reports', allowed: true }]);
  });
});
