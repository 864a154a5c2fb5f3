/**
 * "Select all N" of a list (issue 34): the ids and versions of every row the filter matches, read through the list
 * call in pages (an API that pages on the server answers one page at a time), with progress. The versions of rows
 * not on the page shown are kept here, per resource, so the bulk edit sends each row's version.
 */
import type { DataProvider, Identifier, RaRecord, SortPayload } from 'react-admin';
import { BULK_BATCH_ROWS, BULK_MAX_ROWS, selectAllPages } from './bulkLogic';
import type { ResourceDef } from '../types';

type Known = { version?: number; label?: string };
const known = new Map<string, Map<Identifier, Known>>();

const versionOfRecord = (record: RaRecord) => (typeof record.version === 'number' ? record.version : undefined);

/** Keeps the version (and name) each record had when it was read. */
export const rememberRows = (resource: string, records: RaRecord[], representation?: string): void => {
  const rows = known.get(resource) ?? new Map<Identifier, Known>();
  known.set(resource, rows);
  for (const record of records) {
    const label = representation ? record[representation] : undefined;
    rows.set(record.id, { version: versionOfRecord(record), label: typeof label === 'string' || typeof label === 'number' ? String(label) : undefined });
  }
};

export const knownRow = (resource: string, id: Identifier): Known | undefined => known.get(resource)?.get(id);

export const forgetRows = (resource: string): void => {
  known.delete(resource);
};

/** Whether the list's call answers every row at once (the provider pages its answer itself). */
const answersAllAtOnce = (def: ResourceDef) => Boolean(def.endpoints?.list && !def.endpoints.list.paging);

export interface SelectAllParams {
  filter: Record<string, unknown>;
  sort: SortPayload;
  total: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** Every matching row (at most BULK_MAX_ROWS), read page after page; their versions are remembered. */
export const readAllMatching = async (dataProvider: DataProvider, def: ResourceDef, { filter, sort, total, onProgress, signal }: SelectAllParams) => {
  const wanted = Math.min(total, BULK_MAX_ROWS);
  const size = answersAllAtOnce(def) ? Math.max(wanted, 1) : BULK_BATCH_ROWS;
  const pages = answersAllAtOnce(def) ? 1 : selectAllPages(wanted, size);
  const records: RaRecord[] = [];
  onProgress?.(0, wanted);
  for (let page = 1; page <= pages; page++) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const { data } = await dataProvider.getList(def.name, { pagination: { page, perPage: size }, filter, sort, signal });
    records.push(...data);
    onProgress?.(Math.min(records.length, wanted), wanted);
    if (data.length < size) break;
  }
  const rows = records.slice(0, BULK_MAX_ROWS);
  rememberRows(def.name, rows, def.recordRepresentation);
  return rows.map((record) => record.id);
};
