/**
 * What the generated smoke test needs to know of a registered resource: plain data, in English (the tests'
 * language). `catalogue.ts` is the one place that builds it from the app's resource definitions.
 */

export interface SmokeChoice {
  id: string | number;
  label: string;
}

export interface SmokeField {
  source: string;
  /** the definition's field kind: text, email, url, number, boolean, select, reference, date, password, ... */
  kind: string;
  label: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: RegExp;
  choices?: SmokeChoice[];
  /** reference / referenceArray: the resource offered */
  reference?: string;
  /** must equal this other field (a password confirmation) */
  matches?: string;
  defaultValue?: unknown;
  showWhen?: { field: string; equals?: unknown; notEquals?: unknown };
  /** an input of the create/edit form (not the id) */
  inForm: boolean;
  onlyOnCreate: boolean;
  readOnly: boolean;
  /** its input comes from a registry entry the generator cannot drive: left at its default */
  custom: boolean;
  /** the form tab holding its input (translated), when the form has tabs */
  tab?: string;
}

export interface SmokeFilter {
  source: string;
  /** 'search' (the free-text box) or a field kind */
  kind: string;
  label: string;
  /** the "no filter" choice's text (e.g. All) */
  allLabel?: string;
}

export interface SmokeResource {
  name: string;
  /** the field naming a record (its row shows it) */
  recordRepresentation: string;
  /** the list screen of its own (absent: it is only listed in its parent's tab) */
  listPath?: string;
  /** a child resource: listed in a tab of its parent's record */
  parent?: { resource: string; tabLabel: string };
  editIn: 'page' | 'modal';
  afterSave: 'list' | 'stay';
  /** the generated list screen is replaced by a page of the resource's own */
  customListPage: boolean;
  columns: Array<{ source: string; label: string }>;
  pageSize: number;
  filters: SmokeFilter[];
  rowClick: 'edit' | 'show' | false;
  rowActions: Array<'edit' | 'delete'>;
  /** the cells edited in place (list.inlineEdit): a click on one edits it instead of opening the record */
  inlineEdit: true | string[] | false;
  /** what its flags and endpoints allow */
  can: { create: boolean; edit: boolean; delete: boolean };
  fields: SmokeField[];
  /** its Create button and its notices: the resource's own words when it declares them, else the engine's */
  texts: { create: string; created: string; updated: string; deleted: string };
}

/** A registered resource by name (for a child resource's parent). */
export type SmokeCatalogueLookup = (name: string) => SmokeResource;
