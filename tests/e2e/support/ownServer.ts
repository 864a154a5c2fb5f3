import type { LoginAnswer } from '../../../src/shell/auth/session';
import { removeDataDir } from './dataDir';
import { test } from './fixtures';
import { startMockServer, type RunningServer } from './mockServer';
import { spareServerPort } from './ports';
import { DEMO_USERS, signInAnswer, storageStateFor, type Role } from './session';

/** A spec's own mock server, running from its `beforeAll` to its `afterAll`. */
export interface OwnServer {
  /** the running server (throws outside the spec's tests) */
  readonly server: RunningServer;
  readonly url: string;
  /** the server while it runs, else undefined */
  readonly running: RunningServer | undefined;
  /** one sign-in per role on this server, made when first asked for */
  sessionOf(role: Role): Promise<LoginAnswer>;
  /** starts it again on its port and data folder, after the test stopped it (`server.stop()`) */
  restart(): Promise<void>;
}

/**
 * A server of the spec's own (one it stops, or whose data it changes for good: a published design's menu entry),
 * started in a `beforeAll` and stopped and removed in an `afterAll` of the suite it is called in (the file, or a
 * describe), on the worker's spare port plus `portOffset`. Hooks, not a worker-scoped fixture: the spec's tests keep
 * the worker hash of every other spec, so they run in the ordinary workers, not in new ones started for them.
 */
export function ownServer(label: string, options: { portOffset?: number; env?: Record<string, string> } = {}): OwnServer {
  let running: RunningServer | undefined;
  const signIns = new Map<Role, Promise<LoginAnswer>>();
  test.beforeAll(async ({}, workerInfo) => {
    test.setTimeout(90_000);
    running = await startMockServer({ port: spareServerPort(workerInfo.parallelIndex) + (options.portOffset ?? 0), label, env: options.env });
  });
  test.afterAll(async () => {
    const stopping = running;
    running = undefined;
    signIns.clear();
    if (!stopping) return;
    await stopping.stop();
    removeDataDir(stopping.dataDir);
  });
  const own: OwnServer = {
    get server() {
      if (!running) throw new Error(`the ${label} server runs only during its spec's tests`);
      return running;
    },
    get url() {
      return own.server.url;
    },
    get running() {
      return running;
    },
    sessionOf(role) {
      if (!signIns.has(role)) signIns.set(role, signInAnswer(own.url, DEMO_USERS[role]));
      return signIns.get(role)!;
    },
    async restart() {
      const { port, dataDir } = own.server;
      running = await startMockServer({ port, dataDir, env: options.env });
    },
  };
  return own;
}

/**
 * The e2e `test` with its page, `baseURL`, storage state (`signedInAs`, `language`) and `session` on `own`'s server
 * instead of the worker's. Test-scoped overrides only: they leave the worker hash as it is. A shared page is keyed by
 * its baseURL and storage state, so the spec's pages on its own server are shared among its tests only.
 */
export const onOwnServer = (own: OwnServer) =>
  test.extend({
    // Playwright's trace recording, set up for every hook too, reads them before the beforeAll has started the server
    baseURL: async ({}, use) => use(own.running?.url),
    storageState: async ({ signedInAs, language }, use) =>
      use(own.running && storageStateFor(own.url, signedInAs ? await own.sessionOf(signedInAs) : undefined, language)),
    session: async ({ signedInAs }, use) => {
      if (!signedInAs) throw new Error('the session fixture needs test.use({ signedInAs })');
      await use(await own.sessionOf(signedInAs));
    },
  });
