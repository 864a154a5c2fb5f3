// @vitest-environment node
// Issue 50: an answer many requests share (a page the read cache keeps) is derived and serialized once for all of
// them (mock-server/core/sharedAnswer.ts), and still says exactly what the unshared answer says.
import { describe, expect, it, vi } from 'vitest';
import { sharedEnvelopeJson, sharedView } from '../../../mock-server/core/sharedAnswer';

const page = () => ({ items: [{ id: 1, name: 'Uno', version: 3 }, { id: 2, name: 'Dos', version: 1 }], totalItemCount: 2 });
const withoutVersions = (kept: ReturnType<typeof page>) => ({ ...kept, items: kept.items.map(({ version: _version, ...row }) => row) });

describe('a shared answer', () => {
  it('is made once per kept page, and again for the page read after a write', () => {
    const kept = page();
    const view = vi.fn(withoutVersions);
    const first = sharedView(kept, view);
    expect(sharedView(kept, view)).toBe(first);
    expect(view).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ items: [{ id: 1, name: 'Uno' }, { id: 2, name: 'Dos' }], totalItemCount: 2 });
    // the table written: the cache reads a new page object, whose view is made anew
    const after = page();
    after.items[0].name = 'Uno bis';
    expect(sharedView(after, view)).not.toBe(first);
    expect(sharedView(after, view).items[0].name).toBe('Uno bis');
  });

  it('is serialized once, as the envelope res.json would send; an answer of its own is not kept', () => {
    const view = sharedView(page(), withoutVersions);
    const body = sharedEnvelopeJson(view);
    expect(body).toBe(JSON.stringify({ isSuccess: true, message: '', data: withoutVersions(page()) }));
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(sharedEnvelopeJson(view)).toBe(body);
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
    expect(sharedEnvelopeJson(withoutVersions(page()))).toBeUndefined();
    expect(sharedEnvelopeJson(null)).toBeUndefined();
  });
});
