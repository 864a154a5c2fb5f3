// Design bundles (issue 35), the pure part the routes and the CLI share: a design made portable (its menu group and
// grants by name) and back, the bundle signed and verified (sha256 of its canonical JSON), and the difference between
// a bundle's design and the one published here, with the stored records each change touches.
import { createHash } from 'node:crypto';
import {
  BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION, canonicalJson, checksumInput, designBundle, type BundleDesign, type BundleDesignBody,
  type BundleFieldChange, type BundleResourceDiff, type BundleRuleChange, type DesignBundle, type UnsignedBundle,
} from '../../../contracts/endpoints/designBundles';
import type { Bilingual, DesignField, DesignFlags, DesignRule, ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { compareDesigns, type DesignIssues } from '../../../contracts/designChecks';
import { isEmptyValue, rowsBreakingRule, valueFailure } from '../../../contracts/designValues';
import type { RestRow } from '../../core/types';
import { ApiError } from '../../core/refuse';
import { translate, type MessageKey, type Msg, type Params } from '../../shell/messages';
import { breakingRows } from './records';

export type Text = Bilingual;

/** A top-level group of the console's menu. */
export interface MenuGroup {
  id: number;
  name: string;
  nameEn: string;
}
/** A role of the console. */
export interface NamedRole {
  id: number;
  name: string;
}

/**
 * A refused bundle (400 on the server, its reason on the `bundle` input, and on `checksum` when that is what the app
 * may offer instead: a bundle changed by hand may be imported unsigned; exit code 1 in the CLI).
 */
export class BundleRefusal extends ApiError {
  constructor(key: MessageKey, params?: Params, code?: 'checksum') {
    const msg: Msg = { key, params };
    super(400, msg, { bundle: msg, ...(code && { [code]: msg }) });
    this.name = 'BundleRefusal';
  }
}

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const signBundle = (unsigned: UnsignedBundle): DesignBundle => ({ ...unsigned, checksum: sha256(checksumInput(unsigned)) });

const FLAG_LETTERS = ['l', 'v', 'w', 'r', 'd'] as const;
const flagText = (flags: DesignFlags) => FLAG_LETTERS.filter((letter) => flags[letter]).join('') || '-';
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A published design as a bundle carries it: the menu group and the grants by name. */
export function portableDesign(design: ResourceDesign, version: number, groups: readonly MenuGroup[], roles: readonly NamedRole[]): BundleDesign {
  const group = groups.find((candidate) => candidate.id === design.menu.group);
  const roleName = new Map(roles.map((role) => [role.id, role.name]));
  const { menu, ...rest } = design;
  return {
    name: design.name,
    version,
    design: {
      ...rest,
      menu: {
        path: menu.path,
        icon: menu.icon,
        parent: { path: '', name: group?.name ?? '', nameEn: group?.nameEn ?? '' },
        grants: menu.grants.filter((grant) => roleName.has(grant.role)).map((grant) => ({ role: roleName.get(grant.role)!, flags: grant.flags })),
      },
    },
  };
}

export interface LocalDesign {
  design: ResourceDesign;
  /** roles the grants name that do not exist here (their grants are left out) */
  missingRoles: string[];
  /** the group named was not found here (the design's group is 0: the checks refuse it) */
  missingGroup: boolean;
}

/** A bundle's design with this environment's ids: the group by either of its names, the grants by role name. */
export function localDesign(body: BundleDesignBody, groups: readonly MenuGroup[], roles: readonly NamedRole[]): LocalDesign {
  const { parent } = body.menu;
  const group = groups.find((candidate) => (parent.name && sameName(candidate.name, parent.name)) || (parent.nameEn && sameName(candidate.nameEn, parent.nameEn)));
  const missingRoles: string[] = [];
  const grants: ResourceDesign['menu']['grants'] = [];
  for (const grant of body.menu.grants) {
    const role = roles.find((candidate) => sameName(candidate.name, grant.role));
    if (role) grants.push({ role: role.id, flags: grant.flags });
    else if (!missingRoles.includes(grant.role)) missingRoles.push(grant.role);
  }
  const { menu, ...rest } = body;
  return {
    design: { ...rest, menu: { group: group?.id ?? 0, path: menu.path, icon: menu.icon, grants } },
    missingRoles,
    missingGroup: !group,
  };
}

/** The issue a group not found here gives (before checkDesign's own). */
export const missingGroupIssue = (body: BundleDesignBody): DesignIssues => {
  const msg: Msg = { key: 'designer.bundleMissingGroup', params: { name: body.menu.parent.name || body.menu.parent.nameEn, nameEn: body.menu.parent.nameEn || body.menu.parent.name } };
  return { 'menu.group': { es: translate('es', msg), en: translate('en', msg) } };
};

/** The text of a file, parsed: a bundle of this format, intact, or a BundleRefusal saying why not. */
export function parseBundleText(text: string): DesignBundle {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BundleRefusal('designer.bundleNotJson');
  }
  return verifyBundle(raw);
}

/** Where parsed JSON holds a `__proto__` key (JSON.parse keeps it as an own key; a schema would drop it silently). */
export function protoKeyPath(value: unknown): string | undefined {
  // depth first, without recursion (a deeply nested body must not exhaust the stack)
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: item, path } = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (!Array.isArray(item) && Object.hasOwn(item, '__proto__')) return [...path, '__proto__'].join('.');
    for (const [key, child] of Object.entries(item).reverse()) pending.push({ value: child, path: [...path, key] });
  }
  return undefined;
}

/** Whether a received bundle's checksum is that of its content (it is as it was exported). */
export const isSigned = (raw: DesignBundle): boolean => sha256(checksumInput(raw)) === raw.checksum;

/**
 * A bundle as received (parsed JSON): checked for format, version, shape and checksum, in that order. `unsigned`:
 * a checksum that does not match is let through (an administrator imports a design changed by hand, knowingly).
 */
export function verifyBundle(raw: unknown, { unsigned = false }: { unsigned?: boolean } = {}): DesignBundle {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as { format?: unknown }).format !== BUNDLE_FORMAT) throw new BundleRefusal('designer.bundleNotBundle');
  const version = (raw as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && Number.isInteger(version) && version > BUNDLE_FORMAT_VERSION) throw new BundleRefusal('designer.bundleNewer', { version, reads: BUNDLE_FORMAT_VERSION });
  const proto = protoKeyPath(raw);
  if (proto) throw new BundleRefusal('designer.bundleProtoKey', { where: proto });
  const parsed = designBundle.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BundleRefusal('designer.bundleDamaged', { where: issue.path.map(String).join('.') || 'bundle', why: issue.message });
  }
  if (!unsigned && !isSigned(raw as DesignBundle)) throw new BundleRefusal('designer.bundleChecksum', undefined, 'checksum');
  const seen = new Set<string>();
  for (const entry of parsed.data.designs) {
    if (entry.name !== entry.design.name) throw new BundleRefusal('designer.bundleDamaged', { where: `designs.${entry.name}`, why: `name ${entry.design.name}` });
    if (seen.has(entry.name)) throw new BundleRefusal('designer.bundleTwice', { name: entry.name });
    seen.add(entry.name);
  }
  return parsed.data;
}

// --- the difference -------------------------------------------------------------------------------------------

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Each text of a design by where it is: the resource labels, field labels, choice labels, pattern messages. */
function textsOf(design: ResourceDesign): Map<string, Text> {
  const texts = new Map<string, Text>([['label', design.label]]);
  if (design.singular) texts.set('singular', design.singular);
  for (const field of design.fields) {
    texts.set(`fields.${field.source}.label`, field.label);
    for (const choice of field.choices ?? []) texts.set(`fields.${field.source}.choices.${choice.id}.label`, choice.label);
    if (field.pattern) texts.set(`fields.${field.source}.pattern.message`, field.pattern.message);
  }
  return texts;
}

const textChanges = (before: ResourceDesign, after: ResourceDesign) => {
  const was = textsOf(before);
  const now = textsOf(after);
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  return paths
    .filter((path) => !same(was.get(path), now.get(path)))
    .map((path) => ({ path, before: was.get(path) ?? null, after: now.get(path) ?? null }));
};

/** How a design's menu entry reads here: path, icon, its group's name, its grants as "Role: flags". */
const menuFacts = (design: ResourceDesign, groups: readonly MenuGroup[], roles: readonly NamedRole[]) => ({
  path: design.menu.path,
  icon: design.menu.icon,
  parent: groups.find((group) => group.id === design.menu.group)?.name ?? '',
  grants: design.menu.grants
    .map((grant) => `${roles.find((role) => role.id === grant.role)?.name ?? `#${grant.role}`}: ${flagText(grant.flags)}`)
    .sort()
    .join(', '),
});

const menuChanges = (before: ResourceDesign | undefined, after: ResourceDesign, groups: readonly MenuGroup[], roles: readonly NamedRole[]) => {
  const was = before ? menuFacts(before, groups, roles) : { path: '', icon: '', parent: '', grants: '' };
  const now = menuFacts(after, groups, roles);
  return (['path', 'icon', 'parent', 'grants'] as const)
    .filter((property) => was[property] !== now[property])
    .map((property) => ({ property, before: was[property], after: now[property] }));
};

const holding = (rows: readonly RestRow[], source: string) => rows.filter((row) => !isEmptyValue(row[source])).length;

/** Records whose value the new field refuses while the old one (if any) accepted it. */
const newlyBroken = (rows: readonly RestRow[], next: DesignField, old: DesignField | undefined) =>
  rows.filter((row) => valueFailure(next, row[next.source]) !== undefined && (!old || valueFailure(old, row[old.source]) === undefined)).length;

const ruleKey = (rule: DesignRule) => `${rule.kind}:${rule.field}:${rule.other}`;

/**
 * The rules across two fields added, removed and changed (the same kind and fields, another message) from
 * `before` to `after`; an added rule counts the stored records it refuses.
 */
export function ruleChanges(before: readonly DesignRule[], after: readonly DesignRule[], rows: readonly RestRow[]): BundleRuleChange[] {
  const was = new Map(before.map((rule) => [ruleKey(rule), rule]));
  const now = new Map(after.map((rule) => [ruleKey(rule), rule]));
  return [
    ...after.filter((rule) => !was.has(ruleKey(rule))).map((rule) => ({ change: 'added' as const, rule, breaking: rowsBreakingRule(rule, rows) })),
    ...before.filter((rule) => !now.has(ruleKey(rule))).map((rule) => ({ change: 'removed' as const, rule, breaking: 0 })),
    ...after.filter((rule) => was.has(ruleKey(rule)) && !same(was.get(ruleKey(rule))!.message, rule.message)).map((rule) => ({ change: 'changed' as const, rule, breaking: 0 })),
  ];
}

export interface ResourceState {
  /** the design published here and its version; undefined: not published here */
  current?: { design: ResourceDesign; version: number };
  /** the records stored under the design's name here */
  rows: readonly RestRow[];
}

/**
 * What applying one design of a bundle would do to this environment. `incoming` is the bundle's design with this
 * environment's ids (localDesign); `issues` what the publish checks would refuse here (the caller runs them).
 */
export function diffResource(
  entry: BundleDesign,
  incoming: LocalDesign,
  here: ResourceState,
  groups: readonly MenuGroup[],
  roles: readonly NamedRole[],
  issues: DesignIssues,
): BundleResourceDiff {
  const { design } = incoming;
  const current = here.current?.design;
  const rows = here.rows;
  const unreadable = breakingRows(current, design, rows);
  const before = new Map((current?.fields ?? []).map((field) => [field.source, field]));
  const after = new Map(design.fields.map((field) => [field.source, field]));
  const difference = current ? compareDesigns(current, design) : { added: design.fields.map((field) => field.source), removed: [], changed: [], resource: [] };

  const added: BundleFieldChange[] = difference.added.map((source) => {
    const field = after.get(source)!;
    return { source, label: field.label, properties: [], affected: rows.length, breaking: newlyBroken(rows, field, undefined), unreadable: unreadable[source] ?? 0 };
  });
  const removed: BundleFieldChange[] = difference.removed.map((source) => ({
    source, label: before.get(source)!.label, properties: [], affected: holding(rows, source), breaking: 0, unreadable: 0,
  }));
  const changed: BundleFieldChange[] = difference.changed.map(({ source, properties }) => {
    const field = after.get(source)!;
    const old = before.get(source);
    const affected = rows.filter((row) => !isEmptyValue(row[source]) || valueFailure(field, row[source]) !== undefined).length;
    return { source, label: field.label, properties, affected, breaking: newlyBroken(rows, field, old), unreadable: unreadable[source] ?? 0 };
  });

  const status = !here.current ? 'new' : canonicalJson(canonicalDesign(current!)) === canonicalJson(canonicalDesign(design)) ? 'unchanged' : 'changed';
  return {
    name: entry.name,
    label: entry.design.label,
    status,
    bundleVersion: entry.version,
    currentVersion: here.current?.version ?? null,
    records: rows.length,
    fields: { added, removed, changed },
    resource: difference.resource,
    texts: current ? textChanges(current, design) : [],
    menu: menuChanges(current, design, groups, roles),
    rules: ruleChanges(current?.rules ?? [], design.rules ?? [], rows),
    missingRoles: incoming.missingRoles,
    issues: status === 'unchanged' ? {} : issues,
  };
}

/** A design with its grants in a stable order (the order grants were chosen in means nothing), no empty rules. */
export const canonicalDesign = ({ rules, ...design }: ResourceDesign): ResourceDesign => ({
  ...design,
  ...(rules && rules.length > 0 && { rules }),
  menu: { ...design.menu, grants: [...design.menu.grants].sort((a, b) => a.role - b.role) },
});
