/**
 * A small import graph of the repository's TypeScript: which module imports which, read from the source text
 * (static imports and re-exports; `import type` kept apart, since it costs nothing at run time; dynamic imports
 * kept apart, since they are how lazy chunks are made).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface ModuleImports {
  /** value imports of the repository's own modules (paths relative to ROOT) */
  values: string[];
  /** type-only imports of the repository's own modules */
  types: string[];
  /** `import('...')` of the repository's own modules */
  dynamic: string[];
  /** bare specifiers (packages), value imports only */
  packages: string[];
}

const EXTENSIONS = ['.ts', '.tsx', '.json', '/index.ts', '/index.tsx'];

const resolveSpecifier = (from: string, specifier: string): string | undefined => {
  const base = resolve(ROOT, dirname(from), specifier);
  if (existsSync(base) && statSync(base).isFile()) return relative(ROOT, base);
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return relative(ROOT, base + extension);
  return undefined;
};

// import x from '...', import { a } from '...', import '...', export { a } from '...', export * from '...'
const STATIC = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

export const importsOf = (file: string): ModuleImports => {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const imports: ModuleImports = { values: [], types: [], dynamic: [], packages: [] };
  for (const [, , typeOnly, specifier] of text.matchAll(STATIC)) {
    if (!specifier.startsWith('.')) {
      if (!typeOnly) imports.packages.push(specifier);
      continue;
    }
    const target = resolveSpecifier(file, specifier);
    if (target) (typeOnly ? imports.types : imports.values).push(target);
  }
  for (const [, specifier] of text.matchAll(DYNAMIC)) {
    const target = specifier.startsWith('.') ? resolveSpecifier(file, specifier) : undefined;
    if (target) imports.dynamic.push(target);
  }
  return imports;
};

/** Every .ts / .tsx file under these folders (relative to ROOT). */
export const sourceFiles = (...folders: string[]): string[] => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  folders.filter((folder) => existsSync(join(ROOT, folder))).forEach(walk);
  return files.sort();
};

/** The modules a module reaches through value imports (itself included), with the packages they import. */
export const reachable = (start: string): { modules: Set<string>; packages: Set<string> } => {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    if (file.endsWith('.json')) return;
    const imports = importsOf(file);
    imports.packages.forEach((name) => packages.add(name));
    imports.values.forEach(visit);
  };
  visit(start);
  return { modules, packages };
};

/** Cycles of a directed graph (each reported once, as the list of its nodes), by depth-first search. */
export const cyclesOf = (graph: Map<string, Iterable<string>>): string[][] => {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
};
