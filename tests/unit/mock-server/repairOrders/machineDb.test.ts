// @vitest-environment node
// The repair order machine on the seeded database: the seed covers every state, an accepted transition stamps
// its stage (user, previous state) with the state change, refusals name the order's state and the action and
// change nothing, returnTo<S> follows getPreState.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../mock-server/core/db/open';
import { ApiError } from '../../../../mock-server/core/refuse';
import { translate } from '../../../../mock-server/shell/messages';
import { ORDER_STATES, previousState, repairOrderMachine, type OrderEvent, type OrderPayload } from '../../../../mock-server/lines/repairOrders/machine';
import { runTransition } from '../../../../mock-server/core/transitions';
import { withDatabase } from '../db/dbHelpers';

let db: Db;
withDatabase((opened) => { db = opened; });
const actor = { id: 1, name: 'Administrador' };

const run = (id: number, event: OrderEvent, payload: OrderPayload = {}) => runTransition(db, repairOrderMachine, { id, event, payload, actor });
const orderIn = async (state: string, extra = sql`true`) =>
  (await sql<{ id: number }>`select id from repair_orders where id_order_state = ${state} and ${extra} order by id limit 1`.execute(db)).rows[0].id;
const stateOf = async (id: number) => (await sql<{ s: string; v: number }>`select id_order_state as s, version as v from repair_orders where id = ${id}`.execute(db)).rows[0];
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  const api = error as ApiError;
  return { status: api.status, es: translate('es', api.msg), en: translate('en', api.msg) };
};

describe('repair orders on the seeded database', () => {
  it('the seed holds 400+ orders over every state, each with the stamps of its path', async () => {
    const counts = (await sql<{ s: string; n: number }>`select id_order_state as s, count(*)::int as n from repair_orders group by 1`.execute(db)).rows;
    expect(counts.map((c) => c.s).sort()).toEqual([...ORDER_STATES].sort());
    expect(counts.reduce((sum, c) => sum + c.n, 0)).toBeGreaterThanOrEqual(400);
    const unstamped = await sql<{ n: number }>`select count(*)::int as n from repair_orders o where not exists
      (select 1 from repair_order_stages s where s.order_id = o.id and s.state = o.id_order_state)`.execute(db);
    expect(unstamped.rows[0].n).toBe(0);
  });

  it('a collection guide needs its number and a technician, then moves 1 → 8 and stamps the stage', async () => {
    const id = await orderIn('1', sql`technician_id is not null`);
    const empty = await refusal(run(id, 'collectionGuide', { guideNumber: '  ' }));
    expect(empty).toMatchObject({ status: 400, es: 'No se a ingresado el número de guía' });
    const noTech = await orderIn('1', sql`technician_id is null`);
    expect((await refusal(run(noTech, 'collectionGuide', { guideNumber: 'GU1' }))).es).toContain('no tiene técnico asignado');
    const before = await stateOf(id);
    expect(await run(id, 'collectionGuide', { guideNumber: ' GU123 ' })).toMatchObject({ from: '1', to: '8', version: before.v + 1 });
    const stamp = (await sql<{ state: string; previousState: string; userName: string }>`select state, previous_state, user_name
      from repair_order_stages where order_id = ${id} order by id desc limit 1`.execute(db)).rows[0];
    expect(stamp).toEqual({ state: '8', previousState: '1', userName: 'Administrador' });
    expect((await sql<{ g: string }>`select collection_guide as g from repair_orders where id = ${id}`.execute(db)).rows[0].g).toBe('GU123');
    expect(await previousState(db, id)).toBe('1');
  });

  it('refuses an action its state does not allow, naming the state and the action, and changes nothing', async () => {
    const id = await orderIn('12');
    const before = await stateOf(id);
    const refused = await refusal(run(id, 'confirmPayment'));
    expect(refused.status).toBe(409);
    expect(refused.en).toContain('"confirmPayment" is not allowed in state 12');
    expect(refused.es).toContain('no se permite en el estado 12');
    expect(await stateOf(id)).toEqual(before);
  });

  it('a diagnostic leads to 4, or finishes with 12 for final state 4; returnOrderState goes back to getPreState only', async () => {
    const diagnostic = { finalState: 1, comments: 'Se cambia la pantalla' };
    const a = await orderIn('2');
    expect((await refusal(run(a, 'diagnoseFinished', { diagnostic }))).status).toBe(400);
    expect(await run(a, 'diagnoseToQuality', { diagnostic })).toMatchObject({ from: '2', to: '4' });
    expect((await refusal(run(a, 'returnTo10'))).en).toContain('its previous state is 2');
    expect(await run(a, 'returnTo2')).toMatchObject({ from: '4', to: '2' });
    expect(await run(a, 'diagnoseFinished', { diagnostic: { ...diagnostic, finalState: 4 } })).toMatchObject({ to: '12' });
    expect((await sql<{ f: number }>`select final_state as f from repair_orders where id = ${a}`.execute(db)).rows[0].f).toBe(4);
  });

  it('delivery needs a proof file', async () => {
    const id = await orderIn('15');
    expect((await refusal(run(id, 'confirmDelivery', {}))).status).toBe(400);
    expect(await run(id, 'confirmDelivery', { proofFile: 'comprobante.pdf', deliveryDescription: 'Entregado' })).toMatchObject({ to: '12' });
  });
});
