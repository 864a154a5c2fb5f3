// The audit trail's shapes: one row per write (who, which record, what changed before -> after), written by the
// records service (core/records.ts). Secrets never go in.

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
