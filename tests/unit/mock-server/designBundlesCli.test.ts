// @vitest-environment node
// `npm run designs` (issue 35) on two data folders, as a deployment pipeline runs it: export from one, diff and apply
// on the other, apply again (nothing to change), and its exit codes: 0 done, 1 bundle refused, 2 usage error.
// One real `node --import tsx scripts/designs.ts` run checks the process wiring (argv, env, stderr, exit code); the
// other steps call the same entry point (runDesigns) in this process: each spawn costs tsx and PGlite's boot again.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, freshDataDir, removeDir } from './helpers';
import { openDatabase } from '../../../mock-server/core/db/open';
import { seeding } from '../../../mock-server/seed/write';
import { RestStore } from '../../../mock-server/shell/store';
import { insertDesign } from '../../../mock-server/lines/resourceDesigner/queries';
import { publishDesignVersion } from '../../../mock-server/lines/resourceDesigner/publish';
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import type { BundleDiff } from '../../../contracts/endpoints/designBundles';
import { diffSummary, runDesigns } from '../../../scripts/designs';

const ROOT = path.resolve(__dirname, '../../..');
let source: string;
let target: string;
let file: string;

const visits: ResourceDesign = {
  name: 'visitasCli',
  label: { es: 'Visitas', en: 'Visits' },
  pageSize: 10,
  fields: [{ source: 'place', kind: 'text', label: { es: 'Lugar', en: 'Place' }, required: true, inList: true, sortable: false, filterable: false }],
  menu: { group: 1, path: '/visitas-cli', icon: 'Place', grants: [{ role: 1, flags: { l: true, v: true, w: true, r: true, d: true } }] },
};

/** The CLI as a process, as a pipeline runs it. */
function spawnDesigns(dataDir: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/designs.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LANG: 'C' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The CLI's entry point in this process, with the environment the spawned one gets. */
async function designs(dataDir: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LANG: 'C' };
  const code = await runDesigns(args, { env, out: (text) => (stdout += text), err: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  source = freshDataDir();
  target = freshDataDir();
  copyTemplate(source);
  copyTemplate(target);
  file = path.join(source, 'bundle.json');
  // a design published on the source folder, through the designer's own publish path
  const { db } = await openDatabase(source, seeding(), '');
  try {
    const rest = await RestStore.open(source);
    const id = await insertDesign(db, visits, new Date().toISOString());
    await publishDesignVersion(db, rest, id, null, visits, 'test', new Date().toISOString());
  } finally {
    await db.destroy();
  }
}, 60_000);
afterAll(() => {
  removeDir(source);
  removeDir(target);
});

describe('npm run designs', () => {
  it('exports from one folder, diffs and applies on another, applies again with nothing to change; exit codes 0, 1, 2', async () => {
    const exported = await designs(source, 'export', '--names', 'visitasCli', '--out', file);
    expect(exported).toMatchObject({ code: 0, stderr: expect.stringContaining(`1 design(s) exported to ${file}`) });
    expect(JSON.parse(readFileSync(file, 'utf8')).designs[0]).toMatchObject({ name: 'visitasCli', version: 1 });

    const tampered = JSON.parse(readFileSync(file, 'utf8'));
    tampered.designs[0].design.label.en = 'Trips';
    const bad = path.join(source, 'tampered.json');
    writeFileSync(bad, JSON.stringify(tampered));
    // the refusals are decided before the store is opened: they run beside the diff (the refusal as a process)
    const [diff, refused, usage, unknown] = await Promise.all([
      designs(target, 'diff', file, '--json'),
      spawnDesigns(target, 'apply', bad),
      designs(target, 'apply'),
      designs(target, 'publish', file),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The bundle's checksum does not match its content");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('apply needs the bundle file.');
    expect(unknown.code).toBe(2);

    expect(diff.code).toBe(0);
    const parsed = JSON.parse(diff.stdout) as BundleDiff;
    expect(parsed.resources[0]).toMatchObject({ name: 'visitasCli', status: 'new', currentVersion: null });
    const summary = diffSummary(parsed, 'es');
    expect(summary).toContain('visitasCli (Visitas): nuevo — paquete v1, aquí no publicado aquí, 0 registro(s)');
    expect(summary).toContain('  + place (Lugar): 0 afectado(s)');

    const applied = await designs(target, 'apply', file);
    expect(applied).toMatchObject({ code: 0, stdout: 'visitasCli: published as version 1\n' });
    const again = await designs(target, 'apply', file, '--names', 'visitasCli');
    expect(again).toMatchObject({ code: 0, stdout: 'visitasCli: unchanged\nNothing to change.\n' });
  }, 180_000);
});
