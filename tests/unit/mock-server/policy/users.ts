// Users made for the policy tests: a console user (database 1) whose one role has the given flags on the given
// menu paths (an empty map: a user with no menu at all), signed in.
import { sql } from 'kysely';
import { hashPassword } from '../../../../mock-server/shell/passwords';
import type { MockServer } from '../../../../mock-server/shell/server';
import { login } from '../helpers';

export const MADE_PASSWORD = 'Politica#2026';

/** Creates role `login` with `grants` (menu path → flags such as 'lvw') and user `login` holding it; answers its token. */
export async function madeUser(
  server: Pick<MockServer, 'db' | 'url'>, loginName: string, grants: Record<string, string>, codBodega = 'BOG-001',
): Promise<{ token: string; userId: number }> {
  const { db } = server;
  const role = await db.insertInto('roles').values({ name: `Política ${loginName}`, status: true, dataBaseId: 1 }).returning('id').executeTakeFirstOrThrow();
  const menus = await db.selectFrom('menus').select(['id', 'path']).where('dataBaseId', '=', 1).execute();
  for (const [path, text] of Object.entries(grants)) {
    for (const menu of menus.filter((m) => m.path === path)) {
      await db.insertInto('menuAccess').values({
        name: `${loginName} · ${path}`, role: role.id, menu: menu.id, status: true,
        l: text.includes('l'), v: text.includes('v'), w: text.includes('w'), r: text.includes('r'), d: text.includes('d'),
      }).execute();
    }
  }
  const { max } = (await sql<{ max: number }>`select coalesce(max(id), 0)::int as max from users`.execute(db)).rows[0];
  const id = max + 1;
  await db.insertInto('users').values({
    id, name: `Usuario ${loginName}`, login: loginName, email: `${loginName}@example.test`, document: String(7_000_000_000 + id),
    passwordHash: await hashPassword(MADE_PASSWORD), status: true, changePassword: 'False', dataBaseId: 1, codBodega,
  }).execute();
  await db.insertInto('userRoles').values({ userId: id, roleId: role.id, position: 0 }).execute();
  await db.insertInto('userDatabases').values({ userId: id, databaseId: 1, position: 0 }).execute();
  return login(server, loginName, MADE_PASSWORD);
}
