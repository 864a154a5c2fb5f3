// @vitest-environment node
// Issue 36, live lists, the app's side without a browser: which rows are marked and for how long, what screen
// readers are told, and the room subscriptions on the one socket (joined once per resource, left after the last
// screen, joined again after a reconnection, the session's own changes told apart).
import { describe, expect, it } from 'vitest';
import type { RecordsChanged } from '../../../contracts/live';
import { EMPTY_LIVE_ROWS, HIGHLIGHT_MS, isMarked, liveRowsReducer } from '../../../src/engine/live/liveRows';
import { followResource, type LiveSocket } from '../../../src/engine/live/liveSubscriptions';

const change = (over: Partial<RecordsChanged> = {}): RecordsChanged => ({
  resource: 'stores', ids: ['3', '7'], by: { id: 2, name: 'Ana Gómez' }, at: '2026-11-27T14:05:00.000Z', kind: 'update', ...over,
});

describe('marked rows', () => {
  it('marks the changed rows, then unmarks them when their time is up', () => {
    const marked = liveRowsReducer(EMPTY_LIVE_ROWS, { type: 'changed', event: change(), now: 1000 });
    expect(isMarked(marked, 3)).toBe(true);
    expect(isMarked(marked, '7')).toBe(true);
    expect(isMarked(marked, 4)).toBe(false);
    expect(marked.next).toBe(1000 + HIGHLIGHT_MS);
    const later = liveRowsReducer(marked, { type: 'changed', event: change({ ids: ['9'] }), now: 3000 });
    const expired = liveRowsReducer(later, { type: 'expire', now: 1000 + HIGHLIGHT_MS });
    expect([isMarked(expired, 3), isMarked(expired, 7), isMarked(expired, 9)]).toEqual([false, false, true]);
    expect(expired.next).toBe(3000 + HIGHLIGHT_MS);
    const none = liveRowsReducer(expired, { type: 'expire', now: 3000 + HIGHLIGHT_MS });
    expect(none.rows).toEqual({});
    expect(none.next).toBeUndefined();
  });

  it('tells how many rows changed and by whom, a new announcement for each change; a deleted row is not marked', () => {
    const first = liveRowsReducer(EMPTY_LIVE_ROWS, { type: 'changed', event: change(), now: 0 });
    expect(first.announcement).toMatchObject({ kind: 'update', count: 2, name: 'Ana Gómez' });
    const removed = liveRowsReducer(first, { type: 'changed', event: change({ ids: ['5'], kind: 'delete' }), now: 10 });
    expect(removed.announcement).toMatchObject({ kind: 'delete', count: 1 });
    expect(removed.announcement!.serial).toBe(first.announcement!.serial + 1);
    expect(isMarked(removed, 5)).toBe(false);
  });
});

/** A socket double: records what is emitted, lets the test fire events and answer subscriptions. */
const fakeSocket = (connected = true) => {
  const handlers = new Map<string, Set<(...args: any[]) => void>>();
  const emitted: Array<[string, unknown]> = [];
  const socket = {
    connected,
    on(event: string, handler: (...args: any[]) => void) {
      (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(handler);
      return socket;
    },
    off(event: string, handler: (...args: any[]) => void) {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
      emitted.push([event, payload]);
      if (event === 'subscribe') ack?.(payload === 'secret' ? { ok: false, error: 'forbidden' } : { ok: true, self: 'mine' });
      return socket;
    },
    fire(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
  return { socket: socket as unknown as LiveSocket & typeof socket, emitted };
};

describe('room subscriptions', () => {
  it('joins a resource once for every screen showing it and leaves after the last', () => {
    const { socket, emitted } = fakeSocket();
    const seen: string[] = [];
    const stopList = followResource(socket, 'stores', (event) => seen.push(`list:${event.ids.join()}`));
    const stopForm = followResource(socket, 'stores', (event) => seen.push(`form:${event.ids.join()}`));
    expect(emitted).toEqual([['subscribe', 'stores']]);
    socket.fire('RecordsChanged', change({ ids: ['1'] }));
    socket.fire('RecordsChanged', change({ resource: 'databases', ids: ['2'] }));
    expect(seen).toEqual(['list:1', 'form:1']);
    stopForm();
    expect(emitted).toHaveLength(1);
    stopList();
    expect(emitted).toEqual([['subscribe', 'stores'], ['unsubscribe', 'stores']]);
    socket.fire('RecordsChanged', change({ ids: ['3'] }));
    expect(seen).toEqual(['list:1', 'form:1']);
  });

  it("joins again after a reconnection, and on the first connection when it was not connected yet", () => {
    const { socket, emitted } = fakeSocket(false);
    const stop = followResource(socket, 'stores', () => undefined);
    expect(emitted).toEqual([]);
    socket.connected = true;
    socket.fire('connect');
    socket.fire('connect');
    expect(emitted).toEqual([['subscribe', 'stores'], ['subscribe', 'stores']]);
    stop();
  });

  it("tells the session's own changes apart by the tag the server answered", () => {
    const { socket } = fakeSocket();
    const own: boolean[] = [];
    const stop = followResource(socket, 'stores', (_event, mine) => own.push(mine));
    socket.fire('RecordsChanged', change({ origin: 'mine' }));
    socket.fire('RecordsChanged', change({ origin: 'theirs' }));
    socket.fire('RecordsChanged', change({ origin: undefined }));
    expect(own).toEqual([true, false, false]);
    stop();
  });
});
