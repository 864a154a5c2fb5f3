/**
 * The pure parts of bulk edit (issue 34): which fields a definition lets people set on many rows at once, the
 * batches a selection is sent in, the preview's counts and the result of all batches put together.
 */
import type { BulkPreviewRow, BulkRow, bulkApply } from '../../../contracts/endpoints/bulkEdit';
import type { AnswerOf } from '../../../dataProviders/endpointCall';
import type { FieldDef, ResourceDef } from '../types';

/**
 * The contract's bounds (contracts/endpoints/bulkEdit.ts), repeated here so the list's first screen loads no zod
 * (a unit test checks they are the same): rows per Preview or Apply request, and rows in one bulk edit.
 */
export const BULK_BATCH_ROWS = 500;
export const BULK_MAX_ROWS = 50_000;

type Id = BulkRow['id'];

/** Kinds the bulk editor offers no input for: a secret is set one record at a time, a custom input needs its record. */
const NOT_BULK_KINDS = new Set(['password', 'custom']);

/** A definition's fields and, when it names them, the sources its list's bulk editor offers. */
type BulkDef = Pick<ResourceDef, 'fields'> & { list?: Pick<ResourceDef['list'], 'bulkEdit'> };

/**
 * The fields the edit form changes (an input of the form, not read-only, not a password, not set only on
 * creation, stored): the ones a bulk edit may set. A list that names its bulk fields (`list.bulkEdit`: a user's
 * status, never a login) offers only those, a custom one too (its input works without a record).
 */
export const bulkEditableFields = (def: BulkDef): FieldDef[] => {
  const named = def.list?.bulkEdit;
  return def.fields.filter(
    (field) =>
      field.inForm !== false && !field.readOnly && !field.onlyOnCreate && !field.transient && field.kind !== 'password' && field.source !== 'id' &&
      (named ? named.includes(field.source) : !NOT_BULK_KINDS.has(field.kind)),
  );
};

/** Whether a list offers bulk edit: its definition asks for it and it has a field to set. */
export const offersBulkEdit = (def: ResourceDef): boolean => Boolean(def.list.bulkActions?.includes('edit')) && bulkEditableFields(def).length > 0;

/**
 * The fields that go together with `source` (a city depends on its department: choosing either chooses both, so a
 * row never gets a city of another department).
 */
export const linkedFields = (def: BulkDef, source: string): string[] => {
  const linked = new Set([source]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const field of bulkEditableFields(def)) {
      const parent = field.reference?.dependsOn?.field;
      if (!parent) continue;
      if (linked.has(field.source) && !linked.has(parent)) linked.add(parent), (grew = true);
      if (linked.has(parent) && !linked.has(field.source)) linked.add(field.source), (grew = true);
    }
  }
  return [...linked];
};

/** Checks or unchecks a field and those linked to it, keeping the definition's order. */
export const toggleField = (def: BulkDef, chosen: string[], source: string): string[] => {
  const linked = new Set(linkedFields(def, source));
  const on = !chosen.includes(source);
  const next = new Set(chosen.filter((s) => !linked.has(s)));
  if (on) linked.forEach((s) => next.add(s));
  return bulkEditableFields(def)
    .map((field) => field.source)
    .filter((s) => next.has(s));
};

/** The changes to send: the chosen fields' values (an empty value clears the field: null). */
export const changesOf = (chosen: string[], values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(chosen.map((source) => [source, values[source] === undefined || values[source] === '' ? null : values[source]]));

/** A selection in batches of at most `size` rows, in order. */
export const splitIntoBatches = <T>(rows: T[], size: number = BULK_BATCH_ROWS): T[][] => {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
};

/**
 * The rows Commit sends: each with the version the list showed, else the one its preview read (a list whose rows
 * carry no version: a row changed after the preview is reported, not written over what the user reviewed).
 */
export const withPreviewVersions = (rows: BulkRow[], preview: readonly BulkPreviewRow[]): BulkRow[] => {
  const previewed = new Map(preview.map((row) => [String(row.id), row.version]));
  return rows.map((row) => {
    const version = row.version ?? previewed.get(String(row.id));
    return version === undefined ? row : { ...row, version };
  });
};

/** The rows to send: each selected id with the version the user saw (when known). */
export const bulkRowsOf = (ids: Id[], versionOf: (id: Id) => number | undefined): BulkRow[] =>
  ids.map((id) => {
    const version = versionOf(id);
    return typeof version === 'number' && version > 0 ? { id, version } : { id };
  });

export type PreviewState = 'change' | 'unchanged' | 'refused' | 'conflict' | 'missing';

/** What a preview row will be: changed meanwhile and gone come first (nothing else about it counts), then refused. */
export const previewStateOf = (row: BulkPreviewRow): PreviewState => {
  if (row.missing) return 'missing';
  if (row.conflict) return 'conflict';
  if (row.errors && Object.keys(row.errors).length > 0) return 'refused';
  return row.changes ? 'change' : 'unchanged';
};

export type PreviewCounts = Record<PreviewState, number>;

/** The counts at the top of the preview. */
export const previewCounts = (rows: BulkPreviewRow[]): PreviewCounts => {
  const counts: PreviewCounts = { change: 0, unchanged: 0, refused: 0, conflict: 0, missing: 0 };
  for (const row of rows) counts[previewStateOf(row)] += 1;
  return counts;
};

/** The rows the preview shows first: those that need a look (changed meanwhile, gone, refused), then the changes. */
export const previewOrder = (rows: BulkPreviewRow[]): BulkPreviewRow[] => {
  const rank: Record<PreviewState, number> = { conflict: 0, missing: 1, refused: 2, change: 3, unchanged: 4 };
  return rows.map((row, index) => ({ row, index })).sort((a, b) => rank[previewStateOf(a.row)] - rank[previewStateOf(b.row)] || a.index - b.index).map(({ row }) => row);
};

export type ApplyAnswer = AnswerOf<typeof bulkApply>;

/** The result of every batch of one bulk edit, put together. */
export interface BulkResult {
  batchId: string | undefined;
  applied: ApplyAnswer['applied'];
  unchanged: ApplyAnswer['unchanged'];
  conflicts: ApplyAnswer['conflicts'];
  refused: ApplyAnswer['refused'];
  missing: ApplyAnswer['missing'];
}

export const emptyResult = (): BulkResult => ({ batchId: undefined, applied: [], unchanged: [], conflicts: [], refused: [], missing: [] });

/** Adds one batch's answer to the result so far (all batches share the first one's batch id). */
export const mergeApplyAnswer = (result: BulkResult, answer: ApplyAnswer): BulkResult => ({
  batchId: result.batchId ?? answer.batchId,
  applied: [...result.applied, ...answer.applied],
  unchanged: [...result.unchanged, ...answer.unchanged],
  conflicts: [...result.conflicts, ...answer.conflicts],
  refused: [...result.refused, ...answer.refused],
  missing: [...result.missing, ...answer.missing],
});

export const mergeApplyAnswers = (answers: ApplyAnswer[]): BulkResult => answers.reduce(mergeApplyAnswer, emptyResult());

/** How many pages of `size` rows the list call takes for `total` rows, bounded by BULK_MAX_ROWS. */
export const selectAllPages = (total: number, size: number = BULK_BATCH_ROWS): number => Math.ceil(Math.min(total, BULK_MAX_ROWS) / size);

/** Names rows by their label when known ("Tienda 3, Tienda 7"), else by id, at most `max` of them then "…". */
export const nameRows = (ids: Id[], labelOf: (id: Id) => string | undefined, max = 10): string => {
  const names = ids.slice(0, max).map((id) => labelOf(id) ?? `#${id}`);
  return ids.length > max ? `${names.join(', ')}, …` : names.join(', ');
};
