// A documented CRUD endpoint is declared, not hand-written: the table, the request contract and the list / get /
// save / state / delete mapping (the session and the menu flag of each path are the policy's: contracts/policy.ts,
// applied by mock-server/shell/policy.ts). The factory does what every one of them does the same way: each call mounted
// from its contract (core/handle.ts: the input read through it, a 400 naming each failing field), and one
// transaction per write through the records service (the version check (409), the version bump and the audit row).
import { Router, type Request } from 'express';
import type { z } from 'zod';
import type { Endpoint } from '../../contracts/envelope';
import { saveHead } from '../../contracts/endpoints/fields';
import { parse } from './contract';
import { actorOf } from './actor';
import { handle, reply } from './handle';
import { records, type RecordTable } from './records';
import type { Db } from './db/open';
import { sendVersion, versionOf } from './db/versions';
import { recordNotFound } from './refuse';
import type { MessageKey } from '../shell/messages';

/** A request's contract (contracts/endpoints/*): read through parse(), a refusal is the 400 naming each field. */
export type Contract<T> = z.ZodType<T>;
export type VersionedTable = RecordTable;
type Fields = Record<string, unknown>;
/** A call's contract whose body is `I`. */
type WithBody<I> = Endpoint & { body: Contract<I> };

export interface ReadEndpoint<I> {
  /** The call: its method and path, and its input (the body when it has one, else the query string). */
  contract: Endpoint;
  answer(db: Db, input: I, req: Request): Promise<unknown>;
}

/** What a save's hooks get besides the input: the request, what `prepare` made, and work to run after commit. */
export interface SaveContext<E> {
  req: Request;
  extra: E;
  afterCommit(task: () => void): void;
}

export interface SaveEndpoint<I extends { id: number }, C extends { id: number; version: number }, E = undefined> {
  /** The call; its body (without `version`) is read after an update's body has been merged over the stored record's view. */
  contract: WithBody<I>;
  /** Fields an update keeps from the stored record whatever the body says (a role stays in its database). */
  fixed?: readonly string[];
  /** Checks and slow work before the transaction, which must stay short (hashing a password). */
  prepare?(input: I, current: C | undefined, req: Request): Promise<E>;
  /** The rules that need the database (existence, uniqueness), inside the transaction: throw an ApiError to refuse. */
  check?(tx: Db, input: I, current: C | undefined, context: SaveContext<E>): Promise<void>;
  /** The row's columns. */
  fields(tx: Db, input: I, current: C | undefined, context: SaveContext<E>): Promise<Fields> | Fields;
  /** Child rows, written after the record in the same transaction; answers what they add to the trail. */
  children?(tx: Db, id: number, input: I, context: SaveContext<E>): Promise<Fields>;
}

export interface StateEndpoint<I extends { id: number }, C> {
  contract: WithBody<I>;
  /** Writes the change; answers the trail's before and after (only the fields it changed). */
  apply(tx: Db, input: I, current: C): Promise<{ before: Fields; after: Fields }>;
}

export interface DeleteEndpoint<C> {
  contract: WithBody<{ id: number }>;
  /** Refuses a delete the data does not allow (a record still referenced), inside the transaction. */
  check?(tx: Db, current: C): Promise<void>;
  /** Deletes child rows first (the record's own row is deleted by the factory). */
  children?(tx: Db, id: number): Promise<void>;
}

export interface CrudDeclaration<I extends { id: number }, C extends { id: number; version: number }, E, S extends { id: number }> {
  /** The audit trail's name of the resource (the app's resource name). */
  resource: string;
  table: VersionedTable;
  /** The 404's subject: "The database N does not exist." */
  entity: MessageKey;
  /** The stored record (with its version), or undefined. */
  find(db: Db, id: number): Promise<C | undefined>;
  /** The record as the API shows it: an update keeps every field the body leaves out; the trail's "before". */
  view(record: C): object;
  /** The trail's "before" (default: the view); include secrets here to record that they changed (shown as ***). */
  audited?(record: C): object;
  list?: ReadEndpoint<any>;
  get?: ReadEndpoint<any>;
  save?: SaveEndpoint<I, C, E>;
  state?: StateEndpoint<S, C>;
  delete?: DeleteEndpoint<C>;
}

/** Runs `write` in one transaction, then the tasks it queued for after the commit (none when it rolls back). */
async function inTransaction<T>(db: Db, write: (tx: Db, afterCommit: (task: () => void) => void) => Promise<T>): Promise<T> {
  const tasks: Array<() => void> = [];
  const result = await db.transaction().execute((tx) => write(tx, (task) => tasks.push(task)));
  for (const task of tasks) task();
  return result;
}

/** A save's input: the body read through the contract, over the stored record's view for an update (`fixed` kept). */
export function saveInput<I extends { id: number }, C extends { id: number; version: number }, E, S extends { id: number }>(
  decl: CrudDeclaration<I, C, E, S>,
  current: C | undefined,
  sent: Record<string, unknown>,
): I {
  const fixed = current ? Object.fromEntries((decl.save?.fixed ?? []).map((field) => [field, current[field as keyof C]])) : {};
  return parse(decl.save!.contract.body, current ? { ...decl.view(current), ...sent, ...fixed } : sent);
}

/**
 * One save of a declared resource inside the caller's transaction, the only save path (the route and a bulk
 * edit's rows): the rules that need the database, the row with the version check and bump, its children, and its
 * audit row (tagged with the bulk edit that makes it, if any). Answers the id and the new version.
 */
export async function saveIn<I extends { id: number }, C extends { id: number; version: number }, E, S extends { id: number }>(
  tx: Db,
  decl: CrudDeclaration<I, C, E, S>,
  args: {
    req: Request; current: C | undefined; input: I; extra: E; wanted: number | undefined;
    /** the version the user's edit started from (its 409 says what changed since; default `wanted`) */
    base?: number;
    afterCommit(task: () => void): void;
    tag?: { batchId: string; undo?: boolean };
  },
): Promise<{ id: number; version: number }> {
  const save = decl.save!;
  const { req, current, input, extra, wanted, base, afterCommit } = args;
  const { resource, table } = decl;
  const context: SaveContext<E> = { req, extra, afterCommit };
  await save.check?.(tx, input, current, context);
  const fields = await save.fields(tx, input, current, context);
  // an update writes its fields and the version check in one statement: of two concurrent saves from one version,
  // the second waits for the first's row lock, then finds the version changed (409)
  const { id, version } = await records.save(tx, table, current?.id, fields, {
    actor: actorOf(req), resource, expectedVersion: wanted, baseVersion: base, before: current && (decl.audited ?? decl.view)(current), batch: args.tag,
    // the children, written after the row, add their part to the trail
    effect: async (id) => ({ after: { id, ...fields, ...((await save.children?.(tx, Number(id), input, context)) ?? {}) } }),
  });
  return { id, version };
}

/** A declaration with a save, whatever its types (what a bulk edit of its resource goes through). */
export type AnyDeclaration = CrudDeclaration<any, any, any, any>;
const registered = new WeakMap<Db, Map<string, AnyDeclaration>>();
const declarations = (db: Db): Map<string, AnyDeclaration> => {
  let found = registered.get(db);
  if (!found) registered.set(db, (found = new Map()));
  return found;
};
/** The declared resources with a save on this server's database, by resource name (bulk edit: mock-server/shell/bulk/). */
export const savedResources = (db: Db): ReadonlyMap<string, AnyDeclaration> => declarations(db);

export { inTransaction };

/** The declared endpoints, mounted on one router. */
export function crudRoutes<I extends { id: number }, C extends { id: number; version: number }, E, S extends { id: number }>(
  db: Db,
  decl: CrudDeclaration<I, C, E, S>,
): Router {
  const router = Router();
  const { resource, table } = decl;

  const read = ({ contract, answer }: ReadEndpoint<unknown>) => {
    handle(router, contract, ({ query, body, req }) => answer(db, contract.body ? body : query, req));
  };
  if (decl.list) read(decl.list);
  if (decl.get) read(decl.get);

  const { save } = decl;
  if (save) {
    declarations(db).set(resource, decl as unknown as AnyDeclaration);
    // the body is read by saveInput, over the stored record's view
    handle(router, save.contract, async ({ raw, req, res, say }) => {
      const base = versionOf(raw, 'baseVersion');
      const wanted = versionOf(raw) ?? base;
      const { version: _sent, baseVersion: _base, ...sent } = raw;
      const stated = parse(saveHead, raw).id;
      const current = stated > 0 ? await decl.find(db, stated) : undefined;
      if (stated > 0 && !current) throw recordNotFound(decl.entity, stated);
      const input = saveInput(decl, current, sent);
      const extra = (await save.prepare?.(input, current, req)) as E;
      const written = await inTransaction(db, (tx, afterCommit) => saveIn(tx, decl, { req, current, input, extra, wanted, base, afterCommit }));
      sendVersion(res, written.version);
      return reply(written.id, say('success.saved'));
    }, { body: 'raw' });
  }

  /** The stored record for a state change or a delete: 404 when it is gone. */
  const existing = async (id: number): Promise<C> => {
    const record = await decl.find(db, id);
    if (!record) throw recordNotFound(decl.entity, id);
    return record;
  };

  const { state } = decl;
  if (state) {
    handle(router, state.contract, async ({ body: input, raw, res, actor, say }) => {
      const wanted = versionOf(raw);
      const current = await existing(input.id);
      const version = await inTransaction(db, async (tx) => {
        // the version first (it locks the row and refuses a stale one), then the change, which the trail records
        const next = await records.save(tx, table, input.id, {}, {
          actor: actor(), resource, expectedVersion: wanted, action: 'state', effect: () => state.apply(tx, input, current),
        });
        return next.version;
      });
      sendVersion(res, version);
      return reply(input.id, say('success.saved'));
    });
  }

  const removal = decl.delete;
  if (removal) {
    handle(router, removal.contract, async ({ body: { id }, raw, actor, say }) => {
      const wanted = versionOf(raw);
      const current = await existing(id);
      await inTransaction(db, async (tx) => {
        await records.remove(tx, table, id, {
          actor: actor(), resource, expectedVersion: wanted, before: (decl.audited ?? decl.view)(current),
          effect: async () => {
            await removal.check?.(tx, current);
            await removal.children?.(tx, id);
          },
        });
      });
      return reply(id, say('success.saved'));
    });
  }
  return router;
}
