/**
 * What the console's first screen carries of the offline support (issue 51): a loader. The support itself (the
 * queue kept in IndexedDB, the set-aside writes, the banner's and Conflicts page's state) is a chunk of its own,
 * loaded by the banner once the first screen is drawn (offlineSupport.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { DataProvider } from 'react-admin';
import type { OfflineSupport } from './offlineSupport';

export interface OfflineDeps {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  /** loads a business line by name (its calls join the data provider): a restored queued call may need one */
  ensureLine: (line: string) => Promise<unknown>;
}

export interface OfflineLoader {
  /** The support, started once (the queue of an earlier visit of the signed-in user restored, then kept). */
  load: () => Promise<OfflineSupport>;
}

export const createOfflineLoader = (deps: OfflineDeps): OfflineLoader => {
  let loading: Promise<OfflineSupport> | undefined;
  return {
    load: () => {
      loading ??= import('./offlineSupport').then((module) => module.startOfflineSupport(deps));
      // a failed download is tried again by the next caller
      loading.catch(() => (loading = undefined));
      return loading;
    },
  };
};

export const OfflineContext = createContext<OfflineLoader | null>(null);
