/**
 * The schema of a resource definition (DESIGN.md §3.1): plain JSON data that the engine turns into screens, the
 * data provider into calls and the auth provider into permission checks. What data cannot say (icons, custom
 * inputs and displays, tabs, actions, pages, rules such as the password policy) is named here and resolved
 * through the registries of the app (src/engine/registry.ts).
 *
 * The app imports this file for its types only (`import type`); zod runs where definitions are checked: unit
 * tests, and later the server and the screens that accept definitions it publishes.
 */
import { z } from 'zod';
import { PATTERN_NAMES } from './patterns';

/** an i18n message key, e.g. resources.databases.fields.name */
const messageKey = z.string().min(1);
/** the name of a registry entry (an icon, input, display, tab, action, page or rule) */
const entryName = z.string().regex(/^[A-Za-z][\w.-]*$/, 'a registry entry name');
const resourceName = z.string().regex(/^[A-Za-z][\w]*$/, 'a resource name');

export const FIELD_KINDS = [
  'text',
  'email',
  'url',
  'number',
  'boolean',
  'select',
  'reference',
  'date',
  'password',
  'multiline',
  'referenceArray',
  'custom',
] as const;

/** Permission flags on a menu entry (DESIGN.md §3.3): List, View, Write, Report/export, Delete. */
export const PERMISSION_FLAGS = ['l', 'v', 'w', 'r', 'd'] as const;

const choiceSchema = z.strictObject({ id: z.union([z.string(), z.number()]), name: messageKey });

/** A field is shown (and validated) only while another field of the record matches. */
const conditionSchema = z.strictObject({ field: z.string(), equals: z.json().optional(), notEquals: z.json().optional() });

/** A GET call of a documented endpoint whose answer holds a value at `valuePath` (dotted, inside the envelope's data). */
const settingSchema = z.strictObject({ path: z.string().min(1), valuePath: z.string().min(1) });

/**
 * The format a text must have, and the message shown when it fails: either a format of contracts/patterns.ts by
 * name (the one the server's contract checks too), a regular expression as text (JSON has no RegExp) with flags, or
 * a regular expression's source read at run time from the line's settings (e.g. OrderWom/GetSettings
 * validation.imei), so the screen checks what the server checks today.
 */
const patternSchema = z
  .strictObject({
    name: z.enum(PATTERN_NAMES).optional(),
    regex: z.string().min(1).optional(),
    flags: z.string().regex(/^[imsu]*$/).optional(),
    setting: settingSchema.optional(),
    message: messageKey,
  })
  .refine((pattern) => [pattern.name, pattern.regex, pattern.setting].filter((x) => x !== undefined).length === 1, {
    message: 'give one of a pattern name, a regex or a setting',
    path: ['regex'],
  })
  .refine((pattern) => pattern.regex === undefined || compiles(pattern.regex, pattern.flags), { message: 'the pattern is not a valid regular expression', path: ['regex'] });

const compiles = (regex: string, flags?: string) => {
  try {
    new RegExp(regex, flags);
    return true;
  } catch {
    return false;
  }
};

const referenceSchema = z.strictObject({
  resource: resourceName,
  optionText: z.string(),
  perPage: z.number().int().positive().optional(),
  /**
   * a dependent select (department → city): the options are the reference's records filtered by `filter` = the
   * value of the form's `field`; without that value the select waits, and changing it clears this one
   */
  dependsOn: z.strictObject({ field: z.string(), filter: z.string() }).optional(),
});

export const fieldDefinitionSchema = z.strictObject({
  source: z.string().min(1),
  /** a note for developers: the spec section, why a value is what it is (JSON has no comments) */
  comment: z.string().optional(),
  kind: z.enum(FIELD_KINDS),
  /** i18n key; defaults to resources.<resource>.fields.<source> */
  label: messageKey.optional(),
  /** i18n key of a helper text under the input */
  helperText: messageKey.optional(),
  required: z.boolean().optional(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  pattern: patternSchema.optional(),
  /** must equal another field of the form (a password confirmation) */
  matches: z.strictObject({ field: z.string(), message: messageKey }).optional(),
  /**
   * rules against another field of the form (a designed resource's rules across two fields): its value differs
   * from the other's, or is on or before (notAfter) / on or after (notBefore) it; empty values pass
   */
  compare: z.array(z.strictObject({ kind: z.enum(['differs', 'notAfter', 'notBefore']), field: z.string(), message: messageKey })).optional(),
  /** named rules of the rules registry (e.g. the password policy) */
  rules: z.array(entryName).optional(),
  defaultValue: z.json().optional(),
  choices: z.array(choiceSchema).optional(),
  /** reference / referenceArray: the resource whose records are offered, and how a record is named */
  reference: referenceSchema.optional(),
  /** 'custom': the input of the inputs registry, for inputs no kind covers */
  input: entryName.optional(),
  /** 'custom': the display of the displays registry, for a list cell or a read-only view */
  display: entryName.optional(),
  showWhen: conditionSchema.optional(),
  /** an input of the creation form only (a password set once, its confirmation) */
  onlyOnCreate: z.boolean().optional(),
  /** not sent to the server (e.g. the password confirmation) */
  transient: z.boolean().optional(),
  /** false: not an input of the create/edit form (e.g. the id) */
  inForm: z.boolean().optional(),
  readOnly: z.boolean().optional(),
  /** spans the whole form row */
  fullWidth: z.boolean().optional(),
  /** i18n key of the form tab the input sits in; a form whose fields name tabs is a tabbed form */
  tab: messageKey.optional(),
});

const columnSchema = z.union([z.string(), z.strictObject({ source: z.string(), sortable: z.boolean().optional() })]);

const filterSchema = z.strictObject({
  source: z.string(),
  /** 'search' is the free-text box; other kinds reuse the field's input */
  kind: z.enum(['search', ...FIELD_KINDS]),
  alwaysOn: z.boolean().optional(),
  label: messageKey.optional(),
  /** select / reference filters: the i18n key of the "no filter" option (e.g. "Todos") */
  allLabel: messageKey.optional(),
  reference: z.strictObject({ resource: resourceName, optionText: z.string() }).optional(),
});

const sortSchema = z.strictObject({ field: z.string(), order: z.enum(['ASC', 'DESC']) });

/** The colour a state is shown in (MUI's palette names). */
const stateColor = z.enum(['success', 'error', 'warning', 'info', 'default']);

/**
 * A record's two states (a store Abierto / Cerrado) shown as coloured chips, with a row button that moves it to the
 * other one through its own endpoint, behind a confirmation. Each state says how it shows, what its button is called
 * (the action that leaves it), the confirmation (record fields as %{field}), the message after, and the call.
 */
const stateSchema = z.strictObject({
  value: z.union([z.string(), z.number(), z.boolean()]),
  label: messageKey,
  color: stateColor,
  action: messageKey,
  confirm: messageKey,
  done: messageKey,
  /** the call; inQuery: a POST whose id goes in the query (WorkShop/Delete?id=) */
  endpoint: z.strictObject({ method: z.enum(['GET', 'POST']), path: z.string().min(1), idParam: z.string(), inQuery: z.boolean().optional() }),
});
const stateSwitchSchema = z.strictObject({ source: z.string(), states: z.tuple([stateSchema, stateSchema]) });

/** A row action that some records refuse: the button stays, disabled, and says why (record fields as %{field}). */
const disabledActionSchema = z.strictObject({ when: conditionSchema, reason: messageKey });

const listSchema = z.strictObject({
  columns: z.array(columnSchema).min(1),
  /** the spec's page size */
  pageSize: z.number().int().positive(),
  sort: sortSchema.optional(),
  filters: z.array(filterSchema).optional(),
  rowClick: z.union([z.enum(['edit', 'show']), z.literal(false)]).optional(),
  rowActions: z.array(z.enum(['edit', 'delete'])).optional(),
  /** the row's delete, disabled for some records with the reason shown (a phone lent to an open order) */
  deleteDisabled: disabledActionSchema.optional(),
  /** a two-state column with its switch button (see stateSwitchSchema) */
  stateSwitch: stateSwitchSchema.optional(),
  /** edit: the bulk editor (issue 34) on the fields the edit form changes */
  bulkActions: z.array(z.enum(['delete', 'export', 'edit'])).optional(),
  /**
   * The sources the bulk editor offers (issue 34), when only some fields make sense on many records at once (not a
   * unique login, nor a name): default, every field the edit form changes. A custom field named here is offered
   * with its own input (which must work without a record).
   */
  bulkEdit: z.array(z.string()).min(1).optional(),
  /**
   * Cells edited in the table (issue 34): true for every column whose field can be (see src/engine/inline/
   * inlineCells.ts), or the sources allowed. Needs the list's W flag; a save goes through the resource's own update.
   */
  inlineEdit: z.union([z.literal(true), z.array(z.string()).min(1)]).optional(),
  exportable: z.boolean().optional(),
  /** false: records are not created from this list */
  create: z.literal(false).optional(),
  /** the Create button's own words ('Nueva tienda'); else react-admin's "Create" */
  createLabel: messageKey.optional(),
});

const method = z.enum(['GET', 'POST']);

const listEndpointSchema = z.strictObject({
  method,
  path: z.string().min(1),
  /** body keys for paging; without paging the provider filters, sorts and pages the answer itself */
  paging: z.strictObject({ index: z.string(), size: z.string(), firstPage: z.union([z.literal(0), z.literal(1)]) }).optional(),
  sort: z.strictObject({ field: z.string(), order: z.string() }).optional(),
  /** react-admin filter name → body key */
  filters: z.record(z.string(), z.string()).optional(),
  extraBody: z.record(z.string(), z.json()).optional(),
  /** dotted paths inside the envelope's data ('' = data itself) */
  itemsPath: z.string(),
  totalPath: z.string(),
  /** where the answer says its total is an estimate (true): the pager then says "about N" */
  totalIsEstimatePath: z.string().optional(),
});

const getEndpointSchema = z.strictObject({
  method,
  path: z.string().min(1),
  idParam: z.string(),
  recordPath: z.string().optional(),
  /** a child resource's get also names its parent (Menu/Get {id, databaseId}) */
  parentParam: z.string().optional(),
});

const saveEndpointSchema = z.strictObject({
  method: z.enum(['POST', 'PUT']),
  path: z.string().min(1),
  newId: z.union([z.number(), z.string()]).optional(),
  idPath: z.string().optional(),
});

const deleteEndpointSchema = z.strictObject({
  method: z.enum(['POST', 'DELETE']),
  path: z.string().min(1),
  idParam: z.string(),
  inBody: z.boolean().optional(),
  /** a POST whose id goes in the query (LoanDevice/Delete?id=) */
  inQuery: z.boolean().optional(),
});

const endpointsSchema = z.strictObject({
  list: listEndpointSchema,
  /** without it, a record is read from the list (an API that has no record call: WorkShop/*, LoanDevice/*) */
  get: getEndpointSchema.optional(),
  save: saveEndpointSchema.optional(),
  /** a creation's own call when it is not the save's (WorkShop/save beside WorkShop/update) */
  create: saveEndpointSchema.optional(),
  delete: deleteEndpointSchema.optional(),
  /** 'module': calls go to the base in the `url` query parameter, with `token` added */
  base: z.enum(['api', 'module']).optional(),
  /**
   * the name under which the resource's documented calls carry who acts (LoanDevice/GetAll?idUser, the loan phone's
   * idUser): its list, create and save calls send the signed-in user's id under it (the server refuses another's)
   */
  actor: z.string().min(1).optional(),
});

const routesSchema = z.strictObject({
  list: z.string().startsWith('/'),
  /** the edit screen takes the id from a query parameter; newId opens it as a creation */
  edit: z.strictObject({ path: z.string().startsWith('/'), idQuery: z.string(), newId: z.string() }).optional(),
});

/** A tab of an edit screen: the list of a child resource, or a component of the tabs registry. */
const editTabSchema = z.union([
  z.strictObject({ label: messageKey, resource: resourceName }),
  z.strictObject({ label: messageKey, component: entryName }),
]);

const slotsSchema = z.strictObject({
  editTabs: z.array(editTabSchema).optional(),
  /** list toolbar buttons (actions registry) */
  listActions: z.array(entryName).optional(),
  /** whole pages that replace the generated ones (pages registry) */
  pages: z.strictObject({ list: entryName.optional(), create: entryName.optional(), edit: entryName.optional() }).optional(),
  /** buttons of a child resource's tab, beside Create (actions registry) */
  tabActions: z.array(entryName).optional(),
  /** tabs of the edit dialog after the form (tabs registry) */
  dialogTabs: z.array(z.strictObject({ label: messageKey, component: entryName })).optional(),
  /** buttons at the end of each row (actions registry) */
  rowActions: z.array(entryName).optional(),
});

export const resourceDefinitionSchema = z.strictObject({
  name: resourceName,
  /** a note for developers: what the resource is, with its spec sections (JSON has no comments) */
  comment: z.string().optional(),
  /** an icon of the icons registry */
  icon: entryName.optional(),
  /** field used to name a record in titles and references */
  recordRepresentation: z.string(),
  titles: z.strictObject({ list: messageKey.optional(), edit: messageKey.optional(), create: messageKey.optional() }).optional(),
  /** documented endpoints; without them the generic REST provider serves the resource */
  endpoints: endpointsSchema.optional(),
  routes: routesSchema.optional(),
  /** the menu entry whose flags (L, V, W, R, D) guard this resource */
  permissions: z.strictObject({ menu: z.string() }).optional(),
  fields: z.array(fieldDefinitionSchema).min(1),
  list: listSchema,
  afterSave: z.enum(['list', 'stay']).optional(),
  /** the resource's own notices after a creation, an edit and a deletion (i18n keys; else the engine's) */
  messages: z.strictObject({ created: messageKey.optional(), updated: messageKey.optional(), deleted: messageKey.optional() }).optional(),
  /**
   * how an edit is saved (react-admin's mutation modes): 'pessimistic' (default) waits for the server; 'optimistic'
   * and 'undoable' close the form at once (undoable sends after the undo notice); a refusal reopens the form
   */
  mutationMode: z.enum(['pessimistic', 'optimistic', 'undoable']).optional(),
  editIn: z.enum(['page', 'modal']).optional(),
  /** 'record': the edit dialog is titled by the record (its recordRepresentation), e.g. the upload type's alias */
  dialogTitle: z.enum(['resource', 'record']).optional(),
  /** a child resource is listed in a tab of its parent's edit screen, filtered by `field` = the parent's id */
  parent: z.strictObject({ resource: resourceName, field: z.string() }).optional(),
  slots: slotsSchema.optional(),
});

export type ResourceDefinition = z.infer<typeof resourceDefinitionSchema>;
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;
export type FieldKind = (typeof FIELD_KINDS)[number];
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type ListDefinition = ResourceDefinition['list'];
export type ColumnDefinition = ListDefinition['columns'][number];
export type FilterDefinition = NonNullable<ListDefinition['filters']>[number];
export type EndpointsDefinition = NonNullable<ResourceDefinition['endpoints']>;
export type ListEndpoint = EndpointsDefinition['list'];
export type GetEndpoint = NonNullable<EndpointsDefinition['get']>;
export type SaveEndpoint = NonNullable<EndpointsDefinition['save']>;
export type DeleteEndpoint = NonNullable<EndpointsDefinition['delete']>;
export type SlotsDefinition = NonNullable<ResourceDefinition['slots']>;
export type EditTabDefinition = NonNullable<SlotsDefinition['editTabs']>[number];
export type Choice = z.infer<typeof choiceSchema>;
export type FieldCondition = z.infer<typeof conditionSchema>;
export type PatternRule = z.infer<typeof patternSchema>;
export type StateSwitch = z.infer<typeof stateSwitchSchema>;
export type StateDefinition = StateSwitch['states'][number];
export type DisabledAction = z.infer<typeof disabledActionSchema>;

/**
 * How the data provider and the auth provider find a resource's definition: injected by the app, which knows the
 * registered lines. It may answer later (a promise) when the line that declares the resource is still loading.
 */
export type ResourceLookup = (name: string) => ResourceDefinition | undefined | Promise<ResourceDefinition | undefined>;
