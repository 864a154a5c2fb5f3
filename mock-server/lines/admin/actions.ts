// GET /api/Actions/Get and POST /api/Actions/Apply {item} (spec 01 §7.3, shapes ours: contracts/endpoints/actions.ts).
// Each action is one transaction with its audit row (resource 'actions', record id the item, what it changed as
// before -> after counts); the sockets of closed sessions are dropped and the bell refreshed after the commit.
import { Router, type Request } from 'express';
import type { Kysely } from 'kysely';
import { userFlags } from '../../shell/auth';
import { authOf } from '../../core/actor';
import { handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { refuse } from '../../core/refuse';
import type { Database } from '../../core/db/schema';
import { permissionTables } from '../../core/db/records';
import type { PermissionFlag } from '../../core/types';
import { actionsApply, actionsGet, type ActionItem, type ActionOption } from '../../../contracts/endpoints/actions';
import { USERS_MENU_PATH } from '../../../contracts/endpoints/users';
import type { ApiContext } from '../../shell/api/context';

type Tx = Kysely<Database>;

interface Applied {
  count: number;
  /** the counts before and after, for the audit row */
  before: Record<string, number>;
  after: Record<string, number>;
  /** what to do once committed (sockets, notifications) */
  afterCommit?: () => void;
}

interface Action {
  needsConfirmation: boolean;
  permission: { menu: string; flag: PermissionFlag } | null;
  apply(tx: Tx, req: Request): Promise<Applied>;
}

/** The actions, in the order Actions/Get lists them. */
const actions = ({ disconnectSession, notifyUser }: ApiContext): Record<ActionItem, Action> => ({
  signOutOtherSessions: {
    needsConfirmation: true,
    permission: null,
    async apply(tx, req) {
      const { user, session } = authOf(req);
      const closed = await tx.deleteFrom('sessions').where('userId', '=', user.id).where('id', '<>', session.id).returning('id').execute();
      return {
        count: closed.length,
        before: { sessions: closed.length + 1 },
        after: { sessions: 1 },
        afterCommit: () => closed.forEach(({ id }) => disconnectSession(id)),
      };
    },
  },
  dismissMyNotifications: {
    needsConfirmation: false,
    permission: null,
    async apply(tx, req) {
      const { user } = authOf(req);
      const dismissed = await tx.selectFrom('notifications').select('id').where('idUser', '=', user.id).where('enabled', '=', true).orderBy('id').execute();
      // each one as the bell dismisses it: versioned, not audited (the action's own audit row counts them)
      for (const { id } of dismissed) await records.save(tx, 'notifications', id, { enabled: false }, { actor: null });
      return { count: dismissed.length, before: { notifications: dismissed.length }, after: { notifications: 0 }, afterCommit: () => notifyUser(user.id, { quiet: true }) };
    },
  },
  clearSignInLockouts: {
    needsConfirmation: true,
    permission: { menu: USERS_MENU_PATH, flag: 'w' },
    async apply(tx) {
      const cleared = await tx.deleteFrom('loginFailures').returning('key').execute();
      const keys = new Set(cleared.map(({ key }) => key)).size;
      return { count: keys, before: { failedSignIns: cleared.length }, after: { failedSignIns: 0 } };
    },
  },
});

export function actionRoutes(ctx: ApiContext): Router {
  const { db } = ctx;
  const router = Router();
  const all = actions(ctx);

  /** Whether the signed-in user has the action's permission. */
  const allowed = async (req: Request, action: Action) =>
    !action.permission || userFlags(await permissionTables(db), authOf(req).user, action.permission.menu)[action.permission.flag];

  handle(router, actionsGet, async ({ req, say }) => {
    const options: ActionOption[] = [];
    for (const [item, action] of Object.entries(all) as Array<[ActionItem, Action]>) {
      if (!(await allowed(req, action))) continue;
      options.push({
        item,
        label: say(`action.${item}.label`),
        description: say(`action.${item}.description`),
        needsConfirmation: action.needsConfirmation,
        permission: action.permission && { menu: action.permission.menu, flag: action.permission.flag.toUpperCase() as Uppercase<PermissionFlag> },
      });
    }
    return options;
  });

  handle(router, actionsApply, async ({ body: { item }, req, actor, say }) => {
    const action = all[item];
    const { permission } = action;
    if (permission && !(await allowed(req, action))) {
      refuse(403, 'auth.forbidden', { flag: permission.flag.toUpperCase(), flagName: { key: `flag.${permission.flag}` }, path: permission.menu });
    }
    const applied = await db.transaction().execute(async (tx) => {
      const done = await action.apply(tx, req);
      // an action is no record of a table: its audit row is written as a store's own write
      await records.stored(tx, { actor: actor(), resource: 'actions', recordId: item, action: 'update', before: done.before, after: done.after });
      return done;
    });
    applied.afterCommit?.();
    return reply({ item, count: applied.count }, say(`action.${item}.done`, { count: applied.count }));
  });

  return router;
}
