// The integration message's re-process (spec 02 §4, issue 14) as a transition table run by mock-server/core/transitions.ts:
// one event per target state (the user picks any of the eight), each allowed only from STANDBY, READ_ERROR or
// WRITE_ERROR. Every accepted change stores its error text and a row of stv_message_changes (who, when, from, to)
// in the same transaction as the state change (the audit trail records it too).
import { sql } from 'kysely';
import { MESSAGE_STATES, REPROCESSABLE_STATES, type MessageState } from '../../../contracts/endpoints/satelliteTv';
import type { StateMachine, Transition } from '../../core/transitions';

export interface ReprocessPayload {
  error: string;
}

const reprocessTo = (to: MessageState): Transition<MessageState, ReprocessPayload> => ({
  from: REPROCESSABLE_STATES,
  to,
  async effect({ tx, id, from, payload, actor }) {
    const changedAt = new Date().toISOString();
    await sql`update stv_messages set error = ${payload.error} where id = ${id}`.execute(tx);
    await sql`insert into stv_message_changes (message_id, from_state, to_state, error, user_id, user_name, changed_at)
      values (${id}, ${from}, ${to}, ${payload.error}, ${actor.id}, ${actor.name}, ${changedAt})`.execute(tx);
    return { error: payload.error };
  },
});

export const messageMachine: StateMachine<MessageState, MessageState, ReprocessPayload> = {
  resource: 'integrationMessages',
  table: 'stvMessages',
  stateColumn: 'state',
  entity: 'integrationMessage.entity',
  transitions: Object.fromEntries(MESSAGE_STATES.map((state) => [state, reprocessTo(state)])) as Record<MessageState, Transition<MessageState, ReprocessPayload>>,
};
