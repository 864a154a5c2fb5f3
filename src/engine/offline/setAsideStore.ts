/**
 * The queued writes the server did not take as they were (queuedWrites.ts), kept for the Conflicts page until the
 * user decides: in memory for the page and the banner, and in IndexedDB so a reload or a closed tab loses none.
 * One list per user (the storage key says whose).
 */
import { createListStore, useListStore } from './listStore';
import type { SetAsideWrite } from './queuedWrites';

/** Where the list is kept between visits (IndexedDB through idb-keyval, or a stand-in in tests). */
export interface KeptValues {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
}

/** Kept in memory from the start; in `storage` under `storageKey` once `restore` has attached them (a user's visit). */
export const createSetAsideStore = () => {
  let storage: KeptValues | undefined;
  let storageKey = '';
  // what cannot be kept (a private window without IndexedDB) stays for this visit
  const writes = createListStore<SetAsideWrite>((now) => {
    if (storage) void (now.length > 0 ? storage.set(storageKey, now) : storage.del(storageKey)).catch(() => undefined);
  });
  return {
    /** Reads what an earlier visit of this user left (before this visit's own), and keeps the list there from now. */
    restore: async (kept: KeptValues, key: string) => {
      storage = kept;
      storageKey = key;
      const earlier = await kept.get(key).catch(() => undefined);
      const keys = new Set(writes.list().map((write) => write.key));
      writes.set([...(Array.isArray(earlier) ? (earlier as SetAsideWrite[]) : []).filter((write) => !keys.has(write.key)), ...writes.list()]);
    },
    /** One write per record: a newer one for the same record replaces it (its base is the newer edit's). */
    add: (write: SetAsideWrite) => writes.set([...writes.list().filter((other) => other.key !== write.key), write]),
    replace: (write: SetAsideWrite) => writes.set(writes.list().map((other) => (other.key === write.key ? write : other))),
    remove: (key: string) => writes.set(writes.list().filter((write) => write.key !== key)),
    list: writes.list,
    subscribe: writes.subscribe,
  };
};

export type SetAsideStore = ReturnType<typeof createSetAsideStore>;

/** The set-aside writes, kept up to date (none without a store: a screen rendered outside the console). */
export const useSetAsideWrites = (store: SetAsideStore | null | undefined) => useListStore(store);
