// @vitest-environment node
// The order serial's approval (spec 02 §4, issue 15) alone, run by mock-server/core/transitions.ts over the seeded store:
// A → P, recorded in the audit trail; a P row refused (409, nothing written); a serial of another order refused.
import { describe, expect, it } from 'vitest';
import { serialMachine } from '../../../../mock-server/lines/satelliteTv/serialMachine';
import { stvOrderNumber } from '../../../../mock-server/lines/satelliteTv/seed2';
import { runTransition } from '../../../../mock-server/core/transitions';
import { withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
withServerForFile((ready) => ({ server } = ready));

const actor = { id: 1, name: 'Administrador General' };
const rowIn = (status: 'A' | 'P') =>
  server.db.selectFrom('stvOrderSerials').selectAll().where('status', '=', status).orderBy('id').executeTakeFirstOrThrow();

describe('the serial approval', () => {
  it('has one event, approve, from A to P', () => {
    expect(Object.keys(serialMachine.transitions)).toEqual(['approve']);
    expect(serialMachine.transitions.approve).toMatchObject({ from: ['A'], to: 'P' });
  });

  it('moves an assigned serial to P, bumps its version and records it in the audit trail', async () => {
    const row = await rowIn('A');
    const done = await runTransition(server.db, serialMachine, { id: row.id, event: 'approve', payload: { nroOrder: row.nroOrder }, actor });
    expect(done).toMatchObject({ from: 'A', to: 'P', version: row.version + 1 });
    const after = await server.db.selectFrom('stvOrderSerials').select(['status', 'version']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'P', version: row.version + 1 });
    const audit = await server.db.selectFrom('audit').select(['action', 'userId']).where('resource', '=', 'orderSerials').where('recordId', '=', String(row.id)).execute();
    expect(audit).toEqual([{ action: 'state', userId: 1 }]);
  });

  it('refuses an approved serial (409) and a serial of another order, writing nothing', async () => {
    const approved = await rowIn('P');
    await expect(runTransition(server.db, serialMachine, { id: approved.id, event: 'approve', payload: { nroOrder: approved.nroOrder }, actor }))
      .rejects.toMatchObject({ status: 409, msg: { key: 'transition.notAllowed' } });
    const assigned = await rowIn('A');
    const other = assigned.nroOrder === stvOrderNumber(1) ? stvOrderNumber(2) : stvOrderNumber(1);
    await expect(runTransition(server.db, serialMachine, { id: assigned.id, event: 'approve', payload: { nroOrder: other }, actor })).rejects.toMatchObject({ status: 409 });
    const still = await server.db.selectFrom('stvOrderSerials').select(['status', 'version']).where('id', '=', assigned.id).executeTakeFirstOrThrow();
    expect(still).toEqual({ status: 'A', version: assigned.version });
  });
});
