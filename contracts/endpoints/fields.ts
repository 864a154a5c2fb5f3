/**
 * The building blocks of the endpoint contracts: fields as the documented API takes them. Query strings carry
 * numbers and booleans as text, so those accept "12" and "true"; a null value counts as missing; texts are trimmed.
 * A message a rule names is written `key {params}` (see `message`): the mock server translates it into the
 * caller's language (mock-server/shell/messages.ts), adding the field's name as {field}; anything else gets the
 * standard message of its kind.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, HTTP_URL_PATTERN } from '../patterns';

/** A message key of the server's catalogue, with its parameters, as a zod error message. */
export const message = (key: string, params?: Record<string, string | number>): string =>
  params ? `${key} ${JSON.stringify(params)}` : key;

const nullAsMissing = (value: unknown) => (value === null ? undefined : value);

const toInteger = (value: unknown) => {
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
};

const toBoolean = (value: unknown) => {
  if (typeof value === 'string' && /^\s*(true|false)\s*$/i.test(value)) return value.trim().toLowerCase() === 'true';
  return value === null || value === '' ? undefined : value;
};

/** An integer, from a number or a text of digits; `limit` adds min/max. */
export const integer = (limit: { min?: number; max?: number } = {}) => {
  let schema = z.number().int();
  if (limit.min !== undefined) schema = schema.min(limit.min);
  if (limit.max !== undefined) schema = schema.max(limit.max);
  return z.preprocess(toInteger, schema);
};

/** A record id: an integer from 1. */
export const recordId = () => integer({ min: 1 });

/** true or false (or their texts). */
export const flag = () => z.preprocess(toBoolean, z.boolean());

/** A trimmed text of at most `max` characters ('' allowed). */
export const text = (max: number) => z.preprocess(nullAsMissing, z.string().trim().max(max));

/** A trimmed text that may not be empty, of at most `max` characters. */
export const requiredText = (max: number) => z.preprocess(nullAsMissing, z.string().trim().min(1).max(max));

/** A text kept as typed (passwords: spaces count). */
export const rawText = (max: number) => z.preprocess(nullAsMissing, z.string().max(max));

/** A required text kept as typed; only spaces counts as missing. */
export const requiredRawText = (max: number) => rawText(max).refine((value) => value.trim() !== '', { error: message('validation.required') });

/** A required text that must match `pattern`; `format` shows the expected shape in the message (e.g. ABC-123). */
export const patternText = (max: number, pattern: RegExp, format: string) =>
  z.preprocess(nullAsMissing, z.string().trim().min(1).max(max).regex(pattern, { error: message('validation.pattern', { format }) }));

/** A list of integers (ids). */
export const integerList = () => z.preprocess(nullAsMissing, z.array(integer()));

export { EMAIL_PATTERN, HTTP_URL_PATTERN };

/** Whether a text is a complete http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && HTTP_URL_PATTERN.test(value);
  } catch {
    return false;
  }
}

/** The look-up page size the screens send (spec 01 §9) is the largest one accepted. */
export const MAX_PAGE_SIZE = 9_999_999;

/** pageIndex (1-based) and pageSize, both required. */
export const paging = {
  pageIndex: integer({ min: 1 }),
  pageSize: integer({ min: 1, max: MAX_PAGE_SIZE }),
};

/** search: free text, optional (case and accents ignored). */
export const search = { search: text(200).default('') };

/** One of `values`, matched case-insensitively and read as written there. */
export const oneOf = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (values.find((v) => v.toLowerCase() === value.trim().toLowerCase()) ?? value) : nullAsMissing(value)),
    z.enum(values),
  );

/** sortField (one of `fields`, default id) and sortOrder (ASC or DESC, default ASC), case-insensitive. */
export function sorting<const F extends readonly [string, ...string[]]>(fields: F) {
  return { sortField: oneOf(fields).default(fields[0]), sortOrder: oneOf(['ASC', 'DESC'] as const).default('ASC') };
}

/** A paged answer: the page's items and how many there are in all. */
export const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalItemCount: z.number().int() });

/**
 * A cross-field rule's option: it runs even when some fields failed (so one answer names every failing field),
 * as long as the body is an object.
 */
export const evenWithOtherIssues = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The version of a record a save was based on (contracts §B); absent: last write wins. */
export const baseVersion = { version: integer({ min: 1 }).optional() };

/** What a save reads before the rest of its body: the record's id (0 = new) and the version it was based on. */
export const saveHead = z.object({ id: integer({ min: 0 }).default(0), ...baseVersion });
