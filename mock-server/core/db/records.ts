// Reads the API modules share: records with their link rows (a user's roles and databases), and the
// permission tables (roles, menus, menu access) the guards and the side menu need.
import type { Kysely, Selectable } from 'kysely';
import type { DataBaseRecord, Menu, MenuAccess, Role, User } from '../types';
import { ReadCache } from './readCache';
import type { Database, UsersTable } from './schema';

type Reader = Kysely<Database>;

/** A stored row without its version (the shape the API has always answered). */
export function withoutVersion<T extends { version: number }>(row: T): Omit<T, 'version'> {
  const { version: _version, ...rest } = row;
  return rest;
}

/** Users with their roles and databases (in the order they were given). */
export async function withLinks(db: Reader, rows: ReadonlyArray<Selectable<UsersTable>>): Promise<Array<User & { version: number }>> {
  if (rows.length === 0) return [];
  const ids = rows.map((u) => u.id);
  const [roles, databases] = await Promise.all([
    db.selectFrom('userRoles').select(['userId', 'roleId']).where('userId', 'in', ids).orderBy('userId').orderBy('position').execute(),
    db.selectFrom('userDatabases').select(['userId', 'databaseId']).where('userId', 'in', ids).orderBy('userId').orderBy('position').execute(),
  ]);
  const group = <K extends string>(links: Array<{ userId: number } & Record<K, number>>, key: K) => {
    const map = new Map<number, number[]>();
    for (const link of links) map.set(link.userId, [...(map.get(link.userId) ?? []), link[key]]);
    return map;
  };
  const rolesOf = group(roles, 'roleId');
  const databasesOf = group(databases, 'databaseId');
  return rows.map((u) => ({ ...u, roles: rolesOf.get(u.id) ?? [], databases: databasesOf.get(u.id) ?? [] }));
}

export async function findUser(db: Reader, id: number): Promise<(User & { version: number }) | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withLinks(db, [row]))[0] : undefined;
}

export async function allUsers(db: Reader): Promise<Array<User & { version: number }>> {
  return withLinks(db, await db.selectFrom('users').selectAll().orderBy('id').execute());
}

/** The users linked to a database, by id. */
export async function usersLinkedTo(db: Reader, dataBaseId: number): Promise<Array<User & { version: number }>> {
  const rows = await db
    .selectFrom('users')
    .selectAll('users')
    .where((eb) => eb.exists(eb.selectFrom('userDatabases').select('userId').whereRef('userDatabases.userId', '=', 'users.id').where('databaseId', '=', dataBaseId)))
    .orderBy('id')
    .execute();
  return withLinks(db, rows);
}

export async function findDatabase(db: Reader, id: number): Promise<(DataBaseRecord & { version: number }) | undefined> {
  return db.selectFrom('databases').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function databaseName(db: Reader, id: number): Promise<string> {
  return (await db.selectFrom('databases').select('name').where('id', '=', id).executeTakeFirst())?.name ?? String(id);
}

/** The tables behind permission flags and the side menu. */
export interface PermissionTables {
  roles: Role[];
  menus: Menu[];
  menuAccess: MenuAccess[];
}

/** The permission tables, kept until one of them is written: every guarded request reads them. */
const permissionCache = new ReadCache<PermissionTables>(['roles', 'menus', 'menuAccess'], 1);

export function permissionTables(db: Reader): Promise<PermissionTables> {
  return permissionCache.get(db, 'all', () => readPermissionTables(db));
}

async function readPermissionTables(db: Reader): Promise<PermissionTables> {
  const [roles, menus, menuAccess] = await Promise.all([
    db.selectFrom('roles').select(['id', 'name', 'status', 'dataBaseId']).orderBy('id').execute(),
    db.selectFrom('menus').select(['id', 'name', 'nameEn', 'path', 'icon', 'root', 'status', 'sourcePrime', 'dataBaseId', 'index']).orderBy('id').execute(),
    db.selectFrom('menuAccess').select(['id', 'name', 'role', 'menu', 'status', 'l', 'v', 'w', 'r', 'd']).orderBy('id').execute(),
  ]);
  return { roles, menus, menuAccess };
}
