import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { auditList } from '../contracts/endpoints/audit';
import * as routes from '../contracts/routes';
import { caller, type BodyOf } from './endpointCall';
import type { HttpClient } from './httpClient';

/** One page of a record's history, newest first (the Audit/List answer of the shared contract). */
export type HistoryPage = z.infer<typeof auditList.answer>;

/** One write of a record, as the audit trail keeps it (contracts §C). */
export type AuditEntry = HistoryPage['items'][number];

export type GetHistory = (resource: string, id: Identifier, page: number, pageSize?: number) => Promise<HistoryPage>;

export const HISTORY_PAGE_SIZE = 10;

/** `dataProvider.getHistory(resource, id, page)`: POST Audit/List, pages counted from 1. */
export const createGetHistory =
  (http: HttpClient): GetHistory => {
    const call = caller(http);
    return async (resource, id, page, pageSize = HISTORY_PAGE_SIZE) => {
      const body: z.input<typeof auditList.body> = { resource, id, pageIndex: page, pageSize };
      // sent as the schema takes it (a number id is read as text)
      const answer = await call(routes.auditList, { body: body as BodyOf<typeof auditList> });
      return { items: answer.data?.items ?? [], total: answer.data?.total ?? 0 };
    };
  };
