import { appendFileSync } from 'node:fs';
import { E2E_BLANK_PATH } from '../../../src/shell/routes';
import type { Browser, BrowserContext, BrowserContextOptions, Page, TestInfo } from '@playwright/test';

/**
 * One signed-in page per spec file and per way of starting (user, language, viewport), shared by its tests (unless
 * they say `test.use({ shareOnePage: false })`): booting the app costs ~1.4 s of the renderer's thread
 * on this 2-core machine, so a test moves between screens the way a user does instead of loading each one.
 *
 * - `page.goto(path)` of an app's path, once the app runs, is the router's navigation (history, as a link's click),
 *   not a load; the first `goto` of a page, and any address outside the app (the API, /login), still loads.
 * - Between tests the page is left as a fresh one: on a page without queries, the test's reads dropped, react-admin's
 *   store (list settings, selections) emptied (the e2e build's hook, src/shell/console.ts), the test's listeners removed.
 * - A page is not shared further (closed; the next test boots a new one) after a failed test, or once the test did
 *   what only a new page undoes: routes, init scripts, exposed functions, the clock, offline, cookies or permissions;
 *   signed out or in as someone else; another language stored.
 * A test about a load (sign-in, storage, the first rows, the socket's opening) keeps a page of its own
 * (`shareOnePage: false`).
 */
export class SharedPages {
  private readonly pages = new Map<string, { file: string; context: BrowserContext; page: Page }>();
  /** the keys a page was made for (E2E_SHARE_LOG tells a first page from one made again) */
  private readonly made = new Set<string>();

  constructor(private readonly browser: Browser) {}

  async take(options: BrowserContextOptions, key: string, file: string): Promise<Page> {
    // another spec file's pages are done with
    for (const [other, { file: itsFile, context }] of this.pages) {
      if (itsFile === file) continue;
      this.pages.delete(other);
      await context.close().catch(() => undefined);
    }
    const kept = this.pages.get(key);
    if (kept && !kept.page.isClosed()) {
      changedByTheTest.delete(kept.page);
      return kept.page;
    }
    const context = await this.browser.newContext(options);
    const page = await context.newPage();
    logSharing(`new page\t${file}\t${this.made.has(key) ? 'again' : 'first'}`);
    this.made.add(key);
    startOptions.set(page, options);
    markChanges(page);
    trackListeners(page);
    goesThroughTheRouter(page);
    this.pages.set(key, { file, context, page });
    return page;
  }

  /** After a test: the page made fresh for the next one, or closed when it cannot be. */
  async giveBack(key: string, testInfo: TestInfo) {
    const kept = this.pages.get(key);
    if (!kept) return;
    const { context, page } = kept;
    const reason = await this.whyNotShared(page, testInfo);
    if (reason) logSharing(`closed\t${kept.file}\t${reason}\t${testInfo.title}`);
    if (reason) {
      this.pages.delete(key);
      await context.close().catch(() => undefined);
      return;
    }
    for (const other of context.pages()) if (other !== page) await other.close();
    for (const [event, listener] of listenersOfTheTest.get(page)!.splice(0)) page.off(event as 'close', listener);
    const freshened = await page.evaluate(navigateInApp, { path: E2E_BLANK_PATH, blank: E2E_BLANK_PATH, forget: true }).catch(() => false);
    if (!freshened) logSharing(`closed\t${kept.file}\tthe app did not leave its screen\t${testInfo.title}`);
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
    // the layout decides some things at its load by the width (the menu a drawer or a side bar)
    if (!sameViewport(page, options(page).viewport)) return 'another viewport';
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
 * one's code loads), from the server's answers (the screens' cached reads are dropped on the empty page). With
 * `forget` (between tests), react-admin's store is emptied too.
 */
async function navigateInApp({ path, blank, forget }: { path: string; blank: string; forget: boolean }): Promise<boolean> {
  if (!window.__E2E_CONSOLE__ || !document.getElementById('main-content')) return false;
  // history as react-router keeps it ({ usr, key, idx }); the target replaces the empty page's entry, so "back"
  // leads where it would after a load
  const go = (to: string, how: 'pushState' | 'replaceState') => {
    const idx = (history.state as { idx?: number } | null)?.idx ?? 0;
    history[how]({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: how === 'pushState' ? idx + 1 : idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  };
  const onBlank = () => document.querySelector('[data-e2e-blank]') !== null;
  const until = (done: () => boolean, seconds: number) =>
    new Promise<boolean>((resolve) => {
      if (done()) return resolve(true);
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        clearTimeout(late);
        resolve(true);
      });
      const late = setTimeout(() => {
        observer.disconnect();
        resolve(false);
      }, seconds * 1000);
      observer.observe(document.body, { childList: true, subtree: true });
    });
  go(blank, 'pushState');
  // the empty page is drawn at once, unless the app refuses to leave the screen (a form with unsaved changes asks
  // first, and the question is dismissed): then it is a load, as a goto always was
  if (!(await until(onBlank, 3))) return false;
  if (forget) window.__E2E_CONSOLE__.forgetWhatTheTestDid();
  else window.__E2E_CONSOLE__.forgetReads();
  if (path === blank) return true;
  go(path, 'replaceState');
  if (!(await until(() => !onBlank(), 15))) throw new Error(`in-app navigation to ${path}: still on the empty page after 15 s`);
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

const sameViewport = (page: Page, viewport: BrowserContextOptions['viewport']) =>
  JSON.stringify(page.viewportSize()) === JSON.stringify(viewport ?? null);

/**
 * `page.goto` of an app's path, once the console runs in the page, as the router's navigation; a load when the test
 * did what takes a new document to apply (an init script, a route...) or changed the viewport since the last load.
 */
const goesThroughTheRouter = (page: Page) => {
  const load = page.goto.bind(page);
  let loadedAt = page.viewportSize();
  page.goto = async (url, gotoOptions) => {
    const routed =
      isAppPath(url) &&
      !changedByTheTest.has(page) &&
      sameViewport(page, loadedAt) &&
      (await page.evaluate(navigateInApp, { path: url, blank: E2E_BLANK_PATH, forget: false }).catch(leftThePage));
    if (routed) return null;
    loadedAt = page.viewportSize();
    return load(url, gotoOptions);
  };
};

/** E2E_SHARE_LOG=<file>: each page made and each one closed after a test, with why (to see what boots the app). */
const logSharing = (line: string) => {
  if (process.env.E2E_SHARE_LOG) appendFileSync(process.env.E2E_SHARE_LOG, `${line}\n`);
};
