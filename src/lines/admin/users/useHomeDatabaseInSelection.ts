import { useEffect } from 'react';
import type { Identifier } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DATABASES_FIELD, HOME_DATABASE_FIELD } from './userFields';

/**
 * User/Save adds `dataBaseId` to the user's databases; the form keeps the two in step.
 * - A new user created in a database's tab has that database as home: it stays selected, so its roles are offered
 *   (the API links the user to it in any case).
 * - On an edit, unselecting the home database clears it: the user really leaves it, and the API takes the new home
 *   among the databases still selected.
 */
export const useHomeDatabaseInSelection = (databaseIds: Identifier[]) => {
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    const home = getValues(HOME_DATABASE_FIELD);
    if (!home || databaseIds.some((id) => String(id) === String(home))) return;
    const isNew = getValues('id') === undefined;
    if (isNew) setValue(DATABASES_FIELD, [home, ...databaseIds], { shouldDirty: true });
    else setValue(HOME_DATABASE_FIELD, 0, { shouldDirty: true });
  }, [databaseIds, getValues, setValue]);
};
