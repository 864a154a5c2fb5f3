// Record versions (optimistic locking): a save whose body carries `version` must carry the current one, or it is
// refused with 409 naming who changed the record last and when. A body without `version` is accepted (older
// clients: last write wins).
import type { Response } from 'express';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../http';
import type { Msg } from '../messages';
import { recordAudit, type Actor } from './audit';
import type { Database } from './schema';

export const VERSION_HEADER = 'X-Record-Version';

/** The body's `version` when it has one: a positive integer, or a 400 on the field. */
export function versionOf(body: Record<string, unknown>): number | undefined {
  const value = body.version;
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return value;
  const msg: Msg = Number.isInteger(value)
    ? { key: 'validation.min' as const, params: { field: 'version', min: 1 } }
    : { key: 'validation.integer' as const, params: { field: 'version' } };
  throw new ApiError(400, msg, { version: msg });
}

/** dd/MM/yyyy HH:mm, as the screens show dates. */
function shortDate(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

type VersionedTable = 'databases' | 'roles' | 'users' | 'menus';

/**
 * Bumps the record's version when it is still `wanted` (any version when `wanted` is undefined), in one statement
 * that locks the row until the transaction ends: of two concurrent saves from one version, PostgreSQL makes the
 * second wait for the first and then finds the version changed, so it gets the 409 (no lost update, on a server
 * too). `fields`: the record's columns written by the same statement. Answers the new version. A record that is
 * gone is left to the caller (it has already answered 404).
 */
export async function bumpVersion(
  tx: Kysely<Database>,
  target: { table: VersionedTable; resource: string; id: number; wanted: number | undefined; fields?: Record<string, unknown> },
): Promise<number> {
  const { table, id, wanted } = target;
  const bumped = await tx
    .updateTable(table)
    .set({ ...(target.fields as object), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .$if(wanted !== undefined, (query) => query.where('version', '=', wanted!))
    .returning('version')
    .executeTakeFirst();
  if (bumped) return bumped.version;
  const row = await tx.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow();
  await checkVersion(tx, { resource: target.resource, id, current: row.version, wanted });
  throw new Error(`The version of ${table} ${id} did not change.`); // not reached: the versions differ
}

/**
 * Throws the 409 conflict when `wanted` is given and differs from the record's `current` version. Call inside the
 * write's transaction, with the version read there.
 */
export async function checkVersion(
  tx: Kysely<Database>,
  target: { resource: string; id: number | string; current: number; wanted: number | undefined },
): Promise<void> {
  if (target.wanted === undefined || target.wanted === target.current) return;
  const last = await tx
    .selectFrom('audit')
    .select(['userId', 'userName', 'at'])
    .where('resource', '=', target.resource)
    .where('recordId', '=', String(target.id))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const data = {
    version: target.current,
    changedBy: last ? { id: last.userId, name: last.userName } : null,
    changedAt: last ? new Date(last.at).toISOString() : null,
  };
  const msg: Msg = last
    ? { key: 'record.conflict' as const, params: { name: last.userName, at: shortDate(new Date(last.at)) } }
    : { key: 'record.conflictUnknown' as const, params: { version: target.current } };
  throw new ApiError(409, msg, undefined, undefined, data);
}

/** Tells the client the version its save produced. */
export function sendVersion(res: Response, version: number): void {
  res.setHeader(VERSION_HEADER, String(version));
}

/**
 * Writes one record of a versioned table inside the caller's transaction: an update (version checked against
 * `wanted`, then bumped) when `existing` is given, an insert (version 1) otherwise; and its audit row.
 */
export async function saveRecord<T extends VersionedTable>(
  tx: Kysely<Database>,
  target: {
    table: T;
    resource: string;
    existing: { id: number } | undefined;
    /** The record as the API showed it before the save (for the audit's before → after). */
    before: object | undefined;
    fields: Record<string, unknown>;
    wanted: number | undefined;
    actor: Actor;
  },
): Promise<{ id: number; version: number }> {
  const { table, resource, existing, fields } = target;
  // Kysely cannot type a write to "one of these tables": the callers type `fields` against their own table
  const db = tx as unknown as Kysely<{ record: { id: number } }>;
  const name = table as unknown as 'record';
  let version = 1;
  if (existing) version = await bumpVersion(tx, { table, resource, id: existing.id, wanted: target.wanted, fields });
  const id = existing?.id ?? (await db.insertInto(name).values(fields as never).returning('id').executeTakeFirstOrThrow()).id;
  await recordAudit(tx, { actor: target.actor, resource, recordId: id, action: existing ? 'update' : 'create', before: target.before, after: { id, ...fields } });
  return { id, version };
}
