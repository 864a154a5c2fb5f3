/**
 * The console's offline state (issue 51): whether it is online (react-query's onlineManager, which follows the
 * browser), the writes waiting to be sent (react-query keeps them paused while offline and replays them in order,
 * QUEUE_SCOPE), and the ones the server did not take as they were (the Conflicts page's). The queue and the read
 * cache are kept in IndexedDB by persistQueue.ts, loaded once the first screen is drawn.
 */
import { onlineManager, useMutationState, type Mutation, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import { isQueuedCall, registerQueuedCalls } from './queuedCalls';
import { isQueued, isSetAside } from './queuedWrites';
import { createSetAsideStore, type SetAsideStore } from './setAsideStore';

export interface OfflineSupport {
  setAside: SetAsideStore;
  /** Reads what an earlier visit left (the queue, the set-aside writes, the read cache) and keeps them from now on. */
  start: (userId: string) => Promise<void>;
}

/** A save made offline (generated forms) or a workflow call made offline: what the queue holds. */
const isQueuedWrite = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  isQueued(mutation.state.variables) || isQueuedCall(mutation.state.variables);

/** `ensureLine` loads a business line by name (its calls join the data provider): a queued call may need one. */
export const createOfflineSupport = (queryClient: QueryClient, dataProvider: DataProvider, ensureLine: (line: string) => Promise<unknown>): OfflineSupport => {
  const setAside = createSetAsideStore();
  registerQueuedCalls(queryClient, dataProvider as unknown as Record<string, unknown>, ensureLine);
  // a queued write the server did not take goes to the Conflicts page, whichever screen is open (or none)
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isSetAside(event.action.error)) setAside.add(event.action.error.setAside);
  });
  let started: string | undefined;
  return {
    setAside,
    start: async (userId) => {
      if (started === userId) return;
      started = userId;
      const { keepQueue } = await import('./persistQueue');
      await keepQueue({ queryClient, dataProvider, setAside, userId });
    },
  };
};

const OfflineContext = createContext<OfflineSupport | null>(null);

export const OfflineProvider = ({ value, children }: { value: OfflineSupport; children: ReactNode }) => (
  <OfflineContext.Provider value={value}>{children}</OfflineContext.Provider>
);

export const useOfflineSupport = () => useContext(OfflineContext);

/** Whether the console is online now (it re-renders when that changes). */
export const useOnline = () => useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());

/** How many queued writes wait to be sent (or are being sent). */
export const useQueuedWrites = () =>
  useMutationState({ filters: { status: 'pending', predicate: isQueuedWrite }, select: (mutation) => mutation.mutationId }).length;

export { isQueuedWrite };
