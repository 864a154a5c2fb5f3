import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import type { RecordsChanged } from '../../../contracts/live';
import { sessionToken } from '../../shell/auth/session';
import { holdSocketWhenIdle } from '../../shell/layout/notifications/holdSocketWhenIdle';
import { followResource, type LiveListener } from './liveSubscriptions';
import { EMPTY_LIVE_ROWS, liveRowsReducer, type LiveRowsState } from './liveRows';

/**
 * A resource's queries asked again after a change: its lists, references and the screens' own queries keyed by
 * the resource's name. A record's own query (getOne) is left alone while a form shows it (its form would be
 * reset to the new values under the user's typing: the form's notice offers Reload instead); one nobody shows
 * is dropped, so opening it reads it anew.
 */
export function refreshResource(queryClient: QueryClient, event: RecordsChanged): void {
  const { resource } = event;
  const ids = new Set(event.ids.map(String));
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [resource, 'getOne'] })) {
    const id = (query.queryKey[2] as { id?: unknown } | undefined)?.id;
    if (query.getObserversCount() === 0 && ids.has(String(id))) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === resource && query.queryKey[1] !== 'getOne' });
}

/**
 * Follows a resource's room on the app's socket (held, like the notifications', once the browser is idle) while
 * `listener` wants it; a change made by another session is passed on. The socket is shared: no second connection.
 */
export function useLiveChanges(resource: string | undefined, listener: LiveListener): void {
  const token = sessionToken();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!token || !resource) return undefined;
    return holdSocketWhenIdle(token, (socket) => followResource(socket, resource, (event, own) => latest.current(event, own)));
  }, [token, resource]);
}

/**
 * A list (or a screen showing records) kept live: when someone changes a record of `resource`, its queries are
 * asked again (the page keeps its scroll, selection and filters: no remount) and the changed rows are marked for
 * a few seconds; `state.announcement` says it to screen readers. The session's own changes refresh quietly.
 */
export function useLiveResource(resource: string | undefined): LiveRowsState {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(liveRowsReducer, EMPTY_LIVE_ROWS);
  useLiveChanges(resource, (event, own) => {
    refreshResource(queryClient, event);
    if (!own) dispatch({ type: 'changed', event, now: Date.now() });
  });
  useEffect(() => {
    if (state.next === undefined) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'expire', now: Date.now() }), Math.max(0, state.next - Date.now()));
    return () => clearTimeout(timer);
  }, [state.next]);
  return state;
}
