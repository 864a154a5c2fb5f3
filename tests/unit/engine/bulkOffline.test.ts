// @vitest-environment node
// Issue 51: a bulk edit made offline (src/engine/bulk/bulkOffline.ts): the rows this device read, as react-query's
// cache holds them, each queued as one ordinary update over its record as read; the rows it never read counted apart.
import { describe, expect, it } from 'vitest';
import { cachedListIds, cachedRecords, offlineBulkPlan, readOnDevice, type CachedRead } from '../../../src/engine/bulk/bulkOffline';
import { bulkOfflineMessages } from '../../../src/engine/bulk/offlineMessages';
import type { ResourceDef } from '../../../src/engine/types';
import stores from '../../../resources/repairBackOffice/stores.json';

const storesDef = stores as unknown as ResourceDef;

const store = (id: number, patch: Record<string, unknown> = {}) => ({ id, name: `Tienda ${id}`, address: `Calle ${id}`, idDepartment: 1, idCity: 10, version: 2, ...patch });
const listKey = (filter: Record<string, unknown>, page = 1, field = 'id') => ['stores', 'getList', { pagination: { page, perPage: 20 }, sort: { field, order: 'ASC' }, filter, meta: undefined }];
const page = (records: unknown[]) => ({ data: records, total: 40 });

describe('the records this device read (react-query’s cache)', () => {
  it('finds a record in a list’s page, a getOne, a getMany, a reference list and an infinite list; other reads and empty ones hold none', () => {
    const reads: CachedRead[] = [
      { queryKey: listKey({}), data: page([store(1), store(2)]), updatedAt: 10 },
      { queryKey: ['stores', 'getOne', { id: '3' }], data: store(3), updatedAt: 10 },
      { queryKey: ['stores', 'getOne', { id: '9' }], data: undefined, updatedAt: 0 },
      { queryKey: ['stores', 'getMany', { ids: [4] }], data: [store(4)], updatedAt: 10 },
      { queryKey: ['stores', 'getManyReference', {}], data: page([store(5)]), updatedAt: 10 },
      { queryKey: ['stores', 'getInfiniteList', {}], data: { pages: [page([store(6)]), page([store(7)])] }, updatedAt: 10 },
      { queryKey: ['stores', 'history', { id: 8 }], data: [{ id: 8, name: 'not a record of the resource' }], updatedAt: 10 },
    ];
    const records = cachedRecords(reads);
    expect([...records.keys()].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(records.get('3')).toEqual(store(3));
  });

  it('takes the newest read of a record, the list’s when as new as another', () => {
    const reads: CachedRead[] = [
      { queryKey: ['stores', 'getOne', { id: '1' }], data: store(1, { version: 5, address: 'read in the form' }), updatedAt: 30 },
      { queryKey: listKey({}), data: page([store(1, { version: 4 }), store(2, { address: 'in the list' })]), updatedAt: 20 },
      { queryKey: ['stores', 'getOne', { id: '2' }], data: store(2, { address: 'in the form' }), updatedAt: 20 },
    ];
    const records = cachedRecords(reads);
    expect(records.get('1')).toMatchObject({ version: 5, address: 'read in the form' });
    expect(records.get('2')).toMatchObject({ address: 'in the list' });
  });

  it('"Edit all (N)" offline: the rows of that filter read on any page, sort or size, each once; another filter’s are not', () => {
    const reads: CachedRead[] = [
      { queryKey: listKey({ q: 'Norte', state: 'Abierto' }, 1), data: page([store(1), store(2)]), updatedAt: 1 },
      { queryKey: listKey({ state: 'Abierto', q: 'Norte' }, 3), data: page([store(5)]), updatedAt: 2 },
      { queryKey: listKey({ q: 'Norte', state: 'Abierto' }, 1, 'name'), data: page([store(2), store(1)]), updatedAt: 3 },
      { queryKey: listKey({ q: 'Sur' }), data: page([store(7)]), updatedAt: 4 },
      { queryKey: ['stores', 'getOne', { id: '8' }], data: store(8), updatedAt: 5 },
    ];
    expect(cachedListIds(reads, { state: 'Abierto', q: 'Norte' })).toEqual([1, 2, 5]);
    expect(cachedListIds(reads, {})).toEqual([]);
  });

  it('splits a selection into the rows read and those not (an id of either type)', () => {
    const records = cachedRecords([{ queryKey: listKey({}), data: page([store(1), store(3)]), updatedAt: 1 }]);
    expect(readOnDevice([1, 2, '3', 4], records)).toEqual({ read: [1, '3'], unread: [2, 4] });
  });
});

describe('a bulk edit made offline', () => {
  const records = cachedRecords([
    { queryKey: listKey({}), data: page([store(1), store(2, { address: 'Avenida 5' }), store(3, { version: 7, '@queued': true, name: 'Tienda 3 offline' })]), updatedAt: 1 },
  ]);

  it('one update per row read that the values change: the record as read with them, on the version read; its base is the record as read', () => {
    const plan = offlineBulkPlan(storesDef, [1, 2, 3, 40, 41], { address: 'Avenida 5' }, records);
    expect(plan.updates.map((row) => row.id)).toEqual([1, 3]);
    expect(plan.unchanged).toEqual([2]);
    expect(plan.unread).toEqual([40, 41]);
    const [first, third] = plan.updates;
    expect(first.data).toEqual({ ...store(1), address: 'Avenida 5' });
    expect(first.previousData).toEqual(store(1));
    // a row saved offline before: its base is the record as the list shows it now, on the version it was read at
    expect(third.data).toMatchObject({ id: 3, name: 'Tienda 3 offline', address: 'Avenida 5', version: 7 });
    expect(third.previousData).toBe(records.get('3'));
  });

  it('several fields, a cleared one (null) among them; a row is unchanged only when it has every value', () => {
    const plan = offlineBulkPlan(storesDef, [1, 2], { address: 'Avenida 5', idCity: null }, records);
    expect(plan.updates.map((row) => [row.id, row.data.address, row.data.idCity])).toEqual([
      [1, 'Avenida 5', null],
      [2, 'Avenida 5', null],
    ]);
    expect(offlineBulkPlan(storesDef, [2], { address: 'Avenida 5', idCity: 10 }, records).unchanged).toEqual([2]);
  });

  it('leaves out the fields never stored (a confirmation), as a form’s save does', () => {
    const def = { fields: [...storesDef.fields, { source: 'confirm', kind: 'password', transient: true }] } as unknown as ResourceDef;
    const withConfirm = cachedRecords([{ queryKey: listKey({}), data: page([store(1, { confirm: 'x' })]), updatedAt: 1 }]);
    expect(offlineBulkPlan(def, [1], { address: 'Avenida 9' }, withConfirm).updates[0].data).not.toHaveProperty('confirm');
  });

  it('no row read: nothing to queue, every row counted as not read', () => {
    expect(offlineBulkPlan(storesDef, [40, 41], { address: 'X' }, new Map())).toEqual({ updates: [], unchanged: [], unread: [40, 41] });
  });
});

describe('its texts', () => {
  type Tree = { [key: string]: string | Tree };
  const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
  it('exist in English and Spanish with the same placeholders and plural forms, none left in English', () => {
    const en = new Map(leaves(bulkOfflineMessages.en as Tree));
    const es = new Map(leaves(bulkOfflineMessages.es as Tree));
    expect([...es.keys()]).toEqual([...en.keys()]);
    const shape = (text: string) => [[...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort().join(), text.split('||||').length].join('/');
    for (const [key, text] of en) {
      expect(shape(es.get(key)!), key).toBe(shape(text));
      expect(es.get(key), key).not.toBe(text);
    }
  });
});
