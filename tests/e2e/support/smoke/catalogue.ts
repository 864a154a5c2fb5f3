// THE adapter between the app's resource catalogue and the generated smoke test: the only file of the e2e
// suite that reads resource definitions: the business lines' JSON definitions, as the app registers them.
import './browserGlobals';
import type { FieldDefinition as FieldDef, ResourceDefinition as ResourceDef } from '../../../../contracts/resourceDefinition';
import { regexOf } from '../../../../contracts/patterns';
import { SETTINGS as REPAIR_SETTINGS } from '../../../../mock-server/lines/repairOrders/pointOfSale/seed';
import { adminDefinitions } from '../../../../resources/admin';
import { repairBackOfficeDefinitions } from '../../../../resources/repairBackOffice';
import { uploadsDefinitions } from '../../../../resources/uploads';
import lines from '../../../../resources/lines.json' with { type: 'json' };
import { translate, UI } from './texts';
import type { SmokeField, SmokeResource } from './types';

const fieldLabel = (def: ResourceDef, source: string, label?: string) => translate(label ?? `resources.${def.name}.fields.${source}`);

/** What the seeded server's settings calls answer (valuePath → value): a pattern a definition reads from them. */
const SEEDED_SETTINGS: Record<string, Record<string, string>> = { 'OrderWom/GetSettings': REPAIR_SETTINGS };

const patternOf = (pattern: FieldDef['pattern']): RegExp | undefined => {
  if (!pattern) return undefined;
  if (!pattern.setting) return regexOf(pattern);
  const source = SEEDED_SETTINGS[pattern.setting.path]?.[pattern.setting.valuePath];
  if (source === undefined) throw new Error(`the smoke catalogue does not know the setting ${pattern.setting.path} ${pattern.setting.valuePath}`);
  return new RegExp(source);
};

const smokeField = (def: ResourceDef, field: FieldDef): SmokeField => ({
  source: field.source,
  kind: field.kind,
  label: fieldLabel(def, field.source, field.label),
  required: Boolean(field.required),
  minLength: field.minLength,
  maxLength: field.maxLength,
  min: field.min,
  max: field.max,
  pattern: patternOf(field.pattern),
  choices: field.choices?.map((choice) => ({ id: choice.id, label: translate(choice.name) })),
  reference: field.reference?.resource,
  matches: field.matches?.field,
  defaultValue: field.defaultValue,
  showWhen: field.showWhen,
  inForm: field.inForm !== false,
  onlyOnCreate: Boolean(field.onlyOnCreate),
  readOnly: Boolean(field.readOnly),
  custom: field.kind === 'custom',
  tab: field.tab ? translate(field.tab) : undefined,
});

/** Every line's definitions by name (the administration area, the uploads line and the repair back office so far). */
const resources: Record<string, ResourceDef> = Object.fromEntries(
  [...adminDefinitions, ...uploadsDefinitions, ...repairBackOfficeDefinitions].map((def) => [def.name, def]),
);

/** The tab of the parent's record that lists this child resource. */
const parentTab = (def: ResourceDef) => {
  const parent = resources[def.parent!.resource];
  const tab = parent?.slots?.editTabs?.find((entry) => 'resource' in entry && entry.resource === def.name);
  if (!tab) throw new Error(`${def.name}: its parent ${def.parent!.resource} has no tab listing it`);
  return { resource: parent.name, tabLabel: translate(tab.label) };
};

const smokeResource = (def: ResourceDef): SmokeResource => {
  // without endpoints the generic REST routes serve every call; with them, only the declared ones exist (a record
  // with no record call of its own is read from the list)
  const served = (call: 'get' | 'save' | 'delete') => !def.endpoints || call === 'get' || Boolean(def.endpoints[call]);
  // a record opens from its row, or from the row's Edit button; its form carries Delete when deleting is served
  const opens = def.list.rowClick !== false || Boolean(def.list.rowActions?.includes('edit'));
  const canEdit = opens && served('get') && served('save');
  return {
    name: def.name,
    recordRepresentation: def.recordRepresentation,
    // a child resource has a list screen of its own only when it declares one
    listPath: def.routes?.list ?? (def.parent ? undefined : `/${def.name}`),
    parent: def.parent ? parentTab(def) : undefined,
    editIn: def.editIn ?? 'page',
    afterSave: def.afterSave ?? 'list',
    customListPage: Boolean(def.slots?.pages?.list),
    columns: def.list.columns.map((column) => {
      const source = typeof column === 'string' ? column : column.source;
      return { source, label: fieldLabel(def, source, def.fields.find((field) => field.source === source)?.label) };
    }),
    pageSize: def.list.pageSize,
    filters: (def.list.filters ?? []).map((filter) => ({
      source: filter.source,
      kind: filter.kind,
      label: filter.kind === 'search' ? translate('ra.action.search') : fieldLabel(def, filter.source, filter.label),
      allLabel: filter.allLabel ? translate(filter.allLabel) : undefined,
    })),
    rowClick: def.list.rowClick ?? 'edit',
    rowActions: def.list.rowActions ?? [],
    inlineEdit: def.list.inlineEdit ?? false,
    can: { create: def.list.create !== false && served('save'), edit: canEdit, delete: served('delete') && (canEdit || Boolean(def.list.rowActions?.includes('delete'))) },
    fields: def.fields.map((field) => smokeField(def, field)),
    texts: {
      create: def.list.createLabel ? translate(def.list.createLabel) : UI.create,
      created: def.messages?.created ? translate(def.messages.created) : UI.created,
      updated: def.messages?.updated ? translate(def.messages.updated) : UI.updated,
      deleted: def.messages?.deleted ? translate(def.messages.deleted) : UI.deleted,
    },
  };
};

/**
 * The resources the app registers (resources/lines.json) that this catalogue has no definition of: a line whose
 * definitions were not added to `resources` above would otherwise go untested without a word.
 */
export const unreadResources = (registered: Array<{ name: string; resources: string[] }> = lines): string[] =>
  registered.flatMap((line) => line.resources.filter((name) => !resources[name]).map((name) => `${line.name}/${name}`));

/** Every registered resource, as the smoke test reads it; refuses to run while a registered one is missing. */
export const smokeCatalogue = (): SmokeResource[] => {
  const missing = unreadResources();
  if (missing.length > 0) throw new Error(`the smoke catalogue has no definition of ${missing.join(', ')}: add its line's definitions to tests/e2e/support/smoke/catalogue.ts`);
  return Object.values(resources).map(smokeResource);
};
