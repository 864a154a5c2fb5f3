/**
 * Bulk edit's own calls (issue 34: BulkEdit/Preview, Apply, Get, Undo) through the console's data provider, by their
 * routes and typed from their contract (types only: nothing of zod reaches the bundle). No screen writes a path.
 */
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { caller, type BodyOf } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type { HttpClient } from '../../../dataProviders/httpClient';
import type { bulkApply, bulkPreview } from '../../../contracts/endpoints/bulkEdit';

export const bulkEditCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    /** POST BulkEdit/Preview: one batch checked row by row; changes nothing */
    previewBulkEdit: async (body: BodyOf<typeof bulkPreview>) =>
      (await call(routes.bulkPreview, { body })).data,
    /** POST BulkEdit/Commit: one batch in one transaction (batchId: the bulk edit's first batch's answer) */
    applyBulkEdit: async (body: BodyOf<typeof bulkApply>) => (await call(routes.bulkApply, { body })).data,
    /** GET BulkEdit/Get?batchId: what a bulk edit changed and whether it can still be undone */
    getBulkEdit: async (batchId: string) => (await call(routes.bulkGet, { query: { batchId } })).data,
    /** POST BulkEdit/Undo: every row back, or a 409 naming the rows changed since; answers the server's message too */
    undoBulkEdit: async (batchId: string) => {
      const answer = await call(routes.bulkUndo, { body: { batchId } });
      return { ...answer.data, message: answer.message };
    },
  };
};

export type BulkEditCalls = ReturnType<typeof bulkEditCalls>;

/** The bulk edit calls of the current data provider. */
export const useBulkEditCalls = (): BulkEditCalls => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMemo(() => bulkEditCalls(dataProvider.call), [dataProvider]);
};
