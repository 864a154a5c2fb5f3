// @vitest-environment node
/**
 * What each screen loads, read from a production build's manifest (vite `build.manifest`): the first screen of a
 * business line loads no other line's code, the shell carries no line's code, and the sign-in page loads neither
 * react-admin nor MUI and stays within its budget.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import type { RolldownOutput } from 'rolldown';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINES } from '../../../src/lines';
import { ROOT } from '../support/importGraph';
import { scratchRoot } from '../../support/scratchDir';

const SIGN_IN_BUDGET = 80 * 1024;
/**
 * The JS a list of the system pages (the databases list, the bench's) loads before its first rows, gzip: the entry,
 * React, the app and the admin line, as measured at issue 37 (373 KiB) with 2 % of room, and issue 51's 0.7 KiB (the
 * data provider's check for a write made offline, and the watch that keeps one the server refused before the offline
 * support's chunk has come: both must be there before any screen writes), and issue 50's 1 KiB (what lets the list's
 * rows be drawn in a commit that sets no state: the header cell and the app bar's menu button of the console's own,
 * the tooltips, the filter form and the page size menu put on in a pass after). What the first rows do not need loads
 * after them or on first use: a change that passes this has put something on the first screen.
 */
const FIRST_LIST_BUDGET = 384 * 1024;

let outDir: string;
let manifest: Manifest;
/** chunk file → the source modules bundled in it (relative to the repository, or the package path) */
const modulesOf = new Map<string, string[]>();

beforeAll(async () => {
  outDir = mkdtempSync(join(scratchRoot, 'console-chunks-'));
  // the production build (vitest runs with NODE_ENV=test, which would bundle React's development build)
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = (await build({ root: ROOT, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  })) as RolldownOutput;
  for (const chunk of output.output) {
    if (chunk.type === 'chunk') modulesOf.set(chunk.fileName, chunk.moduleIds.map((id) => relative(ROOT, id.replace(/^\0/, ''))));
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The chunk files a screen loads before it can draw: the entries given and every chunk they import statically. */
const loadedBy = (...sources: string[]): string[] => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...files];
};

/** the chunk that draws a list's first rows before the app (vite.config.ts's `firstRows` group) */
const firstRowsChunk = () => [...modulesOf.keys()].find((file) => /^assets\/firstRows-[^/]*\.js$/.test(file))!;
/** the chunk of a list's first rows' page, drawn at build time (vite.config.ts's `virtual:first-rows-page:<route>`) */
const firstRowsPage = (route: string) => [...modulesOf].find(([, modules]) => modules.includes(`virtual:first-rows-page:${route}`))![0];
/** the chunk of React and react-dom (vite.config.ts's `react` group) */
const reactChunk = () => [...modulesOf.keys()].find((file) => /^assets\/react-[^/]*\.js$/.test(file));
const modulesIn = (files: string[]) => files.flatMap((file) => modulesOf.get(file) ?? []);
const lineOfModule = (module: string) => /^src\/lines\/([^/]+)\//.exec(module)?.[1];
const gzipOf = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);

describe('the build', () => {
  it.each(LINES.map((line) => [line.name] as const))("the %s line's first screen loads no other line's code", (name) => {
    const files = loadedBy('index.html', 'src/shell/App.tsx', `src/lines/${name}/index.ts`);
    const lines = new Set(modulesIn(files).map(lineOfModule).filter(Boolean));
    expect([...lines]).toEqual([name]);
  });

  it.each(LINES.map((line) => [line.name] as const))("the %s line's first screen asks for no file of less than 1 KB", (name) => {
    // each file is a request, and over HTTP/1.1 it holds one of six connections while the large ones load
    const files = loadedBy('index.html', 'src/shell/App.tsx', `src/lines/${name}/index.ts`);
    expect(files.filter((file) => readFileSync(join(outDir, file)).length < 1024 && !/rolldown-runtime/.test(file))).toEqual([]);
  });

  it("the shell (the app's entry and what it imports) carries no line's code, and no lazily loaded page", () => {
    const modules = modulesIn(loadedBy('index.html', 'src/shell/App.tsx'));
    expect(modules.filter((module) => lineOfModule(module))).toEqual([]);
    // the shell's texts include those of its pages; the pages themselves load when opened
    const lazy = /^src\/(system|login)\/(?!messages\.ts$)|realtimeConnection|socket\.io/;
    expect(modules.filter((module) => lazy.test(module))).toEqual([]);
  });

  it("the first screen loads none of the shell's parts that come after the rows (issue 37)", () => {
    // the bell and its socket, the Helper panel, the language menu, the footer's company data, the header search
    // box, the Actions dialog and the menu's fifty icon drawings load once the first rows are drawn, or on first use
    const modules = modulesIn(loadedBy('index.html', 'src/shell/App.tsx'));
    const afterTheRows =
      /^src\/layout\/(header\/(ShellTools|LanguageMenu|HomeSearch|ActionsDialog)|notifications\/(NotificationsMenu|useNotifications|realtimeConnection)|helper\/(HelperPanel|HelperButton)|footer\/AppFooter|menu\/menuIconComponents)\.tsx?$/;
    expect(modules.filter((module) => afterTheRows.test(module))).toEqual([]);
    expect(modules.filter((module) => /node_modules\/@mui\/icons-material\/esm\/(Storage|Warehouse|Facebook|Instagram)\.js$/.test(module))).toEqual([]);
    expect(modules.filter((module) => /node_modules\/@mui\/material\/esm\/Badge\//.test(module))).toEqual([]);
  });

  it('the sign-in page loads neither react-admin nor MUI nor the app, within its budget', () => {
    const files = loadedBy('index.html', 'src/boot/login/LoginApp.tsx');
    const modules = modulesIn(files);
    expect(modules.filter((module) => /node_modules\/(react-admin|ra-ui-materialui|@mui|@emotion|react-router)/.test(module))).toEqual([]);
    expect(modules.filter((module) => /^src\/(engine|layout|lines|system)\//.test(module))).toEqual([]);
    expect(gzipOf(files)).toBeLessThanOrEqual(SIGN_IN_BUDGET);
  });

  /** What index.html's first script asks for, in order, when the page opened is `path`. */
  const firstRequests = (path: string): string[] => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (!script) throw new Error('index.html has no inline script');
    const asked: string[] = [];
    const link = () => ({ set href(url: string) { asked.push(url); } });
    const context = {
      location: { pathname: path },
      document: { createElement: link, head: { appendChild: () => undefined } },
      fetch: (url: string) => { asked.push(url); return Promise.resolve(null); },
      window: {},
    };
    runInNewContext(script, context);
    return asked;
  };

  it("index.html asks for a list's code before config.json, its first rows' first, and on the sign-in page for config.json only", () => {
    const asked = firstRequests('/system/configuration/data-bases');
    // the rows drawn before the app (src/boot/firstRows) wait for their list's page and the code that draws it alone; over
    // HTTP/1.1 the app's code, whose parsing the app's first render waits for, must not queue behind config.json
    expect(asked.slice(0, 3)).toEqual([`/${firstRowsPage('/system/configuration/data-bases')}`, `/${firstRowsChunk()}`, `/${manifest['src/shell/App.tsx'].file}`]);
    expect(asked).not.toContain(`/${firstRowsPage('/system/configuration/users')}`);
    expect(asked.at(-1)).toBe('/config.json');
    expect(firstRequests('/login')).toEqual(['/config.json']);
  });

  it('the first rows are drawn with no React, MUI or react-admin: their code and their page within 8 KiB (issues 37, 50)', () => {
    const firstRows = [firstRowsChunk(), firstRowsPage('/system/configuration/data-bases')];
    // React and MUI are drawn at build time (src/boot/firstRows/prerender.tsx): evaluated in the page, they held the rows
    expect(modulesIn(firstRows).filter((module) => module.includes('node_modules/'))).toEqual([]);
    expect(modulesIn(firstRows)).not.toContain('src/boot/firstRows/FirstRows.tsx');
    expect(gzipOf(firstRows)).toBeLessThanOrEqual(8 * 1024);
  });

  it('the first screen of a system list stays within its budget (issue 37)', () => {
    const files = loadedBy('index.html', 'src/shell/App.tsx', 'src/lines/admin/index.ts');
    expect(gzipOf(files)).toBeLessThanOrEqual(FIRST_LIST_BUDGET);
  });

  it("the page's entry waits for no React: the first calls leave once config.json is read (issue 37)", () => {
    // React (65 KiB gzip) imported statically held main.tsx, and so the first list's call, until it had arrived and run
    const modules = modulesIn(loadedBy('index.html'));
    expect(modules).toContain('src/boot/main.tsx');
    expect(modules.filter((module) => /node_modules\/(react|react-dom|scheduler)\//.test(module))).toEqual([]);
    // index.html's first script preloads React beside the app's code instead
    expect(firstRequests('/system/configuration/data-bases')).toContain(`/${reactChunk()}`);
  });

  it("the app's code and the packages it imports are one file, beside what the sign-in page and the first rows share", () => {
    // two large files parsing side by side on a 2-core machine made the first rows 0–5 % later (framework and App)
    const entry = new Set(loadedBy('index.html'));
    const react = reactChunk();
    const firstRows = firstRowsChunk();
    const app = loadedBy('index.html', 'src/shell/App.tsx').filter((file) => !entry.has(file) && file !== react && file !== firstRows);
    expect(app).toEqual([manifest['src/shell/App.tsx'].file]);
    expect(modulesIn(app)).toEqual(expect.arrayContaining(['src/engine/ResourceList.tsx', expect.stringMatching(/node_modules\/ra-core\//)]));
  });

  it('sw.js keeps every built file for offline use but config.json and the source maps, a changed index.html by its content (issue 51)', () => {
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    expect(worker).not.toContain('__WB_MANIFEST');
    const kept = [...worker.matchAll(/\{"url":"([^"]+)","revision":(null|"[0-9a-f]{32}")\}/g)].map(([, url, revision]) => ({ url, revision }));
    const built = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    expect(kept.map(({ url }) => url)).toEqual(expect.arrayContaining(['index.html', 'favicon.ico', ...new Set(built)]));
    expect(kept.filter(({ url }) => url === 'config.json' || url.endsWith('.map') || url.startsWith('.vite/'))).toEqual([]);
    // hashed files are their own revision; the others carry their content's
    expect(kept.filter(({ url, revision }) => url.startsWith('assets/') !== (revision === 'null'))).toEqual([]);
  });
});
