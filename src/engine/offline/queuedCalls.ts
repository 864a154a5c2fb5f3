/**
 * The operators' workflow calls made offline (issue 51): a technician's diagnosis, repair quote, quality control...
 * They are queued like the generated forms' saves (paused mutations in QUEUE_SCOPE, kept in IndexedDB) and sent in
 * order when the connection returns, as the documented call they are. A state-machine call is sent as it was made:
 * the server takes it only from the state the order was in when the operator made it (its state machine refuses any
 * other with its message), and a refusal is set aside for the Conflicts page with the server's words.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { isRefusal, refusalOf } from '../saving/saveErrors';
import { QUEUE_SCOPE, retryQueued, WriteSetAside } from './queuedWrites';

/** What a queued call is, as kept: the data provider's method, its arguments, and how the Conflicts page names it. */
export interface QueuedCall {
  /** the business line whose calls hold `method` (loaded before the call is sent, after a reload) */
  line: string;
  method: string;
  args: unknown[];
  /** a message key and its arguments naming what the call does ("Order 12: diagnosis") */
  label: { key: string; args?: Record<string, unknown> };
}

/**
 * What a queued call may answer when it is finally made, for the user who made it offline: a message key and its
 * arguments ("Order WOM123 was made for client …"). The banner says it once the queue is sent.
 */
export interface SentNotice {
  key: string;
  args?: Record<string, unknown>;
}

const QUEUED_CALL = 'queuedCall';

/** The mark the banner counts and the persister keeps (queued writes carry theirs in their data). */
export const isQueuedCall = (variables: unknown): variables is QueuedCall & { [QUEUED_CALL]: true } =>
  (variables as Record<string, unknown> | undefined)?.[QUEUED_CALL] === true;

type Methods = Record<string, unknown>;

/**
 * What a queued call throws when it stopped midway and kept how far it got (a chain of documented calls that records
 * each answer on its own arguments, which the queue holds): it is tried again, from there, once the connection is
 * back, however many times (retryQueued), rather than dropped.
 */
export class ResumeLater extends Error {
  readonly resumeLater = true;
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'ResumeLater';
  }
}

/** Makes the call; the server's refusal (4xx) is set aside with its message and the call's name (Conflicts). */
async function refusalSetAside<T>(call: QueuedCall, make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    // a lost connection, a timeout or a server error is not the server's word: not set aside (a call that resumes is
    // tried again)
    if (!isRefusal(error)) throw error;
    throw new WriteSetAside({
      key: `${call.method}/${JSON.stringify(call.args).slice(0, 80)}/${Date.now()}`,
      kind: 'refused',
      at: new Date().toISOString(),
      resource: '',
      id: '',
      base: {},
      mine: {},
      label: call.label,
      call,
      ...refusalOf(error),
    });
  }
}

/** Sends a restored queued call: the line's calls are there first (`ensureLine` loads it after a reload elsewhere). */
export async function sendQueuedCall(dataProvider: Methods, ensureLine: (line: string) => Promise<unknown>, call: QueuedCall): Promise<unknown> {
  if (typeof dataProvider[call.method] !== 'function') await ensureLine(call.line);
  const method = dataProvider[call.method];
  if (typeof method !== 'function') throw new Error(`No call "${call.method}" in the line "${call.line}"`);
  return refusalSetAside(call, () => (method as (...args: unknown[]) => Promise<unknown>)(...call.args));
}

/** The default function of the queued calls' mutations (a restored one has no other). */
export const registerQueuedCalls = (queryClient: QueryClient, dataProvider: Methods, ensureLine: (line: string) => Promise<unknown>) =>
  queryClient.setMutationDefaults([QUEUED_CALL], {
    mutationFn: (variables: QueuedCall) => sendQueuedCall(dataProvider, ensureLine, variables),
    scope: QUEUE_SCOPE,
    retry: retryQueued,
  });

/**
 * Queues a workflow call (sent when the connection is back, at once when it already is): `now` is the screen's own
 * call, run when sent in this visit; restored after a reload, the default function runs it from the kept `call`.
 */
export function queueCall<T>(queryClient: QueryClient, call: QueuedCall, now: () => Promise<T>): void {
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: [QUEUED_CALL, call.method], mutationFn: () => refusalSetAside(call, now), scope: QUEUE_SCOPE, retry: retryQueued });
  // the queue keeps it; what it answers when sent is not this screen's (the Conflicts page has any refusal)
  void mutation.execute({ ...call, [QUEUED_CALL]: true }).catch(() => undefined);
}

/**
 * Makes a workflow call now when online; offline, queues it and answers at once (`queued: true`): the screen says it
 * is kept and sent when the connection is back.
 */
export function callOrQueue<T>(queryClient: QueryClient, call: QueuedCall, now: () => Promise<T>): { queued: true } | { queued: false; answer: Promise<T> } {
  if (onlineManager.isOnline()) return { queued: false, answer: now() };
  queueCall(queryClient, call, now);
  return { queued: true };
}
