// `npm run designs -- export [--names a,b] [--out FILE] | diff FILE [--json] | apply FILE [--names a,b]` (issue 35):
// design bundles for a deployment pipeline, on the data folder's store directly (DATA_DIR, default <repo>/data, or
// DATABASE_URL, as `npm run serve`), with the same functions and the same publish path as the designer's calls.
// Exit codes: 0 done / nothing to change, 1 bundle refused (the reason on stderr), 2 usage error.
// Stop a mock server running on an embedded (PGlite) data folder first: only one process may open it.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BundleDiff, BundleResourceDiff } from '../contracts/endpoints/designBundles';
import { openDatabase, type Db } from '../mock-server/core/db/open';
import { seeding } from '../mock-server/seed/write';
import { ApiError } from '../mock-server/core/refuse';
import { translate } from '../mock-server/shell/messages';
import { BundleRefusal, parseBundleText } from '../mock-server/lines/resourceDesigner/bundles';
import { applyBundle, diffBundle, exportBundle } from '../mock-server/lines/resourceDesigner/bundleService';
import { RestStore } from '../mock-server/shell/store';

const USAGE = `Usage:
  npm run designs -- export [--names a,b] [--out FILE]   write a bundle of the published designs (all, or those named)
  npm run designs -- diff FILE [--json]                  what applying FILE would change here (nothing is changed)
  npm run designs -- apply FILE [--names a,b]            publish the bundle's designs (all, or those named) in one transaction
Options: --lang es|en (messages; default from LANG), --from NAME (export: where the bundle says it comes from).
Env: DATA_DIR (default <repo>/data), DATABASE_URL. Exit codes: 0 done or nothing to change, 1 bundle refused, 2 usage error.`;

type Lang = 'es' | 'en';

class UsageError extends Error {}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the CLI reads its environment and writes its output: the process's, or a test's. */
export interface DesignsIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

const processIo: DesignsIo = {
  env: process.env,
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

function parse(argv: string[], env: NodeJS.ProcessEnv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        names: { type: 'string' },
        out: { type: 'string' },
        json: { type: 'boolean' },
        lang: { type: 'string' },
        from: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, file, ...extra] = positionals;
  if (values.help) return { command: 'help' as const };
  if (command !== 'export' && command !== 'diff' && command !== 'apply') throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.');
  if (command === 'export' && file) throw new UsageError('export takes no file (use --out FILE).');
  if (command !== 'export' && !file) throw new UsageError(`${command} needs the bundle file.`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (values.lang !== undefined && values.lang !== 'es' && values.lang !== 'en') throw new UsageError('--lang is es or en.');
  const names = values.names?.split(',').map((name) => name.trim()).filter(Boolean);
  if (values.names !== undefined && names!.length === 0) throw new UsageError('--names needs at least one name.');
  const lang: Lang = (values.lang as Lang | undefined) ?? (/^es/i.test(env.LANG ?? '') ? 'es' : 'en');
  return { command, file, names, out: values.out, json: values.json ?? false, lang, from: values.from };
}

const t = (lang: Lang, es: string, en: string) => (lang === 'es' ? es : en);

/** Where this store is, for the bundle's exportedFrom (a database address without its password). */
function locationOf(dataDir: string, env: NodeJS.ProcessEnv): string {
  const url = env.DATABASE_URL;
  if (url) {
    try {
      const parsed = new URL(url);
      parsed.password = '';
      return parsed.toString();
    } catch {
      return 'DATABASE_URL';
    }
  }
  return `${os.hostname()}:${dataDir}`;
}

/** A readable summary of a diff, one block per resource. */
export function diffSummary(diff: BundleDiff, lang: Lang): string {
  const lines = [t(lang, `Paquete ${diff.checksum.slice(0, 12)}… de ${diff.exportedFrom} (${diff.exportedAt})`, `Bundle ${diff.checksum.slice(0, 12)}… from ${diff.exportedFrom} (${diff.exportedAt})`)];
  const status = (resource: BundleResourceDiff) =>
    ({ new: t(lang, 'nuevo', 'new'), changed: t(lang, 'cambiado', 'changed'), unchanged: t(lang, 'sin cambios', 'unchanged') })[resource.status];
  for (const resource of diff.resources) {
    const version = resource.currentVersion === null ? t(lang, 'no publicado aquí', 'not published here') : `v${resource.currentVersion}`;
    lines.push('', `${resource.name} (${resource.label[lang]}): ${status(resource)} — ${t(lang, 'paquete', 'bundle')} v${resource.bundleVersion}, ${t(lang, 'aquí', 'here')} ${version}, ${resource.records} ${t(lang, 'registro(s)', 'record(s)')}`);
    const counts = (field: BundleResourceDiff['fields']['added'][number]) =>
      `${field.affected} ${t(lang, 'afectado(s)', 'affected')}${field.breaking ? `, ${field.breaking} ${t(lang, 'incumplen una regla nueva', 'break a new rule')}` : ''}${field.unreadable ? `, ${field.unreadable} ${t(lang, 'ilegibles', 'unreadable')}` : ''}`;
    for (const field of resource.fields.added) lines.push(`  + ${field.source} (${field.label[lang]}): ${counts(field)}`);
    for (const field of resource.fields.removed) lines.push(`  - ${field.source} (${field.label[lang]}): ${counts(field)}`);
    for (const field of resource.fields.changed) lines.push(`  ~ ${field.source} [${field.properties.join(', ')}]: ${counts(field)}`);
    for (const text of resource.texts) lines.push(`  ${t(lang, 'texto', 'text')} ${text.path}: "${text.before?.[lang] ?? ''}" → "${text.after?.[lang] ?? ''}"`);
    for (const change of resource.menu) lines.push(`  ${t(lang, 'menú', 'menu')} ${change.property}: "${change.before}" → "${change.after}"`);
    for (const { change, rule, breaking } of resource.rules) {
      const mark = { added: '+', removed: '-', changed: '~' }[change];
      lines.push(`  ${mark} ${t(lang, 'regla', 'rule')} ${rule.field} ${rule.kind} ${rule.other}: "${rule.message[lang]}"${breaking ? `, ${breaking} ${t(lang, 'registro(s) la incumplen', 'record(s) break it')}` : ''}`);
    }
    if (resource.missingRoles.length > 0) lines.push(`  ${t(lang, 'roles que no existen aquí (sus permisos se omiten)', 'roles that do not exist here (their grants are skipped)')}: ${resource.missingRoles.join(', ')}`);
    for (const [where, reason] of Object.entries(resource.issues)) lines.push(`  ! ${where}: ${reason[lang]}`);
  }
  return lines.join('\n');
}

async function withStore<T>(env: NodeJS.ProcessEnv, run: (db: Db, rest: RestStore, dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repo, 'data'));
  const { db } = await openDatabase(dataDir, seeding(), env.DATABASE_URL);
  try {
    const rest = await RestStore.open(dataDir);
    return await run(db, rest, dataDir);
  } finally {
    await db.destroy();
  }
}

async function readBundle(file: string) {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return parseBundleText(text);
}

async function main(argv: string[], io: DesignsIo): Promise<number> {
  const { env } = io;
  const log = (text: string) => io.out(`${text}\n`);
  const options = parse(argv, env);
  if (options.command === 'help') {
    log(USAGE);
    return 0;
  }
  const { command } = options;
  const lang = options.lang!;
  if (command === 'export') {
    const bundle = await withStore(env, (db, _rest, dataDir) => exportBundle(db, options.names, options.from ?? locationOf(dataDir, env)));
    const text = `${JSON.stringify(bundle, null, 2)}\n`;
    if (options.out) {
      await writeFile(options.out, text);
      io.err(`${t(lang, `${bundle.designs.length} diseño(s) exportado(s) a ${options.out}`, `${bundle.designs.length} design(s) exported to ${options.out}`)}\n`);
    } else io.out(text);
    return 0;
  }
  const bundle = await readBundle(options.file!);
  if (command === 'diff') {
    const diff = await withStore(env, (db, rest) => diffBundle(db, rest, bundle));
    log(options.json ? JSON.stringify(diff, null, 2) : diffSummary(diff, lang));
    return 0;
  }
  const names = options.names ?? bundle.designs.map((entry) => entry.name);
  const actor = { id: 0, name: `npm run designs (${os.userInfo().username})` };
  const result = await withStore(env, (db, rest) => applyBundle(db, rest, bundle, names, { actor }));
  for (const item of result.applied) log(t(lang, `${item.name}: publicado como versión ${item.publishedVersion}`, `${item.name}: published as version ${item.publishedVersion}`));
  for (const name of result.unchanged) log(t(lang, `${name}: sin cambios`, `${name}: unchanged`));
  if (result.skippedRoles.length > 0) log(t(lang, `Permisos omitidos (roles que no existen aquí): ${result.skippedRoles.join(', ')}`, `Grants skipped (roles that do not exist here): ${result.skippedRoles.join(', ')}`));
  if (result.applied.length === 0) log(t(lang, 'Nada que cambiar.', 'Nothing to change.'));
  return 0;
}

/**
 * The CLI on `argv` (without node and the script): its exit code, 0 done / nothing to change, 1 bundle refused,
 * 2 usage error, with what it has to say written to `io` (the process's stdout and stderr unless given).
 */
export async function runDesigns(argv: string[], io: DesignsIo = processIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    // a bundle refused (its reason), or a design of it the publish checks refuse (the reason, then each input's)
    if (error instanceof ApiError) {
      const lang: Lang = (argv.includes('es') && argv.includes('--lang')) || /^es/i.test(io.env.LANG ?? '') ? 'es' : 'en';
      io.err(`${translate(lang, error.msg)}\n`);
      if (!(error instanceof BundleRefusal) && error.errors) for (const [where, msg] of Object.entries(error.errors)) io.err(`  ${where}: ${translate(lang, msg)}\n`);
      return 1;
    }
    throw error;
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  runDesigns(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
