/**
 * What a change saved offline and not sent yet is, for the list of them (issue 51, WaitingWrites.tsx): a record's
 * edit (its resource, its id, the fields it changes over the record as the user saw it), a new record, or a workflow
 * call (named by its own label). Pure: read from the queued mutation's key and variables.
 */
import { sameValue } from './mergeRules';
import { isQueuedCall } from './queuedCalls';
import { QUEUED_FIELD } from './queuedMark';

type Values = Record<string, unknown>;

export type WaitingWrite =
  | { kind: 'update'; resource: string; id: unknown; record: Values; fields: string[] }
  | { kind: 'create'; resource: string; record: Values }
  | { kind: 'call'; label: { key: string; args?: Record<string, unknown> } };

/** The fields `data` changes over `previous` (the queue's mark and the version are not the user's). */
export const changedFieldsOf = (data: Values, previous: Values): string[] =>
  Object.keys(data).filter((field) => field !== QUEUED_FIELD && field !== 'version' && field !== 'id' && !sameValue(data[field], previous[field]));

/** A queued mutation as the list shows it; undefined for what is not a change saved offline. */
export function waitingWriteOf(mutationKey: readonly unknown[] | undefined, variables: unknown): WaitingWrite | undefined {
  if (isQueuedCall(variables)) return { kind: 'call', label: variables.label };
  const { resource, id, data, previousData } = (variables ?? {}) as { resource?: unknown; id?: unknown; data?: Values; previousData?: Values };
  const name = typeof resource === 'string' ? resource : typeof mutationKey?.[0] === 'string' ? mutationKey[0] : undefined;
  if (!name || !data?.[QUEUED_FIELD]) return undefined;
  if (mutationKey?.[1] === 'create') return { kind: 'create', resource: name, record: data };
  return { kind: 'update', resource: name, id, record: { ...previousData, ...data }, fields: changedFieldsOf(data, previousData ?? {}) };
}
