// A published design enforced on its REST collection (issue 19): a create names only the design's fields; an
// update may carry back the values a removed field left in the record, unchanged (they stay in the data and
// show again if the field returns); every value keeps its field's rules, and the record the design's rules across
// two fields (a receiving operator that differs from the donor). Refusals name the field by its label,
// in the caller's language (400, as the documented endpoints answer).
import type { DesignField, ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { isEmptyValue, kindFailure, ruleHolds, valueFailure, type ValueFailure } from '../../../contracts/designValues';
import { ApiError } from '../../core/refuse';
import type { Msg } from '../../shell/messages';
import type { RestRow } from '../../core/types';

/** Keys every stored record has besides its fields. */
const RECORD_KEYS = new Set(['id', 'version']);

const labelOf = (field: Pick<DesignField, 'label'>): Msg => ({ key: 'designer.text', params: { en: field.label.en, es: field.label.es } });

export function failureMessage(field: DesignField, failure: ValueFailure): Msg {
  const named = { field: labelOf(field) };
  switch (failure.code) {
    case 'required': return { key: 'validation.required', params: named };
    case 'text': return { key: 'validation.string', params: named };
    case 'number': return { key: 'designer.number', params: named };
    case 'boolean': return { key: 'validation.boolean', params: named };
    case 'date': return { key: 'designer.date', params: named };
    case 'email': return { key: 'validation.email', params: named };
    case 'url': return { key: 'validation.url', params: named };
    case 'reference': return { key: 'validation.invalid', params: named };
    case 'minLength': return { key: 'validation.minLength', params: { ...named, min: failure.min } };
    case 'maxLength': return { key: 'validation.maxLength', params: { ...named, max: failure.max } };
    case 'min': return { key: 'validation.min', params: { ...named, min: failure.min } };
    case 'max': return { key: 'validation.max', params: { ...named, max: failure.max } };
    case 'choice': return { key: 'validation.enum', params: { ...named, values: failure.values } };
    case 'pattern': return { key: 'designer.text', params: { en: failure.message.en, es: failure.message.es } };
  }
}

function refuse(errors: Record<string, Msg>): never {
  const messages = Object.values(errors);
  const msg: Msg = messages.length === 1 ? messages[0] : { key: 'validation.failed', params: { details: messages.reduce((a, b) => ({ key: 'validation.joined', params: { first: a, second: b } })) } };
  throw new ApiError(400, msg, errors);
}

/** Looks up a referenced record: true/false for a collection the server holds, undefined when it cannot tell. */
export type ReferenceCheck = (resource: string, id: unknown) => boolean | undefined;

/**
 * The record a create or update stores, or a 400 naming each failing field. `current` is the stored record of
 * an update (its removed fields' values are kept as they are).
 */
export function checkRuntimeRecord(design: ResourceDesign, body: Record<string, unknown>, current: RestRow | undefined, exists: ReferenceCheck): Record<string, unknown> {
  const fields = new Map(design.fields.map((field) => [field.source, field]));
  const errors: Record<string, Msg> = {};
  for (const [key, value] of Object.entries(body)) {
    if (RECORD_KEYS.has(key) || fields.has(key)) continue;
    // a value the record already holds (a removed field's) may come back unchanged with the rest of the form
    if (current && key in current && JSON.stringify(current[key]) === JSON.stringify(value)) continue;
    errors[key] = { key: 'validation.unknownField', params: { field: key } };
  }
  const record: Record<string, unknown> = { ...current, ...body };
  for (const field of design.fields) {
    const value = record[field.source];
    if (typeof value === 'string') record[field.source] = value.trim();
    const failure = valueFailure(field, record[field.source]);
    if (failure) {
      errors[field.source] ??= failureMessage(field, failure);
      continue;
    }
    if (field.kind === 'reference' && field.reference && !isEmptyValue(value) && exists(field.reference.resource, value) === false) {
      errors[field.source] ??= { key: 'designer.reference', params: { field: labelOf(field), id: String(value) } };
    }
    if (isEmptyValue(record[field.source])) record[field.source] = field.kind === 'boolean' ? false : null;
  }
  // the rules across two fields, on values that passed their own fields' rules; the message on the rule's field
  for (const rule of design.rules ?? []) {
    if (errors[rule.field] || errors[rule.other] || !fields.has(rule.field) || !fields.has(rule.other)) continue;
    if (!ruleHolds(rule.kind, record[rule.field], record[rule.other])) errors[rule.field] = { key: 'designer.text', params: { en: rule.message.en, es: rule.message.es } };
  }
  if (Object.keys(errors).length > 0) refuse(errors);
  const { id: _id, version: _version, ...values } = record;
  return values;
}

/**
 * For each field of `next` whose kind differs from `previous`, how many stored records hold a value the new kind
 * cannot read (a publish that would leave them unreadable is refused).
 */
export function breakingRows(previous: ResourceDesign | undefined, next: ResourceDesign, rows: readonly RestRow[]): Record<string, number> {
  const before = new Map((previous?.fields ?? []).map((field) => [field.source, field]));
  const counts: Record<string, number> = {};
  for (const field of next.fields) {
    const old = before.get(field.source);
    const kindChanged = old ? old.kind !== field.kind || (field.kind === 'select' && JSON.stringify(old.choices) !== JSON.stringify(field.choices)) : true;
    if (!kindChanged) continue;
    const count = rows.filter((row) => kindFailure(field, row[field.source]) !== undefined).length;
    if (count > 0) counts[field.source] = count;
  }
  return counts;
}
