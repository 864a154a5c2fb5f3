import Skeleton from '@mui/material/Skeleton';
import { BooleanInput, DateInput, NumberInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { ReferenceSelectInput } from './ReferenceSelectInput';
import { useWatch } from 'react-hook-form';
import { fieldLabel, isFieldShown, optionsByName, validatorsFor } from './fieldRules';
import type { FieldDef } from './types';
import { DependentReferenceInput } from './DependentReferenceInput';
import { lazyComponent } from './lazyComponent';
import { useResourceDef } from './useResourceDef';
import { useSettingPattern } from './useSettingPattern';

type ReferenceArrayModule = typeof import('./ReferenceArrayFieldInput');
/** loaded when a form first shows one (lazyScreens preloads it with the forms); an input's height meanwhile */
export const ReferenceArrayFieldInput = lazyComponent<Parameters<ReferenceArrayModule['ReferenceArrayFieldInput']>[0], ReferenceArrayModule>(
  () => import('./ReferenceArrayFieldInput'),
  'ReferenceArrayFieldInput',
  <Skeleton variant="rounded" height={48} sx={{ my: 1 }} />,
);

interface FieldInputProps {
  field: FieldDef;
  /**
   * As a list filter, react-admin's filter form and "Add filter" menu read these from the element itself (the
   * input reads `field`): without them a filter that is not always on has no name in the menu and cannot be added.
   */
  source?: string;
  label?: string;
  alwaysOn?: boolean;
}

/** The react-admin input for one field of the metadata, mounted only while its condition holds. */
export const FieldInput = ({ field }: FieldInputProps) =>
  field.showWhen ? <ConditionalInput field={field} /> : <PlainInput field={field} />;

const ConditionalInput = ({ field }: FieldInputProps) => {
  const watched = useWatch({ name: field.showWhen!.field });
  // unmounting the input also drops its validation, so a hidden field never blocks a save
  return isFieldShown(field, { [field.showWhen!.field]: watched }) ? <PlainInput field={field} /> : null;
};

const PlainInput = ({ field }: FieldInputProps) => {
  const def = useResourceDef();
  const settingPattern = useSettingPattern(field);
  const common = {
    source: field.source,
    label: fieldLabel(def, field),
    validate: validatorsFor(field, { settingPattern }),
    helperText: field.helperText,
    readOnly: field.readOnly,
    fullWidth: field.fullWidth,
  };
  switch (field.kind) {
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={field.choices ?? []} />;
    case 'reference':
      if (field.reference!.dependsOn) return <DependentReferenceInput field={field} label={common.label} validate={common.validate} />;
      return (
        <ReferenceSelectInput source={field.source} reference={field.reference!.resource} sort={optionsByName(field.reference!)} perPage={field.reference!.perPage}>
          <SelectInput label={common.label} validate={common.validate} optionText={field.reference!.optionText} />
        </ReferenceSelectInput>
      );
    case 'referenceArray':
      return (
        <ReferenceArrayFieldInput
          field={field}
          label={common.label}
          validate={common.validate}
          helperText={common.helperText}
          fullWidth={common.fullWidth}
        />
      );
    case 'custom': {
      const Custom = field.input!;
      return <Custom field={field} />;
    }
    case 'date':
      return <DateInput {...common} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'multiline':
      return <TextInput {...common} multiline minRows={2} />;
    // inputMode gives the right mobile keyboard without the browser's own (untranslated) validation bubble
    case 'email':
      return <TextInput {...common} inputProps={{ inputMode: 'email' }} autoComplete="email" />;
    case 'url':
      return <TextInput {...common} inputProps={{ inputMode: 'url' }} />;
    default:
      return <TextInput {...common} />;
  }
};
