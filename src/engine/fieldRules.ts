import { maxLength, maxValue, minLength, minValue, regex, required, type Validator } from 'react-admin';
import type { FieldCondition, FieldDef, ResourceDef } from './types';

/** Whether a field with a `showWhen` condition applies to a record's current values. */
export const isFieldShown = (field: FieldDef, values: Record<string, unknown> | undefined): boolean => {
  const condition: FieldCondition | undefined = field.showWhen;
  if (!condition) return true;
  const value = values?.[condition.field];
  // select inputs may hold numbers as strings: compare loosely on the text
  const same = (expected: unknown) => String(value) === String(expected);
  if ('equals' in condition) return same(condition.equals);
  if ('notEquals' in condition) return !same(condition.notEquals);
  return true;
};

/** react-admin validators for a field, with the spec's messages where it names them. */
export const validatorsFor = (field: FieldDef): Validator[] => {
  const validators: Validator[] = [];
  if (field.required) validators.push(required());
  if (field.minLength !== undefined) validators.push(minLength(field.minLength));
  if (field.maxLength !== undefined) validators.push(maxLength(field.maxLength));
  if (field.min !== undefined) validators.push(minValue(field.min));
  if (field.max !== undefined) validators.push(maxValue(field.max));
  if (field.pattern) validators.push(regex(field.pattern.regex, field.pattern.message));
  if (field.matches) {
    const { field: other, message } = field.matches;
    validators.push((value, values) => (value === values?.[other] ? undefined : message));
  }
  for (const rule of field.rules ?? []) validators.push((value, values) => rule(value, values ?? {}));
  return validators;
};

/** The form's inputs: all fields in a form, less those that exist only when creating. */
export const formFieldsFor = (def: ResourceDef, isNew: boolean): FieldDef[] =>
  formFields(def).filter((field) => isNew || !field.onlyOnCreate);

/** What is sent on save: the form's values without the fields that are never stored (a password confirmation). */
export const savedValues = (def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> => {
  const transient = new Set(def.fields.filter((field) => field.transient).map((field) => field.source));
  return Object.fromEntries(Object.entries(values).filter(([key]) => !transient.has(key)));
};

/** Default values of a new record, from the fields' declared defaults. */
export const defaultValuesOf = (def: ResourceDef): Record<string, unknown> =>
  Object.fromEntries(def.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.source, f.defaultValue]));

export const fieldLabel = (def: ResourceDef, field: FieldDef): string =>
  field.label ?? `resources.${def.name}.fields.${field.source}`;

export const formFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => f.inForm !== false);

export const findField = (def: ResourceDef, source: string): FieldDef | undefined =>
  def.fields.find((f) => f.source === source);
