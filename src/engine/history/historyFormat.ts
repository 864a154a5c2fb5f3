import { fieldLabel, findField } from '../fieldRules';
import type { FieldDef, ResourceDef } from '../types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** How a recorded value reads: a choice by its label, yes/no, a date in the user's locale, "(empty)" for nothing. */
export const historyValue = (field: FieldDef | undefined, value: unknown, translate: Translate, locale: string): string => {
  if (isBlank(value)) return translate('app.engine.history.empty_value');
  if (field?.kind === 'boolean' || typeof value === 'boolean') return translate(value ? 'app.engine.export.yes' : 'app.engine.export.no');
  // a flag the API keeps as the text "True" / "False" (a user's changePassword, shown as a switch)
  if (field?.kind === 'custom' && (value === 'True' || value === 'False')) return translate(value === 'True' ? 'app.engine.export.yes' : 'app.engine.export.no');
  if (field?.kind === 'select') {
    const choice = field.choices?.find((c) => String(c.id) === String(value));
    if (choice) return translate(choice.name);
  }
  if (field?.kind === 'date') {
    const date = new Date(String(value));
    if (!Number.isNaN(date.getTime())) return date.toLocaleDateString(locale);
  }
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * A changed field's name as its form says it (a secret's hash as the secret); a field no form shows (a user's
 * home database) by its translated name when the messages have one, the parent's id by the parent's name
 * ("Database"), any other by its own name.
 */
export const historyFieldLabel = (def: ResourceDef, source: string, translate: Translate): string => {
  // the server records a password's change as its hash's (masked): it reads as the password's change
  const field = findField(def, source) ?? findField(def, source.replace(/Hash$/, ''));
  if (field) return translate(fieldLabel(def, field), { _: source });
  const fallback = def.parent?.field === source ? translate(`resources.${def.parent.resource}.name`, { smart_count: 1, _: source }) : source;
  return translate(fieldLabel(def, { source }), { _: fallback });
};

/** When it happened, in the user's locale: 22/11/2026 10:14 (es), 11/22/2026, 10:14 AM (en). */
export const historyWhen = (iso: string, locale: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
};

/** Where a recorded value names other records: the resource and the field that names them. */
export interface HistoryReference {
  resource: string;
  optionText: string;
}

/**
 * Whether a changed field holds ids of other records (a reference input, a custom input declaring its reference, a
 * reference filter on that field, or the parent's id), so the history names them as the list does.
 */
export const historyReference = (
  def: ResourceDef,
  source: string,
  definitionOf: (name: string) => Pick<ResourceDef, 'recordRepresentation'> | undefined,
): HistoryReference | undefined => {
  const declared = findField(def, source)?.reference ?? def.list.filters?.find((filter) => filter.source === source)?.reference;
  if (declared) return { resource: declared.resource, optionText: declared.optionText };
  if (def.parent?.field === source) {
    return { resource: def.parent.resource, optionText: definitionOf(def.parent.resource)?.recordRepresentation ?? 'name' };
  }
  return undefined;
};

/** The ids a recorded reference value holds (one id, a list of them, or none). */
export const referencedIds = (value: unknown): Array<string | number> =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');

/** The referenced records' names, in the recorded order; an id whose record is not found shows as itself. */
export const referenceNames = (ids: Array<string | number>, records: Array<Record<string, unknown>> | undefined, optionText: string): string =>
  ids
    .map((id) => {
      const name = records?.find((record) => String(record?.id) === String(id))?.[optionText];
      return typeof name === 'string' || typeof name === 'number' ? String(name) : String(id);
    })
    .join(', ');
