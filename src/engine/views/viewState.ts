/**
 * What a saved view keeps of a list (issue 34 item 2) and how it opens on today's definition: a view that names a
 * field the definition no longer has still opens, without that field (its filter, its sort, its column), and says
 * which fields it skipped so the user can be told once.
 */
import type { ResourceDef } from '../types';
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

/** The fields a list's filters, sort and columns may name. */
const knownFields = (def: Pick<ResourceDef, 'list' | 'fields'>) => {
  const columns = new Set(definitionSources(def));
  const filters = new Set([...(def.list.filters ?? []).map((f) => f.source)]);
  const fields = new Set(def.fields.map((f) => f.source));
  return { columns, filters, sortable: new Set([...columns, ...fields, 'id']) };
};

/** The view's state as it opens on this definition, and the fields it names that the definition no longer has. */
export function applicableViewState(def: Pick<ResourceDef, 'list' | 'fields'>, state: ViewState): { state: ViewState; skipped: string[] } {
  const known = knownFields(def);
  const skipped = new Set<string>();
  const filter = Object.fromEntries(
    Object.entries(state.filter ?? {}).filter(([source]) => (known.filters.has(source) ? true : (skipped.add(source), false))),
  );
  let sort = state.sort;
  if (sort && !known.sortable.has(sort.field)) {
    skipped.add(sort.field);
    sort = null;
  }
  const named = [...(state.columns?.order ?? []), ...(state.columns?.hidden ?? []), ...Object.keys(state.columns?.widths ?? {})];
  named.filter((source) => !known.columns.has(source)).forEach((source) => skipped.add(source));
  const columns = normalizeChoice(definitionSources(def), state.columns);
  return { state: { filter, sort, perPage: state.perPage, columns }, skipped: [...skipped] };
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
