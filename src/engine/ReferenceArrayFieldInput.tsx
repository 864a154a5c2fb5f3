import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { optionsByName, type FieldCheck } from './fieldRules';
import type { FieldDef } from './types';

interface ReferenceArrayFieldInputProps {
  field: FieldDef;
  label: string;
  validate: FieldCheck[];
  helperText?: FieldDef['helperText'];
  fullWidth?: boolean;
}

/**
 * Several records of another resource, chosen by typing (roles of a user...). A module of its own: MUI's
 * autocomplete is the largest input there is, and no list's first screen shows one (FieldInput loads it).
 */
export const ReferenceArrayFieldInput = ({ field, label, validate, helperText, fullWidth }: ReferenceArrayFieldInputProps) => (
  <ReferenceArrayInput
    source={field.source}
    reference={field.reference!.resource}
    perPage={field.reference!.perPage ?? 100}
    sort={optionsByName(field.reference!)}
  >
    <AutocompleteArrayInput label={label} validate={validate} helperText={helperText} optionText={field.reference!.optionText} fullWidth={fullWidth} />
  </ReferenceArrayInput>
);
