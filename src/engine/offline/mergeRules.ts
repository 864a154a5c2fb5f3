/**
 * The three-way merge of an edit sent after the record changed on the server (issue 51): an edit made offline and
 * replayed, or any save refused with a 409 whose answer says what changed since the edit began
 * (contracts/envelope.ts `versionConflict.changedSince`).
 * - base: the record as the user started from it (kept with the queued write);
 * - mine: the values the user set (only the fields they changed need be there);
 * - theirs: the server's record now, or what its 409 says changed since the base.
 * A field changed on one side only takes that side's value; changed on both sides to the same value, it agrees; to
 * different values, it is a conflict the user decides (nothing is applied for it until they do). Pure functions.
 */
import type { VersionConflict } from '../../../contracts/envelope';

type Values = Record<string, unknown>;

/** Who changed a field on the server and when (from the 409's `changedSince`), when known. */
export interface Change {
  changedBy: { id: number; name: string };
  changedAt: string;
}

export interface FieldConflict {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** who set `theirs`, and when */
  change?: Change;
}

export interface MergeResult {
  /** what to send: the fields the user changed that merge (theirs stay as the server has them) */
  merged: Values;
  /** fields both sides changed to different values */
  conflicts: FieldConflict[];
  /** fields the user changed that the server already has with the same value */
  agreed: string[];
}

/** Fields no merge decides: the record's identity and its version travel beside the values. */
const NOT_MERGED = new Set(['id', 'version', 'baseVersion', '@queued']);

/** How the trail shows a secret's value (mock-server/core/db/audit.ts). */
const HIDDEN = '***';

/** Values equal as the JSON they travel in (a date and its ISO text, arrays and objects by content). */
export const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The user's edit merged over what the server has now. */
export function mergeEdit(base: Values, mine: Values, theirs: Values, changes: Record<string, Change> = {}): MergeResult {
  const merged: Values = {};
  const conflicts: FieldConflict[] = [];
  const agreed: string[] = [];
  for (const field of Object.keys(mine)) {
    if (NOT_MERGED.has(field)) continue;
    const value = mine[field];
    // a field the user left as it was is not part of the edit: the server's value stands
    if (sameValue(value, base[field])) continue;
    // changed on the server: its value now differs from the base (changed and changed back is not a change), or it is a
    // secret the trail hides (***), changed by the trail's word
    const theirsChanged = !sameValue(theirs[field], base[field]) || (theirs[field] === HIDDEN && field in changes);
    if (!theirsChanged) merged[field] = value;
    else if (sameValue(value, theirs[field])) agreed.push(field);
    else conflicts.push({ field, base: base[field], mine: value, theirs: theirs[field], change: changes[field] });
  }
  return { merged, conflicts, agreed };
}

/**
 * The server's side of a merge read from a 409's `changedSince`: the values of the fields changed since the base,
 * over the base. Undefined when the answer does not say them all (`complete: false`, or no `changedSince`): the
 * client then reads the record itself.
 */
export function theirsFromConflict(base: Values, conflict: Pick<VersionConflict, 'changedSince'>): { theirs: Values; changes: Record<string, Change> } | undefined {
  const since = conflict.changedSince;
  if (!since?.complete) return undefined;
  const theirs: Values = { ...base };
  const changes: Record<string, Change> = {};
  for (const [field, { value, changedBy, changedAt }] of Object.entries(since.fields)) {
    theirs[field] = value;
    changes[field] = { changedBy, changedAt };
  }
  return { theirs, changes };
}

/** The user's choice per conflicting field applied: 'mine' keeps their value in the save, 'theirs' drops it. */
export function resolveConflicts(result: MergeResult, choices: Record<string, 'mine' | 'theirs'>): Values | undefined {
  if (result.conflicts.some(({ field }) => !choices[field])) return undefined;
  const resolved: Values = { ...result.merged };
  for (const { field, mine } of result.conflicts) if (choices[field] === 'mine') resolved[field] = mine;
  return resolved;
}

/** The fields the server changed that the user's edit does not touch (they stay as the server has them), with who and when. */
export function theirsOnlyOf(merge: MergeResult, theirs: Values, changes: Record<string, Change>) {
  const touched = new Set([...merge.conflicts.map(({ field }) => field), ...merge.agreed, ...Object.keys(merge.merged)]);
  return Object.entries(changes)
    .filter(([field]) => !touched.has(field))
    .map(([field, change]) => ({ field, value: theirs[field], change }));
}

/**
 * What a conflict notice shows of a refused save (issue 51): the merge of the user's changes with what the 409 says
 * changed since the base, and the fields changed on the server only (they come in with a reload), with who and when.
 * Undefined when the 409 does not say every change.
 */
export function conflictSummary(base: Values, conflict: Pick<VersionConflict, 'changedSince'>, mine: Values) {
  const server = theirsFromConflict(base, conflict);
  if (!server) return undefined;
  const merge = mergeEdit(base, mine, server.theirs, server.changes);
  return { merge, theirsOnly: theirsOnlyOf(merge, server.theirs, server.changes) };
}
