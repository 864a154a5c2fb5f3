/**
 * Registries: what a resource definition names and data cannot carry, by kind and name. A business line brings
 * its entries (custom inputs, tabs, actions, pages, rules); the shell brings the icons. Components are registered
 * lazily (`lazyComponent`), so a definition, and the registry that names its parts, load no screen code until a
 * screen renders one. Headless: types only from React.
 */
import type { ComponentType } from 'react';
import type { FieldDef, FieldRule, RecordRef } from './types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a named rule is built with: rules that name things in their messages translate them. */
export interface RuleContext {
  translate: Translate;
}

/** A named rule of the rules registry: a factory, since some rules need the app's translate function. */
export type RuleFactory = (context: RuleContext) => FieldRule;

export interface Registry {
  icons: Record<string, ComponentType>;
  inputs: Record<string, ComponentType<{ field: FieldDef }>>;
  displays: Record<string, ComponentType<{ field: FieldDef }>>;
  /** edit-screen tabs and edit-dialog tabs */
  tabs: Record<string, ComponentType<{ record: RecordRef }>>;
  rowActions: Record<string, ComponentType>;
  listActions: Record<string, ComponentType>;
  tabActions: Record<string, ComponentType<{ parentId: string | number }>>;
  pages: Record<string, ComponentType>;
  rules: Record<string, RuleFactory>;
}

export type RegistryKind = keyof Registry;
export const REGISTRY_KINDS: readonly RegistryKind[] = [
  'icons',
  'inputs',
  'displays',
  'tabs',
  'rowActions',
  'listActions',
  'tabActions',
  'pages',
  'rules',
];

/** A line's part of the registries (every kind optional). */
export type RegistryEntries = Partial<Registry>;

export const emptyRegistry = (): Registry => ({
  icons: {},
  inputs: {},
  displays: {},
  tabs: {},
  rowActions: {},
  listActions: {},
  tabActions: {},
  pages: {},
  rules: {},
});

/** The registries of several lines as one; a name two lines both register is a mistake, refused here. */
export const mergeRegistries = (...parts: RegistryEntries[]): Registry => {
  const merged = emptyRegistry();
  for (const part of parts) {
    for (const kind of REGISTRY_KINDS) {
      for (const [name, entry] of Object.entries(part[kind] ?? {})) {
        if (Object.hasOwn(merged[kind], name)) throw new Error(`Registry ${kind}: "${name}" is registered twice`);
        (merged[kind] as Record<string, unknown>)[name] = entry;
      }
    }
  }
  return merged;
};

/** The names registered of each kind: what `checkDefinitions` checks definitions against. */
export type RegistryNames = Record<RegistryKind, readonly string[]>;

export const registryNames = (registry: RegistryEntries): RegistryNames =>
  Object.fromEntries(REGISTRY_KINDS.map((kind) => [kind, Object.keys(registry[kind] ?? {})])) as unknown as RegistryNames;

/** The entry of a kind by name, or an error saying which resource asked for what. */
export const registryEntry = <K extends RegistryKind>(registry: Registry, kind: K, name: string, where: string): Registry[K][string] => {
  const entry = Object.hasOwn(registry[kind], name) ? registry[kind][name] : undefined;
  if (!entry) throw new Error(`${where}: "${name}" is not in the ${kind} registry`);
  return entry as Registry[K][string];
};
