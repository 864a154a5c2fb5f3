// Who the technician is (repair_technicians.user_id = the session's user) and the refusal of an order that is not
// theirs: every technician endpoint goes through these, so another technician's order is a 403 with a message.
import type { Request } from 'express';
import { sql } from 'kysely';
import { authOf } from '../../../core/actor';
import type { Db } from '../../../core/db/open';
import { refuse } from '../../../core/refuse';

/** The technician rows of a user (one in the seed; a person may work in several workshops). */
export async function technicianIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`select id from repair_technicians where user_id = ${userId} order by id`.execute(db);
  return rows.rows.map((row) => row.id);
}

/**
 * The session user's technician ids; refused when the user is not a technician, or when the call names another
 * user as `tech` (the original screens sent the technician id themselves).
 */
export async function callerTechnicians(db: Db, req: Request, named?: number): Promise<number[]> {
  const { user } = authOf(req);
  if (named !== undefined && named !== user.id) refuse(403, 'repairTechnician.notYou', { id: named });
  const ids = await technicianIdsOf(db, user.id);
  if (ids.length === 0) refuse(403, 'repairTechnician.notTechnician');
  return ids;
}

/** The order, when it is the caller's: 404 when there is none, 403 when another technician has it. */
export async function ownOrder(db: Db, req: Request, orderId: number): Promise<{ technicianIds: number[] }> {
  const technicianIds = await callerTechnicians(db, req);
  const row = (await sql<{ technicianId: number | null }>`select technician_id from repair_orders where id = ${orderId}`.execute(db)).rows[0];
  if (!row) refuse(404, 'repairTechnician.orderMissing', { order: orderId });
  if (row.technicianId == null || !technicianIds.includes(row.technicianId)) refuse(403, 'repairTechnician.notAssigned', { order: orderId });
  return { technicianIds };
}
