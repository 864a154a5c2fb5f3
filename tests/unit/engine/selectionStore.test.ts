import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { withSelectionInMemory } from '../../../src/engine/virtual/selectionStore';

describe('the store keeps list selections in memory (a long page selected at once is not written as JSON)', () => {
  it('a selection is read back as the same array, and its readers are told; other keys go to the wrapped store', () => {
    const inner = memoryStore();
    const store = withSelectionInMemory(inner);
    store.setup();
    const ids = Array.from({ length: 50_000 }, (_, i) => i + 1);
    const heard: unknown[] = [];
    const stop = store.subscribe('warehouses.selectedIds', (value) => heard.push(value));
    store.setItem('warehouses.selectedIds', ids);
    expect(store.getItem('warehouses.selectedIds')).toBe(ids);
    expect(heard).toEqual([ids]);
    expect(inner.getItem('warehouses.selectedIds')).toBeUndefined();
    store.setItem('warehouses.listParams', { perPage: 500 });
    expect(inner.getItem('warehouses.listParams')).toEqual({ perPage: 500 });
    store.removeItem('warehouses.selectedIds');
    expect(store.getItem('warehouses.selectedIds', [])).toEqual([]);
    stop();
    store.setItem('warehouses.selectedIds', [1]);
    expect(heard).toHaveLength(2);
  });
});

describe('the store reads other keys once until they are written', () => {
  it('a key read by every row is parsed once; a write, a removal, a reset or another tab forgets it', () => {
    const inner = memoryStore();
    let reads = 0;
    const counted = { ...inner, getItem: <T,>(key: string, fallback?: T) => ((reads += 1), inner.getItem(key, fallback)) };
    const store = withSelectionInMemory(counted);
    store.setup();
    inner.setItem('stores.datagrid.expanded', [3]);
    for (let row = 0; row < 50; row++) expect(store.getItem('stores.datagrid.expanded', [])).toEqual([3]);
    expect(reads).toBe(1);
    store.setItem('stores.datagrid.expanded', [4]);
    expect(store.getItem('stores.datagrid.expanded', [])).toEqual([4]);
    store.removeItem('stores.datagrid.expanded');
    expect(store.getItem('stores.datagrid.expanded', [])).toEqual([]);
    inner.setItem('stores.listParams', { page: 2 });
    expect(store.getItem('stores.listParams')).toEqual({ page: 2 });
    inner.setItem('stores.listParams', { page: 3 });
    window.dispatchEvent(new StorageEvent('storage', { key: 'RaStore.stores.listParams' }));
    expect(store.getItem('stores.listParams')).toEqual({ page: 3 });
    store.removeItems('stores.');
    expect(store.getItem('stores.listParams', 'none')).toBe('none');
  });
});
