// A published design's menu entry in the console's menu (database 1) and the grants its design gives: made at the
// first publish, updated on the next ones (same id, so links and history stay), grants replaced.
import type { Kysely } from 'kysely';
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import type { Database } from '../../core/db/schema';
import { records } from '../../core/records';

type Db = Kysely<Database>;

const CONSOLE_DATABASE = 1;

/** The console's top-level groups (where an entry may go) and its roles (who may be granted it). */
export async function menuOptions(db: Db) {
  const groups = await db
    .selectFrom('menus')
    .select(['id', 'name', 'nameEn'])
    .where('dataBaseId', '=', CONSOLE_DATABASE)
    .where('root', '=', 0)
    .where('path', '=', '')
    .where('status', '=', true)
    .orderBy('index')
    .execute();
  const roles = await db.selectFrom('roles').select(['id', 'name']).where('dataBaseId', '=', CONSOLE_DATABASE).where('status', '=', true).orderBy('id').execute();
  return { groups, roles };
}

/** Every path an active menu entry of the console uses, but the design's own entry. */
export async function pathsInUse(db: Db, ownMenuId: number | null): Promise<string[]> {
  // the console's only: another database's entry with the same path leads to the same designed screen (its users' way to it)
  let query = db.selectFrom('menus').select('path').where('dataBaseId', '=', CONSOLE_DATABASE).where('path', '!=', '');
  if (ownMenuId !== null) query = query.where('id', '!=', ownMenuId);
  return (await query.execute()).map((row) => row.path);
}

/** Creates or updates the entry and replaces its grants; answers its id. Inside the publish transaction. */
export async function publishMenuEntry(db: Db, design: ResourceDesign, menuId: number | null): Promise<number> {
  const values = {
    name: design.label.es,
    nameEn: design.label.en,
    path: design.menu.path,
    icon: design.menu.icon,
    root: design.menu.group,
  };
  // versioned like every menu entry; not audited: the design's versions are its history
  const existing = menuId === null ? undefined : await db.selectFrom('menus').select('id').where('id', '=', menuId).executeTakeFirst();
  let id: number;
  if (existing) id = (await records.save(db, 'menus', existing.id, { ...values, status: true }, { actor: null })).id;
  else {
    const last = await db.selectFrom('menus').select((eb) => eb.fn.max('index').as('n')).where('root', '=', design.menu.group).executeTakeFirst();
    const entry = { ...values, status: true, sourcePrime: true, dataBaseId: CONSOLE_DATABASE, index: Number(last?.n ?? 0) + 1 };
    id = (await records.save(db, 'menus', undefined, entry, { actor: null })).id;
  }
  await db.deleteFrom('menuAccess').where('menu', '=', id).execute();
  const roles = new Map((await db.selectFrom('roles').select(['id', 'name']).execute()).map((role) => [role.id, role.name]));
  const grants = design.menu.grants.filter((grant) => roles.has(grant.role) && Object.values(grant.flags).some(Boolean));
  if (grants.length > 0) {
    await db
      .insertInto('menuAccess')
      .values(grants.map((grant) => ({ name: `${roles.get(grant.role)} · ${design.label.es}`, role: grant.role, menu: id, status: true, ...grant.flags })))
      .execute();
  }
  return id;
}
