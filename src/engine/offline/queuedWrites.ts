/**
 * Writes made offline (issue 51): react-query keeps them paused while the console is offline and sends them, in
 * order, when the connection returns (persistQueue.ts). Here: the mark, the scope and what is set
 * aside. A queued update carries the version the user started from, so a record changed meanwhile is refused (409) and merged
 * (replayMerge.ts), three ways (mergeRules.ts): what merges is sent again on the current version, what both sides changed is set
 * aside for the user (the Conflicts page), as is a record deleted meanwhile or a change the server refuses. Nothing
 * overwrites a newer save: every resend carries the version it merged over.
 */
import type { Identifier } from 'react-admin';
import { isLostConnection, isRefusal } from '../saving/saveErrors';
import { QUEUED_FIELD } from './queuedMark';
import type { QueuedCall } from './queuedCalls';
import type { Change, FieldConflict } from './mergeRules';

type Values = Record<string, unknown>;

/** What a save made offline says (it is kept here and sent when the connection is back). */
export const QUEUED_NOTICE = 'app.engine.offline.queuedSave';

/** The mutations' scope: queued writes run one after the other, in the order they were made. */
export const QUEUE_SCOPE = { id: 'offline-writes' };

export const markQueued = <T extends object>(data: T): T => ({ ...data, [QUEUED_FIELD]: true });

export const unmarked = (data: Values): Values => {
  const { [QUEUED_FIELD]: _mark, ...rest } = data;
  return rest;
};

/** A queued write the server did not take as it was: it waits on the Conflicts page for the user. */
export interface SetAsideWrite {
  key: string;
  /** conflict: fields both sides changed; deleted: the record is gone; refused: the server said no (its message) */
  kind: 'conflict' | 'deleted' | 'refused';
  resource: string;
  id: Identifier;
  /** when it was set aside (ISO) */
  at: string;
  /** the record as the user started from it */
  base: Values;
  /** the fields the user changed, with their values */
  mine: Values;
  /** conflict: the server's record now, the merge's result and the version it is at */
  theirs?: Values;
  conflicts?: FieldConflict[];
  merged?: Values;
  /** the fields changed on the server only, with who and when */
  theirsOnly?: Array<{ field: string; value: unknown; change: Change }>;
  version?: number;
  /** a workflow call's name on the Conflicts page (a message key and its arguments); none for a record's save */
  label?: { key: string; args?: Record<string, unknown> };
  /** a workflow call: the call itself, to send it again */
  call?: QueuedCall;
  /** the server's message (refused, deleted) */
  message?: string;
  errors?: Record<string, string>;
}

/** Thrown by a queued write the server did not take: it is on the Conflicts page, not an error to show. */
export class WriteSetAside extends Error {
  readonly setAside: SetAsideWrite;
  constructor(setAside: SetAsideWrite) {
    super(setAside.message ?? setAside.kind);
    this.name = 'WriteSetAside';
    this.setAside = setAside;
  }
}

export const isSetAside = (error: unknown): error is WriteSetAside => error instanceof WriteSetAside;

/** Server errors a queued write is tried again for (beyond them it fails, as an online save would). */
const SERVER_ERROR_TRIES = 3;

/**
 * How the queue tries a write again, any write (a record's, a workflow call): never one the server refused or that
 * was set aside; one that got no answer (the connection lost while it was sent) until it goes, react-query waiting
 * for the connection between tries; a write that says it resumes from where it stopped (ResumeLater) as it says; a
 * server error a few times.
 */
export const retryQueued = (failureCount: number, error: unknown): boolean =>
  !isSetAside(error) &&
  !isRefusal(error) &&
  ((error as { resumeLater?: unknown } | null)?.resumeLater === true || isLostConnection(error) || failureCount < SERVER_ERROR_TRIES);


export { isQueued } from './queuedMark';
