/**
 * What the first rows of a list need to be drawn before the app's code has run (issue 37, "rows first, the rest
 * after"): its title, its columns with their labels and choices already in both languages, and where its answer
 * keeps the rows. Made when the app is built (vite.config.ts serves them as `virtual:first-rows`), from the lines'
 * resource definitions and texts. Headless: the build runs it in Node.
 */
import type { ResourceDefinition } from '../../../contracts/resourceDefinition';
import { defaultListParams, readPath } from '../../../dataProviders/documentedProvider';
import { fieldLabel, findField } from '../../engine/fieldRules';
import type { MessageTree } from '../../shell/i18n/defineMessages';

export interface Texts {
  en: string;
  es: string;
}
export type Language = keyof Texts;

/** How a cell is written: the kinds a list draws without another call or a component of a line's own. */
export type PaintKind = 'text' | 'id' | 'number' | 'boolean' | 'select' | 'date';

export interface PaintColumn {
  source: string;
  kind: PaintKind;
  sortable: boolean;
  label: Texts;
  choices?: Array<{ id: string | number; name: Texts }>;
}

export interface FirstRowsPlan {
  resource: string;
  title: Texts;
  columns: PaintColumn[];
  /** the rows have a selection checkbox (the list has bulk actions) */
  selectable: boolean;
  sort: { field: string; order: 'ASC' | 'DESC' };
  itemsPath?: string;
  totalPath?: string;
  /** the filters shown above the list at once (the search box and the others), in order */
  filters: Array<'search' | 'input'>;
}

export type { MessageTree };

/** A dotted key's text in a message tree; the key itself when there is none (as the app's i18n does). */
export const textOf = (tree: MessageTree, key: string): string => {
  const text = readPath(tree, key);
  return typeof text === 'string' ? text : key;
};

const KIND_OF: Partial<Record<string, PaintKind>> = {
  text: 'text',
  email: 'text',
  url: 'text',
  multiline: 'text',
  number: 'number',
  boolean: 'boolean',
  select: 'select',
  date: 'date',
};

/**
 * The plan of a list drawn before the app, or undefined for a list whose first rows need more than its own answer:
 * row buttons or a state switch (their cells are the app's), a column read from another resource, or a line's own
 * component.
 */
export const firstRowsPlan = (def: ResourceDefinition, messages: Record<Language, MessageTree>): FirstRowsPlan | undefined => {
  const list = def.list;
  if (!list || list.rowActions?.length || list.stateSwitch || def.slots?.rowActions?.length) return undefined;
  const texts = (key: string): Texts => ({ en: textOf(messages.en, key), es: textOf(messages.es, key) });
  const columns: PaintColumn[] = [];
  for (const column of list.columns) {
    const { source, sortable = false } = typeof column === 'string' ? { source: column } : column;
    const field = findField(def, source) ?? { source, kind: 'text' as const };
    const kind = KIND_OF[field.kind];
    if (!kind) return undefined;
    columns.push({
      source,
      // a record's id is a name, not a quantity (FieldColumn.tsx): written as it comes
      kind: kind === 'number' && source === 'id' ? 'id' : kind,
      sortable,
      label: texts(fieldLabel(def, field)),
      ...(kind === 'select' ? { choices: (field.choices ?? []).map((choice) => ({ id: choice.id, name: texts(String(choice.name)) })) } : {}),
    });
  }
  const endpoint = def.endpoints?.list;
  return {
    resource: def.name,
    title: texts(def.titles?.list ?? `resources.${def.name}.name`),
    columns,
    selectable: Boolean(list.bulkActions?.length),
    sort: defaultListParams(def).sort,
    itemsPath: endpoint?.itemsPath,
    totalPath: endpoint?.totalPath,
    filters: (list.filters ?? []).filter((filter) => filter.alwaysOn).map((filter) => (filter.kind === 'search' ? 'search' : 'input')),
  };
};
