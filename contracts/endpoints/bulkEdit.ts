/**
 * Bulk edit (issue 34): the same fields set to the same values on many records of one resource, previewed row by
 * row before anything changes, applied in one transaction per batch with each row's version (a row changed
 * meanwhile is reported, not overwritten), one audit entry per row tagged with the batch, and undone as a whole for
 * as long as no row of it has changed since.
 *
 * Our own calls (the specs document none for this): each row is checked and written by the server with the same
 * rules as the resource's own save (its documented call's contract and checks), so a bulk edit can do nothing a
 * save of each record one by one could not. The caller needs the W flag on the resource's menu entry.
 */
import { z } from 'zod';
import { endpoint, versionConflict } from '../envelope';
import * as routes from '../routes/bulkEdit';

/** At most this many rows per Preview or Apply request: a larger selection is sent in several batches. */
export const BULK_BATCH_ROWS = 500;
/** At most this many rows in one bulk edit (all its batches). */
export const BULK_MAX_ROWS = 50_000;

const recordId = z.union([z.number().int(), z.string().min(1).max(100)]);
/** A field's new value (as the resource's save takes it; null clears it). */
const fieldValue = z.json();

export const bulkRow = z.object({
  id: recordId,
  /** the version the user saw (the list's record); a row whose stored version differs is a conflict, not written */
  version: z.number().int().positive().optional(),
});
export type BulkRow = z.infer<typeof bulkRow>;

/** field source → the value every selected row gets (at least one field). */
export const bulkChanges = z.record(z.string().min(1).max(100), fieldValue);
export type BulkChanges = z.infer<typeof bulkChanges>;

const bulkRequest = z.object({
  /** the app's resource name (stores, databases, a designed resource's name) */
  resource: z.string().min(1).max(60),
  rows: z.array(bulkRow).min(1).max(BULK_BATCH_ROWS),
  changes: bulkChanges,
});

/** Who changed a row since the user saw it (the 409 of a save, per row, without what a merge would need). */
export const bulkConflict = versionConflict.pick({ version: true, changedBy: true, changedAt: true });

/** One row of a preview: its values before and after for the changed fields, or why it would not be written. */
export const bulkPreviewRow = z.object({
  id: recordId,
  /** how the row is named in lists (its recordRepresentation's value) */
  label: z.string(),
  /**
   * the row's stored version: a list whose rows carry none (User/List, Role/List...) sends it back with Commit, so a
   * row changed between the preview and Commit is reported, not written over what the user reviewed
   */
  version: z.number().int().positive().optional(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  /** false: the values it already has (nothing to write) */
  changes: z.boolean(),
  /** field → the server's message, in the caller's language (the save's rules refuse the new values) */
  errors: z.record(z.string(), z.string()).optional(),
  /** the row changed since the user saw it */
  conflict: bulkConflict.optional(),
  /** the row no longer exists */
  missing: z.boolean().optional(),
});
export type BulkPreviewRow = z.infer<typeof bulkPreviewRow>;

export const bulkPreview = endpoint({
  ...routes.bulkPreview,
  summary: 'Checks a bulk edit row by row with the resource\'s save rules; changes nothing (issue 34).',
  body: bulkRequest,
  answer: z.object({ rows: z.array(bulkPreviewRow) }),
});

export const bulkApply = endpoint({
  ...routes.bulkApply,
  summary: 'Applies a bulk edit to one batch of rows in one transaction; rows changed meanwhile or refused by the rules are reported, not written (issue 34).',
  body: bulkRequest.extend({
    /** the bulk edit this batch belongs to (from the answer of its first batch); absent: a new bulk edit */
    batchId: z.string().uuid().optional(),
  }),
  answer: z.object({
    batchId: z.string().uuid(),
    /** rows written, with their new version */
    applied: z.array(z.object({ id: recordId, version: z.number().int().positive() })),
    /** rows with nothing to change */
    unchanged: z.array(recordId),
    conflicts: z.array(bulkConflict.extend({ id: recordId })),
    refused: z.array(z.object({ id: recordId, errors: z.record(z.string(), z.string()) })),
    missing: z.array(recordId),
  }),
});

/** A bulk edit as the audit trail and the result screen show it. */
export const bulkBatch = z.object({
  batchId: z.string().uuid(),
  resource: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  at: z.string(),
  changes: bulkChanges,
  /** rows it wrote */
  rows: z.number().int().nonnegative(),
  /** when it was undone (null: not undone) */
  undoneAt: z.string().nullable(),
  /** whether Undo is still possible: not undone, and no row of it changed since */
  undoable: z.boolean(),
  /** rows changed since (what makes Undo impossible) */
  changedSince: z.array(recordId),
});
export type BulkBatch = z.infer<typeof bulkBatch>;

export const bulkGet = endpoint({
  ...routes.bulkGet,
  summary: 'A bulk edit: what it changed, on how many rows, and whether it can still be undone (issue 34).',
  query: z.object({ batchId: z.string().uuid() }),
  answer: bulkBatch,
});

export const bulkUndo = endpoint({
  ...routes.bulkUndo,
  summary: 'Puts back every row of a bulk edit in one transaction; refused (409, naming the rows) once any row changed since (issue 34).',
  body: z.object({ batchId: z.string().uuid() }),
  answer: z.object({ batchId: z.string().uuid(), restored: z.number().int().nonnegative() }),
});
