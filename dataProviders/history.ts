import type { Identifier } from 'react-admin';
import type { HttpClient } from './httpClient';

/**
 * One write of a record, as the audit trail keeps it (contracts §C). Declared here until the shared contracts
 * (contracts/endpoints, from the db branch) carry the Audit/List answer; then this becomes `z.infer` of it.
 */
export interface AuditEntry {
  id: number;
  /** ISO date and time */
  at: string;
  user: { id: number; name: string };
  action: 'create' | 'update' | 'delete' | 'state';
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

/** One page of a record's history, newest first. */
export interface HistoryPage {
  items: AuditEntry[];
  total: number;
}

export type GetHistory = (resource: string, id: Identifier, page: number, pageSize?: number) => Promise<HistoryPage>;

export const HISTORY_PAGE_SIZE = 10;

/** `dataProvider.getHistory(resource, id, page)`: POST Audit/List, pages counted from 1. */
export const createGetHistory =
  (http: HttpClient): GetHistory =>
  async (resource, id, page, pageSize = HISTORY_PAGE_SIZE) => {
    const answer = await http<HistoryPage>({
      method: 'POST',
      path: 'Audit/List',
      body: { resource, id, pageIndex: page, pageSize },
    });
    return { items: answer.data?.items ?? [], total: answer.data?.total ?? 0 };
  };
