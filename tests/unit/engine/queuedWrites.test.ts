// @vitest-environment node
// Issue 51: a write made offline, sent when the connection returns (src/engine/offline/queuedWrites.ts): merged over the
// record's newer versions, set aside for the user when both sides changed a field, when the record is gone or when
// the server refuses it; and the queue kept in IndexedDB across a reload (persistQueue.ts).
import 'fake-indexeddb/auto';
import { MutationObserver, QueryClient, onlineManager } from '@tanstack/react-query';
import { HttpError, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueuedMerge } from '../../../src/engine/offline/queuedMark';
import { isSetAside, markQueued, QUEUE_SCOPE, retryQueued, WriteSetAside, type SetAsideWrite } from '../../../src/engine/offline/queuedWrites';
import { applySetAside, sendAgain } from '../../../src/engine/offline/replayMerge';
import { idbValues, keepQueue } from '../../../src/engine/offline/persistQueue';
import { createSetAsideStore } from '../../../src/engine/offline/setAsideStore';

const loaded = { id: 7, version: 3, name: 'Bodega Norte', alias: 'BOD_N', storage: 's1' };
const by = { changedBy: { id: 2, name: 'Operador Demo' }, changedAt: '2026-12-07T10:00:00.000Z' };
const stale = (version: number, fields: Record<string, unknown>, complete = true) =>
  new HttpError('The record was changed by Operador Demo.', 409, {
    data: { version, changedBy: by.changedBy, changedAt: by.changedAt, changedSince: { version, complete, fields: Object.fromEntries(Object.entries(fields).map(([f, value]) => [f, { value, ...by }])) } },
  });

/** A server with one record: a save on an older version than its own is refused (409) with what changed since. */
const fakeServer = (record: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
  const current = { ...record };
  const saves: Array<Record<string, unknown>> = [];
  const provider = {
    getOne: vi.fn(async () => ({ data: { ...current } })),
    update: vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => {
      saves.push(params.data);
      if (params.data.version !== current.version) throw stale(current.version as number, changes);
      Object.assign(current, params.data, { version: (current.version as number) + 1 });
      return { data: { ...current } };
    }),
    create: vi.fn(async () => ({ data: { id: 1 } })),
  } as unknown as DataProvider;
  return { provider, current, saves };
};

const queuedUpdate = (provider: DataProvider, data: Record<string, unknown>, base = loaded) =>
  withQueuedMerge(provider).update('databases', { id: 7, data: markQueued({ ...base, ...data }), previousData: base });

describe('a queued update sent when the connection returns', () => {
  it('merges over a record changed meanwhile in other fields: the user’s change and theirs both stay', async () => {
    const server = fakeServer({ ...loaded, version: 5, alias: 'BOD_X' }, { alias: 'BOD_X' });
    await queuedUpdate(server.provider, { name: 'Bodega Sur' });
    expect(server.current).toMatchObject({ name: 'Bodega Sur', alias: 'BOD_X', version: 6 });
    // sent first on the version the user started from (never over the newer one blindly), then merged on the current one
    expect(server.saves.map((save) => save.version)).toEqual([3, 5]);
    expect(server.saves.every((save) => !('@queued' in save))).toBe(true);
    expect(server.provider.getOne).not.toHaveBeenCalled();
  });

  it('sets aside a field both changed to different values, with both values and who changed theirs: nothing is saved', async () => {
    const server = fakeServer({ ...loaded, version: 4, name: 'Bodega Centro', alias: 'BOD_C' }, { name: 'Bodega Centro', alias: 'BOD_C' });
    const sent = queuedUpdate(server.provider, { name: 'Bodega Sur', storage: 's2' });
    const error = await sent.catch((e: unknown) => e);
    expect(isSetAside(error)).toBe(true);
    const write = (error as { setAside: SetAsideWrite }).setAside;
    expect(write).toMatchObject({ kind: 'conflict', resource: 'databases', id: 7, version: 4, merged: { storage: 's2' }, mine: { name: 'Bodega Sur', storage: 's2' } });
    expect(write.conflicts).toEqual([{ field: 'name', base: 'Bodega Norte', mine: 'Bodega Sur', theirs: 'Bodega Centro', change: by }]);
    expect(write.theirsOnly).toEqual([{ field: 'alias', value: 'BOD_C', change: by }]);
    expect(server.current).toMatchObject({ name: 'Bodega Centro', storage: 's1', version: 4 });

    // the user keeps theirs for the name: only the storage is applied, over the current version
    await applySetAside(server.provider, write, { name: 'theirs' });
    expect(server.current).toMatchObject({ name: 'Bodega Centro', alias: 'BOD_C', storage: 's2', version: 5 });
  });

  it('a choice of "mine" applies the user’s value; a record changed again meanwhile is merged once more', async () => {
    const server = fakeServer({ ...loaded, version: 4, name: 'Bodega Centro' }, { name: 'Bodega Centro' });
    const write = ((await queuedUpdate(server.provider, { name: 'Bodega Sur' }).catch((e: unknown) => e)) as { setAside: SetAsideWrite }).setAside;
    Object.assign(server.current, { alias: 'BOD_Z', version: 6 });
    await applySetAside(server.provider, write, { name: 'mine' });
    expect(server.current).toMatchObject({ name: 'Bodega Sur', alias: 'BOD_Z', version: 7 });
    // the second 409 answered what changed since version 4, not since the user's base: the record was read instead
    expect(server.provider.getOne).toHaveBeenCalledOnce();
  });

  it('reads the record when the 409 does not list every change (older versions than the trail knows)', async () => {
    const server = fakeServer({ ...loaded, version: 9, alias: 'OLD' }, {});
    server.provider.update = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => {
      if (params.data.version !== server.current.version) throw stale(9, {}, false);
      Object.assign(server.current, params.data, { version: 10 });
      return { data: { ...server.current } };
    }) as never;
    await queuedUpdate(server.provider, { name: 'Bodega Sur' });
    expect(server.provider.getOne).toHaveBeenCalledOnce();
    expect(server.current).toMatchObject({ name: 'Bodega Sur', alias: 'OLD', version: 10 });
  });

  it('a record deleted meanwhile is reported, not created again; a refusal keeps the server’s message on its field', async () => {
    const gone = { update: vi.fn(async () => Promise.reject(new HttpError('Element does not exist', 404, {}))) } as unknown as DataProvider;
    const deleted = await queuedUpdate(gone, { name: 'x' }).catch((e: unknown) => e);
    expect((deleted as { setAside: SetAsideWrite }).setAside).toMatchObject({ kind: 'deleted', message: 'Element does not exist' });
    expect(gone.update).toHaveBeenCalledOnce();

    const refusing = { update: vi.fn(async () => Promise.reject(new HttpError('Invalid data', 400, { errors: { alias: 'Alias already exists' } }))) } as unknown as DataProvider;
    const refused = await queuedUpdate(refusing, { alias: 'DUP' }).catch((e: unknown) => e);
    expect((refused as { setAside: SetAsideWrite }).setAside).toMatchObject({ kind: 'refused', errors: { alias: 'Alias already exists' } });
  });

  it('a queued create is sent without the mark; refused, it is set aside with the server’s messages, not created', async () => {
    const create = vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({ data: { id: 9, ...params.data } }));
    await withQueuedMerge({ create } as unknown as DataProvider).create('databases', { data: markQueued({ name: 'Nueva' }) });
    expect(create.mock.calls[0][1].data).toEqual({ name: 'Nueva' });
    const refusing = { create: async () => Promise.reject(new HttpError('Invalid data', 400, { errors: { alias: 'Required' } })) } as unknown as DataProvider;
    const error = await withQueuedMerge(refusing).create('databases', { data: markQueued({ name: 'Nueva' }) }).catch((e: unknown) => e);
    expect((error as { setAside: SetAsideWrite }).setAside).toMatchObject({ kind: 'refused', resource: 'databases', mine: { name: 'Nueva' }, errors: { alias: 'Required' } });
  });

  it('a write refused because the session had expired is sent again from Conflicts, merged over the record as it is now', async () => {
    const server = fakeServer({ ...loaded, version: 4, alias: 'BOD_X' }, { alias: 'BOD_X' });
    const update = server.provider.update;
    server.provider.update = vi.fn(async () => Promise.reject(new HttpError('Session expired', 401, {}))) as never;
    const refused = ((await queuedUpdate(server.provider, { name: 'Bodega Sur' }).catch((e: unknown) => e)) as { setAside: SetAsideWrite }).setAside;
    expect(refused).toMatchObject({ kind: 'refused', message: 'Session expired', mine: { name: 'Bodega Sur' } });
    server.provider.update = update;
    await sendAgain(server.provider as never, refused);
    expect(server.current).toMatchObject({ name: 'Bodega Sur', alias: 'BOD_X', version: 5 });
  });

  it('a lost connection is not a refusal: the error goes back to react-query, which keeps the write', async () => {
    const offline = { update: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) } as unknown as DataProvider;
    const error = await queuedUpdate(offline, { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });

  it('an online save is sent as it was, without the mark a record saved offline keeps in the cache', async () => {
    const server = fakeServer(loaded);
    await withQueuedMerge(server.provider).update('databases', { id: 7, data: { ...loaded, name: 'N' }, previousData: { ...loaded, '@queued': true } as never });
    expect(server.saves).toEqual([{ ...loaded, name: 'N' }]);
  });
});

describe('the queue kept in IndexedDB', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('a write made offline survives a reload: restored in a new client and sent, in order, once online', async () => {
    onlineManager.setOnline(false);
    const server = fakeServer(loaded);
    const firstVisit = new QueryClient();
    firstVisit.mount();
    const firstSetAside = createSetAsideStore();
    const kept = idbValues()!;
    await keepQueue({ queryClient: firstVisit, dataProvider: server.provider, setAside: firstSetAside, userId: '1', kept });
    // what react-admin's useUpdate does offline: a mutation keyed [resource, 'update', params], paused
    for (const name of ['Uno', 'Dos']) {
      const observer = new MutationObserver(firstVisit, {
        mutationKey: ['databases', 'update', { id: 7 }],
        mutationFn: () => Promise.reject(new Error('the first visit never sends')),
        scope: QUEUE_SCOPE,
      });
      void observer.mutate({ resource: 'databases', id: 7, data: markQueued({ ...loaded, name }), previousData: loaded } as never).catch(() => undefined);
    }
    await vi.waitFor(() => expect(firstVisit.getMutationCache().getAll().filter((m) => m.state.isPaused)).toHaveLength(2));
    // the persister saves at most once a second
    await vi.waitFor(async () => expect(((await kept.get('queryCache.1')) as string | undefined) ?? '').toContain('Dos'), { timeout: 3000 });
    firstVisit.unmount();

    // the reload: a new client, the same IndexedDB, online
    onlineManager.setOnline(true);
    const secondVisit = new QueryClient();
    secondVisit.mount();
    await keepQueue({ queryClient: secondVisit, dataProvider: withQueuedMerge(server.provider), setAside: createSetAsideStore(), userId: '1', kept });
    await vi.waitFor(() => expect(server.current.version).toBe(5));
    // both sent in the order they were made; the second merged over the first (sent on version 3, then on 4)
    expect(server.saves.map((save) => [save.name, save.version])).toEqual([
      ['Uno', 3],
      ['Dos', 3],
      ['Dos', 4],
    ]);
    expect(server.current.name).toBe('Dos');
    // another user's queue is their own
    expect(await kept.get('queryCache.2')).toBeUndefined();
    secondVisit.unmount();
  });

  it('a sign-out clears the query client: the queued writes stay kept for the next sign-in, the reads kept go', async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    client.mount();
    const kept = idbValues()!;
    const { stop } = await keepQueue({ queryClient: client, dataProvider: fakeServer(loaded).provider, setAside: createSetAsideStore(), userId: '3', kept });
    client.setQueryData(['databases', 'getOne', { id: '7' }], loaded);
    const observer = new MutationObserver(client, { mutationKey: ['databases', 'update', { id: 7 }], mutationFn: () => Promise.reject(new Error('never sent')), scope: QUEUE_SCOPE });
    void observer.mutate({ resource: 'databases', id: 7, data: markQueued({ ...loaded, name: 'Tres' }), previousData: loaded } as never).catch(() => undefined);
    await vi.waitFor(async () => expect(((await kept.get('queryCache.3')) as string | undefined) ?? '').toMatch(/getOne[\s\S]*Tres|Tres[\s\S]*getOne/), { timeout: 3000 });

    await stop();
    // what react-admin's sign-out does next; the persister, which writes at most once a second, must not write it
    client.clear();
    await new Promise((done) => setTimeout(done, 1200));
    const after = JSON.parse((await kept.get('queryCache.3')) as string) as { clientState: { mutations: unknown[]; queries: unknown[] } };
    expect(after.clientState.mutations).toHaveLength(1);
    expect(after.clientState.queries).toEqual([]);
    client.unmount();
  });

  it('the set-aside writes are kept per user and come back on the next visit', async () => {
    const kept = idbValues()!;
    const store = createSetAsideStore();
    await store.restore(kept, 'setAside.9');
    store.add({ key: 'databases/7', kind: 'deleted', resource: 'databases', id: 7, at: '2026-12-07T10:00:00.000Z', base: loaded, mine: { name: 'x' } });
    await vi.waitFor(async () => expect(await kept.get('setAside.9')).toHaveLength(1));
    const next = createSetAsideStore();
    await next.restore(kept, 'setAside.9');
    expect(next.list().map((write) => write.key)).toEqual(['databases/7']);
    next.remove('databases/7');
    await vi.waitFor(async () => expect(await kept.get('setAside.9')).toBeUndefined());
  });
});

describe('how the queue tries a write again (retryQueued: every queued write, a record’s or a workflow call’s)', () => {
  it('never one the server refused, nor one set aside for the Conflicts page', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(retryQueued(0, new HttpError('no', status))).toBe(false);
    expect(retryQueued(0, new WriteSetAside({ key: 'k', kind: 'refused', at: '', resource: 'r', id: 1, base: {}, mine: {} } as SetAsideWrite))).toBe(false);
  });
  it('one that got no answer (the connection lost while it was sent), until it goes: it is not dropped', () => {
    for (const error of [new HttpError('app.errors.network', 0), new TypeError('Failed to fetch dynamically imported module')]) {
      expect(retryQueued(0, error)).toBe(true);
      expect(retryQueued(50, error)).toBe(true);
    }
  });
  it('one that resumes from where it stopped, as it says; a server error three times', () => {
    expect(retryQueued(20, Object.assign(new Error('down'), { resumeLater: true }))).toBe(true);
    expect([0, 1, 2, 3].map((count) => retryQueued(count, new HttpError('down', 503)))).toEqual([true, true, true, false]);
  });
});
