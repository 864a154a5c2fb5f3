/**
 * A resource as the engine's screens use it (DESIGN.md §3.1). It is declared as plain JSON data
 * (`ResourceDefinition`, contracts/resourceDefinition.ts, in a business line's folder); the engine resolves the
 * registry entries it names (icons, custom inputs, tabs, actions, pages, rules) into a `ResourceDef` whose
 * data is the definition's own and whose named parts are components and functions.
 * Types only: importing this file costs nothing at run time.
 */
import type { ComponentType } from 'react';
import type {
  ColumnDefinition,
  EndpointsDefinition,
  FieldDefinition,
  FilterDefinition,
  ListDefinition,
  ResourceDefinition,
} from '../../contracts/resourceDefinition';

export type {
  Choice,
  DeleteEndpoint,
  FieldCondition,
  FieldDefinition,
  FieldKind,
  GetEndpoint,
  ListEndpoint,
  PatternRule,
  PermissionFlag,
  ResourceDefinition,
  SaveEndpoint,
} from '../../contracts/resourceDefinition';

export type ColumnDef = Exclude<ColumnDefinition, string>;
export type FilterDef = FilterDefinition;
export type ListDef = ListDefinition;
export type EndpointsDef = EndpointsDefinition;
export type RoutesDef = NonNullable<ResourceDefinition['routes']>;

/** A rule beyond the declarative ones: returns an i18n key (or { message, args }) when the value is wrong. */
export type FieldRule = (value: unknown, values: Record<string, unknown>) => string | { message: string; args: Record<string, unknown> } | undefined;

/** A field with the registry entries it names resolved: its rules are functions, its custom input a component. */
export interface FieldDef extends Omit<FieldDefinition, 'rules' | 'input' | 'display' | 'defaultValue'> {
  defaultValue?: unknown;
  /** further rules, e.g. a password policy */
  rules?: FieldRule[];
  /** 'custom': the input component; it gets the field and reads the form itself */
  input?: ComponentType<{ field: FieldDef }>;
  /** 'custom': how the value shows in a list or read-only view */
  display?: ComponentType<{ field: FieldDef }>;
}

/** What a tab or an action gets of the record it belongs to. */
export type RecordRef = { id: string | number } & Record<string, unknown>;

/**
 * A tab of an edit screen: either the list of a child resource (declared with `parent`), filtered by this
 * record, or a custom component that receives the record.
 */
export type EditTabDef = { label: string; resource: string } | { label: string; component: ComponentType<{ record: RecordRef }> };

/** Custom parts for screens that go beyond generic CRUD (tabs, modals, whole pages), resolved. */
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
  dialogTabs?: Array<{ label: string; component: ComponentType<{ record: RecordRef }> }>;
  /** buttons at the end of each row (e.g. "Users" on a permission entry); they read the row's record context */
  rowActions?: ComponentType[];
}

export interface ResourceDef extends Omit<ResourceDefinition, 'icon' | 'fields' | 'slots'> {
  /** icon used in menus */
  icon?: ComponentType;
  fields: FieldDef[];
  slots?: SlotsDef;
}

/** A resolved definition written by hand (tests, examples): checked by the compiler. */
export const defineResource = <T extends ResourceDef>(def: T): T => def;
