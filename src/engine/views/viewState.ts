/**
 * What a saved view keeps of a list (issue 34 item 2) and how it opens on today's definition: a view that names a
 * field the definition no longer has still opens, without that field (its filter, its sort, its column), and says
 * which fields it skipped so the user can be told once.
 */
import type { ResourceDef } from '../types';
import { unknownViewFields, viewFieldsOf } from '../../../contracts/viewFields';
import { definitionSources, normalizeChoice, type ColumnChoice } from '../columns/columnChoice';

export interface ViewSort {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ViewState {
  filter: Record<string, unknown>;
  sort: ViewSort | null;
  perPage: number;
  columns: ColumnChoice;
}

/** The view's state as it opens on this definition, and the fields it names that the definition no longer has. */
export function applicableViewState(def: Pick<ResourceDef, 'list' | 'fields'>, state: ViewState): { state: ViewState; skipped: string[] } {
  const known = viewFieldsOf(def);
  const filter = Object.fromEntries(Object.entries(state.filter ?? {}).filter(([source]) => known.filters.has(source)));
  const sort = state.sort && known.sortable.has(state.sort.field) ? state.sort : null;
  const columns = normalizeChoice(definitionSources(def), state.columns);
  return { state: { filter, sort, perPage: state.perPage, columns }, skipped: unknownViewFields(def, state) };
}

/** Whether the list as it is now differs from the view as it was saved (its "Save changes" shows). */
export function viewChanged(def: Pick<ResourceDef, 'list' | 'fields'>, saved: ViewState, current: ViewState): boolean {
  const a = applicableViewState(def, saved).state;
  const b = applicableViewState(def, current).state;
  // no sort is the list's own (the definition's, else react-admin's id ascending)
  const own = def.list.sort ?? { field: 'id', order: 'ASC' };
  const [sortA, sortB] = [a.sort ?? own, b.sort ?? own];
  const sameSort = sortA.field === sortB.field && sortA.order === sortB.order;
  return !sameSort || a.perPage !== b.perPage || JSON.stringify(sortKeys(a.filter)) !== JSON.stringify(sortKeys(b.filter)) || JSON.stringify(a.columns) !== JSON.stringify(b.columns);
}

const sortKeys = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)));
