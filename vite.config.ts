/// <reference types="vitest/config" />
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync, type Dirent } from 'node:fs';
import { relative as relativePath, resolve as resolvePath, sep } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ResourceDefinition } from './contracts/resourceDefinition';
import type { FirstRowsPlan, MessageTree } from './src/boot/firstRows/plan';
import type { FirstRowsPage } from './src/boot/firstRows/prerender';
import lines from './resources/lines.json' with { type: 'json' };

const inPackages = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
const REACT = inPackages('react|react-dom|scheduler');
/** packages only lazily loaded code uses: they stay in the chunks that load them */
const LAZY_PACKAGES = inPackages('socket\\.io-client|socket\\.io-parser|engine\\.io-client|engine\\.io-parser|@socket\\.io|xlsx|zod');
/**
 * What the sign-in page shares with the app (the session, the HTTP client, the configuration and its waits, the shell's texts, vite's preload
 * helper): a chunk of its own, so the sign-in page loads no app code and the app no sign-in code.
 */
const SIGN_IN_SHARED =
  /([\\/]src[\\/]shell[\\/](apiClient|routes)\.ts|[\\/]src[\\/]boot[\\/](config|atMost)\.ts|[\\/]src[\\/]boot[\\/]login[\\/]messages\.ts|[\\/]src[\\/]shell[\\/]auth[\\/](session|sessionCalls|menuAccess)\.ts|[\\/]contracts[\\/]routes[\\/]session\.ts|[\\/]src[\\/]shell[\\/]i18n[\\/](defineMessages|en|es)\.ts|[\\/]dataProviders[\\/](httpClient|earlyRequest|endpointCall)\.ts|[\\/]ra-core[\\/].*[\\/]HttpError\.js|vite[\\/]preload-helper.*)$/;

/** A chunk and every chunk it imports statically, as file names. */
const withImports = (bundle: OutputBundle, chunk: OutputChunk | undefined, found = new Set<string>()): Set<string> => {
  if (!chunk || found.has(chunk.fileName)) return found;
  found.add(chunk.fileName);
  for (const name of chunk.imports) withImports(bundle, bundle[name] as OutputChunk, found);
  return found;
};

const chunkOf = (bundle: OutputBundle, source: string) =>
  Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && Boolean(output.facadeModuleId?.endsWith(source)));

/**
 * The service worker that keeps the console's own files on the device (issue 51,
 * src/engine/offline/appFiles/serviceWorker.ts), built once the app is written: bundled on its own (one classic
 * script, `sw.js` beside index.html) with the list of the files written, as workbox's precache reads it (hashed
 * files under assets/ need no revision; the others carry their content's). config.json is the deployment's, not the
 * build's: the worker asks the network for it first. Source maps and vite's manifest are not the app's.
 */
export const appFilesWorker = (): Plugin => {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'app-files-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolvePath(config.root, config.build.outDir);
      root = config.root;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        if (!existsSync(resolvePath(outDir, 'index.html'))) return;
        const files = (readdirSync(outDir, { recursive: true, withFileTypes: true }) as Dirent[])
          .filter((entry) => entry.isFile())
          .map((entry) => relativePath(outDir, resolvePath(entry.parentPath, entry.name)).split(sep).join('/'))
          .filter((file) => !/(^|\/)(sw\.js|config\.json)$|\.map$|^\.vite\//.test(file))
          .sort();
        const manifest = files.map((url) =>
          url.startsWith('assets/') ? { url, revision: null } : { url, revision: createHash('md5').update(readFileSync(resolvePath(outDir, url))).digest('hex') },
        );
        const { rolldown } = await import('rolldown');
        const bundle = await rolldown({
          input: resolvePath(root, 'src/engine/offline/appFiles/serviceWorker.ts'),
          transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
          logLevel: 'silent',
        });
        const { output } = await bundle.generate({ format: 'iife', minify: true });
        await bundle.close();
        const code = output[0].code.replace('self.__WB_MANIFEST', JSON.stringify(manifest));
        if (code === output[0].code) throw new Error('app-files-worker: the worker has no self.__WB_MANIFEST to fill');
        writeFileSync(resolvePath(outDir, 'sw.js'), code);
      },
    },
  };
};

/**
 * lodash's getRawTag masks a value's Symbol.toStringTag by assigning to it in a try. In the app's chunk (an ES module,
 * so strict) that assignment throws where the tag is read-only: on Map, Set, Promise, DataView and WeakMap, which
 * lodash probes as it loads. Five exceptions thrown and caught before the first render, each of which, with a debugger
 * attached (DevTools, Playwright), made V8 read the chunk's source again for its stack. The assignment is now made only
 * where it succeeds; the tag found is the same (lodash in sloppy mode skipped it silently there).
 */
export const lodashWithoutThrows = (): Plugin => ({
  name: 'lodash-without-throws',
  transform(code, id) {
    if (!/node_modules[\\/]lodash[\\/]_getRawTag\.js$/.test(id)) return undefined;
    const masking = /try \{\s*value\[symToStringTag\] = undefined;\s*var unmasked = true;\s*\} catch \(e\) \{\}/;
    if (!masking.test(code)) this.error('lodash-without-throws: lodash/_getRawTag.js has changed; look again at this plugin');
    return code.replace(
      masking,
      `var unmasked = canMask(value);
  if (unmasked) value[symToStringTag] = undefined;`,
    ).replace(
      'module.exports = getRawTag;',
      `/** Whether an assignment to value[Symbol.toStringTag] succeeds in strict mode (lodash-without-throws, vite.config.ts). */
function canMask(value) {
  if (Object(value) !== value) return false;
  for (var owner = value; owner != null; owner = Object.getPrototypeOf(owner)) {
    var property = Object.getOwnPropertyDescriptor(owner, symToStringTag);
    if (property) return 'value' in property ? property.writable === true && (owner === value || Object.isExtensible(value)) : typeof property.set === 'function';
  }
  return Object.isExtensible(value);
}

module.exports = getRawTag;`,
    );
  },
});

/**
 * The page of the app starts downloading its first screen's code while the HTML is read, not once main.tsx has run:
 * a small script in index.html adds `modulepreload` links for the App chunk and what it imports, and for the chunk
 * of the business line the address belongs to (resources/lines.json). The sign-in page (/login) preloads nothing.
 * Every page asks for config.json at once too, instead of once main.tsx has run (after react and its imports), but
 * after the code: over HTTP/1.1 a browser opens six connections to a server, and the page, the entry and its three
 * static imports hold five of them. The sixth goes to the App chunk, whose parsing (on a background thread, as it
 * arrives) is what the app's first render waits for; config.json is tiny and answered long before main.tsx runs. Asked
 * first, it took that connection and the App chunk waited ~35 ms for a free one.
 */
export const firstScreenPreload = (): Plugin => {
  let base = '/';
  return {
    name: 'first-screen-preload',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        if (!bundle) return [];
        const app = withImports(bundle, chunkOf(bundle, 'src/shell/App.tsx'));
        // what index.html's entry imports has its own static modulepreload links (vite's); the largest file first, as
        // it arrives last
        const entry = withImports(bundle, chunkOf(bundle, 'index.html') ?? chunkOf(bundle, 'src/boot/main.tsx'));
        // the chunk that draws a list's first rows before the app (src/boot/firstRows) first: those rows wait for it alone
        const firstRows = chunkOf(bundle, 'src/boot/firstRows/paint.ts')?.fileName ?? Object.keys(bundle).find((file) => /(^|\/)firstRows-[\w-]+\.js$/.test(file));
        // each list's first rows' page (src/boot/firstRows/prerender.tsx), by its route: the opened list's comes with them
        const firstRowsPages = Object.fromEntries(
          Object.values(bundle)
            .filter((output): output is OutputChunk => output.type === 'chunk' && Boolean(output.facadeModuleId?.startsWith(`\0${FIRST_ROWS_PAGE}`)))
            .map((chunk) => [chunk.facadeModuleId!.slice(`\0${FIRST_ROWS_PAGE}`.length), chunk.fileName]),
        );
        const appFiles = [
          ...(firstRows ? [firstRows] : []),
          ...[...app].filter((file) => !entry.has(file) && file !== firstRows).sort((a, b) => (bundle[b] as OutputChunk).code.length - (bundle[a] as OutputChunk).code.length),
        ];
        const lineFiles = lines.map((line) => ({
          paths: line.paths.map((path) => path.toLowerCase()),
          files: [...withImports(bundle, chunkOf(bundle, `src/lines/${line.name}/index.ts`))].filter((file) => !app.has(file)),
        }));
        const script = `(function () {
  var base = ${JSON.stringify(base)};
  var path = location.pathname.toLowerCase().replace(/\\/+$/, '') || '/';
  var app = ${JSON.stringify(appFiles)}, lines = ${JSON.stringify(lineFiles)}, firstRowsPages = ${JSON.stringify(firstRowsPages)};
  var preload = function (file) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = base + file;
    document.head.appendChild(link);
  };
  var matches = function (pattern) {
    if (pattern.slice(-2) !== '/*') return path === pattern;
    var prefix = pattern.slice(0, -2);
    return path === prefix || path.indexOf(prefix + '/') === 0;
  };
  if (path !== '/login') {
    if (firstRowsPages[path]) preload(firstRowsPages[path]);
    app.forEach(preload);
    lines.forEach(function (line) { if (line.paths.some(matches)) line.files.forEach(preload); });
  }
  // config.json now, beside the code: the first calls wait on it (src/boot/config.ts takes this answer)
  window.__CONFIG_REQUEST__ = fetch(base + 'config.json', { cache: 'no-cache' }).catch(function () { return null; });
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
};

const FIRST_LISTS = 'virtual:first-lists';
const FIRST_ROWS = 'virtual:first-rows';
/** a list's first rows' page (src/boot/firstRows/prerender.tsx), by its route: `virtual:first-rows-page:/route` */
const FIRST_ROWS_PAGE = 'virtual:first-rows-page:';

/** The resource definitions of every line (one JSON file per resource in resources/<line>/), with their line. */
const lineDefinitions = (watch: (file: string) => void) =>
  lines.flatMap((line) => {
    const folder = fileURLToPath(new URL(`./resources/${line.name}/`, import.meta.url));
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        watch(folder + file);
        return { line: line.name, definition: JSON.parse(readFileSync(folder + file, 'utf8')) as ResourceDefinition };
      })
      .filter(({ definition }) => line.resources.includes(definition.name));
  });

/** A line's texts (its messages module's `{ en, es }` export), through Vite's module runner. */
const lineMessages = async (line: string) => {
  const file = [`./src/lines/${line}/messages/index.ts`, `./src/lines/${line}/messages.ts`].find((candidate) => existsSync(fileURLToPath(new URL(candidate, import.meta.url))));
  if (!file) return { en: {}, es: {} };
  const { module } = await runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'warn' });
  const found = Object.values(module).find((value): value is { en: MessageTree; es: MessageTree } => Boolean(value && typeof value === 'object' && 'en' in value && 'es' in value));
  return found ?? { en: {}, es: {} };
};

/**
 * Every list route's first call, and the plan of the first rows drawn before the app for those that have one
 * (src/boot/firstRows/plan.ts). Through Vite's module runner: the config itself imports no TypeScript module (Vite's
 * native config loader).
 */
const firstListsOfLines = async (watch: (file: string) => void) => {
  const found = lineDefinitions(watch);
  const { module } = await runnerImport<typeof import('./src/shell/lines/firstLists')>('./src/shell/lines/firstLists.ts', { configFile: false, logLevel: 'warn' });
  const routes = module.firstLists(found.map(({ definition }) => definition));
  const { module: plans } = await runnerImport<typeof import('./src/boot/firstRows/plan')>('./src/boot/firstRows/plan.ts', { configFile: false, logLevel: 'warn' });
  const messagesOf = new Map<string, Awaited<ReturnType<typeof lineMessages>>>();
  const painted: Record<string, FirstRowsPlan> = {};
  for (const [route, { resource }] of Object.entries(routes)) {
    const { line, definition } = found.find((entry) => entry.definition.name === resource)!;
    if (!messagesOf.has(line)) messagesOf.set(line, await lineMessages(line));
    const plan = plans.firstRowsPlan(definition, messagesOf.get(line)!);
    if (plan) painted[route] = plan;
  }
  return { routes, painted };
};

/** The pages of the lists drawn before the app (src/boot/firstRows/prerenderPages.ts), by route. */
const prerenderPages = (plans: Record<string, FirstRowsPlan>) =>
  new Promise<Record<string, FirstRowsPage>>((resolve, reject) => {
    const script = fileURLToPath(new URL('./src/boot/firstRows/prerenderPages.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, NODE_ENV: 'production' } });
    const out: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(Buffer.concat(out).toString('utf8')));
      else reject(new Error(`prerenderPages.ts ended with ${code}: ${Buffer.concat(errors).toString('utf8')}`));
    });
    child.stdin.end(JSON.stringify(plans));
  });

/**
 * `virtual:first-lists`: the first call of every list route, from the lines' resource definitions, so main.tsx starts
 * the opened list's request with the app's download. `virtual:first-rows`: for each list drawn before the app has run
 * (src/boot/firstRows), its page drawn once here, with React and MUI in Node (prerender.tsx), in a chunk of its own
 * (`virtual:first-rows-page:<route>`): a list's first screen loads its own page alone, and the sign-in page none.
 */
export const firstListsModule = (): Plugin => {
  // read once a build (and again when a definition changes, in the dev server)
  let firstLists: ReturnType<typeof firstListsOfLines> | undefined;
  let firstRowsPages: ReturnType<typeof prerenderPages> | undefined;
  const forget = () => {
    firstLists = undefined;
    firstRowsPages = undefined;
  };
  return {
    name: 'first-lists',
    buildStart: forget,
    watchChange: forget,
    resolveId: (id) => (id === FIRST_LISTS || id === FIRST_ROWS || id.startsWith(FIRST_ROWS_PAGE) ? `\0${id}` : undefined),
    async load(id) {
      if (id !== `\0${FIRST_LISTS}` && id !== `\0${FIRST_ROWS}` && !id.startsWith(`\0${FIRST_ROWS_PAGE}`)) return undefined;
      firstLists ??= firstListsOfLines((file) => this.addWatchFile(file));
      const { routes, painted } = await firstLists;
      if (id === `\0${FIRST_LISTS}`) return `export default ${JSON.stringify(routes)};`;
      if (id === `\0${FIRST_ROWS}`) {
        const pages = Object.keys(painted).map((route) => `${JSON.stringify(route)}: () => import(${JSON.stringify(FIRST_ROWS_PAGE + route)})`);
        return `export default {${pages.join(', ')}};`;
      }
      // drawn from these (the dev server draws them again when one changes)
      for (const file of ['FirstRows.tsx', 'prerender.tsx']) this.addWatchFile(fileURLToPath(new URL(`./src/boot/firstRows/${file}`, import.meta.url)));
      firstRowsPages ??= prerenderPages(painted);
      const page = (await firstRowsPages)[id.slice(`\0${FIRST_ROWS_PAGE}`.length)];
      return page === undefined ? undefined : `export default ${JSON.stringify(page)};`;
    },
  };
};

/**
 * Vitest's own order (longest file first, from its cache), with the files of one environment together. Its forks pool
 * hands a worker the next file only if that file's environment is the worker's own; otherwise it ends the worker and
 * starts one, which imports react-admin, MUI and the server again. Interleaved (the sizes decide a cold run's order),
 * a cold full run started 74 workers and summed 185 s of imports; grouped, 4 workers and 26 s.
 */
class OneEnvironmentAtATime implements TestSequencer {
  private readonly ctx: Vitest;
  constructor(ctx: Vitest) {
    this.ctx = ctx;
  }
  // loaded when tests run: a build loads this config too
  private base = async () => new (await import('vitest/node')).BaseSequencer(this.ctx);
  shard = async (files: TestSpecification[]) => (await this.base()).shard(files);
  sort = async (files: TestSpecification[]) => {
    const sorted = await (await this.base()).sort(files);
    // as vitest reads it (a `@vitest-environment` comment anywhere in the file, or the project's)
    const environmentOf = (file: TestSpecification) =>
      /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(readFileSync(file.moduleId, 'utf8'))?.[1] ?? file.project.config.environment;
    const byEnvironment = new Map<string, TestSpecification[]>();
    for (const file of sorted) {
      const environment = environmentOf(file);
      if (byEnvironment.has(environment)) byEnvironment.get(environment)!.push(file);
      else byEnvironment.set(environment, [file]);
    }
    return [...byEnvironment.values()].flat();
  };
}

/**
 * Chunks (tests/unit/build/chunks.test.ts checks them on the build manifest):
 * - `react`: React, for every page;
 * - `session`: what the sign-in page shares with the app (see SIGN_IN_SHARED);
 * - `App`: the shell, the engine and the packages they import statically (react-admin, MUI, react-query...), one
 *   file (an entry of its own, so its static imports are known: `$initial`). Not a vendor chunk apart: the first
 *   render waits until the whole file is parsed, and two large files parsing side by side on two busy cores made
 *   the first rows 0–5 % later (four A/B runs of 15–25 cold loads: 2.7 % on average, within one run's spread).
 *   The cost: a release that changes only the app's code makes returning users download the packages again
 *   (~290 KB gzip, once);
 * - one chunk per business line (src/lines/<line>), loaded when one of its routes opens, and small chunks for
 *   what loads when used: the sign-in page, the shell's other pages, registry entries, the socket.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), lodashWithoutThrows(), firstScreenPreload(), firstListsModule(), appFilesWorker()],
  // The e2e build (`vite build --mode e2e`) is the only one that contains the test-only hooks
  // (e.g. the captcha pass-through); `import.meta.env.VITE_E2E` is statically false everywhere else,
  // so the production bundle drops that code.
  define: {
    'import.meta.env.VITE_E2E': JSON.stringify(mode === 'e2e'),
  },
  resolve: {
    // node-polyglot's polyfill of Object.entries, which every browser the console supports has (src/shell/i18n/objectEntries.cjs)
    alias: [{ find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shell/i18n/objectEntries.cjs', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_TARGET ?? 'http://localhost:3001', changeOrigin: true },
      '/socket.io': { target: process.env.API_TARGET ?? 'http://localhost:3001', ws: true },
    },
  },
  build: {
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: which chunks each screen loads
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', App: 'src/shell/App.tsx' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 40 },
            { name: 'session', test: SIGN_IN_SHARED, priority: 30 },
            // what draws a list's first rows before the app (src/boot/firstRows): its code and the parts of MUI it uses, which
            // the App chunk then imports from it
            { name: 'firstRows', test: /[\\/]src[\\/]boot[\\/]firstRows[\\/]paint\.ts$/, priority: 25 },
            {
              name: 'App',
              test: (id: string) =>
                !SIGN_IN_SHARED.test(id) &&
                (id.includes('node_modules')
                  ? !REACT.test(id) && !LAZY_PACKAGES.test(id)
                  : /[\\/](src|contracts|dataProviders)[\\/]/.test(id) && !/[\\/]src[\\/]boot[\\/]main\.tsx$/.test(id)),
              tags: ['$initial'],
              priority: 20,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // two server instances, and the server's read cache, need a PostgreSQL server: run by `npm run test:postgres` (and `npm test`'s scale-out step)
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['tests/unit/mock-server/scaleOut.test.ts', 'tests/unit/mock-server/serverCache.test.ts', 'tests/unit/mock-server/serverStatements.test.ts'])],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    // one seeded mock-server data folder, copied by each mock-server test (tests/unit/mock-server/helpers.ts)
    globalSetup: ['tests/unit/mock-server/templateSetup.ts'],
    testTimeout: 20000,
    pool: 'forks',
    // Two workers even on two cores (vitest's default there is one, cores - 1): a mock-server test waits on its
    // server and PGlite's thread much of the time. Files share their worker's modules (no isolation): importing
    // the server and react-admin again for each of 130 files cost more than the tests themselves. On a 2-core
    // machine the mock-server files took 274 s isolated in one worker, 127 s in two without isolation (66 s with
    // their data folders in memory, tests/support/scratchDir.ts); the others 165 -> 71 s. A test file must
    // therefore leave no state behind in a module: setup.ts resets what the app keeps per session.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    isolate: false,
    sequence: { sequencer: OneEnvironmentAtATime },
  },
}));
