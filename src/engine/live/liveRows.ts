// Which rows of a live list are marked as just changed, and what a screen reader is told (issue 36): pure, so the
// hook's logic is tested without a socket.
import type { LiveChangeKind, RecordsChanged } from '../../../contracts/live';

/** How long a changed row stays marked. */
export const HIGHLIGHT_MS = 4000;

export interface LiveRowsState {
  /** id (as text) → when its mark ends */
  rows: Record<string, number>;
  /** the last change told to screen readers */
  announcement?: { kind: LiveChangeKind; count: number; name: string; serial: number };
  /** when the next mark ends (a timer is set for it), or undefined */
  next?: number;
}

export type LiveRowsAction = { type: 'changed'; event: RecordsChanged; now: number } | { type: 'expire'; now: number };

export const EMPTY_LIVE_ROWS: LiveRowsState = { rows: {} };

const nextEnd = (rows: Record<string, number>) => {
  const ends = Object.values(rows);
  return ends.length > 0 ? Math.min(...ends) : undefined;
};

export function liveRowsReducer(state: LiveRowsState, action: LiveRowsAction): LiveRowsState {
  if (action.type === 'changed') {
    const { event, now } = action;
    const rows = { ...state.rows };
    // a deleted row is gone from the page: nothing to mark
    if (event.kind !== 'delete') for (const id of event.ids) rows[String(id)] = now + HIGHLIGHT_MS;
    const serial = (state.announcement?.serial ?? 0) + 1;
    return { rows, next: nextEnd(rows), announcement: { kind: event.kind, count: event.ids.length, name: event.by.name, serial } };
  }
  const rows = Object.fromEntries(Object.entries(state.rows).filter(([, end]) => end > action.now));
  if (Object.keys(rows).length === Object.keys(state.rows).length) return state;
  return { ...state, rows, next: nextEnd(rows) };
}

/** Whether a row is marked now. */
export const isMarked = (state: LiveRowsState, id: unknown) => id !== undefined && id !== null && Object.hasOwn(state.rows, String(id));
