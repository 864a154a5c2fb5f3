// @vitest-environment node
// Design bundles' calls (issue 35): the export comes back as the file itself (JSON sent as an attachment, named by
// the server), the diff and the apply send the bundle as the contract names it, and a refusal is the server's message.
import { describe, expect, it } from 'vitest';
import { applyDesignBundle, diffDesignBundle, exportDesignBundle } from '../../../contracts/endpoints/designBundles';
import { DESIGNER_PATH } from '../../../contracts/endpoints/resourceDesignerConstants';
import { createHttpClient } from '../../../dataProviders/httpClient';
import { callAllowed } from '../../../src/shell/auth/useCallAllowed';
import { designerCalls } from '../../../src/lines/resourceDesigner/calls';

const BUNDLE = { format: 'back-office-designs', formatVersion: 1, exportedAt: '2026-11-27T10:00:00.000Z', exportedFrom: 'pruebas', designs: [], checksum: 'a'.repeat(64) };

function client(answer: () => Response) {
  const sent: { url: string; method?: string; body?: unknown }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    sent.push({ url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer();
  };
  const http = createHttpClient({ apiBase: () => '/api/', token: () => 'tok', fetch: fetch as unknown as typeof globalThis.fetch });
  return { calls: designerCalls(http), sent };
}

describe('design bundle calls', () => {
  it('export answers the bundle file the server sends as a JSON attachment, under its name', async () => {
    const text = `${JSON.stringify(BUNDLE, null, 2)}\n`;
    const { calls, sent } = client(
      () => new Response(text, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': 'attachment; filename="designs-2026-11-27.json"' } }),
    );
    const file = await calls.exportDesignBundle(['proveedores']);
    expect(file.fileName).toBe('designs-2026-11-27.json');
    expect(await file.blob.text()).toBe(text);
    expect(sent[0]).toEqual({ url: '/api/ResourceDesigner/Bundle/Export', method: 'POST', body: { names: ['proveedores'] } });
  });

  it('export of every published design sends no names', async () => {
    const { calls, sent } = client(() => new Response('{}', { headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="designs-2026-11-27.json"' } }));
    await calls.exportDesignBundle(undefined);
    expect(sent[0].body).toEqual({});
  });

  it('a refused export is the server\'s message, not a file', async () => {
    const { calls } = client(
      () => new Response(JSON.stringify({ isSuccess: false, message: 'Nada publicado', data: null }), { status: 400, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(calls.exportDesignBundle(undefined)).rejects.toMatchObject({ message: 'Nada publicado', status: 400 });
  });

  it('diff and apply send the bundle (and the names) and answer the envelope\'s data', async () => {
    const diff = { checksum: BUNDLE.checksum, exportedFrom: 'pruebas', exportedAt: BUNDLE.exportedAt, resources: [], missingRoles: [] };
    let answer: unknown = diff;
    const { calls, sent } = client(() => new Response(JSON.stringify({ isSuccess: true, message: '1 recurso(s) publicado(s).', data: answer }), { headers: { 'Content-Type': 'application/json' } }));
    expect(await calls.diffDesignBundle(BUNDLE as never)).toEqual(diff);
    expect(sent[0]).toEqual({ url: '/api/ResourceDesigner/Bundle/Diff', method: 'POST', body: { bundle: BUNDLE } });
    answer = { applied: [{ name: 'contratos', id: 4, publishedVersion: 2 }], unchanged: [], skippedRoles: ['Auditoría'] };
    expect(await calls.applyDesignBundle(BUNDLE as never, ['contratos'])).toEqual({ ...(answer as object), message: '1 recurso(s) publicado(s).' });
    expect(sent[1]).toEqual({ url: '/api/ResourceDesigner/Bundle/Apply', method: 'POST', body: { bundle: BUNDLE, names: ['contratos'] } });
  });

  it('a refused bundle is the server\'s message', async () => {
    const { calls } = client(
      () => new Response(JSON.stringify({ isSuccess: false, message: 'La suma de verificación no coincide', data: null }), { status: 400, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(calls.diffDesignBundle(BUNDLE as never)).rejects.toMatchObject({ message: 'La suma de verificación no coincide' });
  });
});

describe('who sees Export and Import (the policy the server applies, read by the designs list)', () => {
  const flags = (set: string) => new Map([[DESIGNER_PATH, { l: set.includes('l'), v: set.includes('v'), w: set.includes('w'), r: set.includes('r'), d: set.includes('d') }]]);

  it('export needs R on the designer, import (diff and apply) needs W', () => {
    expect(callAllowed(flags('lr'), exportDesignBundle)).toBe(true);
    expect(callAllowed(flags('lr'), diffDesignBundle)).toBe(false);
    expect(callAllowed(flags('lr'), applyDesignBundle)).toBe(false);
    expect(callAllowed(flags('lw'), applyDesignBundle)).toBe(true);
    expect(callAllowed(flags('lw'), diffDesignBundle)).toBe(true);
    expect(callAllowed(flags('lw'), exportDesignBundle)).toBe(false);
    expect(callAllowed(new Map(), exportDesignBundle)).toBe(false);
  });
});
