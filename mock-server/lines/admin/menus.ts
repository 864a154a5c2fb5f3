// Menu entries of a database and their per-role permissions (spec 01 §3, §5, §6, §7.1): POST /api/Menu/List,
// /Menu/Get, /Menu/GetRoot, /Menu/Save, /Menu/SaveAccess. Guarded by the flags on the databases menu entry (the
// menus are a tab of the database detail). The signed-in user's own side menu is in menu.ts.
import { Router } from 'express';
import type { z } from 'zod';
import { crudRoutes } from '../../core/crud';
import { handle, reply, type AnswerOf } from '../../core/handle';
import { records } from '../../core/records';
import { recordNotFound, refuse } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { databaseName } from '../../core/db/records';
import type { Menu, MenuAccess } from '../../core/types';
import { menuGet, menuGetRoot, menuList, menuSave, menuSaveAccess } from '../../../contracts/endpoints/menus';
import type { ApiContext } from '../../shell/api/context';
import { existingDatabase } from './database';
import { pageOf } from '../../shell/api/listing';

export const menuView = (m: Menu): Menu => ({
  id: m.id, name: m.name, nameEn: m.nameEn ?? '', path: m.path, icon: m.icon, root: m.root, status: m.status,
  sourcePrime: m.sourcePrime, dataBaseId: m.dataBaseId, index: m.index,
});

const accessView = (a: MenuAccess & { roleName: string | null }) => ({
  id: a.id, role: a.role, roleName: a.roleName ?? '', menu: a.menu,
  l: a.l, v: a.v, w: a.w, r: a.r, d: a.d, status: a.status,
});

export function menuAdminRoutes({ db }: ApiContext): Router {
  const router = Router();
  // the reader: the store, or a write's transaction (a bulk edit reads its rows in its own)
  const find = (id: number, reader: Db = db) => reader.selectFrom('menus').selectAll().where('id', '=', id).executeTakeFirst();

  handle(router, menuList, async ({ body: { pageIndex, pageSize, dataBaseId } }) => {
    await existingDatabase(db, dataBaseId);
    const rows = await db.selectFrom('menus').selectAll().where('dataBaseId', '=', dataBaseId).orderBy('id').execute();
    return pageOf(rows, pageIndex, pageSize, menuView);
  });

  handle(router, menuGet, async ({ body: { id, databaseId } }) => {
    if (databaseId > 0) await existingDatabase(db, databaseId);
    const menu = await find(id);
    if (!menu) throw recordNotFound('menu.entity', id);
    if (databaseId > 0 && menu.dataBaseId !== databaseId) {
      refuse(404, 'menu.otherDatabase', { id, database: await databaseName(db, databaseId) }, { field: 'id' });
    }
    const items = await db
      .selectFrom('menuAccess')
      .leftJoin('roles', 'roles.id', 'menuAccess.role')
      .selectAll('menuAccess')
      .select('roles.name as roleName')
      .where('menuAccess.menu', '=', menu.id)
      .orderBy('menuAccess.id')
      .execute();
    return { row: [{ ...menuView(menu), version: menu.version }], items: items.map(accessView) } satisfies AnswerOf<typeof menuGet>;
  });

  handle(router, menuGetRoot, async ({ body: { databaseId } }) => {
    await existingDatabase(db, databaseId);
    const roots = await db
      .selectFrom('menus')
      .select(['id', 'name'])
      .where('dataBaseId', '=', databaseId)
      .where('root', '=', 0)
      .orderBy('index')
      .orderBy('id')
      .execute();
    return roots.map((m) => ({ id: m.id, name: m.name }));
  });

  // the save is declared: the factory reads the contract, checks and bumps the version and writes the trail
  router.use(
    crudRoutes<z.infer<typeof menuSave.body>, NonNullable<Awaited<ReturnType<typeof find>>>, undefined, never>(db, {
      resource: 'menus', table: 'menus', entity: 'menu.entity',
      find: (reader, id) => find(id, reader), view: menuView,
      save: {
        // an entry stays in the database it was created in
        contract: menuSave, fixed: ['dataBaseId'],
        prepare: async (input, current) => {
          if (current && input.root === current.id) refuse(400, 'menu.selfRoot', undefined, { field: 'root' });
          return undefined;
        },
        // inside the write's transaction (a bulk edit's rows too, which query nothing outside it)
        check: async (tx, input) => {
          await existingDatabase(tx, input.dataBaseId);
          if (input.root !== 0) {
            const parent = await find(input.root, tx);
            if (!parent || parent.root !== 0 || parent.dataBaseId !== input.dataBaseId) {
              refuse(400, 'menu.badRoot', { root: input.root }, { field: 'root' });
            }
          }
        },
        fields: async (tx, input, current): Promise<Omit<Menu, 'id'>> => {
          // a new entry, or one moved under another root, goes last among its siblings
          const last = await tx
            .selectFrom('menus')
            .select((eb) => eb.fn.max('index').as('index'))
            .where('dataBaseId', '=', input.dataBaseId)
            .where('root', '=', input.root)
            .where('id', '!=', current?.id ?? 0)
            .executeTakeFirst();
          const index = current && current.root === input.root ? current.index : Math.max(0, last?.index ?? 0) + 1;
          return {
            name: input.name, nameEn: input.nameEn, path: input.path, icon: input.icon, root: input.root, status: input.status,
            sourcePrime: input.sourcePrime, dataBaseId: input.dataBaseId, index,
          };
        },
      },
    }),
  );

  handle(router, menuSaveAccess, async ({ body: input, actor, say }) => {
    if (!(input.l || input.v || input.w || input.r || input.d)) refuse(400, 'access.noFlag', undefined, { field: 'flags' });
    const role = await db.selectFrom('roles').selectAll().where('id', '=', input.role).executeTakeFirst();
    if (!role) throw recordNotFound('role.entity', input.role);
    const menu = await find(input.menu);
    if (!menu) throw recordNotFound('menu.entity', input.menu);
    if (role.dataBaseId !== menu.dataBaseId) {
      const params = { role: role.name, roleDatabase: await databaseName(db, role.dataBaseId), menuDatabase: await databaseName(db, menu.dataBaseId), menu: menu.name };
      refuse(400, 'access.roleOtherDatabase', params, { field: 'role' });
    }
    const flags = { l: input.l, v: input.v, w: input.w, r: input.r, d: input.d };
    const name = input.name || `${role.name} · ${menu.name}`;
    const fields = { name, ...flags, status: input.status };
    // the access rows are part of the menu entry: its version moves and its trail records them (the row itself is
    // versioned, not audited)
    const id = await db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('menuAccess').selectAll().where('role', '=', role.id).where('menu', '=', menu.id).executeTakeFirst();
      const saved = await records.save(tx, 'menuAccess', row?.id, row ? fields : { ...fields, role: role.id, menu: menu.id }, { actor: null });
      const label = (flagsOf: typeof fields | undefined) => flagsOf && { [`access.${role.name}`]: { ...flagsOf } };
      const before = row && { name: row.name, l: row.l, v: row.v, w: row.w, r: row.r, d: row.d, status: row.status };
      await records.save(tx, 'menus', menu.id, {}, { actor: actor(), resource: 'menus', before: label(before), after: label(fields) });
      return saved.id;
    });
    return reply(id, say('success.saved'));
  });

  return router;
}
