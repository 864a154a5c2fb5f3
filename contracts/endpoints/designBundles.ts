/**
 * Design bundles (issue 35): published Resource Designer designs carried from one environment to another. A bundle
 * is a JSON file of a versioned format holding each design as published (fields, texts in both languages, list
 * options), its menu entry by path and parent group name (never by id) and its grants by role name, signed with a
 * checksum. `Bundle/Export` downloads one; `Bundle/Diff` says, before anything changes, what applying it would do
 * here; `Bundle/Apply` publishes the chosen designs as new versions in one transaction (the designer's version
 * history restores the previous one). The CLI (`npm run designs`) uses the same functions on the data folder.
 *
 * `canonicalJson` is pure (the app, the server and the CLI agree on it); the checksum is the sha256, hex, of the
 * canonical JSON of the bundle without its `checksum` (the server and the CLI compute it with node's crypto).
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/designBundles';
import { bilingual, designFlags, designRule, resourceDesign } from './resourceDesigner';

export const BUNDLE_FORMAT = 'back-office-designs';
export const BUNDLE_FORMAT_VERSION = 1;

/** The menu entry of a design, portable: its path, icon and the top-level group it hangs from, by name. */
export const bundleMenu = z.object({
  path: z.string().max(120),
  icon: z.string().max(60),
  /** the top-level group of the console's menu, by its Spanish and English names (matched here by either) */
  parent: z.object({ path: z.string().max(120), name: z.string().max(200), nameEn: z.string().max(200) }),
  /** who may use it, by role name (a role that does not exist where the bundle is applied is skipped) */
  grants: z.array(z.object({ role: z.string().min(1).max(200), flags: designFlags })).max(50),
});
export type BundleMenu = z.infer<typeof bundleMenu>;

/** A design as the bundle carries it: the published design, its menu entry made portable. */
export const bundleDesignBody = resourceDesign.omit({ menu: true }).extend({ menu: bundleMenu });
export type BundleDesignBody = z.infer<typeof bundleDesignBody>;

export const bundleDesign = z.object({
  name: z.string().max(60),
  /** the published version number it had where it was exported */
  version: z.number().int().positive(),
  design: bundleDesignBody,
});
export type BundleDesign = z.infer<typeof bundleDesign>;

export const designBundle = z.object({
  format: z.literal(BUNDLE_FORMAT),
  formatVersion: z.literal(BUNDLE_FORMAT_VERSION),
  /** ISO date and time */
  exportedAt: z.string().max(40),
  /** where it was exported from (the instance's name / address) */
  exportedFrom: z.string().max(200),
  designs: z.array(bundleDesign).max(200),
  /** sha256 (hex) of canonicalJson(the bundle without checksum) */
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
});
export type DesignBundle = z.infer<typeof designBundle>;
export type UnsignedBundle = Omit<DesignBundle, 'checksum'>;

/** JSON with every object's keys sorted (arrays keep their order), no spaces: what the checksum is computed over. */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
};

/** What the checksum covers: everything but the checksum. */
export const checksumInput = (bundle: UnsignedBundle | DesignBundle): string => {
  const { checksum: _checksum, ...rest } = bundle as DesignBundle;
  return canonicalJson(rest);
};

/** The file name an export is saved as: designs-<yyyy-mm-dd>.json. */
export const bundleFileName = (exportedAt: string): string => `designs-${exportedAt.slice(0, 10)}.json`;

/** One field's change and the stored records it touches. */
export const bundleFieldChange = z.object({
  source: z.string(),
  /** the field's label (the bundle's; for a removed field, this environment's) */
  label: bilingual,
  /** changed fields: the properties that changed (kind, required, maxLength, choices, label, ...) */
  properties: z.array(z.string()),
  /** stored records it affects: added → every record (none holds a value), removed or changed → those holding a value */
  affected: z.number().int().nonnegative(),
  /** stored records whose value the new rules refuse (required, length, range, pattern, choices): fixed at their next edit */
  breaking: z.number().int().nonnegative(),
  /** stored records whose value the new kind cannot read: applying this design is refused while any remain */
  unreadable: z.number().int().nonnegative(),
});
export type BundleFieldChange = z.infer<typeof bundleFieldChange>;

/** A text that changes: `path` names it (label, fields.<source>.label, fields.<source>.choices.<id>.label, ...). */
export const bundleTextChange = z.object({ path: z.string(), before: bilingual.nullable(), after: bilingual.nullable() });

/** A change of the menu entry: path, icon, parent (the group's name) or grants (role: flags, e.g. "Operador: lv"). */
export const bundleMenuChange = z.object({ property: z.enum(['path', 'icon', 'parent', 'grants']), before: z.string(), after: z.string() });

/**
 * A rule across two fields that the bundle adds, removes or changes (its message), known by its kind and its two
 * fields; `breaking`: stored records an added rule refuses (fixed at their next edit).
 */
export const bundleRuleChange = z.object({
  change: z.enum(['added', 'removed', 'changed']),
  /** the bundle's rule (removed: this environment's) */
  rule: designRule,
  breaking: z.number().int().nonnegative(),
});
export type BundleRuleChange = z.infer<typeof bundleRuleChange>;

export const bundleResourceDiff = z.object({
  name: z.string(),
  /** the bundle's label */
  label: bilingual,
  status: z.enum(['new', 'changed', 'unchanged']),
  /** the version it had where it was exported */
  bundleVersion: z.number().int(),
  /** the version published here (null: not published here) */
  currentVersion: z.number().int().nullable(),
  /** stored records under this name here */
  records: z.number().int().nonnegative(),
  fields: z.object({ added: z.array(bundleFieldChange), removed: z.array(bundleFieldChange), changed: z.array(bundleFieldChange) }),
  /** resource-level properties that changed (label, pageSize, sort, menu, rules) */
  resource: z.array(z.string()),
  texts: z.array(bundleTextChange),
  menu: z.array(bundleMenuChange),
  /** rules across two fields added, removed or changed */
  rules: z.array(bundleRuleChange),
  /** roles its grants name that do not exist here: those grants are skipped */
  missingRoles: z.array(z.string()),
  /** what applying it would refuse here (input path → reason in both languages); empty: it may be applied */
  issues: z.record(z.string(), bilingual),
  /**
   * read unsigned (issue 47 item 6): the whole design as this server would export it (null: not published here) and
   * as the bundle carries it, for the administrator to read every change before importing it
   */
  content: z.object({ here: bundleDesignBody.nullable(), bundle: bundleDesignBody }).optional(),
});
export type BundleResourceDiff = z.infer<typeof bundleResourceDiff>;

export const bundleDiff = z.object({
  checksum: z.string(),
  exportedFrom: z.string(),
  exportedAt: z.string(),
  resources: z.array(bundleResourceDiff),
  /** every role named by the bundle that does not exist here */
  missingRoles: z.array(z.string()),
  /** its checksum does not match its content (changed by hand), read because `unsigned` was asked for */
  unsigned: z.boolean().optional(),
});
export type BundleDiff = z.infer<typeof bundleDiff>;

/**
 * Downloads the published designs named (all published ones when `names` is absent or empty) as a bundle file,
 * named designs-<date>.json in Content-Disposition. The file's content is a `designBundle`.
 */
export const exportDesignBundle = endpoint({
  ...routes.exportDesignBundle,
  body: z.object({ names: z.array(z.string().max(60)).max(200).optional() }),
  answer: designBundle,
  answerKind: 'file',
  summary: 'Downloads published resource designs as a signed bundle file (issue 35).',
});

/**
 * `unsigned: true` (issue 47 item 6): a bundle whose checksum does not match its content (a design changed by hand)
 * is read all the same, for an administrator (W on the designer) who has read its whole difference; its apply is
 * recorded in the audit trail as unsigned. Without it such a bundle is refused.
 */
const unsigned = z.boolean().optional();

/**
 * What applying a bundle would do here, per resource; changes nothing. A bundle of a newer format, with a wrong
 * checksum (unless `unsigned`) or malformed is refused (400, with the reason; a wrong checksum also under
 * `errors.checksum`).
 */
export const diffDesignBundle = endpoint({
  ...routes.diffDesignBundle,
  body: z.object({ bundle: designBundle, unsigned }),
  answer: bundleDiff,
  summary: 'Compares a design bundle with this environment, resource by resource, without changing anything (issue 35).',
});

/**
 * Publishes the named designs of the bundle as new versions, in one transaction, with one audit entry naming the
 * bundle. Unchanged ones are left as they are. Any refusal (bad bundle, a design the checks refuse, records the
 * new kinds cannot read, a name not in the bundle): 400 and nothing changes.
 */
export const applyDesignBundle = endpoint({
  ...routes.applyDesignBundle,
  body: z.object({ bundle: designBundle, names: z.array(z.string().max(60)).min(1).max(200), unsigned }),
  answer: z.object({
    applied: z.array(z.object({ name: z.string(), id: z.number().int(), publishedVersion: z.number().int() })),
    /** named but identical to what is published here: nothing done */
    unchanged: z.array(z.string()),
    /** roles named by the applied designs that do not exist here (their grants were skipped) */
    skippedRoles: z.array(z.string()),
  }),
  summary: 'Publishes chosen designs of a bundle as new versions, in one transaction (issue 35).',
});
