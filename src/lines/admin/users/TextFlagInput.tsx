import { BooleanField, BooleanInput, useRecordContext } from 'react-admin';
import { validatorsFor } from '../../../engine/fieldRules';
import type { FieldDef } from '../../../engine/types';
import { useFieldLabel } from './useFieldLabel';

/** The API keeps some flags as the texts "True" / "False" (a user's changePassword, spec 01 §3, §5). */
export const TRUE_TEXT = 'True';
export const FALSE_TEXT = 'False';
export const isTrueText = (value: unknown): boolean => value === TRUE_TEXT || value === true;
export const toTrueText = (checked: unknown): string => (checked ? TRUE_TEXT : FALSE_TEXT);

/** A switch for a "True"/"False" text field: the form keeps the text, the user sees an on/off switch. */
export const TextFlagInput = ({ field }: { field: FieldDef }) => {
  const label = useFieldLabel(field);
  return (
    <BooleanInput
      source={field.source}
      label={label}
      validate={validatorsFor(field)}
      helperText={field.helperText}
      readOnly={field.readOnly}
      defaultValue={FALSE_TEXT}
      format={isTrueText}
      parse={toTrueText}
    />
  );
};

/** The same flag read-only, as the lists show booleans (a check or a cross). */
export const TextFlagField = ({ field }: { field: FieldDef }) => {
  const record = useRecordContext();
  if (!record) return null;
  return <BooleanField source={field.source} record={{ ...record, [field.source]: isTrueText(record[field.source]) }} />;
};
