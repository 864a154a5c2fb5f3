import { useSyncExternalStore } from 'react';

/**
 * A list the offline support keeps outside React (the writes set aside, what queued calls said once made), which the
 * banner and the Conflicts page read with `useListStore`; `onChange` sees each new list (to keep it, say).
 */
export const createListStore = <T,>(onChange?: (items: T[]) => void) => {
  let items: T[] = [];
  const listeners = new Set<() => void>();
  return {
    list: () => items,
    set: (next: T[]) => {
      items = next;
      listeners.forEach((listener) => listener());
      onChange?.(items);
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};

export interface ReadableList<T> {
  list: () => T[];
  subscribe: (listener: () => void) => () => void;
}

const NONE: never[] = [];
const noStore = () => () => undefined;

/** A list store's items, kept up to date (none without a store: a screen rendered outside the console). */
export const useListStore = <T,>(store: ReadableList<T> | null | undefined): T[] =>
  useSyncExternalStore(store?.subscribe ?? noStore, store?.list ?? (() => NONE));
