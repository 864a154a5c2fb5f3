/**
 * From a definition (JSON data) to the resource the screens use: every registry entry it names is looked up.
 * The data itself is kept as it is, so a definition that went through JSON renders the same. Headless.
 */
import { registryEntry, type Registry, type RuleContext } from './registry';
import type { EditTabDef, FieldDef, FieldDefinition, ResourceDef, ResourceDefinition, SlotsDef } from './types';

const resolveField = (field: FieldDefinition, registry: Registry, context: RuleContext, where: string): FieldDef => {
  const { rules, input, display, ...data } = field;
  const at = `${where}.fields.${field.source}`;
  return {
    ...data,
    ...(rules && { rules: rules.map((name) => registryEntry(registry, 'rules', name, at)(context)) }),
    ...(input && { input: registryEntry(registry, 'inputs', input, at) }),
    ...(display && { display: registryEntry(registry, 'displays', display, at) }),
  };
};

const resolveSlots = (slots: NonNullable<ResourceDefinition['slots']>, registry: Registry, where: string): SlotsDef => {
  const at = `${where}.slots`;
  const pages = slots.pages;
  return {
    ...(slots.editTabs && {
      editTabs: slots.editTabs.map(
        (tab): EditTabDef => ('resource' in tab ? tab : { label: tab.label, component: registryEntry(registry, 'tabs', tab.component, at) }),
      ),
    }),
    ...(slots.dialogTabs && {
      dialogTabs: slots.dialogTabs.map((tab) => ({ label: tab.label, component: registryEntry(registry, 'tabs', tab.component, at) })),
    }),
    ...(slots.listActions && { listActions: slots.listActions.map((name) => registryEntry(registry, 'listActions', name, at)) }),
    ...(slots.rowActions && { rowActions: slots.rowActions.map((name) => registryEntry(registry, 'rowActions', name, at)) }),
    ...(slots.tabActions && { tabActions: slots.tabActions.map((name) => registryEntry(registry, 'tabActions', name, at)) }),
    ...(pages && {
      pages: Object.fromEntries(
        Object.entries(pages).map(([screen, name]) => [screen, registryEntry(registry, 'pages', name!, at)]),
      ) as SlotsDef['pages'],
    }),
  };
};

/** Every component a resolved resource names (custom inputs and displays, tabs, actions, pages). */
export const componentsOf = (def: ResourceDef): unknown[] => {
  const slots = def.slots ?? {};
  const named: unknown[] = [
    ...def.fields.flatMap((field) => [field.input, field.display]),
    ...(slots.editTabs ?? []).map((tab) => ('component' in tab ? tab.component : undefined)),
    ...(slots.dialogTabs ?? []).map((tab) => tab.component),
    ...(slots.listActions ?? []),
    ...(slots.rowActions ?? []),
    ...(slots.tabActions ?? []),
    ...Object.values(slots.pages ?? {}),
  ];
  return named.filter(Boolean);
};

export const resolveDefinition = (definition: ResourceDefinition, registry: Registry, context: RuleContext): ResourceDef => {
  const { icon, fields, slots, ...data } = definition;
  const where = definition.name;
  return {
    ...data,
    ...(icon && { icon: registryEntry(registry, 'icons', icon, where) }),
    fields: fields.map((field) => resolveField(field, registry, context, where)),
    ...(slots && { slots: resolveSlots(slots, registry, where) }),
  };
};
