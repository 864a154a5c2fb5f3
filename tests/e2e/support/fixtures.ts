import { expect, test as base, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import type { LoginAnswer } from '../../../src/shell/auth/session';
import { removeDataDir } from './dataDir';
import { startMockServer, type RunningServer } from './mockServer';
import { workerPort } from './ports';
import { DEMO_USERS, signInAnswer, storageStateFor, type Language, type Role } from './session';
import { SharedPages } from './sharedPage';

interface WorkerFixtures {
  /** this worker's own mock server, on its own port and data folder */
  server: RunningServer;
  /** one sign-in per role per worker, made when a test first asks for it */
  sessionOf: (role: Role) => Promise<LoginAnswer>;
  /** the signed-in pages a spec file's tests share (support/sharedPage.ts) */
  sharedPages: SharedPages;
}

interface TestFixtures {
  /** the demo user the test's page starts signed in as (none: signed out) */
  signedInAs: Role | undefined;
  /** the language stored before the page loads (none: the app's default, English) */
  language: Language | undefined;
  /** the session of `signedInAs` (its token, for calls the test makes itself) */
  session: LoginAnswer;
  /** the test's page is one its spec file's tests share, booted once (support/sharedPage.ts); false: a new one */
  shareOnePage: boolean;
}

/**
 * The e2e `test`: each worker runs its own server (no shared webServer, so specs never see another worker's
 * data), and a test's page starts already signed in (storage state) as the role it asks for.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    async ({}, use, workerInfo) => {
      const server = await startMockServer({ port: workerPort(workerInfo.parallelIndex), label: `w${workerInfo.parallelIndex}` });
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  sessionOf: [
    async ({ server }, use) => {
      const signIns = new Map<Role, Promise<LoginAnswer>>();
      await use((role) => {
        if (!signIns.has(role)) signIns.set(role, signInAnswer(server.url, DEMO_USERS[role]));
        return signIns.get(role)!;
      });
    },
    { scope: 'worker' },
  ],
  sharedPages: [
    async ({ browser }, use) => {
      const pages = new SharedPages(browser);
      await use(pages);
      await pages.closeAll();
    },
    { scope: 'worker' },
  ],
  signedInAs: [undefined, { option: true }],
  // E2E_SHARE_PAGES=none gives every test a page of its own (to tell a test's failure from the sharing's)
  shareOnePage: [process.env.E2E_SHARE_PAGES !== 'none', { option: true }],
  language: [undefined, { option: true }],
  baseURL: async ({ server }, use) => use(server.url),
  storageState: async ({ server, signedInAs, language, sessionOf }, use) =>
    use(storageStateFor(server.url, signedInAs ? await sessionOf(signedInAs) : undefined, language)),
  session: async ({ signedInAs, sessionOf }, use) => {
    if (!signedInAs) throw new Error('the session fixture needs test.use({ signedInAs })');
    await use(await sessionOf(signedInAs));
  },
  // every screen a test opens must live within the server's Content-Security-Policy (mock-server/shell/securityHeaders.ts)
  page: async ({ browser, shareOnePage, sharedPages, storageState, viewport, locale, reducedMotion, baseURL }, use, testInfo) => {
    const options = { storageState, viewport, locale, reducedMotion, baseURL };
    // shared within a spec file: its tests always run in the same order, so whatever one leaves to the next is the
    // same on every run (no test passes or fails by which file ran before it)
    const sharedAs = shareOnePage ? JSON.stringify({ file: testInfo.file, ...options }) : undefined;
    // a page of its own is in a context made here: Playwright's `context` fixture, which this fixture asked for
    // before, made and closed a context for every test, shared page or not (0.36 s a test on 2 cores)
    const ownContext = sharedAs ? undefined : await browser.newContext(options);
    const page = sharedAs ? await sharedPages.take(options, sharedAs, testInfo.file) : await ownContext!.newPage();
    if (!prepared.has(page)) {
      prepared.add(page);
      // the shots a test keeps for review are for a person to look at: taken when E2E_SCREENS=1 (`npm run
      // test:screens`), once the screen has settled, not in every run (encoding a picture is a good part of a test's
      // time on 2 cores; its assertions run either way); Playwright's own (a failure's) are taken as the page is
      const screenshot = page.screenshot.bind(page);
      page.screenshot = async (shot) => {
        const forReview = shot?.path !== undefined && resolve(shot.path).startsWith(SCREENS);
        if (forReview && !TAKE_SCREENS) return Buffer.alloc(0);
        if (forReview) await settled(page);
        return screenshot(shot);
      };
      // a list opened by its address is drawn before the app has run (src/boot/firstRows), a picture of its rows until the app
      // takes over: a test acts on and checks the app's, so it waits for that picture to go
      await page.addLocatorHandler(page.locator(FIRST_ROWS), () => page.locator(FIRST_ROWS).waitFor({ state: 'detached' }));
    }
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await use(page);
    // a failed test's picture is of its own page (Playwright's own, `screenshot: 'on'`, would take every page of the
    // worker's contexts, the file's other shared pages too), and gives up after 5 s: a page hung in a long task
    // must not turn a failure into a teardown timeout
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const path = testInfo.outputPath('test-failed.png');
      if (await page.screenshot({ path, timeout: 5_000 }).then(() => true, () => false)) {
        await testInfo.attach('screenshot', { path, contentType: 'image/png' });
      }
    }
    if (sharedAs) await sharedPages.giveBack(sharedAs, testInfo);
    await ownContext?.close();
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** Pages whose screenshots and first rows' handler are set up (a shared page once, for all its tests). */
const prepared = new WeakSet<Page>();

export { expect };
export type { Locator, Page } from '@playwright/test';

/** The picture of a list's rows drawn before the app has run (src/boot/firstRows). */
const FIRST_ROWS = '[data-first-rows]';
/**
 * What is still coming on a screen: the first rows' picture, the shell's deferred parts and the views bar held by
 * placeholders (afterFirstScreen.tsx), and skeletons (the menu, a card, a picture loading).
 */
const STILL_COMING = `${FIRST_ROWS}, [data-placeholder], .MuiSkeleton-root`;
const SETTLE_MS = 5_000;

/**
 * A page's screenshot waits for its screen to settle as a user sees it a moment later: rows come first and the rest
 * after (issue 37), so a shot taken once the rows show had the menu's skeleton and the tools' placeholders in it.
 * A screen still coming after SETTLE_MS is shot as it is, and the test says so in its annotations.
 */
async function settled(page: Page): Promise<void> {
  // on screen only: a lazy picture below the fold keeps its skeleton until it is scrolled to
  const nothingComing = (selector: string) =>
    ![...document.querySelectorAll(selector)].some((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return element.checkVisibility() && bottom > 0 && top < window.innerHeight;
    });
  try {
    await page.waitForFunction(nothingComing, STILL_COMING, { timeout: SETTLE_MS });
  } catch {
    base.info().annotations.push({ type: 'screenshot', description: `shot with parts still coming after ${SETTLE_MS} ms (${page.url()})` });
  }
}

/** Waits for every animation (drawers sliding, menus fading) to end, so a screenshot shows where things land. */
export const transitionsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/**
 * A phone starts with its menu drawer closed: a wider pass of the same test leaves the side menu open in react-admin's
 * store, and on a phone the open drawer would cover the page and take its clicks. Takes effect at the next load.
 */
export const startWithMenuClosed = (page: Page) => page.evaluate(() => localStorage.setItem('RaStore.sidebar.open', 'false'));

/** How far the page scrolls sideways (px; 0 or less: it does not). */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the screenshots kept for review are taken (E2E_SCREENS=1). */
export const TAKE_SCREENS = process.env.E2E_SCREENS === '1';

/** Where screenshots go (tests/e2e/.artifacts/screens). */
export const SCREENS = resolve(import.meta.dirname, '../.artifacts/screens');
