/**
 * Keeps the offline queue and the read cache in IndexedDB (issue 51), loaded once the first screen is drawn: the
 * writes made offline (paused mutations marked queued), the set-aside writes, and the reads already made, so a reload
 * or a closed tab loses nothing. TanStack's persister saves them (throttled); on the next visit the queued writes are
 * restored and sent, through the same data provider (react-query needs a default function per mutation key to run
 * a restored mutation: react-admin's `addOfflineSupportToQueryClient` registers one per resource, but spreads the
 * mutation's variables as an array where react-admin 5.15 passes an object, so the console registers its own).
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { defaultShouldDehydrateQuery, hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import type { DataProvider } from 'react-admin';
import { isQueuedCall, registerQueuedCalls } from './queuedCalls';
import { isQueued, QUEUE_SCOPE, retryQueued } from './queuedWrites';
import type { KeptValues, SetAsideStore } from './setAsideStore';

/** What kept state is older than this is dropped (a queued write included: a day-old edit is not sent blindly). */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** Changes when what is kept changes shape: an older shape is dropped rather than misread. */
const SHAPE = 'issue51-v1';

const WRITES = ['create', 'update'] as const;
type WriteMethod = (typeof WRITES)[number];

/** The default function that runs a restored queued write of `resource` (react-admin's keys: [resource, method, params]). */
export const registerReplay = (queryClient: QueryClient, dataProvider: DataProvider, resource: string, method: WriteMethod) =>
  queryClient.setMutationDefaults([resource, method], {
    mutationFn: ({ resource: name, ...params }: { resource: string }) => (dataProvider[method] as (r: string, p: unknown) => Promise<unknown>)(name, params),
    scope: QUEUE_SCOPE,
    retry: retryQueued,
    // no screen of the record may be open to refresh what it shows
    onSettled: () => queryClient.invalidateQueries({ queryKey: [resource] }),
  });

export const idbValues = (): KeptValues | undefined => {
  if (typeof indexedDB === 'undefined') return undefined;
  const store = createStore('console-offline', 'kept');
  return { get: (key) => get(key, store), set: (key, value) => set(key, value, store), del: (key) => del(key, store) };
};

interface KeepQueueOptions {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  setAside: SetAsideStore;
  userId: string;
  /** loads a business line by name (a restored queued call may be another line's) */
  ensureLine?: (line: string) => Promise<unknown>;
  kept?: KeptValues;
}

/**
 * Restores what an earlier visit kept, keeps the queue and the reads from now on, and sends the queue when online.
 * Answers `stop`, for the sign-out: react-admin then clears the query client (queued writes included), which must not
 * reach IndexedDB: the user's queued writes stay for their next sign-in, and only the reads kept are dropped.
 */
export async function keepQueue({ queryClient, dataProvider, setAside, userId, ensureLine = async () => undefined, kept = idbValues() }: KeepQueueOptions) {
  // the queued workflow calls' default function: a restored one has no other
  registerQueuedCalls(queryClient, dataProvider as unknown as Record<string, unknown>, ensureLine);
  if (!kept) return { stop: async () => undefined };
  const persister = createAsyncStoragePersister({
    storage: { getItem: async (key) => ((await kept.get(key)) as string | undefined) ?? null, setItem: kept.set, removeItem: kept.del },
    key: `queryCache.${userId}`,
    throttleTime: 1000,
  });
  const earlier = await Promise.resolve()
    .then(() => persister.restoreClient())
    .catch(() => undefined);
  if (earlier && earlier.buster === SHAPE && Date.now() - earlier.timestamp < KEPT_FOR_MS) {
    for (const { mutationKey } of earlier.clientState.mutations) {
      const [resource, method] = mutationKey ?? [];
      if (typeof resource === 'string' && WRITES.includes(method as WriteMethod)) registerReplay(queryClient, dataProvider, resource, method as WriteMethod);
    }
    // reads kept from an earlier visit only fill a console that starts offline (online, the server's are newer)
    hydrate(queryClient, { mutations: earlier.clientState.mutations, queries: onlineManager.isOnline() ? [] : earlier.clientState.queries });
  }
  await setAside.restore(kept, `setAside.${userId}`);
  const unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: SHAPE,
    dehydrateOptions: {
      shouldDehydrateMutation: (mutation) => mutation.state.isPaused && (isQueued(mutation.state.variables) || isQueuedCall(mutation.state.variables)),
      shouldDehydrateQuery: defaultShouldDehydrateQuery,
    },
  });
  const stop = async () => {
    unsubscribe();
    const now = (await persister.restoreClient()) ?? undefined;
    if (now) await persister.persistClient({ ...now, clientState: { ...now.clientState, queries: [] } });
  };
  if (onlineManager.isOnline()) await queryClient.resumePausedMutations();
  return { stop };
}
