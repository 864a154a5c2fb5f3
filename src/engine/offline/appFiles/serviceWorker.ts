/**
 * The console's service worker (issue 51): the app's own files kept on the device, so the console opens and reloads
 * with no connection. Built on its own by vite.config.ts (`appFilesWorker`) into `sw.js`, with the build's file list
 * written where `self.__WB_MANIFEST` is.
 * - the built files (hashed, so never stale) are downloaded once the SW installs and answered from the device;
 * - a page (a navigation) and config.json come from the network first, so a deploy or a changed config.json is seen
 *   at once online; offline, the kept index.html and config.json answer;
 * - the API is never touched here: the data the console saw is kept by react-query's persister (persistQueue.ts).
 * Updates: a new build's worker waits until no tab runs the old one (workbox's default), so an open tab keeps the
 * files it was built with.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

interface AppFilesWorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  registration: { scope: string };
  addEventListener(type: 'install', listener: (event: { waitUntil(done: Promise<unknown>): void }) => void): void;
}
declare const self: AppFilesWorkerScope;

/** the addresses the app's pages never are: the API's and the live lists' */
const NOT_PAGES = [/\/api\//, /\/socket\.io\//];

const scope = new URL(self.registration.scope).pathname;
const CONFIG_CACHE = 'console-config';
const configAddress = `${scope}config.json`;

// config.json is the deployment's, not the build's: asked of the network first (before the built files' route), and
// kept from the install on, so a console opened offline right after its first visit still reads it
registerRoute(({ url }) => url.pathname === configAddress, new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: 5 }));
self.addEventListener('install', (event) => event.waitUntil(caches.open(CONFIG_CACHE).then((cache) => cache.add(configAddress)).catch(() => undefined)));

// pages before the built files' route: that one would answer "/" with the kept index.html, online too
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = await (event as { preloadResponse?: Promise<Response | undefined> } | undefined)?.preloadResponse;
        return preloaded ?? (await fetch(request));
      } catch {
        // no connection: the app's page as built (every route of the console is the same page)
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: NOT_PAGES },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();
// the tab that installed the worker is served by it at once: a part it loads later comes from the device offline
clientsClaim();
