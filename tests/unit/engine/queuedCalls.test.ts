// @vitest-environment node
// Issue 51: an operator's workflow call made offline (src/engine/offline/queuedCalls.ts) is queued, kept across a
// reload, and sent when the connection returns as the documented call it is; the server's refusal (the order is no
// longer in the state the call expects) is set aside for the Conflicts page with the server's message.
import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOrQueue, isQueuedCall, sendQueuedCall, type QueuedCall } from '../../../src/engine/offline/queuedCalls';
import { idbValues, keepQueue } from '../../../src/engine/offline/persistQueue';
import { isSetAside, type SetAsideWrite } from '../../../src/engine/offline/queuedWrites';
import { createSetAsideStore } from '../../../src/engine/offline/setAsideStore';

const diagnosis = (orderId: number): QueuedCall => ({
  line: 'repairOrders',
  method: 'saveDiagnostic',
  args: [{ orderId, comments: `diagnóstico ${orderId}` }],
  label: { key: 'app.repairTechnician.offline.diagnosis', args: { id: orderId } },
});

afterEach(() => onlineManager.setOnline(true));

describe('a workflow call made offline', () => {
  it('is sent as the documented call; the line is loaded first when a reload restored it elsewhere', async () => {
    const provider: Record<string, unknown> = {};
    const saveDiagnostic = vi.fn(async () => ({ message: 'ok' }));
    const ensureLine = vi.fn(async () => Object.assign(provider, { saveDiagnostic }));
    await sendQueuedCall(provider, ensureLine, diagnosis(12));
    expect(ensureLine).toHaveBeenCalledWith('repairOrders');
    expect(saveDiagnostic).toHaveBeenCalledWith({ orderId: 12, comments: 'diagnóstico 12' });
  });

  it('refused by the state machine (the order moved on), it is set aside with the server’s message and its name', async () => {
    const refusing = { saveDiagnostic: async () => Promise.reject(new HttpError('La orden no está en reparación', 409, { message: 'La orden no está en reparación' })) };
    const error = await sendQueuedCall(refusing, async () => undefined, diagnosis(12)).catch((e: unknown) => e);
    expect(isSetAside(error)).toBe(true);
    expect((error as { setAside: SetAsideWrite }).setAside).toMatchObject({
      kind: 'refused',
      message: 'La orden no está en reparación',
      label: { key: 'app.repairTechnician.offline.diagnosis', args: { id: 12 } },
    });
    // a lost connection is not a refusal: react-query keeps the call
    const lost = await sendQueuedCall({ saveDiagnostic: async () => Promise.reject(new TypeError('Failed to fetch')) }, async () => undefined, diagnosis(12)).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(TypeError);
  });

  it('online, it is made at once; offline, three are queued, kept in IndexedDB, and sent in order after a reload', async () => {
    const sent: number[] = [];
    const provider = { saveDiagnostic: vi.fn(async (body: { orderId: number }) => (sent.push(body.orderId), { message: 'ok' })) };
    const now = vi.fn(async () => ({ message: 'now' }));
    const online = new QueryClient();
    expect(callOrQueue(online, diagnosis(1), now)).toMatchObject({ queued: false });
    expect(now).toHaveBeenCalledOnce();

    onlineManager.setOnline(false);
    const firstVisit = new QueryClient();
    firstVisit.mount();
    const kept = idbValues()!;
    await keepQueue({ queryClient: firstVisit, dataProvider: {} as never, setAside: createSetAsideStore(), userId: '5', kept });
    for (const id of [21, 22, 23]) expect(callOrQueue(firstVisit, diagnosis(id), now)).toEqual({ queued: true });
    expect(now).toHaveBeenCalledOnce();
    const paused = firstVisit.getMutationCache().getAll().filter((m) => m.state.isPaused && isQueuedCall(m.state.variables));
    expect(paused).toHaveLength(3);
    await vi.waitFor(async () => expect(((await kept.get('queryCache.5')) as string | undefined) ?? '').toContain('diagnóstico 23'), { timeout: 3000 });
    firstVisit.unmount();

    onlineManager.setOnline(true);
    const secondVisit = new QueryClient();
    secondVisit.mount();
    // the restored calls run through the line's calls (keepQueue registers their default function)
    await keepQueue({ queryClient: secondVisit, dataProvider: provider as never, setAside: createSetAsideStore(), userId: '5', kept });
    await vi.waitFor(() => expect(sent).toEqual([21, 22, 23]));
    secondVisit.unmount();
  });
});
