import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scratchRoot } from '../../support/scratchDir';
import { testServerEnv } from '../../support/testDatabase';
import { E2E_BASE_PORT } from './ports';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The seeded data folder every worker's server starts from (one per run; per base port, so runs can overlap). */
const TEMPLATE_DIR = join(scratchRoot, `console-e2e-template-${E2E_BASE_PORT}`);

/**
 * Seeds the template once per run (global setup): the same seed `npm run db:reset` writes. Seeding is the slow
 * part of a start (password hashes; a database's schema later), copying the result is fast.
 */
export const seedTemplateDataDir = () => {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'mock-server/reset.ts'], {
    cwd: ROOT,
    env: { ...testServerEnv(), DATA_DIR: TEMPLATE_DIR },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding the e2e data template failed:\n${seeded.stdout}\n${seeded.stderr}`);
};

/**
 * THE place a server's data folder comes from: a fresh copy of the seeded template, under `label` (e.g. w0).
 * Whatever the store keeps in its DATA_DIR (a JSON file and uploads today) is copied as it is.
 */
export const prepareDataDir = (label: string): string => {
  const dataDir = mkdtempSync(join(scratchRoot, `console-e2e-${E2E_BASE_PORT}-${label}-`));
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  return dataDir;
};

export const removeDataDir = (dataDir: string) => rmSync(dataDir, { recursive: true, force: true });
