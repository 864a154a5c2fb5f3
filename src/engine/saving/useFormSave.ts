import { useRecordContext, useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { clearFailedSave, failedSaveKey, useFailedSave } from './failedSaves';
import { errorsOnInputs } from './saveErrors';

/**
 * The form side of saving: the submit handler (a new save forgets an earlier failure; the server's nested paths
 * go onto the inputs holding them) and, for an existing record, the failed save its form must show.
 */
export const useFormSave = (resource: string, isNew: boolean, sources: string[]) => {
  const record = useRecordContext();
  const { save } = useSaveContext();
  const failureKey = !isNew && record?.id != null ? failedSaveKey(resource, record.id) : null;
  const failure = useFailedSave(failureKey);
  const onSubmit = async (values: FieldValues) => {
    if (failureKey) clearFailedSave(failureKey);
    const errors = (await save?.(values)) as Record<string, unknown> | undefined | void;
    if (!errors) return errors;
    const { root, ...fields } = errors;
    const messages = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { ...errorsOnInputs(messages, sources), ...(root ? { root } : {}) };
  };
  return { onSubmit, failureKey, failure };
};
