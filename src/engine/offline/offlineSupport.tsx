/**
 * The console's offline state (issue 51): whether it is online (react-query's onlineManager, which follows the
 * browser), the writes waiting to be sent (react-query keeps them paused while offline and replays them in order,
 * QUEUE_SCOPE), and the ones the server did not take as they were (the Conflicts page's). Started by the banner once
 * the first screen is drawn (offlineContext.ts): the queue and the read cache are then kept in IndexedDB
 * (persistQueue.ts), and what an earlier visit left is restored.
 */
import { useMutationState, type Mutation } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { sessionUserId } from '../../shell/auth/session';
import { whenOnlineAgain } from '../lazyComponent';
import { registerAppFiles } from './appFiles/registerAppFiles';
import { createListStore, useListStore } from './listStore';
import { OfflineContext, type OfflineDeps } from './offlineContext';
import { isQueuedCall, type SentNotice } from './queuedCalls';
import { isQueued, type SetAsideWrite } from './queuedWrites';
import { createSetAsideStore, type SetAsideStore } from './setAsideStore';

export interface OfflineSupport {
  setAside: SetAsideStore;
  /** what queued calls said once made (a new order's number), until the user closes it */
  sent: SentStore;
  /** loads a business line by name: the Conflicts page names a workflow call set aside in its line's words */
  ensureLine: (line: string) => Promise<unknown>;
  /** Before the sign-out: nothing more is kept, the reads kept are dropped, the queued writes stay for the next sign-in. */
  stop: () => Promise<void>;
}

/** A save made offline (generated forms) or a workflow call made offline: what the queue holds. */
export const isQueuedWrite = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  isQueued(mutation.state.variables) || isQueuedCall(mutation.state.variables);

/**
 * The support, at once; what an earlier visit left is restored meanwhile (its chunk is fetched once online: the
 * console may well be offline when the first screen is drawn).
 */
export function startOfflineSupport(
  { queryClient, dataProvider, ensureLine }: OfflineDeps,
  receive: (add: (write: SetAsideWrite) => void, addSent: (notice: SentNotice) => void) => void,
): OfflineSupport {
  const setAside = createSetAsideStore();
  const sent = createSentStore();
  // a queued write the server did not take goes to the Conflicts page, whichever screen is open (or none); the loader
  // has kept those refused before this chunk came
  receive(setAside.add, sent.add);
  registerAppFiles();
  const userId = sessionUserId();
  const kept = userId
    ? whenOnlineAgain(() => import('./persistQueue')).then(({ keepQueue }) => keepQueue({ queryClient, dataProvider, setAside, userId, ensureLine }))
    : undefined;
  kept?.catch(() => undefined);
  return { setAside, sent, ensureLine, stop: async () => (await kept?.catch(() => undefined))?.stop() };
}

/** The offline support once loaded (undefined until then, or outside the console). */
export const useOfflineSupport = (): OfflineSupport | undefined => {
  const loader = useContext(OfflineContext);
  const [support, setSupport] = useState<OfflineSupport>();
  useEffect(() => {
    let current = true;
    void loader
      ?.load()
      .then((loaded) => current && setSupport(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [loader]);
  return support;
};

/** How many queued writes wait to be sent (or are being sent). */
export const useQueuedWrites = () =>
  useMutationState({ filters: { status: 'pending', predicate: isQueuedWrite }, select: (mutation) => mutation.mutationId }).length;

/** The notices of queued calls made at last, for this visit (the user reads them in the banner, then closes them). */
const createSentStore = () => {
  const notices = createListStore<SentNotice>();
  return {
    add: (notice: SentNotice) => notices.set([...notices.list(), notice]),
    clear: () => notices.set([]),
    list: notices.list,
    subscribe: notices.subscribe,
  };
};
export type SentStore = ReturnType<typeof createSentStore>;

/** The notices of queued calls made at last (none until the support is loaded). */
export const useSentNotices = (store: SentStore | undefined): SentNotice[] => useListStore(store);
