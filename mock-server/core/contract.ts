// Reading a request through its contract (contracts/endpoints/*): the parsed, typed value, or a 400 whose
// `errors` name each failing field (dotted path for nested ones) with its message in the caller's language.
import type { z } from 'zod';
import { ApiError } from './refuse';
import { timedSync } from './timing';
import { MESSAGES, type MessageKey, type Msg, type Params } from '../shell/messages';

type Issue = z.core.$ZodIssue & { input?: unknown };

const isKey = (key: string): key is MessageKey => key in MESSAGES;

/** A message the contract names: `key` or `key {"param": ...}` (contracts/endpoints/fields.ts `message`). */
function namedMessage(text: string, field: string): Msg | undefined {
  const space = text.indexOf(' ');
  const key = space < 0 ? text : text.slice(0, space);
  if (!isKey(key)) return undefined;
  let params: Params = {};
  if (space >= 0) {
    try {
      params = JSON.parse(text.slice(space + 1)) as Params;
    } catch {
      return undefined;
    }
  }
  return { key, params: { field, ...params } };
}

const TYPE_MESSAGES: Record<string, MessageKey> = {
  string: 'validation.string',
  number: 'validation.integer',
  int: 'validation.integer',
  boolean: 'validation.boolean',
  array: 'validation.array',
  object: 'validation.object',
};

/** The server's message for one zod issue. */
export function issueMessage(issue: Issue): Msg {
  const field = issue.path.map(String).join('.') || 'body';
  const named = namedMessage(issue.message, field);
  if (named) return named;
  const m = (key: MessageKey, params: Params = {}): Msg => ({ key, params: { field, ...params } });
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? m('validation.required') : m(TYPE_MESSAGES[issue.expected] ?? 'validation.invalid');
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) === 1 ? m('validation.required') : m('validation.minLength', { min: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return m('validation.minItems', { min: Number(issue.minimum) });
      return m('validation.min', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return m('validation.maxLength', { max: Number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return m('validation.maxItems', { max: Number(issue.maximum) });
      return m('validation.max', { max: Number(issue.maximum) });
    case 'invalid_value':
      return m('validation.enum', { values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      if (issue.format === 'email') return m('validation.email');
      if (issue.format === 'url') return m('validation.url');
      return m('validation.pattern', { format: issue.format === 'regex' ? String((issue as { pattern?: unknown }).pattern ?? '') : issue.format });
    default:
      return m('validation.invalid');
  }
}

/** Several messages as one, "A B C", still translated only when the answer is sent. */
function joinMessages(messages: Msg[]): Msg {
  return messages.slice(1).reduce<Msg>((acc, next) => ({ key: 'validation.joined', params: { first: acc, second: next } }), messages[0]);
}

/** The 400 for a refused value: one message per failing field (its first failure), all of them in `message`. */
export function refusal(issues: readonly Issue[]): ApiError {
  const errors: Record<string, Msg> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issueMessage(issue);
  }
  return fieldsRefusal(errors);
}

/** The 400 naming each field's message; all of them in `message`. */
export function fieldsRefusal(errors: Record<string, Msg>): ApiError {
  const failed = Object.values(errors);
  if (failed.length === 1) return new ApiError(400, failed[0], errors);
  return new ApiError(400, { key: 'validation.failed', params: { details: joinMessages(failed) } }, errors);
}

/** The value as the contract reads it (types converted, unknown fields dropped), or a 400 naming each field. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // reportInput (the messages tell a missing value from a wrong one) slows zod down several times: only a refused
  // value is parsed again with it
  const result = timedSync('contract', () => schema.safeParse(data));
  if (result.success) return result.data;
  throw refusal(schema.safeParse(data, { reportInput: true }).error!.issues as Issue[]);
}
