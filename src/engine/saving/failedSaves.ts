import { useCallback, useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';
import type { SaveConflict } from './saveErrors';

/**
 * A save of a record that failed, kept until its form has shown it. In optimistic and undoable modes the answer
 * comes after the form has closed (react-admin has already left the page or closed the dialog), so the failure
 * waits here and the form, reopened, restores what the user typed and the server's messages.
 */
export interface FailedSave {
  /** the values the user changed (only those: a reloaded record keeps everyone else's changes) */
  changes?: Record<string, unknown>;
  /** server messages by input */
  errors?: Record<string, string>;
  conflict?: SaveConflict & { reloaded?: boolean };
}

type Listener = () => void;
const failures = new Map<string, FailedSave>();
const listeners = new Map<string, Set<Listener>>();

export const failedSaveKey = (resource: string, id: Identifier) => `${resource}/${String(id)}`;

const emit = (key: string) => listeners.get(key)?.forEach((listener) => listener());

/** Keeps a failure for the record's form, which shows it now if it is open, else when it opens. */
export const reportFailedSave = (key: string, failure: FailedSave) => {
  failures.set(key, failure);
  emit(key);
};

export const updateFailedSave = (key: string, patch: Partial<FailedSave>) => {
  const current = failures.get(key);
  if (!current) return;
  failures.set(key, { ...current, ...patch });
  emit(key);
};

/** Notes the user's changes on a failure that came without them (pessimistic: the form still held them). */
export const rememberChanges = (key: string, changes: Record<string, unknown>) => {
  const current = failures.get(key);
  // silently: the form that calls this is the one showing the failure already
  if (current) failures.set(key, { ...current, changes });
};

export const hasFailedSave = (key: string) => failures.has(key);

export const clearFailedSave = (key: string) => {
  if (!failures.delete(key)) return;
  emit(key);
};

/** The failed save waiting for this record's form (the form subscribes while it is open). */
export const useFailedSave = (key: string | null): FailedSave | undefined => {
  const subscribe = useCallback(
    (listener: Listener) => {
      if (!key) return () => undefined;
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
      };
    },
    [key],
  );
  return useSyncExternalStore(subscribe, () => (key ? failures.get(key) : undefined));
};
