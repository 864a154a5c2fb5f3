import { useEffect } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { rememberChanges, type FailedSave } from './failedSaves';
import { changedValues, errorsOnInputs } from './saveErrors';

interface RestoreFailedSaveProps {
  failureKey: string;
  failure: FailedSave | undefined;
  /** the form's inputs, to put nested server paths on the input holding them */
  sources: string[];
}

/**
 * Inside an edit form: shows a failed save on it. The user's changes go back in (dirty, over the record as it
 * is now), and the server's messages onto their inputs. react-admin resets the form whenever its record changes
 * (a rollback after an optimistic save, a reload after a conflict), so this runs again after each such reset,
 * until the user saves again or discards.
 */
export const RestoreFailedSave = ({ failureKey, failure, sources }: RestoreFailedSaveProps) => {
  const record = useRecordContext();
  const { getValues, setValue, setError } = useFormContext();
  const recordKey = JSON.stringify(record ?? null);
  useEffect(() => {
    if (!failure) return;
    // a tick later: react-admin's own reset to the record runs in the form's effect, after this child's
    const timer = setTimeout(() => {
      let changes = failure.changes;
      if (!changes) {
        changes = changedValues(getValues(), record);
        rememberChanges(failureKey, changes);
      }
      for (const [source, value] of Object.entries(changes)) setValue(source, value, { shouldDirty: true });
      for (const [source, message] of Object.entries(errorsOnInputs(failure.errors ?? {}, sources))) {
        setError(source, { type: 'server', message });
      }
    }, 0);
    return () => clearTimeout(timer);
    // the record is read through recordKey: a new record object with the same content changes nothing
  }, [failure, recordKey]);
  return null;
};
