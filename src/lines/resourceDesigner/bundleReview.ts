/**
 * The pure side of importing a design bundle (issue 35): reading the chosen file, which resources of a reviewed
 * diff may be applied, what is ticked at first, the totals the review shows. The screens (BundleImport*.tsx) and
 * the hook (useBundleImport.ts) use these; the server decides everything else (format, checksum, checks).
 */
import type { BundleDiff, BundleResourceDiff, DesignBundle } from '../../../contracts/endpoints/designBundles';
import type { DesignSummary } from '../../../contracts/endpoints/resourceDesigner';

/** Biggest file the import reads (the server's body limit is larger; a bundle of 200 designs is far smaller). */
export const BUNDLE_MAX_BYTES = 5 * 1024 * 1024;

/** What reading a chosen file gives: the parsed JSON, sent as it is to the server, or why it cannot be read. */
export type ReadBundle = { bundle: DesignBundle } | { error: 'empty' | 'notJson' | 'notObject' | 'tooBig' };

/**
 * The file's text as a bundle to send: only what the app can tell by itself (empty, not JSON, not an object) is
 * refused here; the format, its version and the checksum are the server's to judge (its message is shown).
 */
export const readBundleText = (text: string): ReadBundle => {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { error: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { error: 'notJson' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: 'notObject' };
  return { bundle: parsed as DesignBundle };
};

/** Why a resource of the review cannot be ticked, or undefined when it can. */
export const notApplicableReason = (resource: BundleResourceDiff): 'unchanged' | 'issues' | undefined => {
  if (resource.status === 'unchanged') return 'unchanged';
  if (Object.keys(resource.issues).length > 0) return 'issues';
  return undefined;
};

/** The names the user may tick: new or changed, and nothing here refuses them. */
export const applicableNames = (diff: BundleDiff): string[] =>
  diff.resources.filter((resource) => notApplicableReason(resource) === undefined).map((resource) => resource.name);

/** What is ticked when the review opens: every resource that may be applied. */
export const initialSelection = (diff: BundleDiff): Set<string> => new Set(applicableNames(diff));

/** Ticks or unticks one name; names that may not be applied are never added. */
export const toggleName = (diff: BundleDiff, selected: ReadonlySet<string>, name: string): Set<string> => {
  const next = new Set(selected);
  if (next.has(name)) next.delete(name);
  else if (applicableNames(diff).includes(name)) next.add(name);
  return next;
};

/** Ticks every applicable resource, or none when they all are already. */
export const toggleAll = (diff: BundleDiff, selected: ReadonlySet<string>): Set<string> => {
  const names = applicableNames(diff);
  return names.every((name) => selected.has(name)) ? new Set() : new Set(names);
};

/** The review's headline: how many resources are new, changed and unchanged. */
export const statusTotals = (diff: BundleDiff) => ({
  new: diff.resources.filter((resource) => resource.status === 'new').length,
  changed: diff.resources.filter((resource) => resource.status === 'changed').length,
  unchanged: diff.resources.filter((resource) => resource.status === 'unchanged').length,
});

/** The names to send to Bundle/Apply, in the bundle's order. */
export const namesToApply = (diff: BundleDiff, selected: ReadonlySet<string>): string[] =>
  applicableNames(diff).filter((name) => selected.has(name));

/** Whether a resource's review has anything to show besides its status. */
export const hasDetails = (resource: BundleResourceDiff): boolean =>
  resource.fields.added.length + resource.fields.removed.length + resource.fields.changed.length + resource.texts.length + resource.menu.length + resource.rules.length > 0 ||
  resource.missingRoles.length > 0 ||
  Object.keys(resource.issues).length > 0;

/** The designs an export can carry: the published ones. */
export const exportableNames = (designs: readonly DesignSummary[]): string[] =>
  designs.filter((design) => design.publishedVersion !== null).map((design) => design.name);

/**
 * The names to export: the ticked published ones, in the list's order; undefined (every published design) when
 * none is ticked.
 */
export const namesToExport = (designs: readonly DesignSummary[], ticked: ReadonlySet<string>): string[] | undefined => {
  const names = exportableNames(designs).filter((name) => ticked.has(name));
  return names.length > 0 ? names : undefined;
};

/**
 * A changed text's path (label, singular, fields.<source>.label, fields.<source>.choices.<id>.label,
 * fields.<source>.pattern.message) as an i18n key of app.designer.bundle.textPath and its values; another path is
 * shown as it is (`key` undefined).
 */
export const textPathName = (path: string): { key?: string; values: Record<string, string> } => {
  if (path === 'label') return { key: 'resourceLabel', values: {} };
  if (path === 'singular') return { key: 'resourceSingular', values: {} };
  const choice = /^fields\.([^.]+)\.choices\.(.+)\.label$/.exec(path);
  if (choice) return { key: 'choice', values: { field: choice[1], choice: choice[2] } };
  const field = /^fields\.([^.]+)\.(label|pattern\.message)$/.exec(path);
  if (field) return { key: field[2] === 'label' ? 'fieldLabel' : 'pattern', values: { field: field[1] } };
  return { values: { path } };
};

/** A design as lines of JSON, its keys sorted (the order a file happens to have means nothing). */
export const designLines = (design: unknown): string[] => {
  if (design === null || design === undefined) return [];
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])]))
        : value;
  return JSON.stringify(sorted(design), null, 2).split('\n');
};

export interface DiffLine {
  mark: ' ' | '-' | '+';
  text: string;
}

/** Every line of `before` and `after`, kept (' '), removed ('-') or added ('+'): the longest common subsequence. */
export const lineDiff = (before: readonly string[], after: readonly string[]): DiffLine[] => {
  const n = before.length;
  const m = after.length;
  // common[i][j]: the longest common subsequence of before[i..] and after[j..]
  const common = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) common[i][j] = before[i] === after[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      lines.push({ mark: ' ', text: before[i] });
      i += 1;
      j += 1;
    } else if (i < n && (j === m || common[i + 1][j] >= common[i][j + 1])) {
      lines.push({ mark: '-', text: before[i] });
      i += 1;
    } else {
      lines.push({ mark: '+', text: after[j] });
      j += 1;
    }
  }
  return lines;
};
