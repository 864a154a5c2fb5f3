import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { callOrQueue, type QueuedCall } from '../../engine/offline/queuedCalls';
import { QUEUED_NOTICE } from '../../engine/offline/queuedWrites';
import { useOfflineMessages } from '../../engine/offline/useOfflineMessages';

/** The server's own words for a refused call: its message, else the first field error, else the error's text. */
export function serverMessage(error: unknown): string {
  const body = (error as { body?: { message?: string; errors?: Record<string, string> } }).body;
  const fieldError = body?.errors ? Object.values(body.errors)[0] : undefined;
  return body?.message || fieldError || (error as Error).message;
}

/** An order's workflow call as the offline queue keeps it (the line's method, its one body, how Conflicts names it). */
export const queuedOrderCall = <B extends { orderId: number }>(method: string, body: B, label: string): QueuedCall => ({
  line: 'repairOrders',
  method,
  args: [body],
  label: { key: label, args: { id: body.orderId } },
});

/**
 * Runs a state-changing call: shows the server's message (success or refusal), then `onDone` on success.
 * `running` disables the buttons meanwhile. With `queueAs` (the call as the queue keeps it: the line's method and its
 * arguments), a call made offline is queued (issue 51): sent when the connection returns, `onDone` at once.
 */
export function useOrderAction(onDone: () => void) {
  const notify = useNotify();
  useOfflineMessages();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const run = async (call: () => Promise<{ message: string }>, queueAs?: QueuedCall): Promise<boolean> => {
    const made = queueAs ? callOrQueue(queryClient, queueAs, call) : { queued: false as const, answer: undefined };
    if (made.queued) {
      notify(QUEUED_NOTICE, { type: 'info' });
      onDone();
      return true;
    }
    setRunning(true);
    try {
      const answer = await (made.answer ?? call());
      notify(answer.message, { type: 'success', messageArgs: { _: answer.message } });
      onDone();
      return true;
    } catch (error) {
      const message = serverMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}
