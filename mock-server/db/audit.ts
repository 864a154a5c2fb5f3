// The audit trail: one row per write (who, which record, what changed before -> after). Secrets never go in.
import type { Kysely } from 'kysely';
import { noteChange } from '../live/changes';
import { timed } from '../timing';
import type { Database } from './schema';

export type AuditAction = 'create' | 'update' | 'delete' | 'state';

export interface Actor {
  id: number;
  name: string;
}

/** Fields never written to the trail (their change is recorded without the values). */
const SECRET = /password|hash|token|secret/i;
const HIDDEN = '***';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs (compared as JSON), `version` left out; secrets show as *** on both sides. */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  fields.delete('version');
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = before?.[field];
    const now = after?.[field];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    const secret = SECRET.test(field);
    changes.push({ field, before: secret && was !== undefined ? HIDDEN : (was ?? null), after: secret && now !== undefined ? HIDDEN : (now ?? null) });
  }
  return changes;
}

/** Records one write; call inside the write's transaction so the trail and the data never disagree. */
export async function recordAudit(
  tx: Kysely<Database>,
  entry: {
    actor: Actor; resource: string; recordId: number | string; action: AuditAction; before?: object; after?: object;
    /** the bulk edit this write belongs to (issue 34); `undo`: the write puts back that bulk edit's values */
    batchId?: string; undo?: boolean;
  },
): Promise<void> {
  const changes = changedFields(entry.before as Record<string, unknown> | undefined, entry.after as Record<string, unknown> | undefined);
  const { id } = await timed('audit', () => tx
    .insertInto('audit')
    .values({
      userId: entry.actor.id,
      userName: entry.actor.name,
      resource: entry.resource,
      recordId: String(entry.recordId),
      action: entry.action,
      changes: JSON.stringify(changes),
      ...(entry.batchId ? { batchId: entry.batchId, undo: entry.undo ?? false } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  // announced to the resource's room once the request's answer has gone and the row is committed (live/changes.ts)
  noteChange({ auditId: id, resource: entry.resource, recordId: String(entry.recordId), action: entry.action, actor: entry.actor });
}
