import type { MenuAccessEntry } from '../../../../contracts/endpoints/menus';

/** One step of the breadcrumb: where it leads and what it says. */
export interface BreadcrumbStep {
  path: string;
  label: string;
  /** The current page: shown as text, not as a link. */
  current: boolean;
}

/** A path segment people can read: decoded, dashes and underscores as spaces, first letter capital. */
export const readableSegment = (segment: string): string => {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape stays as typed
  }
  const spaced = decoded.replace(/[-_]+/g, ' ').trim();
  return spaced.charAt(0).toLocaleUpperCase() + spaced.slice(1);
};

/**
 * The breadcrumb of a path, one step per segment (spec 01 §2.3). A step is named by `segmentLabel` (the app's own
 * texts, in the user's language) when the app knows it, else after the menu entry linking there (server data),
 * else by its readable segment.
 */
export const breadcrumbTrail = (
  pathname: string,
  menuNames: ReadonlyMap<string, string>,
  segmentLabel: (segment: string, path: string) => string | undefined = () => undefined,
): BreadcrumbStep[] => {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const label = segmentLabel(segment, path) ?? menuNames.get(path) ?? readableSegment(segment);
    return { path, label, current: index === segments.length - 1 };
  });
};

/** The groups from the top of the menu down to the entry that links to `link`, that entry last (empty: none does). */
export const menuChainTo = (entries: readonly MenuAccessEntry[], link: string): MenuAccessEntry[] => {
  for (const entry of entries) {
    if (entry.link === link) return [entry];
    const below = menuChainTo(entry.childrenLinks, link);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
};

const linksOf = (entries: readonly MenuAccessEntry[]): string[] =>
  entries.flatMap((entry) => [...(entry.link ? [entry.link] : []), ...linksOf(entry.childrenLinks)]);

/**
 * The breadcrumb of a page the menu leads to, named as the menu names it (issue 47 item 5): the groups holding its
 * entry (text: no page of their own), the entry, then the path's segments past the entry's link (a record, "New").
 * The entry is the one whose link is the path or its longest beginning; a detail page with a list of its own
 * (`listOf`) hangs under that list's entry. `entryLabel` names the entry in the user's language where the app knows
 * it (a resource's list), else the menu's own name; `segmentLabel` names the segments past it. Undefined when no
 * entry of the menu leads there: the trail is then built from the path's segments.
 */
export const menuTrail = (
  pathname: string,
  menu: readonly MenuAccessEntry[],
  { entryLabel = () => undefined, segmentLabel = () => undefined, listOf = () => undefined }: {
    entryLabel?: (link: string) => string | undefined;
    segmentLabel?: (segment: string, path: string) => string | undefined;
    listOf?: (path: string) => string | undefined;
  } = {},
): BreadcrumbStep[] | undefined => {
  const path = `/${pathname.split('/').filter(Boolean).join('/')}`;
  const within = (link: string) => path === link || path.startsWith(`${link}/`);
  const link = linksOf(menu).filter(within).sort((a, b) => b.length - a.length)[0] ?? listOf(path);
  if (!link) return undefined;
  const chain = menuChainTo(menu, link);
  if (chain.length === 0) return undefined;
  const rest = within(link) ? path.slice(link.length).split('/').filter(Boolean) : [path.split('/').filter(Boolean).at(-1)!];
  const base = within(link) ? link : path.slice(0, path.lastIndexOf('/'));
  const steps: BreadcrumbStep[] = chain.map((entry, index) => {
    const isEntry = index === chain.length - 1;
    return { path: isEntry ? link : `#menu-${entry.id}`, label: (isEntry && entryLabel(link)) || entry.header, current: false };
  });
  rest.forEach((segment, index) => {
    const at = `${base}/${rest.slice(0, index + 1).join('/')}`;
    steps.push({ path: at, label: segmentLabel(segment, at) ?? readableSegment(segment), current: false });
  });
  steps[steps.length - 1].current = true;
  return steps;
};

/** A page of the app the breadcrumb may lead to: a resource's list, with the detail page that belongs to it. */
export interface ListPage {
  path: string;
  label: string;
  /** the path of its record's detail page (spec routes: /system/configuration/data-base?id=) */
  detailPath?: string;
  /** the detail page's query parameter and the value that opens it to create a record (?id=new) */
  newAt?: { query: string; id: string };
}

/**
 * The trail with its links decided: a step links only where a page exists (a menu entry, a list, home), and a
 * detail page gets its list as the step before it, the way back without the browser.
 */
export const linkedTrail = (steps: BreadcrumbStep[], realPaths: ReadonlySet<string>, lists: readonly ListPage[]) => {
  const last = steps.at(-1);
  const list = last && lists.find((page) => page.detailPath === last.path);
  const withList = list && !steps.some((step) => step.path === list.path) ? [...steps.slice(0, -1), { path: list.path, label: list.label, current: false }, last] : steps;
  return withList.map((step) => ({ ...step, link: !step.current && (realPaths.has(step.path) || step.path === list?.path) }));
};
