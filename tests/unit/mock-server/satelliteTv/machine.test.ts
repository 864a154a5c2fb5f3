// @vitest-environment node
// The integration message's re-process rule (spec 02 §4, issue 14) alone, run by mock-server/core/transitions.ts over
// the seeded store: only STANDBY, READ_ERROR and WRITE_ERROR may change (to any of the eight states), each change
// recorded (who, when, from, to) with its error text; any other state is refused and nothing is written.
import { describe, expect, it } from 'vitest';
import { MESSAGE_STATES, REPROCESSABLE_STATES } from '../../../../contracts/endpoints/satelliteTv';
import { messageMachine } from '../../../../mock-server/lines/satelliteTv/machine';
import { runTransition } from '../../../../mock-server/core/transitions';
import { withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
withServerForFile((ready) => ({ server } = ready));

const actor = { id: 1, name: 'Administrador General' };
/** Seeded message ids cycle through the eight states: id n is in MESSAGE_STATES[(n - 1) % 8]. */
const idIn = (state: string, nth = 0) => MESSAGE_STATES.indexOf(state as never) + 1 + 8 * nth;

describe('the re-process rule', () => {
  it('lists the eight states as events, each allowed only from STANDBY, READ_ERROR and WRITE_ERROR', () => {
    expect(Object.keys(messageMachine.transitions).sort()).toEqual([...MESSAGE_STATES].sort());
    for (const transition of Object.values(messageMachine.transitions)) expect([...transition.from].sort()).toEqual(['READ_ERROR', 'STANDBY', 'WRITE_ERROR']);
  });

  it.each(REPROCESSABLE_STATES)('moves a %s message to the chosen state and records who, when, from and to', async (from) => {
    const id = idIn(from, 3);
    const before = Date.now();
    const done = await runTransition(server.db, messageMachine, { id, event: 'PENDING_PROCESS', payload: { error: 'Reprocesar tras corregir maestro' }, actor });
    expect(done).toMatchObject({ from, to: 'PENDING_PROCESS' });
    const row = await server.db.selectFrom('stvMessages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'PENDING_PROCESS', error: 'Reprocesar tras corregir maestro', version: 2 });
    const changes = await server.db.selectFrom('stvMessageChanges').selectAll().where('messageId', '=', id).execute();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ fromState: from, toState: 'PENDING_PROCESS', userId: 1, userName: actor.name, error: 'Reprocesar tras corregir maestro' });
    expect(Date.parse(changes[0].changedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each(MESSAGE_STATES.filter((s) => !(REPROCESSABLE_STATES as readonly string[]).includes(s)))('refuses a change from %s and writes nothing', async (from) => {
    const id = idIn(from, 4);
    await expect(runTransition(server.db, messageMachine, { id, event: 'STANDBY', payload: { error: 'x' }, actor })).rejects.toMatchObject({
      status: 409, msg: { key: 'transition.notAllowed', params: { state: from } },
    });
    const row = await server.db.selectFrom('stvMessages').select(['state', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: from, version: 1 });
    expect(await server.db.selectFrom('stvMessageChanges').selectAll().where('messageId', '=', id).execute()).toEqual([]);
  });

  it('refuses a stale version (409) and an unknown message (404)', async () => {
    const id = idIn('STANDBY', 5);
    await runTransition(server.db, messageMachine, { id, event: 'WRITE_ERROR', payload: { error: '' }, actor, version: 1 });
    await expect(runTransition(server.db, messageMachine, { id, event: 'OK', payload: { error: '' }, actor, version: 1 })).rejects.toMatchObject({ status: 409 });
    await expect(runTransition(server.db, messageMachine, { id: 999_999, event: 'OK', payload: { error: '' }, actor })).rejects.toMatchObject({ status: 404 });
  });
});
