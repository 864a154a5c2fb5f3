// The satellite-TV integration console (spec 02 §7 Integration, issue 14): messages (list, detail with history,
// re-process through the state machine), configurations and DIRECTTV flows. Module calls: bearer or ?token=.
import { Router } from 'express';
import {
  configurationList, configurationSave, flowList, flowSave, integrationGet, integrationList, integrationSave, REPROCESSABLE_STATES,
} from '../../../contracts/endpoints/satelliteTv';
import { actorOf } from '../../auth';
import { parse } from '../../contract';
import type { ApiContext } from '../../api/context';
import { sendVersion } from '../../db/versions';
import { ApiError, objectBody, ok } from '../../http';
import { runTransition } from '../../transitions';
import { LineError, lineErrorHandler, queryOf } from '../lineHttp';
import { messageMachine } from './machine';
import { listMessages, messageWithChanges, pageOf } from './queries';
import { adjustmentRoutes } from './adjustmentRoutes';
import { orderRoutes } from './orderRoutes';
import { remissionRoutes } from './remissionRoutes';

export const SUCCESSFUL_PROCESS = 'Successful process.';

const messageNotFound = (id: number) => new LineError(404, { en: `The integration message ${id} does not exist.`, es: `El mensaje de integración ${id} no existe.` });

export function satelliteTvRoutes(ctx: ApiContext): Router {
  const { db } = ctx;
  const router = Router();

  router.post(`/${integrationList.path}`, async (req, res) => {
    ok(res, await listMessages(db, parse(integrationList.body, objectBody(req))));
  });
  router.get(`/${integrationGet.path}`, async (req, res) => {
    const { id } = parse(integrationGet.query, queryOf(req));
    const found = await messageWithChanges(db, id);
    if (!found) throw messageNotFound(id);
    ok(res, found);
  });
  router.post(`/${integrationSave.path}`, async (req, res) => {
    const body = parse(integrationSave.body, objectBody(req));
    try {
      const done = await runTransition(db, messageMachine, { id: body.id, event: body.state, payload: { error: body.error }, actor: actorOf(req), version: body.version });
      sendVersion(res, done.version);
      ok(res, { id: body.id, state: done.to }, SUCCESSFUL_PROCESS);
    } catch (error) {
      if (!(error instanceof ApiError) || error.msg.key !== 'transition.notAllowed') throw error;
      const state = String(error.msg.params?.state ?? '');
      const allowed = REPROCESSABLE_STATES.join(', ');
      throw new LineError(409, {
        en: `The message ${body.id} is in state ${state}: only messages in ${allowed} can be re-processed.`,
        es: `El mensaje ${body.id} está en estado ${state}: solo se pueden reprocesar mensajes en ${allowed}.`,
      }, { state: { en: `Not allowed from ${state}.`, es: `No permitido desde ${state}.` } });
    }
  });

  router.post(`/${configurationList.path}`, async (req, res) => {
    ok(res, await pageOf(db, 'stvConfigurations', parse(configurationList.body, objectBody(req))));
  });
  router.post(`/${configurationSave.path}`, async (req, res) => {
    const { id, ...fields } = parse(configurationSave.body, objectBody(req));
    const saved = id
      ? await db.updateTable('stvConfigurations').set((eb) => ({ ...fields, version: eb('version', '+', 1) })).where('id', '=', id).returningAll().executeTakeFirst()
      : await db.insertInto('stvConfigurations').values(fields).returningAll().executeTakeFirst();
    if (!saved) throw new LineError(404, { en: `The configuration ${id} does not exist.`, es: `La configuración ${id} no existe.` });
    ok(res, saved, SUCCESSFUL_PROCESS);
  });

  router.post(`/${flowList.path}`, async (req, res) => {
    ok(res, await pageOf(db, 'stvFlows', parse(flowList.body, objectBody(req))));
  });
  router.post(`/${flowSave.path}`, async (req, res) => {
    const { id, orderBy, state } = parse(flowSave.body, objectBody(req));
    const saved = await db.updateTable('stvFlows').set((eb) => ({ orderBy, state, version: eb('version', '+', 1) }))
      .where('id', '=', id).where('type', '=', 'DIRECTTV').returningAll().executeTakeFirst();
    if (!saved) throw new LineError(404, { en: `The flow ${id} does not exist.`, es: `El flujo ${id} no existe.` });
    ok(res, saved, SUCCESSFUL_PROCESS);
  });

  router.use(adjustmentRoutes(ctx));
  router.use(remissionRoutes(ctx));
  router.use(orderRoutes(ctx));
  router.use(lineErrorHandler);
  return router;
}
