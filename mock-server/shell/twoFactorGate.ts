// The "enrol first" gate of the second factor (issue 32 item 5): a member of a role that requires a second factor,
// without one, may only enrol (TwoFactor/*), ask about the session and sign out until it is set up. requireAuth
// (auth.ts) calls it; the routes that stay open pass `duringEnrolment`.
import { refuse } from '../core/refuse';
import type { Db } from '../core/db/open';
import { ReadCache } from '../core/db/readCache';

/** Per user: whether an active role requires a factor, and whether the user has a confirmed one. */
const needs = new ReadCache<{ required: boolean; enabled: boolean }>(['roles', 'userRoles', 'userSecondFactors']);

export async function secondFactorState(db: Db, userId: number): Promise<{ required: boolean; enabled: boolean }> {
  return needs.get(db, String(userId), async () => {
    const required = await db
      .selectFrom('userRoles')
      .innerJoin('roles', 'roles.id', 'userRoles.roleId')
      .select('roles.id')
      .where('userRoles.userId', '=', userId)
      .where('roles.status', '=', true)
      .where('roles.requireTwoFactor', '=', true)
      .executeTakeFirst();
    const factor = await db.selectFrom('userSecondFactors').select('confirmedAt').where('userId', '=', userId).executeTakeFirst();
    return { required: Boolean(required), enabled: Boolean(factor?.confirmedAt) };
  });
}

/** Whether the user must enrol before anything else. */
export const mustEnrol = async (db: Db, userId: number): Promise<boolean> => {
  const { required, enabled } = await secondFactorState(db, userId);
  return required && !enabled;
};

/** 403 with a clear message while the user must enrol; data { twoFactorSetupRequired: true } tells the app why. */
export async function refuseUntilEnrolled(db: Db, userId: number): Promise<void> {
  if (await mustEnrol(db, userId)) refuse(403, 'twoFactor.enrolRequired', undefined, { data: { twoFactorSetupRequired: true } });
}
