// Design bundles (issue 35) against a store: export the published designs, the difference a bundle makes here, and
// its apply, in one transaction through the designer's publish path (publish.ts), with one audit entry naming the
// bundle. The routes (bundleRoutes.ts) and the CLI (scripts/designs.ts) call these same functions.
import type { Kysely } from 'kysely';
import { BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION, canonicalJson, checksumInput, type BundleDiff, type DesignBundle } from '../../../contracts/endpoints/designBundles';
import { checkDesign, type DesignIssues } from '../../../contracts/designChecks';
import type { Actor } from '../../core/db/audit';
import { records } from '../../core/records';
import { ApiError, refusalOf } from '../../core/refuse';
import type { Database } from '../../core/db/schema';
import type { RestStore } from '../../shell/store';
import { BundleRefusal, canonicalDesign, diffResource, localDesign, missingGroupIssue, portableDesign, sha256, signBundle } from './bundles';
import { designContext } from './context';
import { menuOptions } from './menuEntry';
import { afterPublish, publishInTransaction, unreadableIssues } from './publish';
import { designText } from './texts';
import { designIdByName, findDesign, insertDesign, publishedDesigns, publishedNumbers } from './queries';

type Db = Kysely<Database>;

const CONSOLE_DATABASE = 1;

/** The audit trail's resource for applied bundles (the record id is the bundle's checksum). */
export const BUNDLE_AUDIT_RESOURCE = 'resourceDesignBundles';

/** The console's groups and every role of the console (inactive ones too: a grant may name one). */
async function namesHere(db: Db) {
  const { groups } = await menuOptions(db);
  const roles = await db.selectFrom('roles').select(['id', 'name']).where('dataBaseId', '=', CONSOLE_DATABASE).orderBy('id').execute();
  return { groups, roles };
}

/** The published designs named (all of them when none is), as a signed bundle. */
export async function exportBundle(db: Db, names: readonly string[] | undefined, exportedFrom: string, exportedAt = new Date().toISOString()): Promise<DesignBundle> {
  const [published, numbers, { groups, roles }] = await Promise.all([publishedDesigns(db), publishedNumbers(db), namesHere(db)]);
  const wanted = names && names.length > 0 ? [...new Set(names)] : [...published.keys()];
  const missing = wanted.filter((name) => !published.has(name));
  if (missing.length > 0) {
    throw new BundleRefusal('designer.bundleNotPublished', { names: missing.join(', ') });
  }
  const designs = wanted.sort().map((name) => portableDesign(published.get(name)!, numbers.get(name) ?? 1, groups, roles));
  return signBundle({ format: BUNDLE_FORMAT, formatVersion: BUNDLE_FORMAT_VERSION, exportedAt, exportedFrom, designs });
}

/** What the publish checks would refuse for this design here (the group, the checks, unreadable records). */
async function issuesHere(db: Db, rest: Pick<RestStore, 'read'>, name: string, local: ReturnType<typeof localDesign>, bundleNames: readonly string[], body: DesignBundle['designs'][number]['design']): Promise<DesignIssues> {
  const id = await designIdByName(db, name);
  const menuId = id === undefined ? null : ((await findDesign(db, id))?.menuId ?? null);
  const context = await designContext(db, rest, name, menuId);
  const previous = (await publishedDesigns(db)).get(name);
  return {
    ...(local.missingGroup ? missingGroupIssue(body) : {}),
    ...checkDesign(local.design, { ...context, knownResources: [...context.knownResources, ...bundleNames] }),
    ...unreadableIssues(previous, local.design, (await rest.read())[name] ?? []),
  };
}

/**
 * Per resource of the bundle: new, changed (what, and the records it touches) or unchanged here. Changes nothing.
 * `unsigned`: the bundle was changed by hand; each resource carries its whole content here and in the bundle.
 */
export async function diffBundle(db: Db, rest: Pick<RestStore, 'read'>, bundle: DesignBundle, { unsigned = false }: { unsigned?: boolean } = {}): Promise<BundleDiff> {
  const [published, numbers, { groups, roles }, collections] = await Promise.all([publishedDesigns(db), publishedNumbers(db), namesHere(db), rest.read()]);
  const names = bundle.designs.map((entry) => entry.name);
  const resources = [];
  for (const entry of bundle.designs) {
    const local = localDesign(entry.design, groups, roles);
    const design = published.get(entry.name);
    const issues = await issuesHere(db, rest, entry.name, local, names, entry.design);
    const version = numbers.get(entry.name) ?? 1;
    const resource = diffResource(entry, local, { current: design && { design, version }, rows: collections[entry.name] ?? [] }, groups, roles, issues);
    resources.push(unsigned ? { ...resource, content: { here: design ? portableDesign(design, version, groups, roles).design : null, bundle: entry.design } } : resource);
  }
  return {
    checksum: bundle.checksum,
    exportedFrom: bundle.exportedFrom,
    exportedAt: bundle.exportedAt,
    resources,
    missingRoles: [...new Set(resources.flatMap((resource) => resource.missingRoles))],
    ...(unsigned && { unsigned: true }),
  };
}

export interface ApplyResult {
  applied: Array<{ name: string; id: number; publishedVersion: number }>;
  unchanged: string[];
  skippedRoles: string[];
}

/** A refusal of one design of the bundle: its name leads the message, its inputs are keyed `<name>.<path>`. */
const refusedDesign = (name: string, error: ApiError): ApiError =>
  new ApiError(
    400,
    { key: 'designer.bundleDesignRefused', params: { name, reason: error.msg } },
    error.errors && Object.fromEntries(Object.entries(error.errors).map(([path, msg]) => [`${name}.${path}`, msg])),
  );

export interface ApplyOptions {
  actor: Actor;
  now?: string;
  /** tells the signed-in apps (the server's broadcast); the CLI has none */
  broadcast?: (event: string, payload?: unknown) => void;
  /** the bundle's checksum does not match (changed by hand): applied by an administrator's choice, audited as such */
  unsigned?: boolean;
  /** called inside the transaction after each design is published (tests make one fail midway) */
  afterEach?: (name: string) => Promise<void> | void;
}

/**
 * Publishes the named designs of the bundle as new versions, all in one transaction, and records one audit entry
 * naming the bundle; any refusal rolls everything back. Designs identical to what is published here are left alone.
 */
export async function applyBundle(db: Db, rest: Pick<RestStore, 'read' | 'change'>, bundle: DesignBundle, names: readonly string[], options: ApplyOptions): Promise<ApplyResult> {
  const inBundle = new Set(bundle.designs.map((entry) => entry.name));
  const unknown = names.filter((name) => !inBundle.has(name));
  if (unknown.length > 0) throw new BundleRefusal('designer.bundleLacksDesign', { names: unknown.join(', ') });
  const chosen = bundle.designs.filter((entry) => names.includes(entry.name));
  const now = options.now ?? new Date().toISOString();
  const result: ApplyResult = { applied: [], unchanged: [], skippedRoles: [] };

  await db.transaction().execute(async (tx) => {
    const { groups, roles } = await namesHere(tx);
    const published = await publishedDesigns(tx);
    for (const entry of chosen) {
      const local = localDesign(entry.design, groups, roles);
      if (local.missingGroup) {
        const issue = designText(missingGroupIssue(entry.design)['menu.group']);
        throw refusedDesign(entry.name, refusalOf(400, issue.key, issue.params, { field: 'menu.group' }));
      }
      const current = published.get(entry.name);
      if (current && canonicalJson(canonicalDesign(current)) === canonicalJson(canonicalDesign(local.design))) {
        result.unchanged.push(entry.name);
        continue;
      }
      const id = (await designIdByName(tx, entry.name)) ?? (await insertDesign(tx, local.design, now));
      try {
        const publishedVersion = await publishInTransaction(tx, rest, { id, design: local.design, by: options.actor.name, now, alsoKnown: chosen.map((e) => e.name) });
        result.applied.push({ name: entry.name, id, publishedVersion });
      } catch (error) {
        throw error instanceof ApiError ? refusedDesign(entry.name, error) : error;
      }
      for (const role of local.missingRoles) if (!result.skippedRoles.includes(role)) result.skippedRoles.push(role);
      await options.afterEach?.(entry.name);
    }
    if (result.applied.length > 0) {
      // an unsigned bundle is named by the checksum of what it really holds (its own one is not that)
      const contentChecksum = sha256(checksumInput(bundle));
      await records.stored(tx, {
        actor: options.actor,
        resource: BUNDLE_AUDIT_RESOURCE,
        recordId: options.unsigned ? contentChecksum : bundle.checksum,
        action: 'create',
        after: {
          ...(options.unsigned && { unsigned: 'yes: changed after export, its whole difference reviewed', contentChecksum }),
          checksum: bundle.checksum,
          exportedFrom: bundle.exportedFrom,
          exportedAt: bundle.exportedAt,
          applied: result.applied.map((item) => `${item.name} v${item.publishedVersion}`).join(', '),
          ...(result.skippedRoles.length > 0 && { skippedRoles: result.skippedRoles.join(', ') }),
        },
      });
    }
  });
  if (result.applied.length > 0) await afterPublish(rest, result.applied.map((item) => item.name), options.broadcast);
  return result;
}
