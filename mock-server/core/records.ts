// The records service: every write of a record a user edits goes through here (in the spirit of Directus's
// ItemsService). It owns the version check (409 naming who changed the record last and when), the version bump,
// the row lock, the audit row and, through the audit row, the live event. Routes, bulk edit and Undo, state machines
// and the lines' workflows call `save`, `remove` and `touch`; nothing else writes a version or an audit row.
import { sql, type Kysely } from 'kysely';
import { refusalOf } from './refuse';
import type { Msg } from '../shell/messages';
import { changedFields, type Actor, type AuditAction, type FieldChange } from './db/audit';
import type { Database } from './db/schema';
import { noteChange } from './changes';
import { timed } from './timing';
import { shortDate } from '../../contracts/dates';

type Tx = Kysely<Database>;
/** A table of the query layer (camelCase, as Kysely names it) with an `id` column. */
export type RecordTable = keyof Database & string;

/** A bulk edit a write belongs to (issue 34); `undo`: the write puts back that bulk edit's values. */
export interface BatchTag {
  batchId: string;
  undo?: boolean;
}

export interface WriteOptions {
  /** Who writes; null: the server itself (an upload's progress, a queue's state), versioned but not audited. */
  actor: Actor | null;
  /** The audit trail's resource name (default: the table's). */
  resource?: string;
  /** The version the writer saw: a record changed since is refused (409). Undefined: last write wins. */
  expectedVersion?: number;
  /**
   * The version the user's edit started from (an edit made offline and sent later): a 409 says which fields were
   * changed since, with their values, by whom and when (default: expectedVersion).
   */
  baseVersion?: number;
  /** The record as the API showed it before the write (the trail's "before"). */
  before?: object;
  /** The trail's "after" (default: the changes). */
  after?: object;
  /** The trail's action (default: create, update or delete as the call says). */
  action?: AuditAction;
  /** Columns the row must still hold for the write to apply (e.g. its state); else `stale` is thrown. */
  where?: Record<string, unknown>;
  /** The refusal when the row no longer meets `where` (default: the version conflict). */
  stale?: () => Error;
  /**
   * What else the write does in the transaction, after the row is written (before it is deleted, for a remove): its
   * children, its links. What it answers replaces the trail's before and/or after.
   */
  effect?(id: number | string): Promise<{ before?: object; after?: object } | void>;
  /** The table has no version column (the write is audited, not versioned). */
  unversioned?: boolean;
  batch?: BatchTag;
}

// Kysely cannot type a write to "one of these tables": the callers type their changes against their own table
const anyTable = (tx: Tx) => tx as unknown as Kysely<{ record: { id: number | string; version: number } }>;
const named = (table: RecordTable) => table as unknown as 'record';


/** A field changed since a version, as the trail has it: its value now, who changed it last and when. */
export interface ChangedField {
  value: unknown;
  changedBy: { id: number; name: string };
  changedAt: string;
}

/**
 * What the trail says was changed on the record since version `since` (issue 51): each field's last value, who and
 * when. `complete` is false when some of those versions were written before the trail kept versions (older rows):
 * the fields listed are then only part of what changed.
 */
async function changedSince(tx: Tx, target: { resource: string; id: number | string; current: number }, since: number) {
  const rows = await tx
    .selectFrom('audit')
    .select(['userId', 'userName', 'at', 'changes', 'version'])
    .where('resource', '=', target.resource)
    .where('recordId', '=', String(target.id))
    .where('version', '>', since)
    .orderBy('id')
    .execute();
  const fields: Record<string, ChangedField> = {};
  for (const row of rows) {
    for (const change of row.changes as unknown as FieldChange[]) {
      fields[change.field] = { value: change.after, changedBy: { id: row.userId, name: row.userName }, changedAt: new Date(row.at).toISOString() };
    }
  }
  const versions = new Set(rows.map((row) => row.version));
  return { version: since, complete: versions.size === target.current - since, fields };
}

/**
 * The 409 when `wanted` is given and differs from the record's `current` version: who changed it last and when
 * (from the trail), and what was changed since `since` (the version the edit started from; default `wanted`). Call
 * inside the write's transaction, with the version read there.
 */
async function checkVersion(tx: Tx, target: { resource: string; id: number | string; current: number; wanted: number | undefined; since?: number }): Promise<void> {
  if (target.wanted === undefined || target.wanted === target.current) return;
  const last = await tx
    .selectFrom('audit')
    .select(['userId', 'userName', 'at'])
    .where('resource', '=', target.resource)
    .where('recordId', '=', String(target.id))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const since = target.since ?? target.wanted;
  const data = {
    version: target.current,
    changedBy: last ? { id: last.userId, name: last.userName } : null,
    changedAt: last ? new Date(last.at).toISOString() : null,
    changedSince: since < target.current ? await changedSince(tx, target, since) : null,
  };
  const msg: Msg = last
    ? { key: 'record.conflict' as const, params: { name: last.userName, at: shortDate(new Date(last.at)) } }
    : { key: 'record.conflictUnknown' as const, params: { version: target.current } };
  throw refusalOf(409, msg.key, msg.params, { data });
}

/** The audit row of one write, in the write's transaction (the trail and the data never disagree). */
async function recordAudit(
  tx: Tx,
  entry: { actor: Actor; resource: string; recordId: number | string; action: AuditAction; before?: object; after?: object; batch?: BatchTag; version?: number },
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
      ...(entry.batch ? { batchId: entry.batch.batchId, undo: entry.batch.undo ?? false } : {}),
      ...(entry.version ? { version: entry.version } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  // announced to the resource's room once the request's answer has gone and the row is committed (live/changes.ts)
  noteChange({ auditId: id, resource: entry.resource, recordId: String(entry.recordId), action: entry.action, actor: entry.actor });
}

/**
 * Updates the row when it still has `expectedVersion` (and `where`), bumping its version in the same statement,
 * which locks the row until the transaction ends: of two concurrent saves from one version, PostgreSQL makes the
 * second wait for the first and then finds the version changed, so it gets the 409 (no lost update, on a server
 * too). Answers the new version (0 for an unversioned table).
 */
async function update(tx: Tx, table: RecordTable, id: number | string, changes: Record<string, unknown>, options: WriteOptions): Promise<number> {
  const versioned = !options.unversioned;
  const set = versioned ? { ...changes, version: sql<number>`version + 1` } : changes;
  const guards = Object.entries(options.where ?? {});
  if (!versioned && Object.keys(set).length === 0) return 0;
  const written = await anyTable(tx)
    .updateTable(named(table))
    .set(set as never)
    .where('id', '=', id)
    .$if(versioned && options.expectedVersion !== undefined, (query) => query.where('version', '=', options.expectedVersion!))
    .$if(guards.length > 0, (query) => guards.reduce((q, [column, value]) => q.where(column as 'id', value === null ? 'is' : '=', value as never), query))
    .returning(versioned ? ['version'] : ['id'])
    .executeTakeFirst();
  if (written) return versioned ? Number((written as { version: number }).version) : 0;
  const row = await anyTable(tx).selectFrom(named(table)).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Error(`${table} ${id} does not exist (the caller answers 404 before writing).`);
  if (versioned) {
    await checkVersion(tx, { resource: options.resource ?? table, id, current: Number(row.version), wanted: options.expectedVersion, since: options.baseVersion });
  }
  throw options.stale?.() ?? new Error(`${table} ${id} no longer meets ${JSON.stringify(options.where)}.`);
}

export const records = {
  /**
   * Writes one record inside the caller's transaction: an update of `id` (version checked, then bumped) or, with
   * `id` undefined, an insert (version 1); then its audit row. Answers the record's id and version.
   */
  async save(tx: Tx, table: RecordTable, id: number | string | undefined, changes: Record<string, unknown>, options: WriteOptions): Promise<{ id: number; version: number }> {
    const resource = options.resource ?? table;
    let version = options.unversioned ? 0 : 1;
    let recordId = id;
    if (id !== undefined) version = await update(tx, table, id, changes, options);
    else recordId = (await anyTable(tx).insertInto(named(table)).values(changes as never).returning('id').executeTakeFirstOrThrow()).id;
    const action = options.action ?? (id === undefined ? 'create' : 'update');
    const effect = (await options.effect?.(recordId!)) ?? {};
    const before = effect.before ?? options.before;
    const after = effect.after ?? options.after ?? { id: recordId, ...changes };
    if (options.actor) await recordAudit(tx, { actor: options.actor, resource, recordId: recordId!, action, before, after, batch: options.batch, version });
    return { id: recordId as number, version };
  },

  /**
   * A change to what a record owns beside its row (its links, its children): the record's version is bumped (and
   * checked) as for a save, and the change audited with the `before` and `after` given.
   */
  async touch(tx: Tx, table: RecordTable, id: number | string, options: WriteOptions & { before: object; after: object }): Promise<number> {
    return (await records.save(tx, table, id, {}, options)).version;
  },

  /** Deletes one record (version checked first, the row locked), with its audit row. */
  async remove(tx: Tx, table: RecordTable, id: number | string, options: WriteOptions): Promise<void> {
    const version = options.unversioned ? 0 : await update(tx, table, id, {}, options);
    const effect = (await options.effect?.(id)) ?? {};
    await anyTable(tx).deleteFrom(named(table)).where('id', '=', id).execute();
    const before = effect.before ?? options.before;
    if (options.actor) {
      await recordAudit(tx, { actor: options.actor, resource: options.resource ?? table, recordId: id, action: options.action ?? 'delete', before, after: undefined, batch: options.batch, version });
    }
  },

  /**
   * A write the caller's own store made (a REST collection's document, json-server's rows; or a state kept outside a
   * record's table), written to the trail in the caller's transaction. `current` and `expectedVersion` check the
   * version the store holds (409 as for a save).
   */
  async stored(
    tx: Tx,
    entry: { actor: Actor; resource: string; recordId: number | string; action: AuditAction; before?: object; after?: object; batch?: BatchTag },
  ): Promise<void> {
    await recordAudit(tx, entry);
  },

  /** The 409 when the version a store holds (`current`) is not the one the writer saw (`wanted`). */
  checkVersion,

  /** Several writes in one transaction, in order (a bulk edit, its Undo): all of them or none. */
  async bulk<T, R>(db: Tx, items: readonly T[], write: (tx: Tx, item: T, index: number) => Promise<R>): Promise<R[]> {
    return db.transaction().execute(async (tx) => {
      const results: R[] = [];
      for (const [index, item] of items.entries()) results.push(await write(tx, item, index));
      return results;
    });
  },
};
