/**
 * Writes made offline (issue 51): react-query keeps them paused while the console is offline and sends them, in
 * order, when the connection returns (src/engine/offline/offlineQueue.ts). This is what a queued update does when it
 * is sent: it carries the version the user started from, so a record changed meanwhile is refused (409) and merged
 * here, three ways (mergeRules.ts): what merges is sent again on the current version, what both sides changed is set
 * aside for the user (the Conflicts page), as is a record deleted meanwhile or a change the server refuses. Nothing
 * overwrites a newer save: every resend carries the version it merged over.
 */
import type { DataProvider, Identifier, RaRecord, UpdateParams } from 'react-admin';
import { changedValues, conflictOf, errorMessage, serverFieldErrors, type SaveConflict } from '../saving/saveErrors';
import { mergeEdit, theirsFromConflict, type Change, type FieldConflict } from './mergeRules';

type Values = Record<string, unknown>;

/** What a save made offline says (it is kept here and sent when the connection is back). */
export const QUEUED_NOTICE = 'app.engine.offline.queuedSave';

/** The mutations' scope: queued writes run one after the other, in the order they were made. */
export const QUEUE_SCOPE = { id: 'offline-writes' };

/**
 * The mark of a write made offline, in its data: the data travels with the write through react-admin's optimistic
 * update (the record it caches keeps the mark), the paused mutation and IndexedDB, to the data provider, which takes
 * it out before sending. Not in the write's meta: react-admin finds the record's cached read by its meta.
 */
export const QUEUED_FIELD = '@queued';

export const markQueued = <T extends object>(data: T): T => ({ ...data, [QUEUED_FIELD]: true });

/** Whether a write's variables (react-admin's `{ resource, id, data, ... }`) are a queued write's. */
export const isQueued = (variables: unknown): boolean =>
  (variables as { data?: Record<string, unknown> } | undefined)?.data?.[QUEUED_FIELD] === true;

export const unmarked = (data: Values): Values => {
  const { [QUEUED_FIELD]: _mark, ...rest } = data;
  return rest;
};

/** A queued write the server did not take as it was: it waits on the Conflicts page for the user. */
export interface SetAsideWrite {
  key: string;
  /** conflict: fields both sides changed; deleted: the record is gone; refused: the server said no (its message) */
  kind: 'conflict' | 'deleted' | 'refused';
  resource: string;
  id: Identifier;
  /** when it was set aside (ISO) */
  at: string;
  /** the record as the user started from it */
  base: Values;
  /** the fields the user changed, with their values */
  mine: Values;
  /** conflict: the server's record now, the merge's result and the version it is at */
  theirs?: Values;
  conflicts?: FieldConflict[];
  merged?: Values;
  /** the fields changed on the server only, with who and when */
  theirsOnly?: Array<{ field: string; value: unknown; change: Change }>;
  version?: number;
  /** a workflow call's name on the Conflicts page (a message key and its arguments); none for a record's save */
  label?: { key: string; args?: Record<string, unknown> };
  /** the server's message (refused, deleted) */
  message?: string;
  errors?: Record<string, string>;
}

/** Thrown by a queued write the server did not take: it is on the Conflicts page, not an error to show. */
export class WriteSetAside extends Error {
  readonly setAside: SetAsideWrite;
  constructor(setAside: SetAsideWrite) {
    super(setAside.message ?? setAside.kind);
    this.name = 'WriteSetAside';
    this.setAside = setAside;
  }
}

export const isSetAside = (error: unknown): error is WriteSetAside => error instanceof WriteSetAside;

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** A refusal the same request would get again (not a lost connection, a timeout or a server error). */
const isRefusal = (error: unknown) => {
  const status = statusOf(error);
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/** A 409 of a stale version answered again this many times in a row is set aside (someone keeps saving it). */
const RESENDS = 3;

interface MergeOutcome {
  /** what to send: the server's record with the user's merged changes, on its version */
  send?: { previousData: Values; data: Values };
  setAside?: Omit<SetAsideWrite, 'key' | 'at' | 'resource' | 'id' | 'base' | 'mine'>;
}

/**
 * The user's change merged over the server's record as a 409 describes it (or as read, when the 409 does not list
 * every change): sent again when nothing conflicts, else set aside with both sides.
 */
export async function mergeOverServer(
  provider: Pick<DataProvider, 'getOne'>,
  resource: string,
  id: Identifier,
  base: Values,
  mine: Values,
  conflict: SaveConflict,
  choices: Record<string, 'mine' | 'theirs'> = {},
): Promise<MergeOutcome> {
  const fromAnswer = theirsFromConflict(base, conflict);
  const server = fromAnswer ?? { theirs: (await provider.getOne(resource, { id })).data as Values, changes: {} };
  const version = typeof server.theirs.version === 'number' && !fromAnswer ? server.theirs.version : conflict.version;
  const merge = mergeEdit(base, mine, server.theirs, server.changes);
  const open = merge.conflicts.filter(({ field }) => !choices[field]);
  if (open.length === 0) {
    const resolved = { ...merge.merged };
    for (const { field, mine: value } of merge.conflicts) if (choices[field] === 'mine') resolved[field] = value;
    return { send: { previousData: server.theirs, data: { ...server.theirs, ...resolved, version } } };
  }
  const touched = new Set([...merge.conflicts.map(({ field }) => field), ...merge.agreed, ...Object.keys(merge.merged)]);
  const theirsOnly = Object.entries(server.changes)
    .filter(([field]) => !touched.has(field))
    .map(([field, change]) => ({ field, value: server.theirs[field], change }));
  return { setAside: { kind: 'conflict', theirs: server.theirs, conflicts: merge.conflicts, merged: merge.merged, theirsOnly, version, message: conflict.message } };
}

/**
 * Sends an update of `base` (the record as loaded) with the user's changes `mine`, merging over whatever the server
 * has now: resent on the current version while it merges (a few times, if others keep saving), set aside otherwise.
 */
export async function sendMerged(
  provider: Pick<DataProvider, 'update' | 'getOne'>,
  resource: string,
  params: {
    id: Identifier;
    base: Values;
    mine: Values;
    /** the first request; `overBase`: it is sent on the base's version (its 409 then lists every change since the base) */
    first: { previousData: Values; data: Values; overBase: boolean };
    meta?: unknown;
  },
  choices: Record<string, 'mine' | 'theirs'> = {},
): Promise<{ data: RaRecord }> {
  const { id, base, mine, meta } = params;
  const aside = (setAside: MergeOutcome['setAside'] & object): never => {
    throw new WriteSetAside({ ...setAside, key: `${resource}/${String(id)}`, at: new Date().toISOString(), resource, id, base, mine });
  };
  let attempt: { previousData: Values; data: Values } = params.first;
  for (let sent = 0; ; sent++) {
    try {
      return await provider.update(resource, { id, data: attempt.data, previousData: attempt.previousData as RaRecord, meta } as UpdateParams);
    } catch (error) {
      if (statusOf(error) === 404) return aside({ kind: 'deleted', message: errorMessage(error) });
      const conflict = conflictOf(error);
      if (!conflict) {
        if (isRefusal(error)) return aside({ kind: 'refused', message: errorMessage(error), errors: serverFieldErrors(error) ?? undefined });
        // a lost connection or a server error: react-query keeps the write and tries again
        throw error;
      }
      if (sent >= RESENDS) return aside({ kind: 'conflict', message: conflict.message });
      // a resend's 409 lists what changed since the version it merged over, not since the user's base: read the record
      const described = sent === 0 && params.first.overBase ? conflict : { ...conflict, changedSince: undefined };
      const outcome = await mergeOverServer(provider, resource, id, base, mine, described, choices);
      if (!outcome.send) return aside(outcome.setAside!);
      attempt = outcome.send;
    }
  }
}

/**
 * A set-aside conflict applied with the user's choice per field (mine or theirs): sent over the server's record as it
 * was set aside; merged again (or set aside again) if the record changed once more.
 */
export function applySetAside(provider: Pick<DataProvider, 'update' | 'getOne'>, write: SetAsideWrite, choices: Record<string, 'mine' | 'theirs'>) {
  const theirs = write.theirs ?? write.base;
  const resolved: Values = { ...write.merged };
  for (const { field, mine } of write.conflicts ?? []) if (choices[field] === 'mine') resolved[field] = mine;
  return sendMerged(
    provider,
    write.resource,
    { id: write.id, base: write.base, mine: write.mine, first: { previousData: theirs, data: { ...theirs, ...resolved, version: write.version }, overBase: false } },
    choices,
  );
}

/**
 * The data provider with queued updates merged on replay (other calls, and updates made online, unchanged): a
 * queued update is the user's changes over `previousData`, the record as they loaded it.
 */
export function withQueuedMerge<T extends DataProvider>(provider: T): T {
  const update = ((resource: string, params: UpdateParams) => {
    // a record saved offline keeps the mark in the cache until it is read again: an online save of it is not queued
    if (!isQueued(params)) return provider.update(resource, { ...params, data: unmarked(params.data), previousData: params.previousData && (unmarked(params.previousData) as RaRecord) });
    const base = unmarked((params.previousData ?? {}) as Values);
    const data = unmarked(params.data as Values);
    return sendMerged(provider, resource, {
      id: params.id,
      base,
      mine: changedValues(data, base),
      first: { previousData: base, data, overBase: true },
      meta: params.meta,
    });
  }) as DataProvider['update'];
  const create: DataProvider['create'] = async (resource, params) => {
    if (!isQueued(params)) return provider.create(resource, params);
    try {
      return await provider.create(resource, { ...params, data: unmarked(params.data as Values) });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const mine = unmarked(params.data as Values);
      throw new WriteSetAside({
        key: `${resource}/new/${Date.now()}`,
        kind: 'refused',
        at: new Date().toISOString(),
        resource,
        id: '',
        base: {},
        mine,
        message: errorMessage(error),
        errors: serverFieldErrors(error) ?? undefined,
      });
    }
  };
  return { ...provider, update, create };
}
