// Shared by the mock-server tests: a server on a fresh data directory and small fetch helpers.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { sql } from 'kysely';
import { scratchRoot } from '../../support/scratchDir';
import { databaseForFolder } from './postgresDatabases';
import { allUsers } from '../../../mock-server/core/db/records';
import { createMockServer, type MockServer, type MockServerOptions } from '../../../mock-server/shell/server';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export function freshDataDir(): string {
  return mkdtempSync(path.join(scratchRoot, 'mock-server-test-'));
}

/**
 * The store of a test data folder: '' (PGlite in the folder, whatever DATABASE_URL says), or under
 * `npm run test:postgres` (TEST_DATABASE_URL) a database of its own copied from the run's seeded template.
 */
export async function testDatabaseUrl(dataDir: string): Promise<string> {
  return process.env.TEST_DATABASE_URL ? databaseForFolder(dataDir) : '';
}

/** Fills an empty (or missing) data folder with a copy of the run's seeded template (templateSetup.ts). */
export function copyTemplate(dataDir: string): void {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  cpSync(inject('mockDataTemplate'), dataDir, { recursive: true });
}

/** A server on `dataDir`; an empty or missing folder starts from a copy of the seeded template. */
export async function startServer(
  dataDir = freshDataDir(),
  staticDir?: string,
  options: Pick<MockServerOptions, 'queryTimeoutMs'> = {},
): Promise<MockServer & { dataDir: string }> {
  copyTemplate(dataDir);
  const server = await createMockServer({ dataDir, port: 0, staticDir, databaseUrl: await testDatabaseUrl(dataDir), ...options });
  return Object.assign(server, { dataDir });
}

/** Every user as stored (with the password hash, roles and databases), by id. */
export const storedUsers = (server: Pick<MockServer, 'db'>) => allUsers(server.db);

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export async function call<T = any>(
  server: { url: string },
  method: string,
  urlPath: string,
  options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const res = await fetch(`${server.url}${urlPath}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export const post = <T = any>(server: { url: string }, urlPath: string, body: unknown, token?: string, headers?: Record<string, string>) =>
  call<T>(server, 'POST', urlPath, { body, token, headers });

export async function login(server: { url: string }, loginName = 'admin', password = 'Admin#2026'): Promise<{ token: string; userId: number }> {
  const answer = await post(server, '/api/Auth/Login', { login: loginName, password });
  if (answer.status !== 200) throw new Error(`login ${loginName} failed: ${answer.text}`);
  return { token: answer.body.data.token, userId: answer.body.data.userId };
}

/** Whether an answer shows a password or its hash (the login's changePassword flag is fine). */
export function leaksPassword(text: string): boolean {
  return /"password"|passwordHash|scrypt\$/i.test(text);
}

/** Starting PGlite is CPU work: on a busy machine it can take longer than vitest's default 10 s hook limit. */
export const SERVER_START_TIMEOUT_MS = 60_000;

export interface ServerForFile {
  server: MockServer & { dataDir: string };
  /** tokens of the demo administrator and of the operator (L+V only on the administration screens) */
  admin: string;
  operador: string;
}

/**
 * One fresh server for a test file: started before its tests with both demo users signed in, closed and its data
 * removed after them. `onReady` receives them: `withServerForFile((ready) => ({ server, admin } = ready))`.
 */
export function withServerForFile(onReady: (ready: ServerForFile) => void): void {
  let server: ServerForFile['server'] | undefined;
  beforeAll(async () => {
    server = await startServer();
    onReady({ server, admin: (await login(server)).token, operador: (await login(server, 'operador', 'Operador#2026')).token });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
    if (server) removeDir(server.dataDir);
  }, SERVER_START_TIMEOUT_MS);
}

/** Each record's stored version, in the order of `ids` (bulk edit tests send them with the rows). */
export const storedVersions = async (server: Pick<MockServer, 'db'>, table: string, ids: readonly number[]) => {
  const rows = (await sql<{ id: number; version: number }>`select id, version from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(server.db)).rows;
  return ids.map((id) => ({ id, version: rows.find((row) => row.id === id)!.version }));
};

/** One column's stored values, in the order of `ids`. */
export const storedColumn = async <T>(server: Pick<MockServer, 'db'>, table: string, name: string, ids: readonly number[]): Promise<T[]> => {
  const rows = (await sql<{ id: number; value: T }>`select id, ${sql.ref(name)} as value from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(server.db)).rows;
  return ids.map((id) => rows.find((row) => row.id === id)!.value);
};

/** Two instances on one PostgreSQL database (npm run test:postgres), each with a data folder of its own. */
export interface TwoInstances {
  first: MockServer & { dataDir: string };
  second: MockServer;
}

/**
 * Two instances for a test file: started before its tests, closed and their data removed after them.
 * `withTwoInstances((ready) => ({ first, second } = ready))`.
 */
export function withTwoInstances(onReady: (ready: TwoInstances) => void): void {
  let pair: TwoInstances | undefined;
  let secondDir = '';
  beforeAll(async () => {
    const first = await startServer();
    secondDir = freshDataDir();
    // the same database as the first instance: its folder remembers which (postgresDatabases.ts)
    const second = await createMockServer({ dataDir: secondDir, port: 0, databaseUrl: await testDatabaseUrl(first.dataDir) });
    pair = { first, second };
    onReady(pair);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await pair?.second.close();
    await pair?.first.close();
    if (secondDir) removeDir(secondDir);
    if (pair) removeDir(pair.first.dataDir);
  }, SERVER_START_TIMEOUT_MS);
}
