import { sampleFromPattern, seededRandom } from './patternSample';
import type { SmokeField, SmokeResource } from './types';

/** One input of a form as the smoke test fills it: text typed in, or an option chosen from a list. */
export type FormStep =
  | { field: SmokeField; type: string }
  | { field: SmokeField; choose: string | 'first' };

/** Kinds whose value is typed in a text box. */
const TYPED_KINDS = new Set(['text', 'multiline', 'email', 'url', 'number', 'password', 'date']);

/** A run-unique tag for the values a test writes (its records never collide with seeded or earlier ones). */
export const uniqueTag = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

const fitLength = (value: string, field: SmokeField) => {
  const cut = field.maxLength !== undefined ? value.slice(-field.maxLength) : value;
  return cut.padEnd(field.minLength ?? 0, 'x');
};

const tagSeed = (tag: string) => [...tag].reduce((seed, c) => (seed * 31 + c.charCodeAt(0)) | 0, 7);

/** A value the field's kind and rules (pattern, lengths, bounds) accept, unique to `tag`. */
export const typedValue = (field: SmokeField, tag: string): string => {
  const byKind = (): string => {
    switch (field.kind) {
      case 'email':
        return `smoke.${tag}@example.co`;
      case 'url':
        return `https://smoke-${tag}.example.co/`;
      case 'number': {
        const low = field.min ?? 1;
        return String(field.max !== undefined ? Math.min(low, field.max) : low);
      }
      // upper, lower, digit and a special character: what password policies ask
      case 'password':
        return `Smoke#${tag}9Z`;
      case 'date':
        return '2026-11-20';
      default:
        return `Smoke ${field.source} ${tag}`;
    }
  };
  const value = fitLength(byKind(), field);
  if (!field.pattern || field.pattern.test(value)) return value;
  return sampleFromPattern(field.pattern, seededRandom(tagSeed(tag + field.source)), { min: field.minLength, max: field.maxLength });
};

/** Whether a field with a `showWhen` condition is on the form for these values (as the engine decides). */
export const isShown = (field: SmokeField, values: Record<string, unknown>) => {
  const condition = field.showWhen;
  if (!condition) return true;
  const same = (expected: unknown) => String(values[condition.field]) === String(expected);
  if ('equals' in condition) return same(condition.equals);
  if ('notEquals' in condition) return !same(condition.notEquals);
  return true;
};

const editable = (field: SmokeField, isNew: boolean) => field.inForm && !field.readOnly && (isNew || !field.onlyOnCreate);

/**
 * How to fill a new record: every required input (and what must match one) gets a valid value; choices
 * left at their defaults. A required input only its registry entry knows, without a default, cannot be filled.
 */
export const createSteps = (resource: SmokeResource, tag: string): FormStep[] => {
  const values: Record<string, unknown> = Object.fromEntries(resource.fields.map((field) => [field.source, field.defaultValue]));
  const steps: FormStep[] = [];
  for (const field of resource.fields) {
    if (!editable(field, true) || !isShown(field, values) || (!field.required && !field.matches)) continue;
    if (field.matches) {
      steps.push({ field, type: String(values[field.matches]) });
    } else if (TYPED_KINDS.has(field.kind)) {
      values[field.source] = typedValue(field, tag);
      steps.push({ field, type: String(values[field.source]) });
    } else if (field.defaultValue !== undefined || field.kind === 'boolean') {
      continue;
    } else if (field.kind === 'select' && field.choices?.length) {
      values[field.source] = field.choices[0].id;
      steps.push({ field, choose: field.choices[0].label });
    } else if (field.kind === 'reference' || field.kind === 'referenceArray') {
      steps.push({ field, choose: 'first' });
    } else {
      throw new Error(
        `${resource.name}.${field.source}: a required ${field.kind} input without a default; the smoke test cannot fill it (give it a default, or teach tests/e2e/support/smoke/values.ts its kind)`,
      );
    }
  }
  return steps;
};

/**
 * The input an edit changes: a typed one the list shows (so the change can be seen there), preferring one
 * that does not name the record.
 */
export const editedField = (resource: SmokeResource): SmokeField | undefined => {
  const defaults = Object.fromEntries(resource.fields.map((field) => [field.source, field.defaultValue]));
  const candidates = resource.columns
    .map((column) => resource.fields.find((field) => field.source === column.source))
    .filter((field): field is SmokeField => Boolean(field && editable(field, false) && TYPED_KINDS.has(field.kind) && field.kind !== 'password' && isShown(field, defaults)));
  return candidates.find((field) => field.source !== resource.recordRepresentation) ?? candidates[0];
};
