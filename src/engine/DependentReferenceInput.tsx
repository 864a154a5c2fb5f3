import { useEffect, useRef } from 'react';
import { SelectInput } from 'react-admin';
import { ReferenceSelectInput } from './ReferenceSelectInput';
import { useFormContext, useWatch } from 'react-hook-form';
import { optionsByName, type FieldCheck } from './fieldRules';
import { clearsDependent } from './rowRules';
import type { FieldDef } from './types';

interface DependentReferenceInputProps {
  field: FieldDef;
  label: string;
  validate: FieldCheck[];
}

/**
 * A select whose options depend on another input (department → city, brand → model): the reference's records
 * filtered by the parent's value. Without a parent it waits, disabled; choosing another parent empties it.
 */
export const DependentReferenceInput = ({ field, label, validate }: DependentReferenceInputProps) => {
  const { field: parentSource, filter } = field.reference!.dependsOn!;
  const parent = useWatch({ name: parentSource });
  const { setValue } = useFormContext();
  const previous = useRef<unknown>(parent);
  useEffect(() => {
    if (clearsDependent(previous.current, parent)) setValue(field.source, null, { shouldDirty: true });
    previous.current = parent;
  }, [parent, field.source, setValue]);
  const chosen = parent !== undefined && parent !== null && parent !== '';
  return (
    <ReferenceSelectInput
      source={field.source}
      reference={field.reference!.resource}
      filter={chosen ? { [filter]: parent } : {}}
      perPage={field.reference!.perPage ?? 1000}
      sort={optionsByName(field.reference!)}
      queryOptions={{ enabled: chosen }}
    >
      {/* read-only, not disabled, while it waits: a disabled input is not validated, and the city is required */}
      <SelectInput label={label} validate={validate} optionText={field.reference!.optionText} readOnly={!chosen} />
    </ReferenceSelectInput>
  );
};
