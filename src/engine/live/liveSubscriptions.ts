// The app's subscriptions to resource rooms (issue 36) on its one socket: each resource is joined once however
// many screens show it (counted), left when the last lets go, and joined again after a reconnection (a new
// connection has no rooms). RecordsChanged goes to the followers of its resource, told whether this session wrote it.
import type { Socket } from 'socket.io-client';
import { LIVE_SUBSCRIBE, LIVE_UNSUBSCRIBE, RECORDS_CHANGED_EVENT, type RecordsChanged, type SubscribeAnswer } from '../../../contracts/live';

export type LiveSocket = Pick<Socket, 'on' | 'off' | 'emit' | 'connected'>;
export type LiveListener = (event: RecordsChanged, own: boolean) => void;

interface Follows {
  listeners: Map<string, Set<LiveListener>>;
  /** this session's tag, from the server's answer to a subscribe */
  self?: string;
}

const bySocket = new WeakMap<LiveSocket, Follows>();

const join = (socket: LiveSocket, follows: Follows, resource: string) => {
  socket.emit(LIVE_SUBSCRIBE, resource, (answer: SubscribeAnswer) => {
    // refused (no L flag, unknown resource): the screen works as before, refreshed by hand
    if (answer?.ok) follows.self = answer.self;
  });
};

const followsOf = (socket: LiveSocket): Follows => {
  let follows = bySocket.get(socket);
  if (follows) return follows;
  const created: Follows = { listeners: new Map() };
  socket.on('connect', () => {
    for (const resource of created.listeners.keys()) join(socket, created, resource);
  });
  socket.on(RECORDS_CHANGED_EVENT, (event: RecordsChanged) => {
    const own = Boolean(event?.origin) && event.origin === created.self;
    for (const listener of [...(created.listeners.get(event?.resource) ?? [])]) listener(event, own);
  });
  bySocket.set(socket, created);
  follows = created;
  return follows;
};

/** Follows a resource's changes on `socket`; answers what stops following. */
export function followResource(socket: LiveSocket, resource: string, listener: LiveListener): () => void {
  const follows = followsOf(socket);
  let listeners = follows.listeners.get(resource);
  if (!listeners) {
    listeners = new Set();
    follows.listeners.set(resource, listeners);
    // not connected yet: the 'connect' handler joins it
    if (socket.connected) join(socket, follows, resource);
  }
  listeners.add(listener);
  return () => {
    const current = follows.listeners.get(resource);
    if (!current?.delete(listener) || current.size > 0) return;
    follows.listeners.delete(resource);
    if (socket.connected) socket.emit(LIVE_UNSUBSCRIBE, resource);
  };
}
