/**
 * What the first screen carries of the offline queue (issue 51): the mark of a write made offline and the data
 * provider's wrapper that sends such a write as it must be (replayMerge.ts, loaded then). The rest is in
 * queuedWrites.ts, loaded with the screens that queue or show writes.
 */
import type { CreateParams, DataProvider, UpdateParams } from 'react-admin';

/**
 * The mark of a write made offline, in its data: the data travels with the write through react-admin's optimistic
 * update (the record it caches keeps the mark), the paused mutation and IndexedDB, to the data provider, which takes
 * it out before sending. Not in the write's meta: react-admin finds the record's cached read by its meta.
 */
export const QUEUED_FIELD = '@queued';

/** Whether a write's variables (react-admin's `{ resource, id, data, ... }`) are a queued write's. */
export const isQueued = (variables: unknown): boolean =>
  (variables as { data?: Record<string, unknown> } | undefined)?.data?.[QUEUED_FIELD] === true;

/**
 * The data provider with queued writes sent as issue 51 says (replayMerge.ts, loaded then): a queued update is the
 * user's changes over `previousData`, the record as they loaded it, merged over the server's newer versions; a queued
 * create the server refuses is set aside. A record saved offline keeps the mark in the cache until it is read again:
 * an online save of it is sent without it. Other calls, and writes made online, go as they were.
 */
export function withQueuedMerge<T extends DataProvider>(provider: T): T {
  const replay = () => import('./replayMerge');
  const marked = (params: { data?: unknown; previousData?: unknown }) => isQueued(params) || isQueued({ data: params.previousData });
  const update = ((resource: string, params: UpdateParams) =>
    marked(params) ? replay().then((module) => module.sendUpdate(provider, resource, params)) : provider.update(resource, params)) as DataProvider['update'];
  const create = ((resource: string, params: CreateParams) =>
    isQueued(params) ? replay().then((module) => module.sendQueuedCreate(provider, resource, params)) : provider.create(resource, params)) as DataProvider['create'];
  return { ...provider, update, create };
}
