/**
 * The queued writes the server did not take as they were (queuedWrites.ts), kept for the Conflicts page until the
 * user decides: in memory for the page and the banner, and in IndexedDB so a reload or a closed tab loses none.
 * One list per user (the storage key says whose).
 */
import { useSyncExternalStore } from 'react';
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
  let writes: SetAsideWrite[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    listeners.forEach((listener) => listener());
    if (!storage) return;
    // what cannot be kept (a private window without IndexedDB) stays for this visit
    void (writes.length > 0 ? storage.set(storageKey, writes) : storage.del(storageKey)).catch(() => undefined);
  };
  return {
    /** Reads what an earlier visit of this user left (before this visit's own), and keeps the list there from now. */
    restore: async (kept: KeptValues, key: string) => {
      storage = kept;
      storageKey = key;
      const earlier = await kept.get(key).catch(() => undefined);
      const keys = new Set(writes.map((write) => write.key));
      writes = [...(Array.isArray(earlier) ? (earlier as SetAsideWrite[]) : []).filter((write) => !keys.has(write.key)), ...writes];
      changed();
    },
    /** One write per record: a newer one for the same record replaces it (its base is the newer edit's). */
    add: (write: SetAsideWrite) => {
      writes = [...writes.filter((other) => other.key !== write.key), write];
      changed();
    },
    replace: (write: SetAsideWrite) => {
      writes = writes.map((other) => (other.key === write.key ? write : other));
      changed();
    },
    remove: (key: string) => {
      writes = writes.filter((write) => write.key !== key);
      changed();
    },
    list: () => writes,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type SetAsideStore = ReturnType<typeof createSetAsideStore>;

const NONE: SetAsideWrite[] = [];
const noStore = () => () => undefined;

/** The set-aside writes, kept up to date (none without a store: a screen rendered outside the console). */
export const useSetAsideWrites = (store: SetAsideStore | null | undefined) =>
  useSyncExternalStore(store?.subscribe ?? noStore, store?.list ?? (() => NONE));
