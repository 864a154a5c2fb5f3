/**
 * The columns a user chose for a list (issue 34 item 1), as pure data and functions: which of the definition's
 * columns show, in which order, and how wide. A choice names columns by source, so a definition that changes later
 * (a column added, renamed or removed) still reads it: unknown columns are dropped and new ones keep their place.
 */
import { COLUMN_WIDTH } from '../../../contracts/listViewLimits';
import type { ColumnDef, ResourceDef } from '../types';

export interface ColumnChoice {
  /** the columns in the user's order */
  order: string[];
  /** the columns the user hid */
  hidden: string[];
  /** column → width in px */
  widths: Record<string, number>;
}

/** One column the table draws: the definition's entry, its source, and the width the user gave it. */
export interface ChosenColumn {
  column: string | ColumnDef;
  source: string;
  width?: number;
}

export type ColumnAction =
  | { type: 'toggle'; source: string }
  | { type: 'move'; source: string; by: number }
  | { type: 'moveTo'; source: string; index: number }
  | { type: 'resize'; source: string; width: number | null }
  | { type: 'reset' }
  | { type: 'replace'; choice: ColumnChoice | null };

export const EMPTY_CHOICE: ColumnChoice = { order: [], hidden: [], widths: {} };

const sourceOf = (column: string | ColumnDef) => (typeof column === 'string' ? column : column.source);

/** The definition's columns, by source, in its order. */
export const definitionSources = (def: Pick<ResourceDef, 'list'>): string[] => def.list.columns.map(sourceOf);

export const clampWidth = (width: number) => Math.round(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, width)));

/**
 * The choice as the definition reads it now: columns it no longer has are dropped, and each of its columns the
 * choice does not name (added since) is placed right after the column before it in the definition.
 */
export function normalizeChoice(sources: readonly string[], choice: ColumnChoice | null | undefined): ColumnChoice {
  const known = new Set(sources);
  const order = (choice?.order ?? []).filter((source, index, all) => known.has(source) && all.indexOf(source) === index);
  sources.forEach((source, index) => {
    if (order.includes(source)) return;
    const before = sources.slice(0, index).reverse().find((other) => order.includes(other));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, source);
  });
  const hidden = (choice?.hidden ?? []).filter((source, index, all) => known.has(source) && all.indexOf(source) === index);
  const widths = Object.fromEntries(Object.entries(choice?.widths ?? {}).filter(([source]) => known.has(source)).map(([s, w]) => [s, clampWidth(w)]));
  return { order, hidden, widths };
}

/** Whether a choice is the definition's own (nothing to keep). */
export const isDefinitionChoice = (sources: readonly string[], choice: ColumnChoice | null | undefined): boolean => {
  const normal = normalizeChoice(sources, choice);
  return normal.hidden.length === 0 && Object.keys(normal.widths).length === 0 && normal.order.every((source, index) => source === sources[index]);
};

/** The next choice after an action; the last visible column cannot be hidden. */
export function columnReducer(sources: readonly string[], choice: ColumnChoice | null, action: ColumnAction): ColumnChoice {
  const current = normalizeChoice(sources, choice);
  switch (action.type) {
    case 'toggle': {
      if (!sources.includes(action.source)) return current;
      if (current.hidden.includes(action.source)) return { ...current, hidden: current.hidden.filter((s) => s !== action.source) };
      const visible = current.order.filter((s) => !current.hidden.includes(s));
      if (visible.length <= 1) return current;
      return { ...current, hidden: [...current.hidden, action.source] };
    }
    case 'move':
    case 'moveTo': {
      const from = current.order.indexOf(action.source);
      if (from < 0) return current;
      const target = action.type === 'move' ? from + action.by : action.index;
      const to = Math.max(0, Math.min(current.order.length - 1, target));
      if (to === from) return current;
      const order = current.order.filter((s) => s !== action.source);
      order.splice(to, 0, action.source);
      return { ...current, order };
    }
    case 'resize': {
      if (!sources.includes(action.source)) return current;
      const widths = { ...current.widths };
      if (action.width === null) delete widths[action.source];
      else widths[action.source] = clampWidth(action.width);
      return { ...current, widths };
    }
    case 'reset':
      return normalizeChoice(sources, EMPTY_CHOICE);
    case 'replace':
      return normalizeChoice(sources, action.choice);
  }
}

/** The columns the table draws, in the chosen order, without the hidden ones, with their widths. */
export function chosenColumns(def: Pick<ResourceDef, 'list'>, choice: ColumnChoice | null | undefined): ChosenColumn[] {
  const sources = definitionSources(def);
  const normal = normalizeChoice(sources, choice);
  const bySource = new Map(def.list.columns.map((column) => [sourceOf(column), column]));
  return normal.order
    .filter((source) => !normal.hidden.includes(source))
    .map((source) => ({ column: bySource.get(source)!, source, ...(normal.widths[source] ? { width: normal.widths[source] } : {}) }));
}

/** Two choices that draw the same table. */
export const sameChoice = (sources: readonly string[], a: ColumnChoice | null | undefined, b: ColumnChoice | null | undefined) =>
  JSON.stringify(normalizeChoice(sources, a)) === JSON.stringify(normalizeChoice(sources, b));
