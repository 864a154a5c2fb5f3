/**
 * What the console's first screen carries of the offline support (issue 51): a loader. The support itself (the
 * queue kept in IndexedDB, the set-aside writes, the banner's and Conflicts page's state) is a chunk of its own,
 * loaded by the banner once the first screen is drawn (offlineSupport.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { DataProvider } from 'react-admin';
import type { OfflineSupport } from './offlineSupport';
import type { SentNotice } from './queuedCalls';
import type { SetAsideWrite } from './queuedWrites';

export interface OfflineDeps {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  /** loads a business line by name (its calls join the data provider): a restored queued call may need one */
  ensureLine: (line: string) => Promise<unknown>;
}

export interface OfflineLoader {
  /** The support, started once per sign-in (the queue of an earlier visit of the signed-in user restored, then kept). */
  load: () => Promise<OfflineSupport>;
  /** Called before the sign-out, which clears the query client: the user's queued writes stay kept for their next sign-in. */
  beforeSignOut: () => Promise<void>;
}

/**
 * The loader, and from the start the watch on queued writes the server did not take: one may be refused before the
 * support's chunk is there (it is fetched once online, as the queue is sent); it waits here for the support's list.
 */
export const createOfflineLoader = (deps: OfflineDeps): OfflineLoader => {
  const early: SetAsideWrite[] = [];
  const earlySent: SentNotice[] = [];
  let add: (write: SetAsideWrite) => void = (write) => early.push(write);
  let addSent: (notice: SentNotice) => void = (notice) => earlySent.push(notice);
  deps.queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    const write = action.type === 'error' ? (action.error as { setAside?: SetAsideWrite }).setAside : undefined;
    if (write) add(write);
    // a queued call made at last says so (queuedCalls.ts SentNotice)
    const sent = action.type === 'success' ? (action.data as { sent?: SentNotice } | undefined)?.sent : undefined;
    if (sent) addSent(sent);
  });
  const receive = (store: (write: SetAsideWrite) => void, storeSent: (notice: SentNotice) => void) => {
    add = store;
    addSent = storeSent;
    early.forEach(store);
    earlySent.forEach(storeSent);
  };
  let loading: Promise<OfflineSupport> | undefined;
  // the banner that asks has brought this chunk with it (its code imports it): nothing to fetch, nothing to fail
  return {
    load: () => (loading ??= import('./offlineSupport').then((module) => module.startOfflineSupport(deps, receive))),
    beforeSignOut: async () => {
      const started = loading;
      loading = undefined;
      await (await started?.catch(() => undefined))?.stop();
    },
  };
};

export const OfflineContext = createContext<OfflineLoader | null>(null);
