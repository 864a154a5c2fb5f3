// Small declarative validators for request bodies: required fields, types, lengths, ranges, enums, URLs.
// Fields are checked in declaration order, so a rule may depend on fields declared before it.
import { ApiError } from './http';
import type { Msg } from './messages';

type Output = Record<string, unknown>;
type When = boolean | ((data: Output) => boolean);

interface Common<T> {
  required?: When;
  default?: T;
  /** Extra check once the type is right; return a message to reject the value. */
  check?: (value: T, data: Output) => Msg | undefined;
}
export interface StringRule extends Common<string> {
  type: 'string';
  /** Trim surrounding spaces (default true). */
  trim?: boolean;
  maxLength?: number;
  /** Allowed values, matched case-insensitively and stored as written here. */
  enum?: readonly string[];
  /** Must be a complete http(s) URL with a host. */
  url?: boolean;
}
export interface IntegerRule extends Common<number> {
  type: 'integer';
  min?: number;
  max?: number;
}
export interface BooleanRule extends Common<boolean> {
  type: 'boolean';
}
export interface IntegerArrayRule extends Common<number[]> {
  type: 'integer[]';
}
export type FieldRule = StringRule | IntegerRule | BooleanRule | IntegerArrayRule;
export type Schema = Record<string, FieldRule>;

type ValueOf<R> = R extends { enum: ReadonlyArray<infer E> } ? E : R extends StringRule ? string : R extends IntegerRule ? number : R extends BooleanRule ? boolean : number[];
export type Infer<S extends Schema> = {
  [K in keyof S]: S[K] extends { required: true } | { default: unknown } ? ValueOf<S[K]> : ValueOf<S[K]> | undefined;
};

const msg = (key: Msg['key'], params: Msg['params']): Msg => ({ key, params });

function toInteger(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return undefined;
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Converts and checks one field; returns [value] or a message. */
function checkField(field: string, rule: FieldRule, raw: unknown, data: Output): [unknown] | Msg {
  const p = { field };
  switch (rule.type) {
    case 'string': {
      if (typeof raw !== 'string') return msg('validation.string', p);
      const value = rule.trim === false ? raw : raw.trim();
      if (rule.maxLength !== undefined && value.length > rule.maxLength) return msg('validation.maxLength', { field, max: rule.maxLength });
      if (rule.enum) {
        const match = rule.enum.find((option) => option.toLowerCase() === value.toLowerCase());
        if (match === undefined) return msg('validation.enum', { field, values: rule.enum.join(', ') });
        return [match];
      }
      if (rule.url && value !== '' && !isHttpUrl(value)) return msg('validation.url', p);
      return rule.check?.(value, data) ?? [value];
    }
    case 'integer': {
      const value = toInteger(raw);
      if (value === undefined) return msg('validation.integer', p);
      if (rule.min !== undefined && value < rule.min) return msg('validation.min', { field, min: rule.min });
      if (rule.max !== undefined && value > rule.max) return msg('validation.max', { field, max: rule.max });
      return rule.check?.(value, data) ?? [value];
    }
    case 'boolean': {
      const value = toBoolean(raw);
      if (value === undefined) return msg('validation.boolean', p);
      return rule.check?.(value, data) ?? [value];
    }
    case 'integer[]': {
      if (!Array.isArray(raw)) return msg('validation.array', p);
      const values = raw.map(toInteger);
      if (values.some((v) => v === undefined)) return msg('validation.integer', p);
      return rule.check?.(values as number[], data) ?? [values];
    }
  }
}

/**
 * Validates `body` against `schema`. Returns only the declared fields (unknown fields are dropped), converted
 * to their types. Throws a 400 ApiError whose message names the offending field(s) and whose `errors` maps
 * each field to its message.
 */
export function validate<S extends Schema>(body: Record<string, unknown>, schema: S): Infer<S> {
  const out: Output = {};
  const errors: Record<string, Msg> = {};
  for (const [field, rule] of Object.entries(schema)) {
    const raw = body[field];
    const required = typeof rule.required === 'function' ? rule.required(out) : rule.required === true;
    const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '' && rule.type !== 'string');
    const blankString = rule.type === 'string' && typeof raw === 'string' && raw.trim() === '';
    if (blank || (blankString && required)) {
      if (required) errors[field] = msg('validation.required', { field });
      else if (rule.default !== undefined) out[field] = rule.default;
      continue;
    }
    const result = checkField(field, rule, raw, out);
    if (Array.isArray(result)) out[field] = result[0];
    else errors[field] = result;
  }
  const failed = Object.values(errors);
  if (failed.length === 1) throw new ApiError(400, failed[0], errors);
  if (failed.length > 1) {
    throw new ApiError(400, { key: 'validation.failed', params: { details: joinMessages(failed) } }, errors);
  }
  return out as Infer<S>;
}

/** Several messages as one, "A B C", still translated only when the answer is sent. */
function joinMessages(messages: Msg[]): Msg {
  return messages.slice(1).reduce<Msg>((acc, next) => ({ key: 'validation.joined', params: { first: acc, second: next } }), messages[0]);
}
