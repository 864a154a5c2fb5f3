/**
 * The rules of a field, headless (no React, no react-admin): what is shown, defaulted, saved, and the checks a
 * value must pass. The checks answer exactly as react-admin's validators do (same message keys and arguments,
 * `isRequired` on the required check for the input's asterisk), so the screens use them as validators and the
 * server can compile the same checks from the same definitions.
 */
import { ruleHolds } from '../../contracts/designValues';
import { regexOf } from '../../contracts/patterns';
import type { FieldCondition, FieldDef, FieldDefinition, ResourceDef, ResourceDefinition } from './types';

/** A field as data or resolved: the rules below read only its data. */
type AnyField = FieldDef | FieldDefinition;
type AnyResource = ResourceDef | ResourceDefinition;

/** What a failed check answers: an i18n key, or a key with its arguments. */
export type CheckMessage = string | { message: string; args: Record<string, unknown> };
export type FieldCheck = ((value: unknown, values?: Record<string, unknown>, props?: unknown) => CheckMessage | undefined) & {
  isRequired?: boolean;
};

/** Whether a field with a `showWhen` condition applies to a record's current values. */
export const isFieldShown = (field: AnyField, values: Record<string, unknown> | undefined): boolean => conditionHolds(field.showWhen, values);

/** Whether a record's values meet a condition (none: always). */
export const conditionHolds = (condition: FieldCondition | undefined, values: Record<string, unknown> | undefined): boolean => {
  if (!condition) return true;
  const value = values?.[condition.field];
  // select inputs may hold numbers as strings: compare loosely on the text
  const same = (expected: unknown) => String(value) === String(expected);
  if ('equals' in condition) return same(condition.equals);
  if ('notEquals' in condition) return !same(condition.notEquals);
  return true;
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const lengthOf = (value: unknown) => (value as { length?: number }).length ?? 0;

const requiredCheck: FieldCheck = Object.assign((value: unknown) => (isEmpty(value) ? 'ra.validation.required' : undefined), {
  isRequired: true,
});

/** A regular expression's source read from settings; a source that does not compile checks nothing (the server still does). */
const settingRegex = (source: string | undefined): RegExp | undefined => {
  if (!source) return undefined;
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
};

/** What a field's checks need that comes at run time: the source of a pattern read from the line's settings. */
export interface RuntimeValues {
  settingPattern?: string;
}

/**
 * The checks of a field, in react-admin's order: required, lengths, bounds, pattern, match, its comparisons with
 * other fields, then its rules. A pattern read from settings checks once its source has come.
 */
export const validatorsFor = (field: FieldDef, runtime: RuntimeValues = {}): FieldCheck[] => {
  const checks: FieldCheck[] = [];
  const { minLength, maxLength, min, max, pattern, matches } = field;
  if (field.required) checks.push(requiredCheck);
  if (minLength !== undefined)
    checks.push((value) => (!isEmpty(value) && lengthOf(value) < minLength ? { message: 'ra.validation.minLength', args: { min: minLength } } : undefined));
  if (maxLength !== undefined)
    checks.push((value) => (!isEmpty(value) && lengthOf(value) > maxLength ? { message: 'ra.validation.maxLength', args: { max: maxLength } } : undefined));
  if (min !== undefined) checks.push((value) => (!isEmpty(value) && Number(value) < min ? { message: 'ra.validation.minValue', args: { min } } : undefined));
  if (max !== undefined) checks.push((value) => (!isEmpty(value) && Number(value) > max ? { message: 'ra.validation.maxValue', args: { max } } : undefined));
  const regex = pattern && (pattern.setting ? settingRegex(runtime.settingPattern) : regexOf(pattern));
  if (pattern && regex) {
    checks.push((value) => (!isEmpty(value) && typeof value === 'string' && !regex.test(value) ? { message: pattern.message, args: { pattern: regex } } : undefined));
  }
  if (matches) checks.push((value, values) => (value === values?.[matches.field] ? undefined : matches.message));
  for (const rule of field.compare ?? []) checks.push((value, values) => (ruleHolds(rule.kind, value, values?.[rule.field]) ? undefined : rule.message));
  for (const rule of field.rules ?? []) checks.push((value, values) => rule(value, values ?? {}));
  return checks;
};

/** The form's inputs: all fields in a form, less those that exist only when creating. */
export const formFieldsFor = <F extends AnyField>(def: { fields: F[] }, isNew: boolean): F[] =>
  formFields(def).filter((field) => isNew || !field.onlyOnCreate);

/** What is sent on save: the form's values without the fields that are never stored (a password confirmation). */
export const savedValues = (def: AnyResource, values: Record<string, unknown>): Record<string, unknown> => {
  const transient = new Set<string>(def.fields.filter((field) => field.transient).map((field) => field.source));
  return Object.fromEntries(Object.entries(values).filter(([key]) => !transient.has(key)));
};

/** Default values of a new record, from the fields' declared defaults. */
export const defaultValuesOf = (def: AnyResource): Record<string, unknown> =>
  Object.fromEntries(def.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.source, f.defaultValue]));

export const fieldLabel = (def: { name: string }, field: { source: string; label?: string }): string =>
  field.label ?? `resources.${def.name}.fields.${field.source}`;

export const formFields = <F extends AnyField>(def: { fields: F[] }): F[] => def.fields.filter((f) => f.inForm !== false);

export const findField = <F extends AnyField>(def: { fields: F[] }, source: string): F | undefined =>
  def.fields.find((f) => f.source === source);

/** The options of a reference input listed by the name people read, not by id. */
export const optionsByName = (reference: { optionText: string }) => ({ field: reference.optionText, order: 'ASC' as const });
