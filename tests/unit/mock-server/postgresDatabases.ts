// `npm run test:postgres`: the mock-server tests on a PostgreSQL server (TEST_DATABASE_URL, a maintenance database
// URL such as postgres://tester@127.0.0.1:3201/postgres). A seeded template database is made once per run
// (globalSetup); every test server gets a database copied from it (CREATE DATABASE ... TEMPLATE), remembered in
// its data folder so that a restart on the same folder finds the same database.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

export const TEMPLATE_DATABASE = 'mock_server_template';
const TEST_PREFIX = 'mock_server_test_';
const MARK = '.test-database';

/** The URL of another database on the same server. */
export function databaseUrl(name: string, base = process.env.TEST_DATABASE_URL!): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database of a test data folder: made from the template on first use. */
export async function databaseForFolder(dataDir: string): Promise<string> {
  const mark = path.join(dataDir, MARK);
  if (existsSync(mark)) return databaseUrl(readFileSync(mark, 'utf8').trim());
  const name = `${TEST_PREFIX}${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(mark, name);
  return databaseUrl(name);
}

/** Drops the databases the tests made. */
export async function dropTestDatabases(): Promise<void> {
  await onServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEST_PREFIX}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
}
