/**
 * The bulk editor offline (issue 51): which selected rows this device read (react-query's cache), the plan of a bulk
 * edit over them (bulkOffline.ts) and its queueing, one ordinary update per row through the queued path of a cell's
 * save (useQueuedSave: react-admin's update, optimistic, in the queue's scope, its data marked, the record as read
 * for its base). Online it says nothing and queues nothing: the dialog previews and applies on the server.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify, useUpdate, type Identifier } from 'react-admin';
import { useMessageSlot } from '../../shell/i18n/useMessageSlot';
import { useQueuedSave } from '../offline/useQueuedSave';
import type { ResourceDef } from '../types';
import { cachedListIds, cachedRecords, offlineBulkPlan, readOnDevice, type CachedRead, type OfflineBulkPlan } from './bulkOffline';
import { bulkOfflineMessages } from './offlineMessages';

/** A resource's reads in react-query's cache, as bulkOffline.ts reads them. */
export const cachedReadsOf = (queryClient: QueryClient, resource: string): CachedRead[] =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: [resource] })
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));

/** The ids of the rows a list's filter matches that this device read: what "Edit all (N)" changes offline. */
export const offlineMatchingIds = (queryClient: QueryClient, resource: string, filter: Record<string, unknown>): Identifier[] =>
  cachedListIds(cachedReadsOf(queryClient, resource), filter);

export const useOfflineBulk = (def: ResourceDef, ids: Identifier[], notRead = 0) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queue = useQueuedSave();
  useMessageSlot('bulk-offline', bulkOfflineMessages);
  // the resource in the mutation's key: a queued update restored after a reload finds its function by it (persistQueue.ts)
  const [update] = useUpdate(def.name, undefined, queue.options);
  const records = () => cachedRecords(cachedReadsOf(queryClient, def.name));
  const rows = useMemo(
    () => (queue.queued ? readOnDevice(ids as Array<string | number>, records()) : { read: ids, unread: [] }),
    // read again when the connection drops (what the device has then is what counts)
    [ids, queue.queued],
  );

  return {
    /** offline: the bulk edit is saved on this device */
    offline: queue.queued,
    /** rows that can be changed offline */
    read: rows.read.length,
    /** rows that cannot: not read on this device (those the dialog has no id of included) */
    unread: rows.unread.length + notRead,
    /** the updates of these changes, over the records as this device has them now */
    plan: (changes: Record<string, unknown>) => offlineBulkPlan(def, ids as Array<string | number>, changes, records()),
    /** queues the plan's updates one after the other (the list shows each at once), then says they are kept here */
    save: async (plan: OfflineBulkPlan, onProgress?: (done: number, total: number) => void) => {
      let done = 0;
      for (const row of plan.updates) {
        await update(def.name, { id: row.id, data: queue.data(row.data), previousData: row.previousData }, { mutationMode: queue.mutationMode('optimistic') });
        onProgress?.(++done, plan.updates.length);
      }
      notify('app.engine.bulk.offline.saved', { type: 'info', messageArgs: { smart_count: plan.updates.length } });
    },
  };
};
