/**
 * Menu entries (spec 01 §3, §5, §6, §7.1): the signed-in user's side menu (Menu/GetAccess, Menu/GetItemMenu) and a
 * database's entries with their per-role permissions (Menu/List, Get, GetRoot, Save, SaveAccess; guarded by the
 * databases menu entry).
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/menus';
import * as shellRoutes from '../routes/shell';
import * as sessionRoutes from '../routes/session';
import { baseVersion, flag, integer, page, paging, recordId, requiredText, text } from './fields';

/** The flags a user has on one menu entry: L list, V view, W create/edit, R export/report, D delete. */
export const permissionFlags = z.object({ l: z.boolean(), v: z.boolean(), w: z.boolean(), r: z.boolean(), d: z.boolean() });
export type PermissionFlags = z.infer<typeof permissionFlags>;

/** One entry of the Menu/GetAccess tree. */
export interface MenuAccessEntry {
  header: string;
  link: string;
  iconName: string;
  index: number;
  id: number;
  /** beyond the original contract: true for internal pages, false for the external catalogue module */
  sourcePrime: boolean;
  /** beyond the original contract: the user's flags on this entry (for canAccess; the mock always sends it) */
  permissions?: PermissionFlags;
  childrenLinks: MenuAccessEntry[];
}
export const menuAccessEntry: z.ZodType<MenuAccessEntry> = z.object({
  header: z.string(),
  link: z.string(),
  iconName: z.string(),
  index: z.number().int(),
  id: z.number().int(),
  sourcePrime: z.boolean(),
  permissions: permissionFlags.optional(),
  get childrenLinks() {
    return z.array(menuAccessEntry);
  },
});

export const menuGetAccess = endpoint({ ...sessionRoutes.menuGetAccess, body: z.object({ id: recordId() }), answer: z.array(menuAccessEntry) });

export const menuGetItem = endpoint({
  ...shellRoutes.menuGetItem,
  body: z.object({ id: recordId(), userid: recordId() }),
  answer: z.object({ role: z.number().int(), roleName: z.string(), path: z.string(), token: z.string(), api: z.string(), urlApi: z.string() }),
});

export const menuRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the English name ('' = the Spanish name serves both languages) */
  nameEn: z.string(),
  path: z.string(),
  icon: z.string(),
  /** the parent entry; 0 at the top */
  root: z.number().int(),
  status: z.boolean(),
  sourcePrime: z.boolean(),
  dataBaseId: z.number().int(),
  index: z.number().int(),
  version: z.number().int(),
});
export type MenuRecord = z.infer<typeof menuRecord>;

export const accessRow = permissionFlags.extend({
  id: z.number().int(),
  role: z.number().int(),
  roleName: z.string(),
  menu: z.number().int(),
  status: z.boolean(),
});

export const menuList = endpoint({
  ...routes.menuList,
  body: z.object({ ...paging, dataBaseId: recordId() }),
  answer: page(menuRecord.omit({ version: true })),
});

export const menuGet = endpoint({
  ...routes.menuGet,
  body: z.object({ id: recordId(), databaseId: integer({ min: 0 }).default(0) }),
  answer: z.object({ row: z.tuple([menuRecord]), items: z.array(accessRow) }),
});

export const menuGetRoot = endpoint({
  ...routes.menuGetRoot,
  body: z.object({ databaseId: recordId() }),
  answer: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const accessFlags = { l: flag().default(false), v: flag().default(false), w: flag().default(false), r: flag().default(false), d: flag().default(false) };

/** A menu entry's permission row for one role, saved with the entry (Menu/Save `items`) or alone (Menu/SaveAccess). */
export const accessFields = z.object({ role: recordId(), ...accessFlags, status: flag().default(true) });

/** The fields a menu entry is saved with (its permission rows are saved by Menu/SaveAccess). */
export const menuFields = z.object({
  id: integer({ min: 0 }).default(0),
  ...baseVersion,
  name: requiredText(100),
  /** the English name; optional for older API clients (the Spanish name then serves both languages) */
  nameEn: text(100).default(''),
  path: requiredText(200),
  /** 0: a top-level entry; otherwise a top-level entry of the same database (checked by the server) */
  root: integer({ min: 0 }),
  icon: text(100).default(''),
  status: flag().default(true),
  sourcePrime: flag().default(true),
  dataBaseId: recordId(),
});
export type MenuFields = z.infer<typeof menuFields>;

export const menuSave = endpoint({ ...routes.menuSave, body: menuFields, answer: z.number().int() });

export const menuSaveAccess = endpoint({
  ...routes.menuSaveAccess,
  body: accessFields.extend({ name: text(200).default(''), menu: recordId() }),
  answer: z.number().int(),
});
