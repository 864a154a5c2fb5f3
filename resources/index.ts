import type { ResourceDef } from '../src/engine/types';
import databases from './databases';
import menus from './menus';
import permissionEntries from './permissionEntries';
import roles from './roles';
import users from './users';
import warehouses from './warehouses';

/** Every resource of the console, by name. Adding a plain resource = one file + one line here. */
export const resources: Record<string, ResourceDef> = Object.fromEntries(
  [databases, menus, permissionEntries, roles, users, warehouses].map((r) => [r.name, r]),
);

export const getResource = (name: string): ResourceDef | undefined => resources[name];
