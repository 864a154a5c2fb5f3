// @vitest-environment node
// The migrations (mock-server/core/db/migrations/): one file per migration, each with its own id, listed in order, and
// frozen (importing nothing outside the folder but kysely and node's own modules); a data folder made when the
// migrations had their old names opens and keeps its schema.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, RENAMED } from '../../../mock-server/core/db/migrations/index';
import { openDatabase, type Db } from '../../../mock-server/core/db/open';
import { seeding } from '../../../mock-server/seed/write';
import { copyTemplate, freshDataDir, removeDir, SERVER_START_TIMEOUT_MS, testDatabaseUrl } from './helpers';

const FOLDER = path.resolve(import.meta.dirname, '../../../mock-server/core/db/migrations');
const NAME = /^(\d{3})_[a-z0-9_]+$/;

/** What is wrong with a list of migration names (in the order they are listed) and the files of the folder. */
function listingProblems(names: readonly string[], files: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  let last = '';
  for (const name of names) {
    const id = NAME.exec(name)?.[1];
    if (!id) {
      problems.push(`${name}: not <3-digit id>_<what>`);
      continue;
    }
    if (seen.has(id)) problems.push(`${name}: id ${id} is also ${seen.get(id)}'s`);
    else if (id < last) problems.push(`${name}: id ${id} is listed after ${last}`);
    seen.set(id, name);
    last = id > last ? id : last;
    if (!files.includes(`${name}.ts`)) problems.push(`${name}: no file ${name}.ts`);
  }
  for (const file of files) {
    if (NAME.test(file.replace(/\.ts$/, '')) && !names.includes(file.replace(/\.ts$/, ''))) problems.push(`${file}: not listed in index.ts`);
  }
  return problems;
}

/** The modules a migration file imports that are outside the folder (other than kysely and node's own). */
function outsideImports(source: string): string[] {
  const specifiers = [...source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)]
    .map((match) => match[1] ?? match[2] ?? match[3]);
  return specifiers.filter((specifier) => {
    if (specifier === 'kysely') return false;
    if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return false;
    // a sibling in the folder (./x), nothing above it nor below in another folder
    return !/^\.\/[^/]+$/.test(specifier);
  });
}

describe('the migrations folder', () => {
  const files = readdirSync(FOLDER).filter((file) => file.endsWith('.ts'));

  it('lists every migration once, by a unique id in order, each in a file of its name', () => {
    expect(listingProblems(Object.keys(MIGRATIONS), files)).toEqual([]);
  });

  it('refuses a duplicate id, an id out of order and a file not listed', () => {
    expect(listingProblems(['001_a', '002_b', '002_c'], ['001_a.ts', '002_b.ts', '002_c.ts'])).toEqual(["002_c: id 002 is also 002_b's"]);
    expect(listingProblems(['001_a', '003_c', '002_b'], ['001_a.ts', '002_b.ts', '003_c.ts'])).toEqual(['002_b: id 002 is listed after 003']);
    expect(listingProblems(['001_a'], ['001_a.ts', '002_b.ts', 'index.ts'])).toEqual(['002_b.ts: not listed in index.ts']);
    expect(listingProblems(['1_a'], [])).toEqual(['1_a: not <3-digit id>_<what>']);
  });

  it('has frozen files: they import nothing outside the folder but kysely and node\'s modules', () => {
    const found = Object.fromEntries(files.map((file) => [file, outsideImports(readFileSync(path.join(FOLDER, file), 'utf8'))]).filter(([, outside]) => outside.length > 0));
    expect(found).toEqual({});
  });

  it('tells an import from outside the folder', () => {
    const source = [
      "import { sql, type Kysely } from 'kysely';",
      "import { createHash } from 'node:crypto';",
      "import path from 'path';",
      "import { RULES } from './022_portability_design';",
      "import { consoleGrant } from '../../seed/menus';",
      "import type { Database } from '../schema';",
      "export { flags } from './sub/flags';",
      "const later = await import('../../lines/resourceDesigner/publish');",
    ].join('\n');
    expect(outsideImports(source)).toEqual(['../../seed/menus', '../schema', './sub/flags', '../../lines/resourceDesigner/publish']);
  });

  it('renames each old name to a migration of the list, in the same order', () => {
    const renamed = Object.values(RENAMED);
    expect(renamed.every((name) => name in MIGRATIONS)).toBe(true);
    expect(new Set(renamed).size).toBe(renamed.length);
    expect(renamed).toEqual([...renamed].sort());
    expect(Object.keys(RENAMED).some((old) => old in MIGRATIONS)).toBe(false);
  });
});

/** The store's schema as text: columns, constraints, indexes. */
async function schemaOf(db: Db): Promise<string[]> {
  const columns = await sql<{ line: string }>`select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
    from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const constraints = await sql<{ line: string }>`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
    from pg_constraint where connamespace = current_schema()::regnamespace order by 1`.execute(db);
  const indexes = await sql<{ line: string }>`select indexdef as line from pg_indexes where schemaname = current_schema() order by indexname`.execute(db);
  return [...columns.rows, ...constraints.rows, ...indexes.rows].map((row) => row.line);
}

const executed = async (db: Db) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);

describe('a data folder made with the migrations\' old names', () => {
  const dataDir = freshDataDir();
  let db: Db | undefined;
  afterAll(async () => {
    await db?.destroy();
    removeDir(dataDir);
  });

  it('opens: its migrations take their new names, nothing runs again, the schema stays', async () => {
    copyTemplate(dataDir);
    const url = await testDatabaseUrl(dataDir);
    db = (await openDatabase(dataDir, seeding(), url)).db;
    const schema = await schemaOf(db);
    // as a build of before the renaming left it
    for (const [old, name] of Object.entries(RENAMED)) await sql`update kysely_migration set name = ${old} where name = ${name}`.execute(db);
    expect(await executed(db)).toContain('035_portability_design');
    await db.destroy();

    for (let start = 0; start < 2; start++) {
      db = (await openDatabase(dataDir, seeding(), url)).db;
      expect(await executed(db)).toEqual(Object.keys(MIGRATIONS));
      expect(await schemaOf(db)).toEqual(schema);
      await db.destroy();
      db = undefined;
    }
  }, 3 * SERVER_START_TIMEOUT_MS);
});
