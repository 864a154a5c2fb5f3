// The technicians' sign-ins (issue 17/18): one user per seeded technician (repair_technicians.user_id), role
// Técnico of the console's database, so each sees only their own orders on the technician screens.
// Appended after every other user (ids from the highest one), so no other seeded user changes.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../core/db/schema';
import { hashPassword, seedSalt } from '../../../shell/passwords';

/** Password of every technician's user. */
export const TECHNICIAN_PASSWORD = 'Tecnico#2026';
/** Login → the seeded technician it signs in as (mock-server/lines/repairOrders/seed.ts TECHNICIANS). */
export const TECHNICIAN_USERS = [
  { login: 'tecnico1', technicianId: 1 },
  { login: 'tecnico2', technicianId: 2 },
  { login: 'tecnico3', technicianId: 3 },
  { login: 'tecnico4', technicianId: 4 },
] as const;

export async function writeTechnicianUsers(tx: Kysely<Database>): Promise<void> {
  const role = await tx.selectFrom('roles').select('id').where('dataBaseId', '=', 1).where('name', '=', 'Técnico').executeTakeFirstOrThrow();
  const technicians = await tx.selectFrom('repairTechnicians').select(['id', 'name']).orderBy('id').execute();
  const { max } = (await sql<{ max: number }>`select coalesce(max(id), 0)::int as max from users`.execute(tx)).rows[0];
  const users = await Promise.all(TECHNICIAN_USERS.map(async ({ login, technicianId }, i) => ({
    id: max + i + 1, name: technicians.find((t) => t.id === technicianId)!.name, login, email: `${login}@grupoandino.co`,
    document: String(9_100_000_001 + i), passwordHash: await hashPassword(TECHNICIAN_PASSWORD, seedSalt(login)),
    status: true, changePassword: 'False' as const, dataBaseId: 1, codBodega: 'BOG-001',
  })));
  await tx.insertInto('users').values(users).execute();
  await tx.insertInto('userRoles').values(users.map((u) => ({ userId: u.id, roleId: role.id, position: 0 }))).execute();
  await tx.insertInto('userDatabases').values(users.map((u) => ({ userId: u.id, databaseId: 1, position: 0 }))).execute();
  for (const [i, { technicianId }] of TECHNICIAN_USERS.entries()) {
    await tx.updateTable('repairTechnicians').set({ userId: users[i].id }).where('id', '=', technicianId).execute();
  }
}
