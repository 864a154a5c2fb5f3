// The SIM tools (spec 01 §7.7): POST SimCard/ValidateSim and SimCard/ValidatePrintSim, query parameters only.
// Success answers data.mensaje; a refusal answers 422 with data.error. The pair row is locked (FOR UPDATE) and
// updated only while still unused, so a pair is recorded once even under a scanner's double submit.
import { Router } from 'express';
import { validatePrintSim, validateSim, type SimPrintInfo } from '../../../contracts/endpoints/sim';
import type { ApiContext } from '../../shell/api/context';
import { handle, reply } from '../../core/handle';
import { refuse } from '../../core/refuse';
import { translate, type Lang, type Msg } from '../../shell/messages';
import { printRefusal, validationRefusal } from './rules';

/** A refusal: 422 with its message in data.error too. */
const refused = (msg: Msg): never => refuse(422, msg.key, msg.params, { data: (lang: Lang) => ({ error: translate(lang, msg) }) });
const isSpanish = (req: { headers: Record<string, unknown> }) => String(req.headers['accept-language'] ?? '').toLowerCase().startsWith('es');

export function simRoutes({ db }: ApiContext): Router {
  const router = Router();

  handle(router, validateSim, async ({ query: input, req }) => {
    const now = new Date().toISOString();
    await db.transaction().execute(async (tx) => {
      const order = await tx.selectFrom('simOrders').selectAll().where('movement', '=', input.movement).executeTakeFirst();
      const pair = await tx.selectFrom('simPairs').selectAll().where('serial', '=', input.serial).forUpdate().executeTakeFirst();
      const refusal = validationRefusal(input, order, pair, req.auth!.user.codBodega);
      if (refusal) refused(refusal);
      await tx
        .updateTable('simPairs')
        .set({ validatedMovement: input.movement, validatedAt: now, validatedBy: req.auth!.user.id })
        .where('serial', '=', input.serial)
        .where('validatedAt', 'is', null)
        .execute();
    });
    const mensaje = isSpanish(req)
      ? `SIM ${input.serial} validada con el regalo ${input.giftSerial} en la orden ${input.movement}.`
      : `SIM ${input.serial} validated with gift ${input.giftSerial} in order ${input.movement}.`;
    return reply({ mensaje }, mensaje);
  });

  handle(router, validatePrintSim, async ({ query: input, req }) => {
    const user = req.auth!.user;
    const now = new Date().toISOString();
    const pair = await db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('simPairs').selectAll().where('serial', '=', input.serial).forUpdate().executeTakeFirst();
      const refusal = printRefusal(input, user.codBodega, row);
      if (refusal) refused(refusal);
      await tx.updateTable('simPairs').set({ printedAt: now, printedBy: user.id }).where('serial', '=', input.serial).where('printedAt', 'is', null).execute();
      return row!;
    });
    const info: SimPrintInfo = {
      name: pair.holderName, signature: user.name, idNumber: pair.holderDocument, phone: pair.holderPhone,
      date: now.slice(0, 10), serial: pair.serial, giftSerial: pair.giftSerial,
    };
    const mensaje = isSpanish(req) ? `SIM ${pair.serial} lista para imprimir.` : `SIM ${pair.serial} ready to print.`;
    return reply({ mensaje, info }, mensaje);
  });

  return router;
}
