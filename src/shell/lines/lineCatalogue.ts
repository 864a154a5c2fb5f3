/**
 * The catalogue of what the registered business lines declare: their definitions (resolved against the shell's
 * and the lines' registries) and the lines themselves. `App` owns one and injects it: the definitions context
 * reads `current()`, the data and auth providers `getResource`. Lines load on demand, once. Headless.
 */
import type { ResourceDefinition, ResourceLookup } from '../../../contracts/resourceDefinition';
import type { RuntimeResource } from '../../../contracts/endpoints/resourceDesigner';
import { resolveDefinitions, type Definitions } from '../../engine/definitions';
import { mergeRegistries, type RegistryEntries, type RuleContext } from '../../engine/registry';
import type { Line } from '../../lines/defineLine';
import { lineOfResource, type LineEntry } from '../../lines/index';

export interface CatalogueState {
  lines: readonly Line[];
  definitions: Definitions;
  /** the resources published in the Resource Designer have been asked for at least once (issue 19) */
  runtimeLoaded: boolean;
}

export interface Catalogue {
  /** the definition of a resource: at once when its line is loaded, a promise while it loads, undefined if no line has it */
  getResource: ResourceLookup;
  /** loads a line (once) and registers what it declares */
  load: (entry: LineEntry) => Promise<Line>;
  isLoaded: (name: string) => boolean;
  /**
   * asks the server for the published resources once (at sign-in), or again with `refresh` (when one is
   * published), and registers them
   */
  loadRuntime: (options?: { refresh?: boolean }) => Promise<void>;
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
  /** the resources the Resource Designer published (one request) */
  fetchRuntime?: () => Promise<RuntimeResource[]>;
  /** runs when they arrive, before their definitions are published: the app adds their texts */
  onRuntime?: (resources: RuntimeResource[]) => void;
}

export const createCatalogue = ({ entries, registry, rules, onLine, fetchRuntime, onRuntime }: CatalogueOptions): Catalogue => {
  const loading = new Map<string, Promise<Line>>();
  const listeners = new Set<() => void>();
  let lines: Line[] = [];
  let runtime: ResourceDefinition[] = [];
  /** the last answer, as text: what tells a new publication from the same list again */
  let runtimeAnswer = '[]';
  let runtimeLoaded = !fetchRuntime;
  let runtimeLoading: Promise<void> | undefined;
  let byName = new Map<string, ResourceDefinition>();
  let state: CatalogueState = { lines, definitions: resolveDefinitions([], mergeRegistries(registry), rules), runtimeLoaded };

  /**
   * The lines' definitions and the published ones, resolved with the same engine. Without `definitionsChanged`
   * the resolved definitions stay the same object: the screens that read them do not render again.
   */
  const publish = (definitionsChanged = true) => {
    let { definitions } = state;
    if (definitionsChanged) {
      const own = lines.flatMap((l) => l.definitions);
      const names = new Set(own.map((definition) => definition.name));
      // a published resource never replaces a built-in one (the server refuses such names too)
      const all = [...own, ...runtime.filter((definition) => !names.has(definition.name))];
      definitions = resolveDefinitions(all, mergeRegistries(registry, ...lines.map((l) => l.registry)), rules);
      byName = new Map(all.map((definition) => [definition.name, definition]));
    }
    state = { lines, definitions, runtimeLoaded };
    listeners.forEach((listener) => listener());
  };

  const register = (line: Line) => {
    onLine?.(line);
    lines = [...lines, line];
    publish();
  };

  const loadRuntime = ({ refresh = false } = {}): Promise<void> => {
    if (runtimeLoaded && !refresh) return Promise.resolve();
    return (runtimeLoading ??= (async () => {
      let changed = false;
      try {
        const resources = (await fetchRuntime?.()) ?? [];
        // the same answer again (none published, or a publication already known) changes nothing on screen
        const answer = JSON.stringify(resources);
        changed = answer !== runtimeAnswer;
        runtimeAnswer = answer;
        if (changed) {
          onRuntime?.(resources);
          runtime = resources.map((resource) => resource.definition);
        }
      } catch (error) {
        console.error('The published resources could not be loaded:', error);
      } finally {
        runtimeLoading = undefined;
        const firstAnswer = !runtimeLoaded;
        runtimeLoaded = true;
        if (changed || firstAnswer) publish(changed);
      }
    })());
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
      if (entry) return load(entry).then(() => byName.get(name));
      return runtimeLoading ? runtimeLoading.then(() => byName.get(name)) : undefined;
    },
    load,
    loadRuntime,
    isLoaded: (name) => lines.some((line) => line.name === name),
    current: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
