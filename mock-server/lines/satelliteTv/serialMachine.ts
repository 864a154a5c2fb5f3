// The order serial's approval (spec 02 §4, issue 15) as a transition table run by mock-server/core/transitions.ts: a
// serial is created assigned (A); the Approved action moves it to approved (P), from A only; nothing leaves P.
import type { SerialStatus } from '../../../contracts/endpoints/satelliteTvOrders';
import type { StateMachine } from '../../core/transitions';
import { refuse } from '../../core/refuse';

export interface ApprovePayload {
  /** the order the approval was asked for: a serial of another order is refused */
  nroOrder: string;
}

export const serialMachine: StateMachine<SerialStatus, 'approve', ApprovePayload> = {
  resource: 'orderSerials',
  table: 'stvOrderSerials',
  stateColumn: 'status',
  entity: 'orderSerial.entity',
  transitions: {
    approve: {
      from: ['A'],
      to: 'P',
      guard({ row, payload }) {
        if (row.nroOrder === payload.nroOrder) return;
        refuse(409, 'satelliteTv.serialNotOnOrder', { serial: String(row.serial), order: payload.nroOrder });
      },
    },
  },
};
