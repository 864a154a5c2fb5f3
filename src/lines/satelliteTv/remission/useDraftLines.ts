import { useCallback, useEffect, useState } from 'react';
import { draftKey, readDraft, writeDraft, type DraftLine } from './draftLines';

/**
 * The remission's local list, kept in local storage at every change (a reload or a closed tab loses nothing) and
 * followed across tabs (the storage event), so two tabs on one remission show the same list.
 */
export function useDraftLines(remissionId: number): [DraftLine[], (lines: DraftLine[]) => void] {
  const [lines, setLines] = useState<DraftLine[]>(() => readDraft(window.localStorage, remissionId));
  useEffect(() => {
    setLines(readDraft(window.localStorage, remissionId));
    const onStorage = (event: StorageEvent) => {
      if (event.key === draftKey(remissionId)) setLines(readDraft(window.localStorage, remissionId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [remissionId]);
  const update = useCallback((next: DraftLine[]) => {
    writeDraft(window.localStorage, remissionId, next);
    setLines(next);
  }, [remissionId]);
  return [lines, update];
}
