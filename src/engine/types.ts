/**
 * The resource metadata contract (DESIGN.md §3.1). A resource is declared once, as typed data, in
 * `resources/<name>.ts`; the engine renders its screens and the data provider maps its calls from it.
 */
import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';

export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'number'
  | 'boolean'
  | 'select'
  | 'reference'
  | 'date'
  | 'password'
  | 'multiline'
  | 'referenceArray'
  | 'custom';

/** Permission flags on a menu entry (DESIGN.md §3.3): List, View, Write, Report/export, Delete. */
export type PermissionFlag = 'l' | 'v' | 'w' | 'r' | 'd';

export interface Choice {
  id: string | number;
  /** i18n key */
  name: string;
}

/** A field is shown (and validated) only while another field of the record matches. */
export interface FieldCondition {
  field: string;
  equals?: unknown;
  notEquals?: unknown;
}

export interface PatternRule {
  regex: RegExp;
  /** i18n key of the message shown when the value does not match */
  message: string;
}

/** A rule beyond the declarative ones: returns an i18n key (or { message, args }) when the value is wrong. */
export type FieldRule = (value: unknown, values: Record<string, unknown>) => string | { message: string; args: Record<string, unknown> } | undefined;

export interface FieldDef {
  source: string;
  kind: FieldKind;
  /** i18n key; defaults to resources.<resource>.fields.<source> */
  label?: string;
  /** i18n key of a helper text under the input */
  helperText?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: PatternRule;
  /** must equal another field of the form (a password confirmation); message is an i18n key */
  matches?: { field: string; message: string };
  /** further rules, e.g. a password policy */
  rules?: FieldRule[];
  defaultValue?: unknown;
  choices?: Choice[];
  /** reference / referenceArray: the resource whose records are offered, and how a record is named */
  reference?: { resource: string; optionText: string; perPage?: number };
  /** 'custom': the input component, for inputs no kind covers; it gets the field and reads the form itself */
  input?: ComponentType<{ field: FieldDef }>;
  /** 'custom': how the value shows in a list or read-only view */
  display?: ComponentType<{ field: FieldDef }>;
  showWhen?: FieldCondition;
  /** an input of the creation form only (a password set once, its confirmation) */
  onlyOnCreate?: boolean;
  /** not sent to the server (e.g. the password confirmation) */
  transient?: boolean;
  /** false: not an input of the create/edit form (e.g. the id) */
  inForm?: boolean;
  /** rendered read-only in the form */
  readOnly?: boolean;
  /** spans the whole form row (multiline texts, connection strings) */
  fullWidth?: boolean;
  /** i18n key of the form tab the input sits in; a form whose fields name tabs is a tabbed form */
  tab?: string;
}

export interface ColumnDef {
  source: string;
  sortable?: boolean;
}

export interface FilterDef {
  source: string;
  /** 'search' is the free-text box; other kinds reuse the field's input */
  kind: 'search' | FieldKind;
  alwaysOn?: boolean;
  label?: string;
  /** select / reference filters: the i18n key of the "no filter" option (e.g. "Todos") */
  allLabel?: string;
  /** reference filters: the resource offered */
  reference?: { resource: string; optionText: string };
}

export interface ListDef {
  columns: Array<string | ColumnDef>;
  /** the spec's page size */
  pageSize: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filters?: FilterDef[];
  /** row click opens the edit screen (needs the W flag) or the show screen */
  rowClick?: 'edit' | 'show' | false;
  rowActions?: Array<'edit' | 'delete'>;
  bulkActions?: Array<'delete' | 'export'>;
  exportable?: boolean;
  /** false: records are not created from this list (read-only entries) */
  create?: false;
}

/** How a documented endpoint is called and where its answer keeps what we need. */
export interface ListEndpoint {
  method: 'GET' | 'POST';
  path: string;
  /**
   * body keys for paging; firstPage is the index of the first page on the server. Without paging the endpoint
   * answers every row, and the provider filters, sorts and pages them itself.
   */
  paging?: { index: string; size: string; firstPage: 0 | 1 };
  /** body keys for the sort field and order, when the endpoint sorts */
  sort?: { field: string; order: string };
  /** react-admin filter name → body key (unlisted filters are sent under their own name) */
  filters?: Record<string, string>;
  /** constant body members (e.g. { all: false }) */
  extraBody?: Record<string, unknown>;
  /** dotted paths inside the envelope's data */
  itemsPath: string;
  totalPath: string;
}

export interface GetEndpoint {
  method: 'GET' | 'POST';
  path: string;
  /** query parameter (GET) or body key (POST) carrying the id */
  idParam: string;
  /** dotted path of the record inside data ('' = data itself, 'row.0' = first row) */
  recordPath?: string;
  /** a child resource's get also names its parent (Menu/Get {id, databaseId}): the key it is sent under */
  parentParam?: string;
}

export interface SaveEndpoint {
  method: 'POST' | 'PUT';
  path: string;
  /** the id a new record is sent with */
  newId?: number | string;
  /** dotted path of the new id inside data ('' = data is the id) */
  idPath?: string;
}

export interface DeleteEndpoint {
  method: 'POST' | 'DELETE';
  path: string;
  idParam: string;
  /** send the id in the body instead of the query */
  inBody?: boolean;
}

export interface EndpointsDef {
  list: ListEndpoint;
  /** absent for list-only resources (their rows are never opened nor saved) */
  get?: GetEndpoint;
  save?: SaveEndpoint;
  delete?: DeleteEndpoint;
  /** 'module': calls go to the base in the `url` query parameter, with `token` added */
  base?: 'api' | 'module';
}

/** Where the screens live when they are not react-admin's default /<name> routes. */
export interface RoutesDef {
  list: string;
  /** the edit screen takes the id from a query parameter; newId opens it as a creation (none when editing in dialogs) */
  edit?: { path: string; idQuery: string; newId: string };
}

/** Custom parts for screens that go beyond generic CRUD (tabs, modals, whole pages). */
/**
 * A tab of an edit screen: either the list of a child resource (declared with `parent`), filtered by this
 * record, or a custom component that receives the record.
 */
export type EditTabDef =
  | { label: string; resource: string }
  | { label: string; component: ComponentType<{ record: { id: string | number } }> };

export interface SlotsDef {
  /** extra tabs of the edit screen, shown once the record exists */
  editTabs?: EditTabDef[];
  /** buttons (or buttons that open modals) added to the list toolbar */
  listActions?: ComponentType[];
  /** whole pages that replace the generated ones */
  pages?: { list?: ComponentType; create?: ComponentType; edit?: ComponentType };
  /** buttons of a child resource's tab, beside Create (e.g. "assign existing users"); they get the parent's id */
  tabActions?: Array<ComponentType<{ parentId: string | number }>>;
  /** tabs of the edit dialog after the form (e.g. a menu entry's "Assign Permissions"), for existing records */
  dialogTabs?: Array<{ label: string; component: ComponentType<{ record: { id: string | number } & Record<string, unknown> }> }>;
  /** buttons at the end of each row (e.g. "Users" on a permission entry); they read the row's record context */
  rowActions?: ComponentType[];
}

export interface ResourceDef {
  name: string;
  /** MUI icon used in menus */
  icon?: SvgIconComponent;
  /** field used to name a record in titles and references */
  recordRepresentation: string;
  /** i18n keys of the list and edit page titles (spec titles), when they differ from the defaults */
  titles?: { list?: string; edit?: string; create?: string };
  /** documented endpoints; without them the generic REST provider serves the resource */
  endpoints?: EndpointsDef;
  routes?: RoutesDef;
  /** the menu entry whose flags (L, V, W, R, D) guard this resource */
  permissions?: { menu: string };
  fields: FieldDef[];
  list: ListDef;
  /** after a save: back to the list, or stay on the record (detail pages with tabs) */
  afterSave?: 'list' | 'stay';
  /**
   * how an edit is saved (react-admin's mutation modes): 'pessimistic' (default) waits for the server; 'optimistic'
   * and 'undoable' close the form at once (undoable sends after the undo notice); a refusal reopens the form
   */
  mutationMode?: 'pessimistic' | 'optimistic' | 'undoable';
  /** 'modal': create and edit open in a dialog over the list instead of a page of their own */
  editIn?: 'page' | 'modal';
  /** a child resource is listed in a tab of its parent's edit screen, filtered by `field` = the parent's id */
  parent?: { resource: string; field: string };
  slots?: SlotsDef;
}

export const defineResource = <T extends ResourceDef>(def: T): T => def;
