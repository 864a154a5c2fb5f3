import type { Store } from 'react-admin';

/** react-admin's keys of a list's selected rows (`<resource or storeKey>.selectedIds`). */
const isSelection = (key: string) => key.endsWith('.selectedIds');

/**
 * The app's store with the lists' selections kept in memory, the rest where `store` keeps it (issue 34 item 6).
 * react-admin's localStorage store writes a selection as JSON and parses it again for every reader on every change:
 * selecting all 50,000 rows of a long page spent ~300 ms in those parses alone (the bench's profile), and each reader
 * then deep-compared the copies. In memory, readers get the same array. A selection does not outlive a reload (it is
 * about the rows in view, which a reload may change).
 */
export const withSelectionInMemory = (store: Store): Store => {
  const values = new Map<string, unknown>();
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const publish = (key: string, value: unknown) => listeners.get(key)?.forEach((listener) => listener(value));
  // The other keys' values as last read, so a key read by every row of a list (react-admin's DataTableRow reads
  // `<resource>.datagrid.expanded` as it mounts) is parsed once, not once per row. Forgotten on every write through
  // this store, and on any change from another tab.
  const read = new Map<string, unknown>();
  if (typeof window !== 'undefined') window.addEventListener('storage', () => read.clear());
  const readThrough = <T,>(key: string, defaultValue?: T): T => {
    if (!read.has(key)) read.set(key, store.getItem(key));
    const value = read.get(key) as T | undefined;
    return value === undefined ? (defaultValue as T) : value;
  };
  return {
    ...store,
    getItem: <T,>(key: string, defaultValue?: T) => (isSelection(key) ? (values.has(key) ? (values.get(key) as T) : defaultValue) : readThrough(key, defaultValue)) as T,
    setItem: <T,>(key: string, value: T) => {
      read.delete(key);
      if (!isSelection(key)) return store.setItem(key, value);
      if (value === undefined) values.delete(key);
      else values.set(key, value);
      publish(key, value);
    },
    removeItem: (key: string) => {
      read.delete(key);
      if (!isSelection(key)) return store.removeItem(key);
      values.delete(key);
      publish(key, undefined);
    },
    removeItems: (prefix: string) => {
      for (const key of [...read.keys()]) if (key.startsWith(prefix)) read.delete(key);
      for (const key of [...values.keys()]) if (key.startsWith(prefix)) {
        values.delete(key);
        publish(key, undefined);
      }
      store.removeItems(prefix);
    },
    reset: () => {
      read.clear();
      for (const key of [...values.keys()]) publish(key, undefined);
      values.clear();
      store.reset();
    },
    subscribe: (key: string, callback: (value: unknown) => void) => {
      if (!isSelection(key)) return store.subscribe(key, callback);
      const set = listeners.get(key) ?? new Set();
      set.add(callback);
      listeners.set(key, set);
      return () => {
        set.delete(callback);
      };
    },
    listItems: store.listItems && ((prefix?: string) => ({ ...store.listItems!(prefix), ...Object.fromEntries([...values].filter(([key]) => !prefix || key.startsWith(prefix))) })),
  };
};
