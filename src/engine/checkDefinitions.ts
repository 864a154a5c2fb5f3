/**
 * What the schema cannot see in a set of definitions: names that must exist elsewhere (registry entries, message
 * keys in both languages, other resources, fields) and fields that would be declared for nothing. Each problem
 * says which resource and where. Headless: for the unit tests, and for definitions a server publishes.
 */
import type { MessageTree } from '../shell/i18n/defineMessages';
import type { RegistryKind, RegistryNames } from './registry';
import type { FieldDefinition, ResourceDefinition } from './types';

export interface DefinitionsContext {
  /** the names each registry holds */
  registry: RegistryNames;
  /** the whole catalogue of texts (react-admin's, the shell's, the lines') */
  messages: { en: MessageTree; es: MessageTree };
  /** every resource the app can reach (all lines'); defaults to the definitions checked */
  resources?: readonly string[];
}

const lookup = (tree: MessageTree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as MessageTree)[part] : undefined), tree);

const REGISTRY_LABEL: Record<RegistryKind, string> = {
  icons: 'icon',
  inputs: 'input',
  displays: 'display',
  tabs: 'tab',
  rowActions: 'row action',
  listActions: 'list action',
  tabActions: 'tab action',
  pages: 'page',
  rules: 'rule',
};

/** The texts a definition shows, with where each is used. */
const messageKeys = (def: ResourceDefinition): Array<[key: string, where: string]> => {
  const keys: Array<[string, string]> = [[`resources.${def.name}.name`, 'its name']];
  const fieldKey = (field: { source: string; label?: string }) => field.label ?? `resources.${def.name}.fields.${field.source}`;
  for (const [screen, key] of Object.entries(def.titles ?? {})) keys.push([key!, `the ${screen} title`]);
  for (const field of def.fields) {
    const at = `field "${field.source}"`;
    keys.push([fieldKey(field), `${at} label`]);
    if (field.helperText) keys.push([field.helperText, `${at} helper text`]);
    if (field.pattern) keys.push([field.pattern.message, `${at} pattern message`]);
    if (field.matches) keys.push([field.matches.message, `${at} match message`]);
    for (const rule of field.compare ?? []) keys.push([rule.message, `${at} rule message`]);
    for (const choice of field.choices ?? []) keys.push([choice.name, `${at} choice ${choice.id}`]);
  }
  for (const filter of def.list.filters ?? []) {
    const at = `filter "${filter.source}"`;
    if (filter.kind !== 'search') keys.push([fieldKey(filter), `${at} label`]);
    if (filter.allLabel) keys.push([filter.allLabel, `${at} "all" option`]);
  }
  for (const [kind, key] of Object.entries(def.messages ?? {})) keys.push([key!, `the ${kind} notice`]);
  if (def.list.createLabel) keys.push([def.list.createLabel, 'the create button']);
  if (def.list.deleteDisabled) keys.push([def.list.deleteDisabled.reason, 'the disabled delete reason']);
  for (const state of def.list.stateSwitch?.states ?? []) {
    const at = `state "${state.value}"`;
    for (const [what, key] of [['label', state.label], ['action', state.action], ['confirmation', state.confirm], ['notice', state.done]]) keys.push([key, `${at} ${what}`]);
  }
  for (const tab of def.slots?.editTabs ?? []) keys.push([tab.label, 'an edit tab label']);
  for (const tab of def.slots?.dialogTabs ?? []) keys.push([tab.label, 'a dialog tab label']);
  return keys;
};

/** The registry entries a definition names, with where each is named. */
const registryNamesOf = (def: ResourceDefinition): Array<[kind: RegistryKind, name: string, where: string]> => {
  const named: Array<[RegistryKind, string, string]> = [];
  if (def.icon) named.push(['icons', def.icon, 'its icon']);
  for (const field of def.fields) {
    const at = `field "${field.source}"`;
    if (field.input) named.push(['inputs', field.input, at]);
    if (field.display) named.push(['displays', field.display, at]);
    for (const rule of field.rules ?? []) named.push(['rules', rule, at]);
  }
  const slots = def.slots ?? {};
  for (const tab of slots.editTabs ?? []) if ('component' in tab) named.push(['tabs', tab.component, 'slots.editTabs']);
  for (const tab of slots.dialogTabs ?? []) named.push(['tabs', tab.component, 'slots.dialogTabs']);
  for (const name of slots.listActions ?? []) named.push(['listActions', name, 'slots.listActions']);
  for (const name of slots.rowActions ?? []) named.push(['rowActions', name, 'slots.rowActions']);
  for (const name of slots.tabActions ?? []) named.push(['tabActions', name, 'slots.tabActions']);
  for (const [screen, name] of Object.entries(slots.pages ?? {})) named.push(['pages', name!, `slots.pages.${screen}`]);
  return named;
};

const columnSources = (def: ResourceDefinition) => def.list.columns.map((column) => (typeof column === 'string' ? column : column.source));

/** Fields a screen uses: in the form, a list column, a filter, the record's name, or a condition of another field. */
const usedSources = (def: ResourceDefinition): Set<string> =>
  new Set([
    ...def.fields.filter((field) => field.inForm !== false).map((field) => field.source),
    ...columnSources(def),
    ...(def.list.filters ?? []).map((filter) => filter.source),
    def.recordRepresentation,
    ...def.fields
      .flatMap((field) => [field.showWhen?.field, field.matches?.field, field.reference?.dependsOn?.field])
      .filter((source): source is string => Boolean(source)),
  ]);

const fieldProblems = (def: ResourceDefinition, field: FieldDefinition, sources: Set<string>): string[] => {
  const problems: string[] = [];
  const at = `field "${field.source}"`;
  // a custom field outside the form (a list cell) needs only its display
  if (field.kind === 'custom' && !field.input && field.inForm !== false) problems.push(`${at} is custom but names no input`);
  for (const [other, what] of [
    [field.showWhen?.field, 'is shown when'],
    [field.matches?.field, 'must match'],
    [field.reference?.dependsOn?.field, 'depends on'],
    ...(field.compare ?? []).map((rule) => [rule.field, 'is compared with'] as const),
  ] as const) {
    if (other && !sources.has(other)) problems.push(`${at} ${what} "${other}", which is not a field`);
  }
  return problems.map((problem) => `${def.name}: ${problem}`);
};

/** Every problem of these definitions, one sentence each: "users: field "password" names the rule ..." */
export const checkDefinitions = (definitions: readonly ResourceDefinition[], context: DefinitionsContext): string[] => {
  const problems: string[] = [];
  const resources = new Set(context.resources ?? definitions.map((def) => def.name));
  const byName = new Map(definitions.map((def) => [def.name, def]));
  const seen = new Set<string>();
  for (const def of definitions) {
    const say = (problem: string) => problems.push(`${def.name}: ${problem}`);
    if (seen.has(def.name)) say('is defined twice');
    seen.add(def.name);

    for (const [kind, name, where] of registryNamesOf(def)) {
      if (!context.registry[kind].includes(name)) say(`${where} names the ${REGISTRY_LABEL[kind]} "${name}", which is not in the ${kind} registry`);
    }
    for (const [key, where] of messageKeys(def)) {
      for (const language of ['en', 'es'] as const) {
        if (typeof lookup(context.messages[language], key) !== 'string') say(`${where} "${key}" has no ${language === 'en' ? 'English' : 'Spanish'} text`);
      }
    }

    const sources = new Set<string>();
    for (const field of def.fields) {
      if (sources.has(field.source)) say(`two fields have the source "${field.source}"`);
      sources.add(field.source);
    }
    const used = usedSources(def);
    for (const field of def.fields) {
      if (!used.has(field.source)) say(`field "${field.source}" is in no form, list column or filter`);
      problems.push(...fieldProblems(def, field, sources));
    }
    for (const source of columnSources(def)) if (!sources.has(source)) say(`list column "${source}" is not a field`);
    for (const source of def.list.bulkEdit ?? []) if (!sources.has(source)) say(`the bulk editor offers "${source}", which is not a field`);
    const stateSource = def.list.stateSwitch?.source;
    if (stateSource && !columnSources(def).includes(stateSource)) say(`the state switch's "${stateSource}" is not a list column`);
    const disabledBy = def.list.deleteDisabled?.when.field;
    if (disabledBy && !sources.has(disabledBy)) say(`the delete is disabled by "${disabledBy}", which is not a field`);
    if (def.list.sort && !sources.has(def.list.sort.field)) say(`the list is sorted by "${def.list.sort.field}", which is not a field`);
    if (!sources.has(def.recordRepresentation)) say(`records are named by "${def.recordRepresentation}", which is not a field`);

    const references: Array<[string | undefined, string]> = [
      ...def.fields.map((field): [string | undefined, string] => [field.reference?.resource, `field "${field.source}"`]),
      ...(def.list.filters ?? []).map((filter): [string | undefined, string] => [filter.reference?.resource, `filter "${filter.source}"`]),
      [def.parent?.resource, 'its parent'],
    ];
    for (const [resource, where] of references) {
      if (resource && !resources.has(resource)) say(`${where} refers to the resource "${resource}", which no line declares`);
    }
    for (const tab of def.slots?.editTabs ?? []) {
      if (!('resource' in tab)) continue;
      const child = byName.get(tab.resource);
      if (!resources.has(tab.resource)) say(`the edit tab "${tab.label}" lists the resource "${tab.resource}", which no line declares`);
      else if (child && child.parent?.resource !== def.name) say(`the edit tab "${tab.label}" lists "${tab.resource}", whose parent is not ${def.name}`);
    }
  }
  return problems;
};

/** Refuses definitions with problems, naming them all. */
export const assertDefinitions = (definitions: readonly ResourceDefinition[], context: DefinitionsContext): void => {
  const problems = checkDefinitions(definitions, context);
  if (problems.length > 0) throw new Error(`The resource definitions have ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
};
