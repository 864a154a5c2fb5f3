/**
 * The console's providers, made once by `App` and wired to one catalogue of business lines: the data provider
 * and the auth provider find definitions through the catalogue's `getResource`; a line that loads adds its texts
 * to the i18n provider and its named calls to the data provider. Nothing here is a global: `App` owns them.
 */
import { localStorageStore } from 'react-admin';
import { withSelectionInMemory } from '../engine/virtual/selectionStore';
import type { ResourceLookup } from '../../contracts/resourceDefinition';
import { createDataProvider } from '../../dataProviders';
import { apiClient, httpOptions } from './apiClient';
import { createAuthProvider } from './auth/authProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { MENU_ICONS } from './layout/menu/menuIcons';
import type { Line } from '../lines/defineLine';
import { createCatalogue, type Catalogue } from './lines/lineCatalogue';
import { LINES, type LineEntry } from '../lines/index';
import { createQueryClient } from './queryClient';
import { createOfflineLoader } from '../engine/offline/offlineContext';
import { withQueuedMerge } from '../engine/offline/queuedMark';
import { shellCalls, type AppDataProvider } from './shellCalls';
import { fetchPublishedResources, runtimeMessages } from './runtime/runtimeCalls';

/** A line's calls become methods of the data provider; one that would replace an existing method is a mistake. */
const addCalls = (dataProvider: AppDataProvider, line: Line) => {
  const calls = line.calls(dataProvider.call, dataProvider.upload);
  for (const name of Object.keys(calls)) {
    if (name in dataProvider) throw new Error(`Line "${line.name}": the data provider already has a method "${name}"`);
  }
  Object.assign(dataProvider, calls);
};

export const createConsole = (lines: readonly LineEntry[] = LINES) => {
  const i18nProvider = createI18nProvider();
  // react-admin's store (list settings, sidebar...); its locale is the console's language, so react-admin's i18n
  // context draws the app at once instead of an empty first pass while it "changes" to the language it has
  const store = withSelectionInMemory(localStorageStore());
  store.setItem('locale', i18nProvider.getLocale());
  // the providers ask the catalogue, which is made just below (it adds the lines' calls to the data provider)
  const getResource: ResourceLookup = (name) => catalogue.getResource(name);
  // a write made offline is merged over the record's newer versions when it is sent (issue 51)
  const base = withQueuedMerge(createDataProvider(httpOptions, getResource));
  const dataProvider: AppDataProvider = { ...base, ...shellCalls(base.call, base.upload) };
  const authProvider = createAuthProvider(apiClient, getResource);
  const catalogue: Catalogue = createCatalogue({
    entries: lines,
    registry: { icons: MENU_ICONS },
    rules: { translate: i18nProvider.translate },
    onLine: (line) => {
      i18nProvider.addMessages(line.messages);
      addCalls(dataProvider, line);
    },
    // the resources published in the Resource Designer (issue 19)
    fetchRuntime: () => fetchPublishedResources(base.call),
    onRuntime: (resources) => i18nProvider.setMessages('runtime', runtimeMessages(resources)),
  });
  const queryClient = createQueryClient();
  const offline = createOfflineLoader({
    queryClient,
    dataProvider,
    ensureLine: async (name) => {
      const entry = lines.find((line) => line.name === name);
      if (entry) await catalogue.load(entry);
    },
  });
  // the sign-out clears the query client: the queued writes made offline stay kept for the user's next sign-in
  const signOut = authProvider.logout.bind(authProvider);
  authProvider.logout = async (params) => {
    await offline.beforeSignOut().catch(() => undefined);
    return signOut(params);
  };
  // `vite build --mode e2e` only (statically false elsewhere, the block dropped): what a load would start without,
  // for the end-to-end tests' in-app navigation on a page they share (tests/e2e/support/sharedPage.ts), called on an
  // empty page (no screen's reads in use)
  if (import.meta.env.VITE_E2E) {
    const forgetReads = () => {
      // the screens' reads dropped (the next screen asks the server, as after a load); the shell's (menu, identity,
      // permissions) read again
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.invalidateQueries();
    };
    window.__E2E_CONSOLE__ = {
      forgetReads,
      forgetWhatTheTestDid: () => {
        forgetReads();
        // react-admin's store as a new page starts it (list settings, selections, the sidebar)
        store.removeItems('');
        store.setItem('locale', i18nProvider.getLocale());
      },
    };
  }
  return { i18nProvider, catalogue, dataProvider, authProvider, store, queryClient, lines, offline };
};

export type Console = ReturnType<typeof createConsole>;

declare global {
  interface Window {
    /** the end-to-end build's hook for tests that share one page (absent from the production build) */
    __E2E_CONSOLE__?: { forgetReads: () => void; forgetWhatTheTestDid: () => void };
  }
}
