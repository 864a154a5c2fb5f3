// The satellite-TV integration console (spec 02 §7 Integration, issue 14): messages (list, detail with history,
// re-process through the state machine), configurations and DIRECTTV flows. Module calls: bearer or ?token=.
import { Router } from 'express';
import {
  configurationList, configurationSave, flowList, flowSave, integrationGet, integrationList, integrationSave, REPROCESSABLE_STATES,
} from '../../../contracts/endpoints/satelliteTv';
import type { ApiContext } from '../../shell/api/context';
import { handle, reply, type AnswerOf } from '../../core/handle';
import { records } from '../../core/records';
import { ApiError, refuse } from '../../core/refuse';
import { sendVersion } from '../../core/db/versions';
import { runTransition } from '../../core/transitions';
import { messageMachine } from './machine';
import { listMessages, messageWithChanges, pageOf } from './queries';
import { adjustmentRoutes } from './adjustmentRoutes';
import { orderRoutes } from './orderRoutes';
import { remissionRoutes } from './remissionRoutes';

export const SUCCESSFUL_PROCESS = 'Successful process.';

export function satelliteTvRoutes(ctx: ApiContext): Router {
  const { db } = ctx;
  const router = Router();

  handle(router, integrationList, ({ body }) => listMessages(db, body));
  handle(router, integrationGet, async ({ query: { id } }) => {
    const found = await messageWithChanges(db, id);
    if (!found) refuse(404, 'satelliteTv.messageNotFound', { id });
    return found;
  });
  handle(router, integrationSave, async ({ body, res, actor }) => {
    try {
      const done = await runTransition(db, messageMachine, { id: body.id, event: body.state, payload: { error: body.error }, actor: actor(), version: body.version });
      sendVersion(res, done.version);
      return reply({ id: body.id, state: done.to }, SUCCESSFUL_PROCESS);
    } catch (error) {
      if (!(error instanceof ApiError) || error.msg.key !== 'transition.notAllowed') throw error;
      const state = String(error.msg.params?.state ?? '');
      refuse(409, 'satelliteTv.notReprocessable', { id: body.id, state, allowed: REPROCESSABLE_STATES.join(', ') }, {
        errors: { state: { key: 'satelliteTv.notAllowedFrom', params: { state } } },
      });
    }
  });

  // the stored columns hold what the contracts allow (format, state: checked on save); their types are wider
  handle(router, configurationList, async ({ body }) => (await pageOf(db, 'stvConfigurations', body)) as AnswerOf<typeof configurationList>);
  handle(router, configurationSave, async ({ body: { id, ...fields } }) => {
    const saved = await db.transaction().execute(async (tx) => {
      if (id && !(await tx.selectFrom('stvConfigurations').select('id').where('id', '=', id).executeTakeFirst())) return undefined;
      const written = await records.save(tx, 'stvConfigurations', id || undefined, fields, { actor: null });
      return tx.selectFrom('stvConfigurations').selectAll().where('id', '=', written.id).executeTakeFirstOrThrow();
    });
    if (!saved) refuse(404, 'satelliteTv.configurationNotFound', { id: String(id) });
    return reply(saved as AnswerOf<typeof configurationSave>, SUCCESSFUL_PROCESS);
  });

  handle(router, flowList, async ({ body }) => (await pageOf(db, 'stvFlows', body)) as AnswerOf<typeof flowList>);
  handle(router, flowSave, async ({ body: { id, orderBy, state } }) => {
    const saved = await db.transaction().execute(async (tx) => {
      const flow = tx.selectFrom('stvFlows').selectAll().where('id', '=', id).where('type', '=', 'DIRECTTV');
      if (!(await flow.executeTakeFirst())) return undefined;
      await records.save(tx, 'stvFlows', id, { orderBy, state }, { actor: null });
      return flow.executeTakeFirstOrThrow();
    });
    if (!saved) refuse(404, 'satelliteTv.flowNotFound', { id });
    return reply(saved as AnswerOf<typeof flowSave>, SUCCESSFUL_PROCESS);
  });

  router.use(adjustmentRoutes(ctx));
  router.use(remissionRoutes(ctx));
  router.use(orderRoutes(ctx));
  return router;
}
