// What json-server is allowed to see of a request on a declared collection (issue 20). Its query features are
// untrusted input: `x_like` builds a regular expression from the query (a crafted pattern stalled the server for
// 18 s, an invalid one answered 500), `_embed`/`_expand` reach other collections, and a body's `id` went in as
// given (an object, or 1e308, broke the next create). Each refusal is a 400 naming the field or parameter.
import { fieldsRefusal } from '../core/contract';
import type { Msg } from './messages';

/** json-server's paging and sorting parameters; every other `_x` (embed, expand, ...) is refused. */
const PAGING = new Set(['_sort', '_order', '_start', '_end', '_limit', '_page']);
const OPERATOR = /_(like|ne|gte|lte)$/;
/** Record fields every collection has besides its contract's. */
const RECORD_FIELDS = new Set(['id', 'version']);
/** A longer search than this is no search a person types; it only buys work. */
export const MAX_QUERY_TEXT = 100;
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Errors keyed by what the caller sent: without a prototype, `errors['__proto__'] = ...` is a key like any other. */
const noPrototype = (): Record<string, Msg> => Object.create(null) as Record<string, Msg>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A collection's own fields (its contract's, or a published design's); id and version every record has. */
export type CollectionFields = ReadonlySet<string>;
const declared = (fields: CollectionFields, field: string) => fields.has(field) || RECORD_FIELDS.has(field);

/**
 * Checks a list's query (already translated to json-server's names) and makes every `x_like` match its text
 * literally: json-server still builds a RegExp from it, but an escaped one, so it runs in linear time.
 */
export function checkListQuery(query: Record<string, unknown>, fields: CollectionFields): void {
  const errors = noPrototype();
  for (const [name, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.some((v) => typeof v !== 'string')) {
      errors[name] = { key: 'validation.string', params: { field: name } };
      continue;
    }
    const texts = values as string[];
    if (texts.some((text) => text.length > MAX_QUERY_TEXT)) {
      errors[name] = { key: 'validation.maxLength', params: { field: name, max: MAX_QUERY_TEXT } };
      continue;
    }
    if (name.startsWith('_')) {
      if (!PAGING.has(name)) errors[name] = { key: 'validation.unknownParam', params: { field: name } };
      else if (name === '_sort' && !texts.every((sortField) => declared(fields, sortField))) errors[name] = { key: 'validation.unknownField', params: { field: texts.join(', ') } };
      else if (name !== '_sort' && name !== '_order' && !texts.every((text) => /^\d{1,7}$/.test(text))) errors[name] = { key: 'validation.integer', params: { field: name } };
      continue;
    }
    if (name === 'q') continue; // json-server's full-text search compares text, no RegExp
    const field = name.replace(OPERATOR, '');
    if (!declared(fields, field)) {
      errors[name] = { key: 'validation.unknownField', params: { field } };
      continue;
    }
    if (name.endsWith('_like')) query[name] = Array.isArray(raw) ? texts.map(escapeRegExp) : escapeRegExp(texts[0]);
  }
  if (Object.keys(errors).length > 0) throw fieldsRefusal(errors);
}

/** Whether a value may be a record's id: a positive safe integer, or a short text of letters, digits, - and _. */
export const isRecordId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || (typeof value === 'string' && RECORD_ID.test(value));

/** Refuses a body's unknown fields (the contract's, id and version are known) and an id that is no record id. */
export function checkRestBody(body: Record<string, unknown>, fields: CollectionFields): void {
  const errors = noPrototype();
  for (const field of Object.keys(body)) {
    if (!declared(fields, field)) errors[field] = { key: 'validation.unknownField', params: { field } };
  }
  if (body.id !== undefined && !isRecordId(body.id)) errors.id = { key: 'validation.recordId', params: { field: 'id' } };
  if (Object.keys(errors).length > 0) throw fieldsRefusal(errors);
}
