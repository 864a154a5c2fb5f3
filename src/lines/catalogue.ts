/**
 * The catalogue of what the registered business lines declare: their definitions (resolved against the shell's
 * and the lines' registries) and the lines themselves. `App` owns one and injects it: the definitions context
 * reads `current()`, the data and auth providers `getResource`. Lines load on demand, once. Headless.
 */
import type { ResourceDefinition, ResourceLookup } from '../../contracts/resourceDefinition';
import { resolveDefinitions, type Definitions } from '../engine/definitions';
import { mergeRegistries, type RegistryEntries, type RuleContext } from '../engine/registry';
import type { Line } from './defineLine';
import { lineOfResource, type LineEntry } from './index';

export interface CatalogueState {
  lines: readonly Line[];
  definitions: Definitions;
}

export interface Catalogue {
  /** the definition of a resource: at once when its line is loaded, a promise while it loads, undefined if no line has it */
  getResource: ResourceLookup;
  /** loads a line (once) and registers what it declares */
  load: (entry: LineEntry) => Promise<Line>;
  isLoaded: (name: string) => boolean;
  current: () => CatalogueState;
  subscribe: (listener: () => void) => () => void;
}

interface CatalogueOptions {
  entries: readonly LineEntry[];
  /** the shell's registry entries (icons) */
  registry: RegistryEntries;
  rules: RuleContext;
  /** runs when a line has loaded, before its definitions are published: the app adds its messages and calls */
  onLine?: (line: Line) => void;
}

export const createCatalogue = ({ entries, registry, rules, onLine }: CatalogueOptions): Catalogue => {
  const loading = new Map<string, Promise<Line>>();
  const listeners = new Set<() => void>();
  let lines: Line[] = [];
  let byName = new Map<string, ResourceDefinition>();
  let state: CatalogueState = { lines, definitions: resolveDefinitions([], mergeRegistries(registry), rules) };

  const register = (line: Line) => {
    onLine?.(line);
    lines = [...lines, line];
    const all = lines.flatMap((l) => l.definitions);
    const definitions = resolveDefinitions(all, mergeRegistries(registry, ...lines.map((l) => l.registry)), rules);
    byName = new Map(all.map((definition) => [definition.name, definition]));
    state = { lines, definitions };
    listeners.forEach((listener) => listener());
  };

  const load = (entry: LineEntry): Promise<Line> => {
    const known = loading.get(entry.name);
    if (known) return known;
    const promise = entry.load().then((line) => {
      if (line.name !== entry.name) throw new Error(`Line "${entry.name}" loaded a line named "${line.name}"`);
      register(line);
      return line;
    });
    // a failed load (a network error) may be tried again
    promise.catch(() => loading.delete(entry.name));
    loading.set(entry.name, promise);
    return promise;
  };

  return {
    getResource: (name) => {
      const definition = byName.get(name);
      if (definition) return definition;
      const entry = lineOfResource(name, entries);
      return entry ? load(entry).then(() => byName.get(name)) : undefined;
    },
    load,
    isLoaded: (name) => lines.some((line) => line.name === name),
    current: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
