// @vitest-environment node
// The transition-table runner (mock-server/core/transitions.ts) with a toy repair-order machine over PGlite from the
// seeded template: each transition one transaction (state, version bump, audit row, effects), refused ones clear
// and in the caller's language, a failing effect leaves nothing behind.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../mock-server/core/db/open';
import { seeding } from '../../../../mock-server/seed/write';
import { findUser } from '../../../../mock-server/core/db/records';
import { errorHandler } from '../../../../mock-server/core/http';
import { ApiError, refusalOf } from '../../../../mock-server/core/refuse';
import { runTransition, transitionRoute, type StateMachine } from '../../../../mock-server/core/transitions';
import { copyTemplate, freshDataDir, post, removeDir, SERVER_START_TIMEOUT_MS } from '../helpers';

type State = 'received' | 'diagnosed' | 'repaired' | 'delivered' | 'cancelled';
type Event = 'diagnose' | 'repair' | 'deliver' | 'cancel';
interface Payload {
  note: string;
}

const machine: StateMachine<State, Event, Payload> = {
  resource: 'toyOrders', table: 'toyOrders', stateColumn: 'state', entity: 'role.entity',
  transitions: {
    diagnose: {
      from: ['received'], to: 'diagnosed',
      guard: ({ payload }) => {
        if (payload.note.trim() === '') throw refusalOf(400, 'validation.required', { field: 'note' }, { field: 'note' });
      },
      effect: async ({ tx, id, payload }) => {
        await sql`update toy_orders set diagnosis = ${payload.note} where id = ${id}`.execute(tx);
        return { diagnosis: payload.note };
      },
    },
    repair: {
      from: ['diagnosed'], to: 'repaired',
      // a trace row that cannot be written when the note says so: the whole transition must roll back
      effect: async ({ tx, id, payload }) => {
        await sql`insert into toy_traces (order_id, note) values (${payload.note === 'break' ? -1 : id}, ${payload.note})`.execute(tx);
      },
    },
    deliver: { from: ['repaired'], to: 'delivered' },
    cancel: { from: ['received', 'diagnosed'], to: 'cancelled' },
  },
};

let db: Db;
let dir: string;
let server: Server;
const api = { url: '' };
const actor = { id: 1, name: 'María Fernanda Gómez' };

const order = async (id: number) =>
  (await sql<{ state: string; version: number; diagnosis: string | null }>`select state, version, diagnosis from toy_orders where id = ${id}`.execute(db)).rows[0];
const trail = async (id: number) =>
  db.selectFrom('audit').select(['action', 'changes']).where('resource', '=', 'toyOrders').where('recordId', '=', String(id)).orderBy('id').execute();
const newOrder = async () => (await sql<{ id: number }>`insert into toy_orders (state) values ('received') returning id`.execute(db)).rows[0].id;

beforeAll(async () => {
  dir = freshDataDir();
  copyTemplate(dir);
  ({ db } = await openDatabase(dir, seeding(), ''));
  await sql`create table toy_orders (id serial primary key, state text not null, diagnosis text, version integer not null default 1)`.execute(db);
  await sql`create table toy_traces (id serial primary key, order_id integer not null references toy_orders (id), note text not null)`.execute(db);
  const admin = (await findUser(db, 1))!;
  const auth: RequestHandler = (req, _res, next) => {
    req.auth = { user: admin, session: { id: 'test' } as never };
    next();
  };
  const input = (raw: Record<string, unknown>) => ({ id: Number(raw.id), event: String(raw.event), payload: { note: String(raw.note ?? '') } });
  const app = express().use(express.json()).use(auth).use('/api', transitionRoute(db, machine, { path: 'ToyOrder/Transition', input })).use(errorHandler);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.destroy();
  removeDir(dir);
});

describe('the transition-table runner', () => {
  it('runs a path through the table: state, version bump, effects and one audit row per transition', async () => {
    const id = await newOrder();
    expect(await runTransition(db, machine, { id, event: 'diagnose', payload: { note: 'Pantalla rota' }, actor, version: 1 })).toEqual({ version: 2, from: 'received', to: 'diagnosed' });
    await runTransition(db, machine, { id, event: 'repair', payload: { note: 'Pantalla cambiada' }, actor });
    await runTransition(db, machine, { id, event: 'deliver', payload: { note: '' }, actor, version: 3 });
    expect(await order(id)).toEqual({ state: 'delivered', version: 4, diagnosis: 'Pantalla rota' });
    const rows = await trail(id);
    expect(rows.map((row) => row.action)).toEqual(['state', 'state', 'state']);
    expect(rows[0].changes).toEqual([{ field: 'state', before: 'received', after: 'diagnosed' }, { field: 'diagnosis', before: null, after: 'Pantalla rota' }]);
    expect((await sql<{ n: number }>`select count(*)::int as n from toy_traces where order_id = ${id}`.execute(db)).rows[0].n).toBe(1);
  });

  it('refuses an event the state does not allow with 409 naming both, and an unknown event with 400; nothing changes', async () => {
    const id = await newOrder();
    const early = await post(api, '/api/ToyOrder/Transition', { id, event: 'deliver' }, undefined, { 'Accept-Language': 'es' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('La acción "deliver" no se permite en el estado received (solo desde: repaired).');
    expect(early.body.errors).toHaveProperty('event');
    const unknown = await post(api, '/api/ToyOrder/Transition', { id, event: 'fly' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('The action "fly" does not exist here (available: diagnose, repair, deliver, cancel).');
    const guarded = await post(api, '/api/ToyOrder/Transition', { id, event: 'diagnose', note: ' ' });
    expect(guarded.status).toBe(400);
    expect(guarded.body.errors).toHaveProperty('note');
    expect(await order(id)).toEqual({ state: 'received', version: 1, diagnosis: null });
    expect(await trail(id)).toEqual([]);
    expect((await post(api, '/api/ToyOrder/Transition', { id: 987_654, event: 'cancel' })).status).toBe(404);
  });

  it('a stale version answers 409 naming who changed it; over HTTP the new version travels in X-Record-Version', async () => {
    const id = await newOrder();
    const done = await post(api, '/api/ToyOrder/Transition', { id, event: 'diagnose', note: 'No enciende', version: 1 });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ id, state: 'diagnosed' });
    expect(done.headers.get('x-record-version')).toBe('2');
    const stale = await post(api, '/api/ToyOrder/Transition', { id, event: 'cancel', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^María Fernanda Gómez changed this record on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    expect((await order(id)).state).toBe('diagnosed');
  });

  it('each transition is one transaction: a failing effect leaves the state, the version and the trail as they were', async () => {
    const id = await newOrder();
    await runTransition(db, machine, { id, event: 'diagnose', payload: { note: 'Batería' }, actor });
    await expect(runTransition(db, machine, { id, event: 'repair', payload: { note: 'break' }, actor })).rejects.toThrow(/foreign key/);
    expect(await order(id)).toMatchObject({ state: 'diagnosed', version: 2 });
    expect(await trail(id)).toHaveLength(1);
    const error = await runTransition(db, machine, { id, event: 'deliver', payload: { note: '' }, actor }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });
});
