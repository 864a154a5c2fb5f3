import { useCallback, useRef, useState } from 'react';
import { admitFiles, type FileRules, type Refusal } from './fileRules';

/** A file chosen but not sent yet. */
export interface PendingFile {
  key: string;
  file: File;
}

/**
 * The files a user has chosen and not sent yet (spec 01 §4: a multiple slot gathers them and sends them on
 * save), with the refusals of the last choice. A refused file never joins the list.
 */
export const usePendingFiles = (rules: FileRules) => {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const nextKey = useRef(0);

  /** checks a choice against the rules and what is waiting; keeps its refusals and returns the files taken */
  const admit = useCallback(
    (chosen: File[], waiting: File[] = [], stored: string[] = []): File[] => {
      const { admitted, refused } = admitFiles(chosen, waiting, rules, stored);
      setRefusals(refused);
      return admitted;
    },
    [rules],
  );

  /** adds the acceptable files of a choice to the list */
  const add = useCallback(
    (chosen: File[], stored: string[] = []) => {
      const admitted = admit(
        chosen,
        files.map((pending) => pending.file),
        stored,
      );
      if (admitted.length === 0) return;
      setFiles((current) => [...current, ...admitted.map((file) => ({ key: String(nextKey.current++), file }))]);
    },
    [admit, files],
  );

  const remove = useCallback((key: string) => setFiles((current) => current.filter((pending) => pending.key !== key)), []);
  /** after an upload: the list and the warnings about it go (they spoke of files no longer waiting) */
  const clear = useCallback(() => {
    setFiles([]);
    setRefusals([]);
  }, []);
  const dismissRefusals = useCallback(() => setRefusals([]), []);

  return { files, refusals, admit, add, remove, clear, dismissRefusals };
};
