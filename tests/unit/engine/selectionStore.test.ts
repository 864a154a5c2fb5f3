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
