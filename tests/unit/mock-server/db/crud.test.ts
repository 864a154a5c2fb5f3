// @vitest-environment node
// The declared CRUD factory (mock-server/core/crud.ts) over PGlite from the seeded template: a toy declaration on the
// roles table, its members as child rows (user_roles). Each write is one transaction with the version check, the
// version bump and its audit row; a failing statement leaves nothing behind. (The session and the menu flag of
// each path are the policy's, contracts/policy.ts: tests/unit/mock-server/policy.)
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { crudRoutes } from '../../../../mock-server/core/crud';
import { openDatabase, type Db } from '../../../../mock-server/core/db/open';
import { seeding } from '../../../../mock-server/seed/write';
import { findUser } from '../../../../mock-server/core/db/records';
import { errorHandler } from '../../../../mock-server/core/http';
import { refusalOf } from '../../../../mock-server/core/refuse';
import { z } from 'zod';
import { endpoint } from '../../../../contracts/envelope';
import { flag, integer, integerList, recordId, requiredText } from '../../../../contracts/endpoints/fields';
import { call, copyTemplate, freshDataDir, post, removeDir, SERVER_START_TIMEOUT_MS } from '../helpers';

interface ToyRecord {
  id: number;
  name: string;
  status: boolean;
  dataBaseId: number;
  version: number;
}

/** The toy's contracts, built from the shared field rules as the endpoint contracts are. */
const toyFields = z.object({
  id: integer({ min: 0 }).default(0),
  name: requiredText(100),
  status: flag().default(true),
  dataBaseId: recordId(),
  members: integerList().default([]),
});
const idOnly = z.object({ id: recordId() });
const toy = {
  list: endpoint({ method: 'POST', path: 'Toy/List', body: z.object({ dataBaseId: recordId() }), answer: z.unknown() }),
  get: endpoint({ method: 'GET|POST', path: 'Toy/Get', query: idOnly, answer: z.unknown() }),
  save: endpoint({ method: 'POST', path: 'Toy/Save', body: toyFields, answer: z.number() }),
  state: endpoint({ method: 'POST', path: 'Toy/State', body: z.object({ id: recordId(), status: flag() }), answer: z.number() }),
  delete: endpoint({ method: 'POST', path: 'Toy/Delete', body: idOnly, answer: z.number() }),
};
// the toy's own columns only (the roles table has more, e.g. the second factor's requireTwoFactor)
const find = (db: Db, id: number) => db.selectFrom('roles').select(['id', 'name', 'status', 'dataBaseId', 'version']).where('id', '=', id).executeTakeFirst();
const view = ({ version: _version, ...record }: ToyRecord) => ({ ...record });

let db: Db;
let dir: string;
let server: Server;
let url: string;

beforeAll(async () => {
  dir = freshDataDir();
  copyTemplate(dir);
  ({ db } = await openDatabase(dir, seeding(), ''));
  const admin = (await findUser(db, 1))!;
  const auth: RequestHandler = (req, _res, next) => {
    req.auth = { user: admin, session: { id: 'test' } as never };
    next();
  };
  const routes = crudRoutes<z.infer<typeof toyFields>, ToyRecord, { members: number[] }, { id: number; status: boolean }>(db, {
    resource: 'toys', table: 'roles', entity: 'role.entity', find, view,
    list: {
      contract: toy.list,
      answer: (reader, input: { dataBaseId: number }) => reader.selectFrom('roles').select(['id', 'name']).where('dataBaseId', '=', input.dataBaseId).orderBy('id').execute(),
    },
    get: { contract: toy.get, answer: (reader, input: { id: number }) => find(reader, input.id) },
    save: {
      contract: toy.save, fixed: ['dataBaseId'],
      prepare: async (input) => ({ members: [...new Set(input.members)] }),
      check: async (tx, input, current) => {
        const clash = await tx.selectFrom('roles').select('id').where('id', '!=', current?.id ?? 0)
          .where('dataBaseId', '=', input.dataBaseId).where(sql`lower(name)`, '=', input.name.toLowerCase()).executeTakeFirst();
        if (clash) throw refusalOf(409, 'role.duplicateName', { database: 'x', name: input.name, id: clash.id }, { field: 'name' });
      },
      fields: (_tx, input) => ({ name: input.name, status: input.status, dataBaseId: input.dataBaseId }),
      children: async (tx, id, _input, { extra }) => {
        await tx.deleteFrom('userRoles').where('roleId', '=', id).execute();
        // a user id that does not exist fails this statement (foreign key): the whole save must roll back
        if (extra.members.length > 0) await tx.insertInto('userRoles').values(extra.members.map((userId, position) => ({ userId, roleId: id, position }))).execute();
        return { members: extra.members };
      },
    },
    state: {
      contract: toy.state,
      apply: async (tx, input, current) => {
        await tx.updateTable('roles').set({ status: input.status }).where('id', '=', input.id).execute();
        return { before: { status: current.status }, after: { status: input.status } };
      },
    },
    delete: {
      contract: toy.delete,
      children: async (tx, id) => {
        await tx.deleteFrom('userRoles').where('roleId', '=', id).execute();
        await tx.deleteFrom('menuAccess').where('role', '=', id).execute();
      },
    },
  });
  const app = express().use(express.json()).use(auth).use('/api', routes).use(errorHandler);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.destroy();
  removeDir(dir);
});

const api = { get url() { return url; } };
const trail = (id: number) => db.selectFrom('audit').selectAll().where('resource', '=', 'toys').where('recordId', '=', String(id)).orderBy('id').execute();
const members = async (id: number) => (await db.selectFrom('userRoles').select('userId').where('roleId', '=', id).orderBy('position').execute()).map((r) => r.userId);

describe('the declared CRUD factory', () => {
  it('creates at version 1 with its child rows and one audit row naming every written field', async () => {
    const created = await post(api, '/api/Toy/Save', { id: 0, name: 'Bodeguero', dataBaseId: 1, members: [2, 3] });
    expect(created.status).toBe(200);
    expect(created.headers.get('x-record-version')).toBe('1');
    const id = created.body.data as number;
    expect(await find(db, id)).toMatchObject({ name: 'Bodeguero', status: true, dataBaseId: 1, version: 1 });
    expect(await members(id)).toEqual([2, 3]);
    const rows = await trail(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', userId: 1 });
    expect(rows[0].changes as unknown).toEqual(expect.arrayContaining([{ field: 'name', before: null, after: 'Bodeguero' }, { field: 'members', before: null, after: [2, 3] }]));
  });

  it('an update merges the body over the stored record, keeps the fixed fields, bumps the version and audits only the change', async () => {
    const id = (await post(api, '/api/Toy/Save', { name: 'Cajero', dataBaseId: 1 })).body.data as number;
    const saved = await post(api, '/api/Toy/Save', { id, status: false, dataBaseId: 2, version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('x-record-version')).toBe('2');
    expect(await find(db, id)).toMatchObject({ name: 'Cajero', status: false, dataBaseId: 1, version: 2 });
    const last = (await trail(id)).at(-1)!;
    expect(last.action).toBe('update');
    expect(last.changes as unknown).toEqual([{ field: 'status', before: true, after: false }, { field: 'members', before: null, after: [] }]);
  });

  it('a stale version answers 409 naming who changed it, in the caller’s language, and changes nothing', async () => {
    const id = (await post(api, '/api/Toy/Save', { name: 'Revisor de juguete', dataBaseId: 1 })).body.data as number;
    await post(api, '/api/Toy/Save', { id, name: 'Revisor jefe', version: 1 });
    const stale = await post(api, '/api/Toy/Save', { id, name: 'Otro', version: 1 }, undefined, { 'Accept-Language': 'es' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/modificó este registro el \d{2}\/\d{2}\/\d{4}/);
    expect(stale.body.data).toMatchObject({ version: 2, changedBy: { id: 1 } });
    expect(await find(db, id)).toMatchObject({ name: 'Revisor jefe', version: 2 });
    expect(await trail(id)).toHaveLength(2);
  });

  it('all or nothing: a failing child statement leaves neither the record, its version bump nor an audit row', async () => {
    const id = (await post(api, '/api/Toy/Save', { name: 'Vendedor', dataBaseId: 1, members: [2] })).body.data as number;
    const failed = await post(api, '/api/Toy/Save', { id, name: 'Vendedor senior', members: [2, 999_999], version: 1 });
    expect(failed.status).toBe(500);
    expect(await find(db, id)).toMatchObject({ name: 'Vendedor', version: 1 });
    expect(await members(id)).toEqual([2]);
    expect(await trail(id)).toHaveLength(1);
    const before = await db.selectFrom('roles').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await post(api, '/api/Toy/Save', { name: 'Fantasma', dataBaseId: 1, members: [999_999] })).status).toBe(500);
    const after = await db.selectFrom('roles').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refusals: 400 naming each failing field in the caller’s language, 404 for an unknown id, 409 from a check', async () => {
    const invalid = await post(api, '/api/Toy/Save', { id: 0, name: '' }, undefined, { 'Accept-Language': 'es' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors)).toEqual(['name', 'dataBaseId']);
    expect(invalid.body.errors).toEqual({ name: 'El campo name es obligatorio.', dataBaseId: 'El campo dataBaseId es obligatorio.' });
    expect((await post(api, '/api/Toy/Save', { id: 'x', name: 'a', dataBaseId: 1 })).body.errors).toHaveProperty('id');
    const missing = await post(api, '/api/Toy/Save', { id: 987_654, name: 'Nadie', dataBaseId: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The role 987654 does not exist.');
    await post(api, '/api/Toy/Save', { name: 'Único', dataBaseId: 1 });
    const clash = await post(api, '/api/Toy/Save', { name: 'único', dataBaseId: 1 });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toHaveProperty('name');
  });

  it('state and delete: one transaction each with the version check and an audit row; the row and its children go', async () => {
    const id = (await post(api, '/api/Toy/Save', { name: 'Temporal', dataBaseId: 1, members: [3] })).body.data as number;
    const state = await post(api, '/api/Toy/State', { id, status: false, version: 1 });
    expect(state.headers.get('x-record-version')).toBe('2');
    expect((await post(api, '/api/Toy/State', { id, status: true, version: 1 })).status).toBe(409);
    expect((await post(api, '/api/Toy/Delete', { id, version: 1 })).status).toBe(409);
    expect((await post(api, '/api/Toy/Delete', { id, version: 2 })).status).toBe(200);
    expect(await find(db, id)).toBeUndefined();
    expect(await members(id)).toEqual([]);
    expect((await trail(id)).map((row) => row.action)).toEqual(['create', 'state', 'delete']);
    expect((await post(api, '/api/Toy/Delete', { id })).status).toBe(404);
  });

  it('list and get answer through their contracts', async () => {
    const list = await post(api, '/api/Toy/List', { dataBaseId: 1 });
    expect(list.body.data.length).toBeGreaterThan(0);
    const get = await call(api, 'GET', '/api/Toy/Get?id=1');
    expect(get.body.data).toMatchObject({ id: 1, version: expect.any(Number) });
    expect((await post(api, '/api/Toy/Get?id=1', {})).status).toBe(200);
    expect((await post(api, '/api/Toy/List', {})).status).toBe(400);
  });
});
