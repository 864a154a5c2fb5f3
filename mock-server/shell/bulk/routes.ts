// BulkEdit/Preview, Commit (applies one batch), Get and Undo (issue 34 item 3; contracts/endpoints/bulkEdit.ts). The caller needs the W
// flag on the menu entry of the resource the request names (Get and Undo: the bulk edit's resource); Undo is the
// bulk edit's author's, or an administrator's (a member of the Administrador role). Each row goes through its
// resource's writer (registry.ts): the resource's own save rules, the version, the audit row tagged with the batch.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { sql } from 'kysely';
import { BULK_MAX_ROWS, bulkApply, bulkGet, bulkPreview, bulkUndo, type BulkPreviewRow } from '../../../contracts/endpoints/bulkEdit';
import type { ApiContext } from '../api/context';
import { handle, reply, type AnswerOf } from '../../core/handle';
import { records } from '../../core/records';
import { shortDate } from '../../../contracts/dates';
import { ApiError, refuse } from '../../core/refuse';
import { assertFlag } from '../auth';
import { authOf } from '../../core/actor';
import type { Db } from '../../core/db/open';
import type { VersionConflict } from '../../../contracts/envelope';
import type { Msg } from '../messages';
import { ADMINISTRATOR_ROLE } from '../policy';
import type { RestStore } from '../store';
import { writerFor } from './registry';
import type { BatchRow } from './schema';
import { pick, rowRefusal, type BulkSession, type BulkWriter, type RecordId, type StoredRow } from './writer';

/** The same values (compared as JSON, keys in order). */
const same = (a: unknown, b: unknown): boolean => stable(a) === stable(b);
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v);

/** Who changed a row since the user saw it: the 409 a save would answer, as data. */
async function conflictOf(db: Db, resource: string, row: StoredRow, wanted: number) {
  try {
    await records.checkVersion(db, { resource, id: row.id, current: row.version, wanted });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      // a bulk edit reports who changed the row and when (contracts/endpoints/bulkEdit.ts), not what a merge would need
      const { version, changedBy, changedAt } = error.data as VersionConflict;
      return { version, changedBy, changedAt };
    }
    throw error;
  }
  return { version: row.version, changedBy: null, changedAt: null };
}

/** Whether the signed-in user is an administrator (an active member of the Administrador role). */
async function isAdministrator(db: Db, userId: number): Promise<boolean> {
  const row = await sql<{ id: number }>`select r.id from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = ${userId} and r.status and r.name = ${ADMINISTRATOR_ROLE} limit 1`.execute(db);
  return row.rows.length > 0;
}

export function bulkEditRoutes({ db }: ApiContext, store: RestStore): Router {
  const router = Router();

  /** The resource's writer, once the caller's W flag on it is checked (400 on resource when none edits it). */
  const writerOf = async (req: Request, resource: string, field = 'resource'): Promise<BulkWriter> => {
    const writer = await writerFor(db, store, resource);
    if (!writer) refuse(400, 'bulk.unknownResource', { resource }, { field });
    await assertFlag(db, req, writer.menu, 'w');
    return writer;
  };

  /** A Preview's or Apply's request: the writer, and each field and row checked (400 naming the field). */
  const requestOf = async (req: Request, body: { resource: string; rows: Array<{ id: RecordId; version?: number }>; changes: Record<string, unknown> }) => {
    const writer = await writerOf(req, body.resource);
    const fields = Object.keys(body.changes);
    if (fields.length === 0) refuse(400, 'bulk.noChanges', undefined, { field: 'changes' });
    const errors: Record<string, Msg> = {};
    for (const field of fields) {
      const refused = writer.refuseField(field);
      if (refused) errors[`changes.${field}`] = refused;
    }
    const seen = new Set<string>();
    body.rows.forEach((row, index) => {
      if (seen.has(String(row.id))) errors[`rows.${index}.id`] ??= { key: 'bulk.repeatedRow', params: { id: String(row.id) } };
      seen.add(String(row.id));
    });
    const [first] = Object.values(errors);
    if (first) refuse(400, first.key, first.params, { errors });
    return { writer, fields };
  };

  /** One row checked in a session: its new values, or the save's refusal (field → message); other failures go up. */
  const checkRow = async (session: BulkSession, req: Request, row: StoredRow, changes: Record<string, unknown>) => {
    try {
      return { after: await session.check(row, changes) };
    } catch (error) {
      const errors = rowRefusal(error, req);
      if (!errors) throw error;
      return { errors };
    }
  };

  handle(router, bulkPreview, async ({ body, req }) => {
    const { writer, fields } = await requestOf(req, body);
    const rows = await writer.session(req, false, async (session) => {
      const stored = await session.read(body.rows.map((row) => row.id));
      const preview: BulkPreviewRow[] = [];
      for (const sent of body.rows) {
        const row = stored.get(String(sent.id));
        if (!row) {
          preview.push({ id: sent.id, label: String(sent.id), before: {}, after: {}, changes: false, missing: true });
          continue;
        }
        const before = pick(row.values, fields);
        const checked = await checkRow(session, req, row, body.changes);
        const after = checked.after ?? { ...body.changes };
        preview.push({
          id: row.id, label: row.label, version: row.version, before, after, changes: !same(before, after),
          ...(checked.errors ? { errors: checked.errors } : {}),
          ...(sent.version !== undefined && sent.version !== row.version ? { conflict: await conflictOf(session.db, writer.auditResource ?? writer.resource, row, sent.version) } : {}),
        });
      }
      return preview;
    });
    return { rows };
  });

  handle(router, bulkApply, async ({ body, req, actor: signedIn, say }) => {
    const { writer, fields } = await requestOf(req, body);
    const actor = signedIn();
    const answer = await writer.session(req, true, async (session) => {
      const batchId = body.batchId ?? randomUUID();
      // the bulk edit is stored with the first batch that writes a row (a batch that writes none leaves nothing): a
      // later batch names the id the first one answered, stored or not yet
      const batch = body.batchId
        ? await session.db.selectFrom('bulkBatches')
          .select(['resource', 'userId', 'userName', 'changes', 'undoneAt', sql<number>`jsonb_array_length(rows)`.as('written')])
          .where('id', '=', batchId).forUpdate().executeTakeFirst()
        : undefined;
      if (batch) {
        if (batch.userId !== actor.id) refuse(403, 'bulk.batchNotYours', { batchId, name: batch.userName });
        if (batch.undoneAt) refuse(409, 'bulk.alreadyUndone', { at: shortDate(new Date(batch.undoneAt)) });
        if (batch.resource !== writer.resource || !same(batch.changes, body.changes)) {
          refuse(400, 'bulk.batchOther', { batchId, resource: batch.resource }, { field: 'batchId' });
        }
        // a bulk edit writes at most BULK_MAX_ROWS rows, all its batches together
        if (batch.written + body.rows.length > BULK_MAX_ROWS) refuse(400, 'validation.maxItems', { field: 'rows', max: BULK_MAX_ROWS }, { field: 'rows' });
      }
      const stored = await session.read(body.rows.map((row) => row.id));
      const result = { batchId, applied: [] as Array<{ id: RecordId; version: number }>, unchanged: [] as RecordId[], conflicts: [] as Array<Awaited<ReturnType<typeof conflictOf>> & { id: RecordId }>, refused: [] as Array<{ id: RecordId; errors: Record<string, string> }>, missing: [] as RecordId[] };
      const written: BatchRow[] = [];
      for (const sent of body.rows) {
        const row = stored.get(String(sent.id));
        if (!row) {
          result.missing.push(sent.id);
          continue;
        }
        if (sent.version !== undefined && sent.version !== row.version) {
          result.conflicts.push({ id: row.id, ...(await conflictOf(session.db, writer.auditResource ?? writer.resource, row, sent.version)) });
          continue;
        }
        const checked = await checkRow(session, req, row, body.changes);
        if (checked.errors) {
          result.refused.push({ id: row.id, errors: checked.errors });
          continue;
        }
        const before = pick(row.values, fields);
        if (same(before, checked.after)) {
          result.unchanged.push(row.id);
          continue;
        }
        const version = await session.write(row, { batchId });
        result.applied.push({ id: row.id, version });
        written.push({ id: row.id, before, version });
      }
      if (written.length > 0 && batch) {
        await session.db.updateTable('bulkBatches').set({ rows: sql`rows || ${JSON.stringify(written)}::jsonb` as never }).where('id', '=', batchId).execute();
      } else if (written.length > 0) {
        await session.db.insertInto('bulkBatches').values({
          id: batchId, resource: writer.resource, userId: actor.id, userName: actor.name, changes: JSON.stringify(body.changes), rows: JSON.stringify(written),
        }).execute();
      }
      return result;
    });
    return reply(answer, say('bulk.applied', { applied: answer.applied.length }));
  });

  /** The bulk edit, or a 404 on batchId. */
  const batchOf = async (reader: Db, batchId: string, lock = false) => {
    const batch = await reader.selectFrom('bulkBatches').selectAll().where('id', '=', batchId).$if(lock, (q) => q.forUpdate()).executeTakeFirst();
    if (!batch) refuse(404, 'bulk.batchNotFound', { batchId }, { field: 'batchId' });
    return batch;
  };

  /** The rows of a bulk edit that changed since (another version now, or gone), with their labels. */
  const changedSince = async (session: BulkSession, rows: readonly BatchRow[]) => {
    const stored = await session.read(rows.map((row) => row.id));
    const changed = rows.filter((row) => stored.get(String(row.id))?.version !== row.version);
    return { stored, changed: changed.map((row) => ({ id: row.id, label: stored.get(String(row.id))?.label ?? String(row.id) })) };
  };

  handle(router, bulkGet, async ({ query: { batchId }, req }) => {
    const batch = await batchOf(db, batchId);
    const writer = await writerOf(req, batch.resource, 'batchId');
    const changed = batch.undoneAt ? [] : (await writer.session(req, false, (session) => changedSince(session, batch.rows))).changed;
    return {
      batchId, resource: batch.resource, user: { id: batch.userId, name: batch.userName }, at: new Date(batch.at).toISOString(),
      changes: batch.changes as AnswerOf<typeof bulkGet>['changes'], rows: batch.rows.length, undoneAt: batch.undoneAt ? new Date(batch.undoneAt).toISOString() : null,
      undoable: !batch.undoneAt && changed.length === 0, changedSince: changed.map((row) => row.id),
    };
  });

  handle(router, bulkUndo, async ({ body: { batchId }, req, say }) => {
    const first = await batchOf(db, batchId);
    const writer = await writerOf(req, first.resource, 'batchId');
    const { user } = authOf(req);
    if (first.userId !== user.id && !(await isAdministrator(db, user.id))) {
      refuse(403, 'bulk.undoNotYours', { name: first.userName });
    }
    const restored = await writer.session(req, true, async (session) => {
      const batch = await batchOf(session.db, batchId, true);
      if (batch.undoneAt) refuse(409, 'bulk.alreadyUndone', { at: shortDate(new Date(batch.undoneAt)) });
      const { stored, changed } = await changedSince(session, batch.rows);
      if (changed.length > 0) {
        const rows = changed.map((row) => (row.label === String(row.id) ? row.label : `${row.label} (${row.id})`)).join(', ');
        refuse(409, 'bulk.changedSince', { rows }, { data: { changedSince: changed.map((row) => row.id) } });
      }
      for (const written of batch.rows) {
        const row = stored.get(String(written.id))!;
        const checked = await checkRow(session, req, row, written.before);
        if (checked.errors) {
          const reason = Object.values(checked.errors).join(' ');
          refuse(409, 'bulk.undoRefused', { row: `${row.label} (${row.id})`, reason }, { data: { refused: [{ id: row.id, errors: checked.errors }] } });
        }
        await session.write(row, { batchId, undo: true });
      }
      await session.db.updateTable('bulkBatches').set({ undoneAt: new Date().toISOString() }).where('id', '=', batchId).execute();
      return batch.rows.length;
    });
    return reply({ batchId, restored }, say('bulk.undone', { restored }));
  });

  return router;
}
