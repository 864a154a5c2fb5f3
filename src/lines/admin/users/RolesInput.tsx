import { useEffect, useMemo } from 'react';
import { AutocompleteArrayInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { validatorsFor } from '../../../engine/fieldRules';
import type { FieldDef } from '../../../engine/types';
import { useFieldLabel } from './useFieldLabel';
import { keepOfferedRoles, type RoleChoice } from './roleChoices';
import { useHomeDatabaseInSelection } from './useHomeDatabaseInSelection';
import { useRolesOfDatabases } from './useRolesOfDatabases';
import { asIds, DATABASES_FIELD } from './userFields';

/** Once the roles of every selected database are known, a chosen role of a database no longer selected is dropped. */
const useDropRolesOfUnselectedDatabases = (source: string, offered: RoleChoice[], isLoaded: boolean) => {
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (!isLoaded) return;
    const chosen = asIds(getValues(source));
    const kept = keepOfferedRoles(chosen, offered);
    if (kept.length !== chosen.length) setValue(source, kept, { shouldDirty: true });
  }, [source, offered, isLoaded, getValues, setValue]);
};

/**
 * The user's roles: several, chosen among the roles of the databases selected in the same form, each named
 * "role (database alias)" (spec 01 §3, §6: users hold several roles and belong to several databases).
 */
export const RolesInput = ({ field }: { field: FieldDef }) => {
  const label = useFieldLabel(field);
  const selected = useWatch({ name: DATABASES_FIELD });
  const databaseIds = useMemo(() => asIds(selected), [selected]);
  const { choices, isPending, isLoaded } = useRolesOfDatabases(databaseIds);
  useDropRolesOfUnselectedDatabases(field.source, choices, isLoaded);
  // this input follows the databases selection, so it keeps the home database in step too
  useHomeDatabaseInSelection(databaseIds);
  return (
    <AutocompleteArrayInput
      source={field.source}
      label={label}
      validate={validatorsFor(field)}
      choices={choices}
      isPending={isPending && choices.length === 0}
      readOnly={field.readOnly}
      helperText={databaseIds.length === 0 ? 'resources.users.helpers.roles' : field.helperText}
      fullWidth
    />
  );
};
