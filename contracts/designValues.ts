/**
 * The rules a designed field puts on a stored value (issue 19): what the server enforces on the resource's REST
 * routes and counts at publish (a kind change existing values cannot satisfy), and sample values for the preview.
 * A failure is a code with its parameters; each side words it in its own language. Pure.
 */
import type { Bilingual, DesignField, DesignRule, ResourceDesign } from './endpoints/resourceDesigner';
import type { DesignRuleKind } from './endpoints/resourceDesignerConstants';
import { EMAIL_PATTERN, HTTP_URL_PATTERN } from './patterns';

export type ValueFailure =
  | { code: 'required' | 'text' | 'number' | 'boolean' | 'date' | 'email' | 'url' | 'reference' }
  | { code: 'minLength' | 'min'; min: number }
  | { code: 'maxLength' | 'max'; max: number }
  | { code: 'choice'; values: string }
  | { code: 'pattern'; message: { es: string; en: string } };

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

export const isEmptyValue = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Whether the value is of the field's kind, before its rules (what a kind change must keep true). */
export const kindFailure = (field: Pick<DesignField, 'kind' | 'choices'>, value: unknown): ValueFailure | undefined => {
  if (isEmptyValue(value)) return undefined;
  switch (field.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : { code: 'number' };
    case 'boolean':
      return typeof value === 'boolean' ? undefined : { code: 'boolean' };
    case 'date':
      return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : { code: 'date' };
    case 'email':
      return typeof value === 'string' && EMAIL_PATTERN.test(value) ? undefined : { code: 'email' };
    case 'url':
      return typeof value === 'string' && HTTP_URL_PATTERN.test(value) ? undefined : { code: 'url' };
    case 'select': {
      const ids = (field.choices ?? []).map((choice) => choice.id);
      return ids.includes(String(value)) ? undefined : { code: 'choice', values: ids.join(', ') };
    }
    case 'reference':
      return typeof value === 'string' || typeof value === 'number' ? undefined : { code: 'reference' };
    default:
      return typeof value === 'string' ? undefined : { code: 'text' };
  }
};

/** The first rule the value breaks, or undefined. */
export const valueFailure = (field: DesignField, value: unknown): ValueFailure | undefined => {
  if (isEmptyValue(value)) return field.required ? { code: 'required' } : undefined;
  const kind = kindFailure(field, value);
  if (kind) return kind;
  if (typeof value === 'string') {
    if (field.minLength !== undefined && value.length < field.minLength) return { code: 'minLength', min: field.minLength };
    if (field.maxLength !== undefined && value.length > field.maxLength) return { code: 'maxLength', max: field.maxLength };
    if (field.pattern?.regex && !new RegExp(field.pattern.regex).test(value)) return { code: 'pattern', message: field.pattern.message };
  }
  if (typeof value === 'number') {
    if (field.min !== undefined && value < field.min) return { code: 'min', min: field.min };
    if (field.max !== undefined && value > field.max) return { code: 'max', max: field.max };
  }
  return undefined;
};

// --- rules across two fields ------------------------------------------------------------------------------------

/** A value as the order rules compare it: a number, a date (its time), else undefined (not comparable). */
const orderOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (DATE.test(text)) {
    const time = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
    return Number.isNaN(time) ? undefined : time;
  }
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
};

/**
 * Whether `value` keeps a rule against `other` (the other field's value). Either empty passes: whether a value must
 * be given is the field's `required`. Values that cannot be ordered pass the order rules (their kind check refuses
 * them). `differs` compares the texts (a select may hold a number as text).
 */
export const ruleHolds = (kind: DesignRuleKind, value: unknown, other: unknown): boolean => {
  if (isEmptyValue(value) || isEmptyValue(other)) return true;
  if (kind === 'differs') return String(value).trim() !== String(other).trim();
  const [a, b] = [orderOf(value), orderOf(other)];
  if (a === undefined || b === undefined) return true;
  return kind === 'notAfter' ? a <= b : a >= b;
};

/** The rules of a design a record breaks: its field's source → the first broken rule's message. */
export const ruleFailures = (rules: readonly DesignRule[] | undefined, record: Record<string, unknown>): Record<string, Bilingual> => {
  const failures: Record<string, Bilingual> = {};
  for (const rule of rules ?? []) {
    if (failures[rule.field] === undefined && !ruleHolds(rule.kind, record[rule.field], record[rule.other])) failures[rule.field] = rule.message;
  }
  return failures;
};

/** How many of `rows` break `rule`. */
export const rowsBreakingRule = (rule: DesignRule, rows: ReadonlyArray<Record<string, unknown>>): number =>
  rows.filter((row) => !ruleHolds(rule.kind, row[rule.field], row[rule.other])).length;

/** The fields (sources) a record breaks, field rules first, then the design's rules across two fields. */
export const recordFailures = (design: Pick<ResourceDesign, 'fields' | 'rules'>, record: Record<string, unknown>): string[] => {
  const sources = design.fields.filter((field) => valueFailure(field, record[field.source] ?? undefined) !== undefined).map((field) => field.source);
  for (const source of Object.keys(ruleFailures(design.rules, record))) if (!sources.includes(source)) sources.push(source);
  return sources;
};

/** A plausible value of the field for the n-th sample row (the preview of a design with no records yet). */
export const sampleValue = (field: DesignField, n: number): unknown => {
  switch (field.kind) {
    case 'number': {
      const low = field.min ?? 0;
      const high = field.max ?? low + 100;
      return Math.round(low + ((high - low) * (n + 1)) / 4);
    }
    case 'boolean':
      return n % 2 === 0;
    case 'date':
      return `2026-0${(n % 9) + 1}-1${n % 9}`;
    case 'email':
      return `contacto${n + 1}@ejemplo.com`;
    case 'url':
      return `https://ejemplo.com/${n + 1}`;
    case 'select':
      return field.choices?.[n % Math.max(1, field.choices.length)]?.id ?? '';
    case 'reference':
      return n + 1;
    default: {
      const text = `${field.label.es || field.source} ${n + 1}`;
      return field.maxLength ? text.slice(0, field.maxLength) : text;
    }
  }
};
