// vitest globalSetup: one seeded data folder (PGlite + rest.json) that every mock-server test copies instead of
// creating and seeding PostgreSQL again (seconds each). Kept between runs under node_modules/.cache, keyed by a hash
// of the sources that shape it (schema, seed), so it is rebuilt only when they change.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { SOURCES as TEMPLATE_SOURCES, sourcesHash } from '../../../mock-server/core/db/template';

declare module 'vitest' {
  export interface ProvidedContext {
    mockDataTemplate: string;
  }
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// the data folder's sources, and the REST store's file format
const SOURCES = [...TEMPLATE_SOURCES, 'mock-server/shell/store.ts'];

/** Under `npm run test:postgres`: the seeded template database every test server's database is copied from. */
async function seedTemplateDatabase(): Promise<() => Promise<void>> {
  const { databaseUrl, dropTestDatabases, onServer, TEMPLATE_DATABASE } = await import('./postgresDatabases');
  const { openDatabase } = await import('../../../mock-server/core/db/open');
  const { seeding } = await import('../../../mock-server/seed/write');
  await dropTestDatabases();
  await onServer(async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await client.query(`create database ${TEMPLATE_DATABASE}`);
  });
  const { db } = await openDatabase('', seeding(), databaseUrl(TEMPLATE_DATABASE));
  await db.destroy();
  return dropTestDatabases;
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const cache = path.join(repo, 'node_modules', '.cache', 'mock-data-template');
  const template = path.join(cache, sourcesHash(SOURCES));
  if (!existsSync(template)) {
    const { openDatabase } = await import('../../../mock-server/core/db/open');
    const { seeding } = await import('../../../mock-server/seed/write');
    const { RestStore } = await import('../../../mock-server/shell/store');
    const building = `${template}.${process.pid}.tmp`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    const { db } = await openDatabase(building, seeding(), '');
    await db.destroy();
    await RestStore.open(building);
    // another run may have finished the same template meanwhile: either copy is good
    if (existsSync(template)) rmSync(building, { recursive: true, force: true });
    else renameSync(building, template);
  }
  project.provide('mockDataTemplate', template);
  if (process.env.TEST_DATABASE_URL) return seedTemplateDatabase();
}
