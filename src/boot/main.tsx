import type { ComponentType } from 'react';
import { apiClient } from '../shell/apiClient';
import { loadMenuAccess } from '../shell/auth/menuAccess';
import { isAuthenticated } from '../shell/auth/session';
import { loadRuntimeConfig } from './config';
import { atMost } from './atMost';
import { startEarly } from '../../dataProviders/earlyRequest';
import { publishedResources } from '../../contracts/routes/session';
import firstListsByRoute from 'virtual:first-lists';

/**
 * React is imported when the page renders, not before this module runs (issue 37): this entry then waits only for
 * the small session chunk, and the first calls leave as soon as config.json is read, while React and the app's
 * code still download and compile (index.html preloads them). Statically imported, React (65 KiB gzip) held the
 * calls back until it had arrived and run.
 */
const render = async (Root: ComponentType) => {
  const [{ createRoot }, { createElement, StrictMode }] = await Promise.all([import('react-dom/client'), import('react')]);
  createRoot(document.getElementById('root')!).render(createElement(StrictMode, null, createElement(Root)));
};

/**
 * A list opened by its address asks for its first page now, not once react-admin's code has run: the data
 * provider hands that answer to the list's first call (see src/shell/lines/firstLists.ts), and src/boot/firstRows draws its
 * rows from it before the app has run (issue 37: rows first, the rest after). Not when the address or the stored
 * list settings (react-admin's store) ask for another page.
 */
const firstRoute = window.location.pathname.toLowerCase().replace(/\/+$/, '');
const firstList = window.location.search ? undefined : firstListsByRoute[firstRoute];
/** The code that draws them runs while config.json loads (React with it): the rows then wait only for their answer. */
const firstRowsCode = firstList && isAuthenticated() ? import('./firstRows/paint') : undefined;
/** The resource whose first page was asked for early: the app reads that answer before its first render. */
let firstListStarted: string | undefined;
const startFirstList = (): Promise<unknown> | undefined => {
  if (!firstList || localStorage.getItem(`RaStore.${firstList.resource}.listParams`)) return undefined;
  startEarly(apiClient, firstList.request);
  firstListStarted = firstList.resource;
  return firstRowsCode?.then(({ paintFirstRows }) => paintFirstRows(firstRoute, firstList.request)).catch(() => undefined);
};

/**
 * The app's code runs once the first rows are drawn (src/boot/firstRows): running it (its evaluation, then its first
 * render) takes the page's thread for about 250 ms, which would hold the rows back if their answer came meanwhile.
 * A slow answer holds the app this long at most.
 */
const APP_WAITS_FOR_FIRST_ROWS_MS = 1000;

// /login opened directly loads only the sign-in page (no react-admin). Either app's code is fetched while
// config.json loads (neither calls the API at import time); it renders once the configuration is read.
if (/^\/login\/?$/.test(window.location.pathname)) {
  void Promise.all([import('./login/LoginApp'), loadRuntimeConfig()]).then(([{ LoginApp }]) => render(LoginApp));
} else {
  // The configuration, then the user's menu flags, the published resources and the first list, side by side: the
  // first list waits on the flags to know what the user may do (the auth provider and the side menu find them already
  // asked for), and the app's first render on the resources. The app's code (index.html has started its download)
  // runs once those calls are sent: running it takes the page's thread for a while, and the server answers meanwhile.
  const config = loadRuntimeConfig();
  const callsSent = config
    .then(() => {
      if (!isAuthenticated()) return undefined;
      const firstRows = startFirstList();
      // the request src/shell/runtime/runtimeCalls.ts makes
      startEarly(apiClient, publishedResources);
      void loadMenuAccess(apiClient).catch(() => undefined);
      return firstRows && atMost(firstRows, APP_WAITS_FOR_FIRST_ROWS_MS);
    })
    // the app reports what went wrong when it makes these calls itself
    .catch(() => undefined);
  void callsSent
    .then(() => {
      performance.mark('app:import');
      return import('../shell/App');
    })
    .then(({ startApp }) => {
      performance.mark('app:imported');
      return startApp(config, firstListStarted);
    })
    .then((Root) => {
      performance.mark('app:started');
      return render(Root);
    });
}
