import { useRef } from 'react';
import { useNotify, type Identifier, type MutationMode, type RaRecord } from 'react-admin';
import { savedValues } from '../fieldRules';
import { isSetAside } from '../offline/queuedWrites';
import { useQueuedSave } from '../offline/useQueuedSave';
import type { ResourceDef } from '../types';
import { failedSaveKey, hasFailedSave, reportFailedSave, type FailedSave } from './failedSaves';
import { changedValues, conflictOf, errorMessage, serverFieldErrors, withLoadedVersion } from './saveErrors';

interface EditSavingOptions {
  def: ResourceDef;
  id: Identifier;
  /** after a save went through (or, optimistic and undoable, was accepted locally) */
  onSaved: (record: RaRecord) => void;
  /** whether the form closes once a save is accepted (back to the list, dialog closed) */
  closesOnSave: boolean;
  /** brings the record's form back after it closed (leaves the list for the edit page, reopens the dialog) */
  reopen: () => void;
}

interface SaveVariables {
  data?: Record<string, unknown>;
  previousData?: Record<string, unknown>;
}

/** The resource's mutation mode (react-admin's three), pessimistic unless its metadata says otherwise. */
export const mutationModeOf = (def: ResourceDef): MutationMode => def.mutationMode ?? 'pessimistic';

/**
 * How an edit screen (page or dialog) saves, in every mutation mode: the loaded version travels with the data;
 * a refusal comes back to the form whatever the mode: field errors on their inputs, a 409 as the conflict notice,
 * with what the user typed kept (the form is reopened when it has already closed). In optimistic and undoable
 * modes react-admin reports success before the server answers; a success reported after the failure is ignored.
 */
export const useEditSaving = ({ def, id, onSaved, closesOnSave, reopen }: EditSavingOptions) => {
  const notify = useNotify();
  // react-admin reported the save accepted (optimistic, undoable) and the form closed: a refusal must reopen it
  const closed = useRef(false);
  // offline, a save is queued (issue 51): accepted here at once (optimistic), sent in order when the connection is back
  const queue = useQueuedSave();
  const mutationMode = queue.mutationMode(mutationModeOf(def));
  const key = failedSaveKey(def.name, id);
  const pessimistic = mutationMode === 'pessimistic';

  const bringBack = (failure: FailedSave) => {
    reportFailedSave(key, failure);
    if (closed.current) reopen();
    closed.current = false;
  };

  const onError = (error: unknown, variables?: SaveVariables) => {
    // a queued save the server did not take as it was waits on the Conflicts page (the banner says so)
    if (isSetAside(error)) return;
    const changes = pessimistic ? undefined : changedValues(variables?.data ?? {}, variables?.previousData);
    const conflict = conflictOf(error);
    // the conflict notice in the form says it all; a toast would say it twice
    if (conflict) return bringBack({ changes, conflict });
    const errors = serverFieldErrors(error);
    // pessimistic: react-admin puts them on the inputs and its invalid-form notice shows the message
    if (errors && pessimistic) return;
    notify(errorMessage(error), { type: 'error', messageArgs: { _: errorMessage(error) } });
    if (errors) bringBack({ changes, errors });
  };

  const onSuccess = (record: RaRecord) => {
    // the server refused before react-admin got to its optimistic success: the form stays open with the failure
    if (hasFailedSave(key)) return;
    closed.current = closesOnSave;
    onSaved(record);
  };

  return {
    mutationMode,
    /** what a save accepted says: `online`, or that it is kept and sent when the connection is back */
    notice: queue.notice,
    mutationOptions: { onSuccess, onError, ...queue.options },
    transform: (data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
      queue.data(withLoadedVersion(savedValues(def, data), options?.previousData)),
  };
};
