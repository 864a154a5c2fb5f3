// @vitest-environment node
/**
 * The engine's headless part runs in Node: every definition, the schema, the rules, the endpoint mapping and the
 * catalogue load without a DOM and without React, and no top-level folder imports another in a circle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceDefinitionSchema } from '../../../contracts/resourceDefinition';
import { buildListBody } from '../../../dataProviders/documentedProvider';
import { defaultValuesOf, isFieldShown, validatorsFor } from '../../../src/engine/fieldRules';
import { LINES } from '../../../src/lines';
import { cyclesOf, importsOf, reachable, ROOT, sourceFiles } from '../support/importGraph';

/** Each line's definitions module (data only), found by the folder convention; a line of workflow pages only has none. */
const definitionModules = LINES.filter((line) => line.resources.length > 0).map((line) => `resources/${line.name}/index.ts`);

const HEADLESS_MODULES = [
  'contracts/resourceDefinition.ts',
  'src/engine/fieldRules.ts',
  'src/engine/registry.ts',
  'src/engine/resolveDefinition.ts',
  'src/engine/definitions.ts',
  'src/engine/checkDefinitions.ts',
  'src/lines/index.ts',
  'src/shell/lines/lineCatalogue.ts',
  'dataProviders/documentedProvider.ts',
  ...definitionModules,
];

describe('the headless part of the engine', () => {
  it.each(HEADLESS_MODULES)('%s reaches no React, react-admin or MUI code', (module) => {
    const { packages } = reachable(module);
    expect([...packages].filter((name) => /^(react|react-dom|react-admin|ra-[\w-]+|@mui\/.*|react-router.*)$/.test(name))).toEqual([]);
  });

  it('every line declares its resources as data that loads in Node and passes the schema', async () => {
    for (const module of definitionModules) {
      const exported = Object.values(await import(`../../../${module}`)) as unknown[];
      const definitions = exported.flat();
      expect(definitions.length).toBeGreaterThan(0);
      for (const definition of definitions) {
        const parsed = resourceDefinitionSchema.safeParse(definition);
        expect(parsed.error?.issues ?? [], `${(definition as { name: string }).name}`).toEqual([]);
      }
    }
  });

  it('the rules and the endpoint mapping work on the data as loaded', async () => {
    const { adminDefinitions } = await import('../../../resources/admin');
    const databases = adminDefinitions.find((definition) => definition.name === 'databases')!;
    expect(defaultValuesOf(databases)).toMatchObject({ databaseType: 1, urlApi: 'http://', status: true });
    const url = databases.fields.find((field) => field.source === 'urlApi')!;
    expect(isFieldShown(url, { databaseType: 3 })).toBe(true);
    const checks = validatorsFor(url as never);
    const [required, pattern] = [checks[0], checks.at(-1)!];
    expect(checks[1]('x'.repeat(501), {})).toMatchObject({ message: 'ra.validation.maxLength', args: { max: 500 } });
    expect(required('', {})).toBe('ra.validation.required');
    expect(pattern('ftp://x', {})).toMatchObject({ message: 'app.validation.url' });
    expect(pattern('HTTPS://api.example.co/v1', {})).toBeUndefined();
    expect(buildListBody(databases, { pagination: { page: 2, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'inv' } })).toEqual({
      pageIndex: 2, pageSize: 10, sortField: 'name', sortOrder: 'ASC', search: 'inv',
    });
  });
});

describe('imports', () => {
  const folderOf = (file: string) => file.split('/')[0];

  it('finds a circle when there is one (the walker itself)', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('no top-level folder imports another in a circle (type imports and lazy imports count too)', () => {
    const folders = new Map<string, Set<string>>();
    for (const file of sourceFiles('src', 'dataProviders', 'contracts', 'mock-server')) {
      const imports = importsOf(file);
      for (const target of [...imports.values, ...imports.types, ...imports.dynamic]) {
        if (folderOf(target) === folderOf(file)) continue;
        folders.set(folderOf(file), (folders.get(folderOf(file)) ?? new Set()).add(folderOf(target)));
      }
    }
    expect(cyclesOf(folders)).toEqual([]);
    // the data provider serves any app: it knows the contracts, never the app's screens
    expect([...(folders.get('dataProviders') ?? [])]).toEqual(['contracts']);
  });

  it('no module of the app imports itself back through others', () => {
    const files = sourceFiles('src', 'dataProviders', 'contracts');
    const graph = new Map(files.map((file) => [file, importsOf(file).values]));
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('no screen writes an endpoint path: calls are named methods of the data provider', () => {
    const CALLS = /(^|\/)(\w*[cC]alls)\.ts$/;
    const offenders = sourceFiles('src')
      .filter((file) => !CALLS.test(file))
      .filter((file) => /\bpath:\s*['"`][A-Z]\w*\/\w+/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
