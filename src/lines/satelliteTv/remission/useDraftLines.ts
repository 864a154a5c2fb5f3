import { useCallback, useEffect, useState } from 'react';
import { draftKey, readDraft, writeDraft, type DraftLine } from './draftLines';

/** Tells the other users of a remission's list in this tab (the storage event reaches only other tabs). */
const CHANGED = 'stv-remission-draft';

/**
 * The remission's local list, kept in local storage at every change (a reload or a closed tab loses nothing) and
 * followed in this tab and across tabs, so every view of one remission's list says the same.
 */
export function useDraftLines(remissionId: number): [DraftLine[], (lines: DraftLine[]) => void] {
  const [lines, setLines] = useState<DraftLine[]>(() => readDraft(window.localStorage, remissionId));
  useEffect(() => {
    setLines(readDraft(window.localStorage, remissionId));
    const onStorage = (event: StorageEvent) => {
      if (event.key === draftKey(remissionId)) setLines(readDraft(window.localStorage, remissionId));
    };
    const onChanged = (event: Event) => {
      if ((event as CustomEvent<number>).detail === remissionId) setLines(readDraft(window.localStorage, remissionId));
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(CHANGED, onChanged);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CHANGED, onChanged);
    };
  }, [remissionId]);
  const update = useCallback((next: DraftLine[]) => {
    writeDraft(window.localStorage, remissionId, next);
    setLines(next);
    window.dispatchEvent(new CustomEvent(CHANGED, { detail: remissionId }));
  }, [remissionId]);
  return [lines, update];
}
