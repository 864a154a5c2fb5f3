import type { MutationMode } from 'react-admin';
import { markQueued, QUEUE_SCOPE, QUEUED_NOTICE, retryQueued, unmarked } from './queuedWrites';
import { useOfflineMessages } from './useOfflineMessages';
import { useOnline } from './useOnline';

/**
 * How a screen's save goes offline (issue 51): queued, that is accepted here at once (react-admin's optimistic mode),
 * in the queue's scope (sent in order when the connection is back), its data marked; and what it then says. Online,
 * the save goes in the screen's own mode, its data without the mark an earlier offline save may have left on the
 * cached record. The generated forms, their dialogs and the inline cells save through it.
 */
export const useQueuedSave = () => {
  const queued = !useOnline();
  useOfflineMessages();
  return {
    queued,
    mutationMode: (online: MutationMode): MutationMode => (queued ? 'optimistic' : online),
    /** the mutation's options when queued */
    options: queued ? { scope: QUEUE_SCOPE, retry: retryQueued } : {},
    data: (values: Record<string, unknown>) => (queued ? markQueued(unmarked(values)) : unmarked(values)),
    notice: (online: string) => (queued ? QUEUED_NOTICE : online),
  };
};
