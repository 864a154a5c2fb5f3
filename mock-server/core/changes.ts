// The writes of a request, announced once they are committed (issue 36, live lists). Every write goes through the
// audit trail (db/audit.ts's recordAudit), which notes the change in the request's scope (an AsyncLocalStorage
// opened by `liveChanges` in front of the /api routes). When the answer has gone, the scope's changes whose audit
// rows exist (committed: a rolled-back transaction leaves none) are grouped by resource and emitted, one
// RecordsChanged per resource per request, to the resource's room (shell/realtime.ts; the PostgreSQL adapter carries it
// to the other instances). Writes outside a request (background tasks) are not announced.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { LiveChangeKind, RecordsChanged } from '../../contracts/live';
import type { Db } from './db/open';

export interface NotedChange {
  auditId: number;
  resource: string;
  recordId: string;
  action: LiveChangeKind;
  actor: { id: number; name: string };
}

interface Scope {
  changes: NotedChange[];
}

const scopes = new AsyncLocalStorage<Scope>();

/** Audit trail names → the app's resources they change (a name not listed is the app's own). */
const ROOMS_OF: Readonly<Record<string, readonly string[]>> = {
  loanDevices: ['loanPhones'],
  permissions: ['permissionEntries'],
};

/** The app's resources a change recorded under `auditResource` refreshes. */
export const resourcesChangedBy = (auditResource: string): readonly string[] => ROOMS_OF[auditResource] ?? [auditResource];


/** Called by recordAudit: remembers the change for the request that wrote it (nothing outside a request). */
export function noteChange(change: NotedChange): void {
  scopes.getStore()?.changes.push(change);
}

/** A session's tag in the events: the same on every instance, and says nothing of the session's id. */
export const originTag = (sessionId: string) => createHash('sha256').update(`live:${sessionId}`).digest('hex').slice(0, 16);

/** One event per app resource: its ids (each once, in order), the first actor, one kind or 'update' when mixed. */
export function groupChanges(changes: readonly NotedChange[], at: string, origin?: string): RecordsChanged[] {
  const byResource = new Map<string, RecordsChanged>();
  for (const change of changes) {
    for (const resource of resourcesChangedBy(change.resource)) {
      const event = byResource.get(resource);
      if (!event) {
        byResource.set(resource, { resource, ids: [change.recordId], by: change.actor, at, kind: change.action, origin });
        continue;
      }
      if (!event.ids.includes(change.recordId)) event.ids.push(change.recordId);
      if (event.kind !== change.action) event.kind = 'update';
    }
  }
  return [...byResource.values()];
}

export type EmitChange = (event: RecordsChanged) => void;

/** Keeps the request's writes, and announces the committed ones once the answer has gone. */
export function liveChanges(db: Db, emit: EmitChange): RequestHandler {
  return (req, res, next) => {
    const scope: Scope = { changes: [] };
    let flushed = false;
    const flush = () => {
      if (flushed || scope.changes.length === 0) return;
      flushed = true;
      const origin = req.auth ? originTag(req.auth.session.id) : undefined;
      void announce(db, emit, scope.changes, origin).catch((error: unknown) => console.error('[mock-server] live change not announced:', error));
    };
    res.once('finish', flush);
    res.once('close', flush);
    scopes.run(scope, next);
  };
}

async function announce(db: Db, emit: EmitChange, changes: readonly NotedChange[], origin?: string): Promise<void> {
  const ids = [...new Set(changes.map((change) => change.auditId))];
  const rows = await db.selectFrom('audit').select(['id', 'at']).where('id', 'in', ids).execute();
  if (rows.length === 0) return; // rolled back: nothing was written
  const committed = new Set(rows.map((row) => row.id));
  const kept = changes.filter((change) => committed.has(change.auditId));
  const at = new Date(Math.max(...rows.map((row) => new Date(row.at).getTime()))).toISOString();
  for (const event of groupChanges(kept, at, origin)) emit(event);
}
