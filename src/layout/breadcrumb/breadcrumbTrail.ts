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

/** A page of the app the breadcrumb may lead to: a resource's list, with the detail page that belongs to it. */
export interface ListPage {
  path: string;
  label: string;
  /** the path of its record's detail page (spec routes: /system/configuration/data-base?id=) */
  detailPath?: string;
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
