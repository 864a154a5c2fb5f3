// Which resource rooms a socket may join (issue 36, live lists): room `resource:<name>` for the app's resource
// <name>, joined only by a user with the L flag on the menu entry that guards that resource's list (the same entry
// the resource's definition names, a REST collection's contract, or a published design's menu entry).
import { M } from '../../../contracts/policy';
import { REST_COLLECTIONS } from '../../../contracts/endpoints/warehouses';
import type { ResourceDefinition } from '../../../contracts/resourceDefinition';
import { definitionOf } from '../../../contracts/resourceDesign';
import { adminDefinitions } from '../../../resources/admin';
import { repairBackOfficeDefinitions } from '../../../resources/repairBackOffice';
import { uploadsDefinitions } from '../../../resources/uploads';
import { userFlags } from '../auth';
import type { Db } from '../../core/db/open';
import { permissionTables } from '../../core/db/records';
import { runtimeDesign } from '../../lines/resourceDesigner/restCollections';
import type { User } from '../../core/types';

export const roomOf = (resource: string) => `resource:${resource}`;

/** The line screens' records that are no engine resource: the menu entries whose L lets a user follow them. */
const LINE_RESOURCES: Readonly<Record<string, readonly string[]>> = {
  repairOrders: [M.logistics, M.pointOfSale, M.technicianForm, M.technicianWorkshop, M.consult, M.abandoned],
};

/** The engine's resources (the lines' definitions, pure data) by name. */
const DEFINITIONS: ReadonlyMap<string, ResourceDefinition> = new Map(
  [...adminDefinitions, ...repairBackOfficeDefinitions, ...uploadsDefinitions].map((def) => [def.name, def]),
);
/** The engine's resources and their menu entries. */
const DEFINED: ReadonlyMap<string, readonly string[]> = new Map(
  [...DEFINITIONS.values()].map((def) => [def.name, def.permissions?.menu ? [def.permissions.menu] : []]),
);

/** The definition the app draws a resource's list from (a line's, or a published design's); undefined for a line screen's records. */
export async function definitionOfList(db: Db, resource: string): Promise<ResourceDefinition | undefined> {
  const defined = DEFINITIONS.get(resource);
  if (defined) return defined;
  const design = await runtimeDesign(db, resource);
  return design ? definitionOf(design) : undefined;
}

/** The menu entries guarding a resource's list, or undefined for a resource the server does not know. */
export async function menusOf(db: Db, resource: string): Promise<readonly string[] | undefined> {
  if (Object.hasOwn(LINE_RESOURCES, resource)) return LINE_RESOURCES[resource];
  if (DEFINED.has(resource)) return DEFINED.get(resource);
  if (Object.hasOwn(REST_COLLECTIONS, resource)) return [REST_COLLECTIONS[resource].menu];
  const design = await runtimeDesign(db, resource);
  return design ? [design.menu.path] : undefined;
}

export type RoomCheck = { ok: true } | { ok: false; error: 'unknownResource' | 'forbidden' };

/** Whether `user` may follow `resource`: L on one of its menu entries. */
export async function mayFollow(db: Db, user: User, resource: unknown): Promise<RoomCheck> {
  if (typeof resource !== 'string' || resource === '') return { ok: false, error: 'unknownResource' };
  const menus = await menusOf(db, resource);
  if (!menus) return { ok: false, error: 'unknownResource' };
  const tables = await permissionTables(db);
  return menus.some((menu) => userFlags(tables, user, menu).l) ? { ok: true } : { ok: false, error: 'forbidden' };
}
