/**
 * The fields a saved view of a list may name (issue 34 item 2, issue 47 item 17), from the list's definition: its
 * filters' sources for the filter, its columns for the columns chosen, and a column, a field or the id for the sort.
 * Pure: the server refuses a view that names another field when it is saved; the app skips such a field when it opens
 * a view saved under an older definition.
 */

/** What of a definition the rule reads (a resource definition, or the app's richer ResourceDef). */
export interface ViewedDefinition {
  list: { columns: ReadonlyArray<string | { source: string }>; filters?: ReadonlyArray<{ source: string }> };
  fields: ReadonlyArray<{ source: string }>;
}

/** What of a view's state names fields. */
export interface ViewNames {
  filter?: Record<string, unknown> | null;
  sort?: { field: string } | null;
  columns?: { order?: readonly string[]; hidden?: readonly string[]; widths?: Record<string, unknown> } | null;
}

/** The definition's columns, by source, in its order. */
export const columnSources = (def: Pick<ViewedDefinition, 'list'>): string[] =>
  def.list.columns.map((column) => (typeof column === 'string' ? column : column.source));

/** The fields a list's filters, sort and columns may name. */
export const viewFieldsOf = (def: ViewedDefinition) => {
  const columns = new Set(columnSources(def));
  const filters = new Set((def.list.filters ?? []).map((filter) => filter.source));
  const fields = def.fields.map((field) => field.source);
  return { columns, filters, sortable: new Set([...columns, ...fields, 'id']) };
};

/** The fields a view names that the list does not have, each once, in the order the view names them. */
export function unknownViewFields(def: ViewedDefinition, state: ViewNames): string[] {
  const known = viewFieldsOf(def);
  const unknown = new Set<string>();
  for (const source of Object.keys(state.filter ?? {})) if (!known.filters.has(source)) unknown.add(source);
  if (state.sort && !known.sortable.has(state.sort.field)) unknown.add(state.sort.field);
  const named = [...(state.columns?.order ?? []), ...(state.columns?.hidden ?? []), ...Object.keys(state.columns?.widths ?? {})];
  for (const source of named) if (!known.columns.has(source)) unknown.add(source);
  return [...unknown];
}
