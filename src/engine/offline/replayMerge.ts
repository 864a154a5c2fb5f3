/**
 * The three-way merge of a queued update when it is sent (issue 51), loaded with the first queued write that is sent
 * (queuedWrites.ts `withQueuedMerge`), or by the Conflicts page: the first screen never waits for it.
 */
import type { CreateParams, DataProvider, Identifier, RaRecord, UpdateParams } from 'react-admin';
import { changedValues, conflictOf, isRefusal, refusalOf, type SaveConflict } from '../saving/saveErrors';
import { mergeEdit, theirsFromConflict, theirsOnlyOf } from './mergeRules';
import { sendQueuedCall } from './queuedCalls';
import { isQueued, unmarked, WriteSetAside, type SetAsideWrite } from './queuedWrites';

type Values = Record<string, unknown>;

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

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
  const theirsOnly = theirsOnlyOf(merge, server.theirs, server.changes);
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
      if (statusOf(error) === 404) return aside({ kind: 'deleted', message: refusalOf(error).message });
      const conflict = conflictOf(error);
      if (!conflict) {
        if (isRefusal(error)) return aside({ kind: 'refused', ...refusalOf(error) });
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
 * A queued update: the user's changes over `previousData` (the record as they loaded it), merged as it must be; an
 * online save of a record still marked in the cache (saved offline, not read again since): sent without the mark.
 */
export const sendUpdate = (provider: Pick<DataProvider, 'update' | 'getOne'>, resource: string, params: UpdateParams) => {
  if (!isQueued(params)) return provider.update(resource, { ...params, data: unmarked(params.data), previousData: params.previousData && (unmarked(params.previousData) as RaRecord) });
  const base = unmarked((params.previousData ?? {}) as Values);
  const data = unmarked(params.data as Values);
  return sendMerged(provider, resource, { id: params.id, base, mine: changedValues(data, base), first: { previousData: base, data, overBase: true }, meta: params.meta });
};

/** A queued create: the server's refusal is set aside (the record was not created); a lost connection is react-query's. */
export const sendQueuedCreate = (provider: Pick<DataProvider, 'create'>, resource: string, params: CreateParams) => {
  const mine = unmarked(params.data as Values);
  return provider.create(resource, { ...params, data: mine }).catch((error: unknown) => refusedCreate(resource, mine, error));
};

function refusedCreate(resource: string, mine: Values, error: unknown): never {
  if (!isRefusal(error)) throw error;
  throw new WriteSetAside({
    key: `${resource}/new/${Date.now()}`,
    kind: 'refused',
    at: new Date().toISOString(),
    resource,
    id: '',
    base: {},
    mine,
    ...refusalOf(error),
  });
}

/**
 * A refused write sent again from the Conflicts page (the session had expired, or what refused it has changed since):
 * a workflow call as it was, a create with the user's values, an update merged over the record as it is now.
 */
export async function sendAgain(provider: Pick<DataProvider, 'update' | 'getOne' | 'create'> & Record<string, unknown>, write: SetAsideWrite) {
  if (write.call) return sendQueuedCall(provider, async () => undefined, write.call);
  if (write.id === '') return sendQueuedCreate(provider, write.resource, { data: write.mine });
  return sendMerged(provider, write.resource, { id: write.id, base: write.base, mine: write.mine, first: { previousData: write.base, data: { ...write.base, ...write.mine }, overBase: true } });
}
