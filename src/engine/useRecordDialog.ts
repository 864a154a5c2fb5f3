import { useState } from 'react';
import type { Identifier } from 'react-admin';
import type { OpenMode } from './useResourceAccess';

/** Which record a dialog shows: 'new' for a creation, null when closed. */
export type DialogTarget = Identifier | 'new' | null;

export const useRecordDialog = () => {
  const [target, setTarget] = useState<DialogTarget>(null);
  const [mode, setMode] = useState<OpenMode>('edit');
  return {
    target,
    mode,
    openCreate: () => setTarget('new'),
    open: (id: Identifier, how: OpenMode) => {
      setMode(how);
      setTarget(id);
    },
    close: () => setTarget(null),
    reopen: (id: Identifier) => {
      setMode('edit');
      setTarget(id);
    },
  };
};
