// @vitest-environment node
// The app's side of issue 19: the published resources join the catalogue beside the lines' own, resolved by the
// same engine, their texts handed over first; a later publication replaces them; a built-in name is never replaced.
import { describe, expect, it, vi } from 'vitest';
import { createCatalogue } from '../../../src/shell/lines/lineCatalogue';
import type { LineEntry } from '../../../src/lines/index';
import type { Line } from '../../../src/lines/defineLine';
import type { RuntimeResource } from '../../../contracts/endpoints/resourceDesigner';
import { runtimeResourceOf } from '../../../contracts/resourceDesign';
import { runtimeMessages } from '../../../src/shell/runtime/runtimeCalls';
import { suppliersDesign } from './suppliersDesign';

const builtIn = runtimeResourceOf({ ...suppliersDesign(), name: 'warehouses' }).definition;
const line: Line = { name: 'admin', definitions: [builtIn], registry: {}, pages: [], messages: { en: {}, es: {} }, calls: () => ({}) };
const entries: LineEntry[] = [{ name: 'admin', paths: ['/warehouses/*'], resources: ['warehouses'], home: '/warehouses', load: async () => line }];

const published = (label: string): RuntimeResource => {
  const design = suppliersDesign();
  design.fields[0].label.en = label;
  return { ...runtimeResourceOf(design), version: 1 };
};

describe('the catalogue with published resources', () => {
  it('registers them beside the lines\' definitions once they arrive, texts first', async () => {
    let answer = [published('Name'), { ...published('x'), definition: { ...builtIn, comment: 'an impostor' } }];
    const onRuntime = vi.fn();
    const catalogue = createCatalogue({ entries, registry: {}, rules: { translate: (key) => key }, fetchRuntime: async () => answer, onRuntime });
    const changes = vi.fn();
    catalogue.subscribe(changes);
    expect(catalogue.current().runtimeLoaded).toBe(false);
    await catalogue.load(entries[0]);
    const loading = catalogue.loadRuntime();
    // asked for while loading: answered once they are known
    const asked = catalogue.getResource('proveedores');
    await loading;
    expect(onRuntime).toHaveBeenCalledWith(answer);
    expect(await asked).toMatchObject({ name: 'proveedores', permissions: { menu: '/proveedores' } });
    const state = catalogue.current();
    expect(state.runtimeLoaded).toBe(true);
    expect(state.definitions.names().sort()).toEqual(['proveedores', 'warehouses']);
    expect(state.definitions.get('warehouses')?.comment).toBe(builtIn.comment);
    expect(changes).toHaveBeenCalled();

    // asked again without a publication: known already, no request and nothing drawn again
    const drawn = changes.mock.calls.length;
    await catalogue.loadRuntime();
    expect(changes).toHaveBeenCalledTimes(drawn);

    // a new publication replaces what was registered
    answer = [];
    await catalogue.loadRuntime({ refresh: true });
    expect(catalogue.current().definitions.names()).toEqual(['warehouses']);
    expect(changes).toHaveBeenCalledTimes(drawn + 1);

    // the same list again: the screens keep the definitions they have
    const definitions = catalogue.current().definitions;
    await catalogue.loadRuntime({ refresh: true });
    expect(catalogue.current().definitions).toBe(definitions);
    expect(changes).toHaveBeenCalledTimes(drawn + 1);
  });

  it('still says when they are known if the request fails (the catch-all route stops waiting)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalogue = createCatalogue({ entries, registry: {}, rules: { translate: (key) => key }, fetchRuntime: async () => Promise.reject(new Error('offline')) });
    await catalogue.loadRuntime();
    expect(catalogue.current().runtimeLoaded).toBe(true);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('merges the texts of every published resource by language', () => {
    const other = { ...runtimeResourceOf({ ...suppliersDesign(), name: 'clientes', label: { es: 'Clientes', en: 'Customers' } }), version: 2 };
    const texts = runtimeMessages([published('Name'), other]);
    expect(Object.keys(texts.en.resources as object)).toEqual(['proveedores', 'clientes']);
    expect((texts.es.resources as Record<string, { name: string }>).clientes.name).toBe('Clientes');
  });
});
