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
 * The breadcrumb of a path, one step per segment (spec 01 §2.3). A step whose path is a menu entry's link is named
 * after the entry; any other is named by `segmentLabel` (e.g. a translation), else by its readable segment.
 */
export const breadcrumbTrail = (
  pathname: string,
  menuNames: ReadonlyMap<string, string>,
  segmentLabel: (segment: string) => string | undefined = () => undefined,
): BreadcrumbStep[] => {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const label = menuNames.get(path) ?? segmentLabel(segment) ?? readableSegment(segment);
    return { path, label, current: index === segments.length - 1 };
  });
};
