// @vitest-environment node
// The columns a user chooses (issue 34 item 1) and how a saved view opens on today's definition (item 2): pure
// functions, no screen.
import { describe, expect, it } from 'vitest';
import { chosenColumns, columnReducer, EMPTY_CHOICE, isDefinitionChoice, normalizeChoice, type ColumnChoice } from '../../../src/engine/columns/columnChoice';
import { applicableViewState, viewChanged, type ViewState } from '../../../src/engine/views/viewState';

const def = {
  list: {
    columns: ['name', 'address', { source: 'department', sortable: true }, 'city', 'state'],
    pageSize: 20,
    filters: [{ source: 'q', kind: 'search' as const }, { source: 'idCity', kind: 'reference' as const }],
  },
  fields: [{ source: 'name', kind: 'text' as const }, { source: 'idCity', kind: 'reference' as const }],
};
const sources = ['name', 'address', 'department', 'city', 'state'];
const run = (choice: ColumnChoice | null, ...actions: Parameters<typeof columnReducer>[2][]) => actions.reduce((c, a) => columnReducer(sources, c, a), choice ?? EMPTY_CHOICE);
const shown = (choice: ColumnChoice) => chosenColumns(def, choice).map((c) => c.source);

describe('the column choice', () => {
  it('hides and shows columns; the last visible one stays', () => {
    const hidden = run(null, { type: 'toggle', source: 'address' }, { type: 'toggle', source: 'department' });
    expect(shown(hidden)).toEqual(['name', 'city', 'state']);
    expect(shown(run(hidden, { type: 'toggle', source: 'address' }))).toEqual(['name', 'address', 'city', 'state']);
    const one = run(null, ...['address', 'department', 'city', 'state', 'name'].map((source) => ({ type: 'toggle' as const, source })));
    expect(shown(one)).toEqual(['name']);
  });

  it('reorders by one step (the up and down buttons) and to a place (drag), within the ends', () => {
    expect(shown(run(null, { type: 'move', source: 'city', by: -1 }))).toEqual(['name', 'address', 'city', 'department', 'state']);
    expect(shown(run(null, { type: 'move', source: 'name', by: -1 }))).toEqual(sources);
    expect(shown(run(null, { type: 'moveTo', source: 'state', index: 0 }))).toEqual(['state', 'name', 'address', 'department', 'city']);
  });

  it('resizes within bounds, forgets a width on null, and resets to the definition', () => {
    const sized = run(null, { type: 'resize', source: 'name', width: 260.4 }, { type: 'resize', source: 'city', width: 5 });
    expect(chosenColumns(def, sized).slice(0, 1)).toEqual([{ column: 'name', source: 'name', width: 260 }]);
    expect(sized.widths.city).toBe(48);
    expect(run(sized, { type: 'resize', source: 'name', width: null }).widths).toEqual({ city: 48 });
    const reset = run(sized, { type: 'toggle', source: 'state' }, { type: 'move', source: 'city', by: -3 }, { type: 'reset' });
    expect(shown(reset)).toEqual(sources);
    expect(isDefinitionChoice(sources, reset)).toBe(true);
    expect(isDefinitionChoice(sources, sized)).toBe(false);
  });

  it('drops columns the definition no longer has, and places its new ones after their neighbour', () => {
    const old: ColumnChoice = { order: ['state', 'phone', 'name', 'city', 'address'], hidden: ['phone', 'address'], widths: { phone: 100, name: 200 } };
    // 'phone' was removed from the definition; 'department' was added after 'address'
    expect(normalizeChoice(sources, old)).toEqual({ order: ['state', 'name', 'city', 'address', 'department'], hidden: ['address'], widths: { name: 200 } });
    expect(shown(old)).toEqual(['state', 'name', 'city', 'department']);
  });
});

describe('a saved view on today\'s definition', () => {
  const view: ViewState = {
    filter: { q: 'Centro', idCity: 3, zone: 'north' },
    sort: { field: 'priority', order: 'DESC' },
    perPage: 50,
    columns: { order: ['city', 'name', 'priority'], hidden: ['address'], widths: { priority: 90 } },
  };

  it('skips the fields the definition no longer has (filter, sort, column) and says which', () => {
    const { state, skipped } = applicableViewState(def, view);
    expect(skipped.sort()).toEqual(['priority', 'zone']);
    expect(state.filter).toEqual({ q: 'Centro', idCity: 3 });
    expect(state.sort).toBeNull();
    expect(state.perPage).toBe(50);
    expect(shown(state.columns)).toEqual(['city', 'state', 'name', 'department']);
  });

  it('a view that names only known fields skips nothing; a change to any part shows', () => {
    const clean: ViewState = { filter: { q: 'Centro' }, sort: { field: 'name', order: 'ASC' }, perPage: 20, columns: EMPTY_CHOICE };
    expect(applicableViewState(def, clean).skipped).toEqual([]);
    expect(viewChanged(def, clean, { ...clean })).toBe(false);
    expect(viewChanged(def, clean, { ...clean, perPage: 50 })).toBe(true);
    expect(viewChanged(def, clean, { ...clean, filter: {} })).toBe(true);
    expect(viewChanged(def, clean, { ...clean, sort: { field: 'name', order: 'DESC' } })).toBe(true);
    expect(viewChanged(def, clean, { ...clean, columns: { order: [], hidden: ['city'], widths: {} } })).toBe(true);
    // no sort is the list's own sort
    expect(viewChanged(def, { ...clean, sort: null }, { ...clean, sort: { field: 'id', order: 'ASC' } })).toBe(false);
    // a normalized choice and an empty one draw the same table
    expect(viewChanged(def, clean, { ...clean, columns: normalizeChoice(sources, null) })).toBe(false);
  });
});
