import { fieldLabel, findField } from '../fieldRules';
import type { FieldDef, ResourceDef } from '../types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** How a recorded value reads: a choice by its label, yes/no, a date in the user's locale, "(empty)" for nothing. */
export const historyValue = (field: FieldDef | undefined, value: unknown, translate: Translate, locale: string): string => {
  if (isBlank(value)) return translate('app.engine.history.empty_value');
  if (field?.kind === 'boolean' || typeof value === 'boolean') return translate(value ? 'app.engine.export.yes' : 'app.engine.export.no');
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

/** A changed field's name as its form says it (a field the definition no longer has keeps its own name). */
export const historyFieldLabel = (def: ResourceDef, source: string, translate: Translate): string => {
  const field = findField(def, source);
  return field ? translate(fieldLabel(def, field), { _: source }) : source;
};

/** When it happened, in the user's locale: 22/11/2026 10:14 (es), 11/22/2026, 10:14 AM (en). */
export const historyWhen = (iso: string, locale: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
};
