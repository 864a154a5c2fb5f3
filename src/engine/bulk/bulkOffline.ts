/**
 * The bulk edit offline (issue 51), pure: the server's preview and change (BulkEdit/*) wait for the connection, so
 * offline a bulk edit is one ordinary update per row, queued as a cell's save is (InlineEditor.tsx): the row's record
 * as this device read it, with the chosen values, on the version it was read at (the replay merges it three ways over
 * what changed meanwhile, replayMerge.ts). A row this device never read (a page of "Select all N" not opened) has no
 * record to start from: it cannot be changed offline, and the user is told before saving.
 */
import { savedValues } from '../fieldRules';
import { withLoadedVersion } from '../saving/saveErrors';
import type { ResourceDef } from '../types';

type Id = string | number;
type Values = Record<string, unknown>;

/** One of react-admin's cached reads of a resource: its key (`[resource, method, params]`), its data, when it was set. */
export interface CachedRead {
  queryKey: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

const isRecord = (value: unknown): value is Values & { id: Id } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ((value as Values).id ?? null) !== null;

const LIST_METHODS = new Set(['getList', 'getManyReference']);

/** The records one cached read holds (a record, a list's page, several records, an infinite list's pages). */
const recordsOfRead = ({ queryKey, data }: CachedRead): unknown[] => {
  const method = queryKey[1];
  const page = (value: unknown) => ((value as { data?: unknown } | undefined)?.data as unknown[] | undefined) ?? [];
  if (method === 'getOne') return [data];
  if (method === 'getMany') return Array.isArray(data) ? data : [];
  if (typeof method === 'string' && LIST_METHODS.has(method)) return Array.isArray(page(data)) ? page(data) : [];
  if (method === 'getInfiniteList') return ((data as { pages?: unknown[] } | undefined)?.pages ?? []).flatMap((one) => page(one));
  return [];
};

/**
 * Each record this device has of a resource, by id (as text): the newest read of it (the list's when as new as
 * another), as react-admin's cache holds it, an offline save's change included.
 */
export const cachedRecords = (reads: readonly CachedRead[]): Map<string, Values> => {
  const newest = new Map<string, { record: Values; at: number; list: boolean }>();
  for (const read of reads) {
    const list = LIST_METHODS.has(String(read.queryKey[1]));
    for (const record of recordsOfRead(read)) {
      if (!isRecord(record)) continue;
      const key = String(record.id);
      const seen = newest.get(key);
      if (!seen || read.updatedAt > seen.at || (read.updatedAt === seen.at && list && !seen.list)) newest.set(key, { record, at: read.updatedAt, list });
    }
  }
  return new Map([...newest].map(([key, { record }]) => [key, record]));
};

/** Stable text of a value (keys in order): two filters written in another order are the same filter. */
const stable = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(stable).join(',')}]`
    : typeof value === 'object' && value !== null
      ? `{${Object.keys(value)
          .sort()
          .filter((key) => (value as Values)[key] !== undefined)
          .map((key) => `${JSON.stringify(key)}:${stable((value as Values)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);

/**
 * The ids of the rows a list's filter matches that this device read (every page, sort and page size of that filter
 * read here), in the order first read: what "Edit all (N)" can change offline.
 */
export const cachedListIds = (reads: readonly CachedRead[], filter: Values): Id[] => {
  const wanted = stable(filter ?? {});
  const ids = new Map<string, Id>();
  for (const read of reads) {
    if (read.queryKey[1] !== 'getList') continue;
    if (stable((read.queryKey[2] as { filter?: Values } | undefined)?.filter ?? {}) !== wanted) continue;
    for (const record of recordsOfRead(read)) if (isRecord(record) && !ids.has(String(record.id))) ids.set(String(record.id), record.id);
  }
  return [...ids.values()];
};

/** The selected rows this device read (they can be changed offline) and those it did not. */
export const readOnDevice = <T extends Id>(ids: readonly T[], records: ReadonlyMap<string, Values>): { read: T[]; unread: T[] } => ({
  read: ids.filter((id) => records.has(String(id))),
  unread: ids.filter((id) => !records.has(String(id))),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One row's queued update: what react-admin's update is given (data unmarked: the queue marks it). */
export interface QueuedRowUpdate {
  id: Id;
  /** the record as read with the chosen values, less the fields never stored, on the version read */
  data: Values;
  /** the record as read: the base of the replay's three-way merge */
  previousData: Values;
}

export interface OfflineBulkPlan {
  updates: QueuedRowUpdate[];
  /** rows read that already have every chosen value: nothing to send */
  unchanged: Id[];
  /** rows not read on this device: they cannot be changed offline */
  unread: Id[];
}

/**
 * A bulk edit made offline: one update per selected row read on this device that the changes change, as a cell's
 * save sends it (inlineSaveData: the record as read with the values, on its version), in the selection's order.
 */
export const offlineBulkPlan = <T extends Id>(
  def: Pick<ResourceDef, 'fields'>,
  ids: readonly T[],
  changes: Values,
  records: ReadonlyMap<string, Values>,
): OfflineBulkPlan => {
  const plan: OfflineBulkPlan = { updates: [], unchanged: [], unread: [] };
  for (const id of ids) {
    const record = records.get(String(id));
    if (!record) plan.unread.push(id);
    else if (Object.entries(changes).every(([source, value]) => same(record[source], value))) plan.unchanged.push(id);
    else plan.updates.push({ id, data: withLoadedVersion(savedValues(def as ResourceDef, { ...record, ...changes }), record), previousData: record });
  }
  return plan;
};
