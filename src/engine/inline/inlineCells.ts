/**
 * Inline edit (issue 34): which cells of a list are edited in place, how a typed text becomes the field's value,
 * and what a cell's save sends. Pure: no React.
 */
import { savedValues } from '../fieldRules';
import { withLoadedVersion } from '../saving/saveErrors';
import type { FieldDef, ResourceDef } from '../types';

/** The kinds a cell edits in place: a line of text, a number, a date, a choice, a yes/no. */
export const INLINE_KINDS = new Set(['text', 'multiline', 'email', 'url', 'number', 'date', 'select', 'boolean']);

/** How a cell is edited: typed (Enter saves), chosen (one choice saves), toggled (one click saves). */
export type InlineMode = 'text' | 'choice' | 'toggle';

export const inlineModeOf = (field: FieldDef): InlineMode =>
  field.kind === 'boolean' ? 'toggle' : field.kind === 'select' ? 'choice' : 'text';

const columnSourceOf = (column: string | { source: string }) => (typeof column === 'string' ? column : column.source);

/**
 * Whether a field may be edited in its cell: an input of the form (not read-only, not shown on a condition of
 * other fields, not created only), of a kind edited in place, and not the row's two-state switch (it has its own
 * confirmed call).
 */
const editableField = (def: ResourceDef, field: FieldDef | undefined): field is FieldDef =>
  field !== undefined &&
  field.source !== 'id' &&
  INLINE_KINDS.has(field.kind) &&
  field.inForm !== false &&
  !field.readOnly &&
  !field.showWhen &&
  !field.onlyOnCreate &&
  !field.matches &&
  def.list.stateSwitch?.source !== field.source;

/**
 * The sources of the list's columns edited in place: none without the W flag or when the definition does not
 * allow it (or its API has no save call); `inlineEdit: true` every editable column, a list of sources those.
 */
export const inlineEditableSources = (def: ResourceDef, canEdit: boolean): Set<string> => {
  const allowed = def.list.inlineEdit;
  if (!canEdit || !allowed || (def.endpoints && !def.endpoints.save)) return new Set();
  const sources = def.list.columns.map(columnSourceOf).filter((source) => allowed === true || allowed.includes(source));
  return new Set(sources.filter((source) => editableField(def, def.fields.find((field) => field.source === source))));
};

/** The text an input shows for a value (a date as yyyy-mm-dd, nothing for null). */
export const inlineText = (field: FieldDef, value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (field.kind === 'date') return String(value).slice(0, 10);
  return String(value);
};

/**
 * The value of a typed text: a number for a number field (empty: null; not a number: the text, which the field's
 * check refuses), null for an empty date, else the text as typed.
 */
export const parseInlineText = (field: FieldDef, text: string): unknown => {
  if (field.kind === 'number') {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    const number = Number(trimmed.replace(',', '.'));
    return Number.isFinite(number) ? number : text;
  }
  if (field.kind === 'date') return text === '' ? null : text;
  return text;
};

/** A number field's text that is not a number: refused before the field's own checks. */
export const notANumber = (field: FieldDef, value: unknown) => field.kind === 'number' && typeof value === 'string';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether the cell's value differs from the record's (an unchanged Enter saves nothing). */
export const isInlineChange = (record: Record<string, unknown>, source: string, value: unknown) => !same(record[source], value);

/**
 * What a cell's save sends through the resource's update: the record as loaded with the one value changed (as its
 * edit form would send it), less the fields never stored, with the version it was loaded with (a stale one: 409).
 */
export const inlineSaveData = (def: ResourceDef, record: Record<string, unknown>, source: string, value: unknown) =>
  withLoadedVersion(savedValues(def, { ...record, [source]: value }), record);
