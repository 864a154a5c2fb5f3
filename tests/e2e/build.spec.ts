import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// the e2e `test` (no page, no server asked for): the worker hash of every other spec, so it runs in their workers
import { expect, test } from './support/fixtures';

/** The captcha pass-through of the e2e build must not reach production (DESIGN.md §5). */
const ROOT = resolve(import.meta.dirname, '../..');
const MARKER = '__E2E_CAPTCHA__';

const scriptsOf = (dist: string) => {
  const assets = join(ROOT, dist, 'assets');
  expect(existsSync(assets), `${assets} exists (run the build first)`).toBeTruthy();
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(files.length, `scripts in ${assets}`).toBeGreaterThan(0);
  return files.map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
};

test('the production build carries no captcha pass-through', () => {
  const leaking = scriptsOf('dist').filter(({ text }) => text.includes(MARKER));
  expect(leaking.map(({ name }) => name)).toEqual([]);
});

test('the e2e build carries it (so the check above can fail)', () => {
  const carrying = scriptsOf(process.env.E2E_DIST ?? 'dist-e2e').filter(({ text }) => text.includes(MARKER));
  expect(carrying.length).toBeGreaterThan(0);
});
