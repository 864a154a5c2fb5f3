// The state machines of the specs (repair orders, integrations, remissions...) are transition tables run by one
// function. Each transition is one transaction that locks the record, refuses a stale version (409 naming who
// changed it and when), an unknown event (400) or an event its current state does not allow (409 naming both),
// runs the transition's guard and effect, sets the new state, bumps the version and records the change in the
// audit trail (action "state"). See "State machines" in mock-server/ADMIN_API_CONTRACT.md.
import { Router } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Endpoint } from '../../contracts/envelope';
import { handle, reply } from './handle';
import { records, type RecordTable } from './records';
import { recordNotFound, refuse } from './refuse';
import type { Actor } from './db/audit';
import type { Db } from './db/open';
import { sendVersion, versionOf } from './db/versions';
import type { MessageKey } from '../shell/messages';

export interface TransitionContext<S extends string, P> {
  tx: Db;
  id: number;
  /** The record's row as it was before the transition (locked until the transaction ends), camelCase keys. */
  row: Record<string, unknown>;
  from: S;
  to: S;
  payload: P;
  actor: Actor;
}

export interface Transition<S extends string, P> {
  from: readonly S[];
  to: S;
  /** Refuses the transition (throw an ApiError) when the record or the payload does not allow it. */
  guard?(context: TransitionContext<S, P>): Promise<void> | void;
  /** What else the transition writes in the same transaction; answers fields to add to the audit row's after. */
  effect?(context: TransitionContext<S, P>): Promise<Record<string, unknown> | void>;
}

export interface StateMachine<S extends string, E extends string, P = undefined> {
  /** The audit trail's resource name. */
  resource: string;
  /** The table (camelCase, as the query layer names it); it has `id` and `version` columns. */
  table: string;
  /** The column holding the state. */
  stateColumn: string;
  /** The 404's subject: "The repair order N does not exist." */
  entity: MessageKey;
  transitions: Record<E, Transition<S, P>>;
}

export interface TransitionRequest<P> {
  id: number;
  event: string;
  payload: P;
  actor: Actor;
  /** The version the caller saw; undefined: no check (last write wins). */
  version?: number;
}

/** Runs one event on one record in one transaction; answers the new version and both states. */
export async function runTransition<S extends string, E extends string, P>(
  db: Db,
  machine: StateMachine<S, E, P>,
  request: TransitionRequest<P>,
): Promise<{ version: number; from: S; to: S }> {
  const events = Object.keys(machine.transitions);
  if (!Object.hasOwn(machine.transitions, request.event)) {
    refuse(400, 'transition.unknownEvent', { event: request.event, events: events.join(', ') }, { field: 'event' });
  }
  const transition = machine.transitions[request.event as E];
  const table = sql.table(machine.table);
  return db.transaction().execute(async (tx) => {
    const row = (await sql<Record<string, unknown>>`select * from ${table} where id = ${request.id} for update`.execute(tx)).rows[0];
    if (!row) throw recordNotFound(machine.entity, request.id);
    await records.checkVersion(tx, { resource: machine.resource, id: request.id, current: Number(row.version), wanted: request.version });
    const from = String(row[machine.stateColumn]) as S;
    if (!transition.from.includes(from)) {
      refuse(409, 'transition.notAllowed', { event: request.event, state: from, allowed: transition.from.join(', ') }, { field: 'event' });
    }
    const context: TransitionContext<S, P> = { tx, id: request.id, row, from, to: transition.to, payload: request.payload, actor: request.actor };
    await transition.guard?.(context);
    const next = await records.save(tx, machine.table as RecordTable, request.id, { [machine.stateColumn]: transition.to }, {
      actor: request.actor, resource: machine.resource, action: 'state', before: { [machine.stateColumn]: from },
      effect: async () => ({ after: { [machine.stateColumn]: transition.to, ...((await transition.effect?.(context)) ?? {}) } }),
    });
    return { version: next.version, from, to: transition.to };
  });
}

/**
 * POST /api/<path> running the machine's events: the body is { id, event, version?, ...payload }; answers the new
 * state, with the new version in X-Record-Version. `payload` reads (and validates) the rest of the body. The session
 * and the menu flag are the policy's (contracts/policy.ts).
 */
export function transitionRoute<S extends string, E extends string, P>(
  db: Db,
  machine: StateMachine<S, E, P>,
  endpoint: Pick<Endpoint, 'path'> & { input(raw: Record<string, unknown>): { id: number; event: string; payload: P } },
): Router {
  const router = Router();
  // the body is read by `input` (the machine's payload), not by the contract
  const contract = { method: 'POST', path: endpoint.path, answer: z.object({ id: z.number().int(), state: z.string() }) } satisfies Endpoint;
  handle(router, contract, async ({ raw, res, actor, say }) => {
    const { id, event, payload } = endpoint.input(raw);
    const done = await runTransition(db, machine, { id, event, payload, actor: actor(), version: versionOf(raw) });
    sendVersion(res, done.version);
    return reply({ id, state: done.to }, say('success.saved'));
  });
  return router;
}
