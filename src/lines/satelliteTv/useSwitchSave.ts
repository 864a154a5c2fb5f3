import { useState } from 'react';
import { useNotify } from 'react-admin';

/**
 * A per-row on/off switch saved at once (spec 02 §2.3): the new value shows immediately, is undone if the save
 * fails (with the server's message), and stays until the list reloads with the saved value.
 */
export function useSwitchSave<Row extends { id: number; state: 0 | 1 }>(save: (row: Row, state: 0 | 1) => Promise<unknown>, onSaved: () => void) {
  const notify = useNotify();
  const [pending, setPending] = useState<Record<number, 0 | 1>>({});
  const stateOf = (row: Row): 0 | 1 => pending[row.id] ?? row.state;
  const toggle = async (row: Row) => {
    const next: 0 | 1 = stateOf(row) === 1 ? 0 : 1;
    setPending((current) => ({ ...current, [row.id]: next }));
    try {
      await save(row, next);
      notify('app.satelliteTv.console.successfulProcess', { type: 'success' });
      onSaved();
    } catch (error) {
      setPending(({ [row.id]: _undone, ...rest }) => rest);
      notify((error as Error).message, { type: 'error' });
    }
  };
  return { stateOf, toggle, busy: (row: Row) => row.id in pending && pending[row.id] !== row.state };
}
