/**
 * A design's fields guessed from sample rows (issue 19): one field per column, its kind from the values (number,
 * true/false, date, e-mail, web address, a few repeated values = a select, else text), required when no row
 * leaves it empty, text lengths from the longest value, choices from the distinct values. The administrator
 * reviews the result before saving. Pure.
 */
import type { DesignField, DesignKind } from '../../../contracts/endpoints/resourceDesigner';
import { EMAIL_PATTERN, HTTP_URL_PATTERN } from '../../../contracts/patterns';
import { fold } from '../../../contracts/text';

export type SampleRow = Record<string, unknown>;

const BOOLEAN_TEXTS = new Map([['true', true], ['false', false], ['si', true], ['sí', true], ['no', false], ['yes', true], ['verdadero', true], ['falso', false]]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LATIN_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** at most this many distinct texts, each seen twice on average (among the rows that have one), make a select */
const MAX_CHOICES = 12;
/** texts longer than this are a multi-line input */
const MULTILINE_FROM = 200;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || !/^-?\d+([.,]\d+)?$/.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
};

const asBoolean = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : typeof value === 'string' ? BOOLEAN_TEXTS.get(value.trim().toLowerCase()) : undefined;

/** YYYY-MM-DD of a date value (a Date from a spreadsheet, ISO text or dd/mm/yyyy), or undefined. */
export const asDate = (value: unknown): string | undefined => {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (ISO_DATE.test(text) && !Number.isNaN(Date.parse(text))) return text;
  const latin = LATIN_DATE.exec(text);
  if (!latin) return undefined;
  const [, day, month, year] = latin;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return Number(month) <= 12 && Number(day) <= 31 && !Number.isNaN(Date.parse(iso)) ? iso : undefined;
};

/** A column title as a field source: accents folded, camelCase, letters, digits and _ only, starting lowercase. */
export const sourceOf = (title: string, taken: Set<string>): string => {
  const words = fold(title).replace(/[^A-Za-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
  let source = words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1).toLowerCase())).join('') || 'field';
  if (!/^[a-z]/.test(source) || ['id', 'version', 'q'].includes(source)) source = `f${source[0].toUpperCase()}${source.slice(1)}`;
  let unique = source;
  for (let n = 2; taken.has(unique); n += 1) unique = `${source}${n}`;
  taken.add(unique);
  return unique;
};

const every = (values: unknown[], test: (value: unknown) => boolean) => values.length > 0 && values.every(test);

const kindOf = (values: unknown[]): { kind: DesignKind; choices?: string[] } => {
  if (every(values, (value) => typeof value === 'boolean' || asBoolean(value) !== undefined) && values.some((v) => typeof v === 'boolean' || !/^\d+$/.test(String(v)))) return { kind: 'boolean' };
  if (every(values, (value) => asNumber(value) !== undefined)) return { kind: 'number' };
  if (every(values, (value) => asDate(value) !== undefined)) return { kind: 'date' };
  const texts = values.map((value) => String(value).trim());
  if (every(texts, (text) => EMAIL_PATTERN.test(String(text)))) return { kind: 'email' };
  if (every(texts, (text) => HTTP_URL_PATTERN.test(String(text)))) return { kind: 'url' };
  const distinct = [...new Set(texts)];
  if (distinct.length <= MAX_CHOICES && values.length >= 2 * distinct.length && distinct.every((text) => text.length <= 60)) return { kind: 'select', choices: distinct };
  return { kind: Math.max(...texts.map((text) => text.length)) > MULTILINE_FROM ? 'multiline' : 'text' };
};

/** A text length limit with room: the longest value rounded up to tens, at least 20. */
const roomFor = (longest: number) => Math.max(20, Math.ceil((longest * 1.5) / 10) * 10);

/** The fields the sample rows suggest, in the order their columns first appear. */
export const inferFields = (rows: readonly SampleRow[]): DesignField[] => {
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const taken = new Set<string>();
  return columns.map((column, index) => {
    const values = rows.map((row) => row[column]).filter((value) => !isEmpty(value));
    const { kind, choices } = kindOf(values);
    const field: DesignField = {
      source: sourceOf(column, taken),
      kind,
      label: { es: column.trim(), en: column.trim() },
      required: values.length === rows.length && rows.length > 0,
      inList: index < 6,
      sortable: ['text', 'number', 'date', 'email'].includes(kind),
      filterable: kind === 'select' || kind === 'boolean',
    };
    if (kind === 'text' || kind === 'multiline') field.maxLength = roomFor(Math.max(0, ...values.map((value) => String(value).trim().length)));
    if (choices) field.choices = choices.map((choice) => ({ id: choice, label: { es: choice, en: choice } }));
    return field;
  });
};

/** Pasted JSON: an array of objects (or one object), or an error key. */
export const rowsFromJson = (text: string): { rows: SampleRow[] } | { error: string } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'app.designer.sample.badJson' };
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0 || !list.every((row) => row && typeof row === 'object' && !Array.isArray(row))) return { error: 'app.designer.sample.notRows' };
  return { rows: list as SampleRow[] };
};
