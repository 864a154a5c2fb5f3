// Who may act on a repair order through the shared OrderWom/* calls. A call is allowed by the menu flags of the
// screens that make it (logistics and point of sale always; the technician's screens, the back office's consult
// and abandoned screens for the calls they make); a caller who is a technician (repair_technicians.user_id) reaches
// only the orders assigned to them (403 otherwise), and one who comes only through a technician screen must be one.
// Where a documented call names who acts (iduser, tech, Technical, idTechnical), it must be the session's user.
import type { Request } from 'express';
import { sql } from 'kysely';
import { userFlags } from '../../shell/auth';
import { authOf } from '../../core/actor';
import { permissionTables } from '../../core/db/records';
import type { Db } from '../../core/db/open';
import type { PermissionFlag } from '../../core/types';
import { missing } from './http';
import { BACK_OFFICE_MENUS } from '../../../contracts/endpoints/repairBackOffice';
import { callerTechnicians, ownOrder, technicianIdsOf } from './technician/access';
import { MENU_PATHS } from '../../../contracts/menuPaths';

export const LOGISTICS_MENU_PATH = MENU_PATHS.logistics;
/** The screens that act on any order: logistics, and the point of sale (pickup, receipt, delivery). */
export const ORDER_MENU_PATHS: readonly string[] = [LOGISTICS_MENU_PATH, MENU_PATHS.pointOfSale];
export const TECHNICIAN_MENU_PATHS: readonly string[] = [MENU_PATHS.technicianForm, MENU_PATHS.technicianWorkshop];
/** Logistics, point of sale and the technician's screens: the calls both kinds of screens make. */
export const SHARED_MENU_PATHS: readonly string[] = [...ORDER_MENU_PATHS, ...TECHNICIAN_MENU_PATHS];
/** The back office's order consultation (cancel, return to the previous state) and abandoned devices (status 16). */
export const CONSULT_MENU_PATHS: readonly string[] = [...ORDER_MENU_PATHS, BACK_OFFICE_MENUS.consult];
export const ABANDONED_MENU_PATHS: readonly string[] = [...ORDER_MENU_PATHS, BACK_OFFICE_MENUS.abandoned];

/**
 * Whether the caller reaches order `orderId` (404 when there is none): a technician only their own orders; a user who
 * is no technician when one of `anyOrderPaths` gives them `flag` (else: 'not registered as a technician').
 * Answers the caller's technician ids (empty: not a technician).
 */
export async function reachOrder(db: Db, req: Request, orderId: number, flag: PermissionFlag, anyOrderPaths: readonly string[] = ORDER_MENU_PATHS): Promise<number[]> {
  const scope = await callerScope(db, req, flag, anyOrderPaths);
  if (scope !== 'all') return (await ownOrder(db, req, orderId)).technicianIds;
  const row = (await sql`select 1 from repair_orders where id = ${orderId}`.execute(db)).rows[0];
  if (!row) throw missing('repairOrder.entity', orderId);
  return [];
}

/**
 * Whose orders the caller reaches: a technician's ids (their orders only), or 'all' for a user who is no technician
 * and has `flag` on one of `anyOrderPaths`; one who came through a technician screen only is told they are none.
 */
export async function callerScope(db: Db, req: Request, flag: PermissionFlag, anyOrderPaths: readonly string[] = ORDER_MENU_PATHS): Promise<'all' | number[]> {
  const { user } = authOf(req);
  const technicianIds = await technicianIdsOf(db, user.id);
  if (technicianIds.length > 0) return technicianIds;
  const tables = await permissionTables(db);
  // 'Your user is not registered as a technician.'
  if (!anyOrderPaths.some((path) => userFlags(tables, user, path)[flag])) await callerTechnicians(db, req);
  return 'all';
}
