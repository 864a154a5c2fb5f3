import { E2E_BLANK_PATH } from '../../../src/routes';
import type { Browser, BrowserContext, BrowserContextOptions, Page, TestInfo } from '@playwright/test';

/**
 * One signed-in page per worker and per way of starting (user, language, viewport), shared by the tests of the spec
 * files that ask for it (`test.use({ shareOnePage: true })`): booting the app costs ~1.4 s of the renderer's thread
 * on this 2-core machine, so a test moves between screens the way a user does instead of loading each one.
 *
 * - `page.goto(path)` of an app's path, once the app runs, is the router's navigation (history, as a link's click),
 *   not a load; the first `goto` of a page, and any address outside the app (the API, /login), still loads.
 * - Between tests the page is left as a fresh one: on a page without queries, the test's reads dropped, react-admin's
 *   store (list settings, selections) emptied (the e2e build's hook, src/console.ts), the test's listeners removed.
 * - A page is not shared further (closed; the next test boots a new one) after a failed test, or once the test did
 *   what only a new page undoes: routes, init scripts, exposed functions, the clock, offline, cookies or permissions;
 *   signed out or in as someone else; another language stored.
 * Keep a page of the test's own (no `shareOnePage`) for what is about a load: sign-in, storage, the first rows.
 */
export class SharedPages {
  private readonly pages = new Map<string, { context: BrowserContext; page: Page }>();

  constructor(private readonly browser: Browser) {}

  async take(options: BrowserContextOptions, key: string): Promise<Page> {
    const kept = this.pages.get(key);
    if (kept && !kept.page.isClosed()) {
      changedByTheTest.delete(kept.page);
      return kept.page;
    }
    const context = await this.browser.newContext(options);
    const page = await context.newPage();
    startOptions.set(page, options);
    markChanges(page);
    trackListeners(page);
    goesThroughTheRouter(page);
    this.pages.set(key, { context, page });
    return page;
  }

  /** After a test: the page made fresh for the next one, or closed when it cannot be. */
  async giveBack(key: string, testInfo: TestInfo) {
    const kept = this.pages.get(key);
    if (!kept) return;
    const { context, page } = kept;
    const reason = await this.whyNotShared(page, testInfo);
    if (reason) {
      this.pages.delete(key);
      await context.close().catch(() => undefined);
      return;
    }
    for (const other of context.pages()) if (other !== page) await other.close();
    for (const [event, listener] of listenersOfTheTest.get(page)!.splice(0)) page.off(event as 'close', listener);
    const { viewport } = options(page);
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport);
    const freshened = await page.evaluate(navigateInApp, { path: E2E_BLANK_PATH, blank: E2E_BLANK_PATH, forget: true }).catch(() => false);
    if (!freshened) {
      this.pages.delete(key);
      await context.close().catch(() => undefined);
    }
  }

  private async whyNotShared(page: Page, testInfo: TestInfo): Promise<string | undefined> {
    if (page.isClosed()) return 'closed';
    if (testInfo.status !== testInfo.expectedStatus) return 'the test failed';
    const changed = changedByTheTest.get(page);
    if (changed) return changed;
    const { origins } = await page.context().storageState();
    const stored = new Map(origins.flatMap((origin) => origin.localStorage).map(({ name, value }) => [name, value]));
    for (const { name, value } of startingStorage(page)) if (stored.get(name) !== value) return `${name} changed`;
    return undefined;
  }

  async closeAll() {
    for (const { context } of this.pages.values()) await context.close().catch(() => undefined);
    this.pages.clear();
  }
}

/**
 * In the page: the router's navigation to `path` when the console runs there (its layout drawn), else false. It
 * passes through the e2e build's empty page, and is done once the router has left it: the screen at `path` is then
 * drawn anew, as after a load (not the same screen updated in place, nor the last one still shown while the next
 * one's code loads). With `forget`, the console then forgets what the test did, on the empty page (no reads in use).
 */
async function navigateInApp({ path, blank, forget }: { path: string; blank: string; forget: boolean }): Promise<boolean> {
  if (!window.__E2E_CONSOLE__ || !document.getElementById('main-content')) return false;
  const go = (to: string) => {
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  };
  const onBlank = () => document.querySelector('[data-e2e-blank]') !== null;
  const until = (done: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        clearTimeout(late);
        resolve();
      });
      const late = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`in-app navigation to ${path}: ${what} after 15 s`));
      }, 15_000);
      observer.observe(document.body, { childList: true, subtree: true });
    });
  go(blank);
  await until(onBlank, 'the empty page not drawn');
  if (forget) window.__E2E_CONSOLE__.forgetWhatTheTestDid();
  if (path === blank) return true;
  go(path);
  await until(() => !onBlank(), 'still on the empty page');
  return true;
}

/** An evaluation cut short by the page loading another document: the navigation is then a load. */
const leftThePage = (error: unknown) => {
  if (/Execution context was destroyed|navigation/i.test(String(error))) return false;
  throw error;
};

/** The app's own paths: not the API's, nor the sign-in page (a page of its own, without the console). */
const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !/^\/(api|socket\.io|login)(\/|$|\?)/.test(url);

const changedByTheTest = new WeakMap<Page, string>();
const startOptions = new WeakMap<Page, BrowserContextOptions>();
const options = (page: Page) => startOptions.get(page) ?? {};
/** The session and language the page started with (its storage state): a test that changes them leaves it unshared. */
const startingStorage = (page: Page) => {
  const state = options(page).storageState;
  return typeof state === 'object' ? state.origins.flatMap((origin) => origin.localStorage) : [];
};

/** A test's use of what only a new page undoes marks its page as not to be shared after it. */
const markChanges = (page: Page) => {
  const mark = (what: string) => changedByTheTest.set(page, what);
  const context = page.context();
  for (const [target, methods] of [
    [page, ['route', 'routeFromHAR', 'routeWebSocket', 'addInitScript', 'exposeFunction', 'exposeBinding']],
    [context, ['route', 'routeFromHAR', 'routeWebSocket', 'addInitScript', 'exposeFunction', 'exposeBinding', 'setOffline', 'addCookies', 'clearCookies', 'grantPermissions', 'setGeolocation', 'setExtraHTTPHeaders']],
  ] as const) {
    for (const method of methods) {
      const original = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[method].bind(target);
      (target as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        mark(`it used ${method}`);
        return original(...args);
      };
    }
  }
  for (const method of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor'] as const) {
    const original = page.clock[method].bind(page.clock) as (...args: unknown[]) => Promise<void>;
    (page.clock as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      mark('it used the clock');
      return original(...args);
    };
  }
};

/** The listeners a test adds to the page (`page.on('dialog', ...)`), removed after it. */
const listenersOfTheTest = new WeakMap<Page, [string, (...args: unknown[]) => void][]>();
const trackListeners = (page: Page) => {
  const added: [string, (...args: unknown[]) => void][] = [];
  listenersOfTheTest.set(page, added);
  for (const method of ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'] as const) {
    const original = (page as unknown as Record<string, (...args: unknown[]) => Page>)[method].bind(page);
    (page as unknown as Record<string, unknown>)[method] = (event: string, listener: (...args: unknown[]) => void) => {
      added.push([event, listener]);
      return original(event, listener);
    };
  }
};

/** `page.goto` of an app's path, once the console runs in the page, as the router's navigation. */
const goesThroughTheRouter = (page: Page) => {
  const load = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const inApp = isAppPath(url) && (await page.evaluate(navigateInApp, { path: url, blank: E2E_BLANK_PATH, forget: false }).catch(leftThePage));
    if (inApp) return null;
    return load(url, gotoOptions);
  };
};
