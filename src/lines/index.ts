/**
 * The business lines the console registers, and what the app must know of each before loading it: which routes
 * open it and which resources it declares. Everything else (definitions, screens, messages, calls) is in the
 * line's own chunk, loaded when one of its routes opens or one of its resources is asked for.
 * Adding a line = its folder `src/lines/<line>/` (see defineLine.ts), its entry in lines.json and its loader here.
 * Tiny and free of React. The build reads lines.json too: the page of an address preloads its line's chunk.
 */
import type { Line } from './defineLine';
// in the app's chunk: used by the lines alone, this one-line function became a chunk of its own, one more request
// for every line's first screen
export { defineLine } from './defineLine';
import lines from '../../resources/lines.json' with { type: 'json' };

export interface LineEntry {
  name: string;
  /** react-router patterns of its screens ('/warehouses/*' also opens /warehouses/3) */
  paths: readonly string[];
  /** the resources its definitions declare */
  resources: readonly string[];
  /** its first screen (what `npm run bench` weighs for the line) */
  home: string;
  load: () => Promise<Line>;
}

/** Each line's chunk, by folder name (a dynamic import each, so each line is a chunk of its own). */
const LOADERS: Record<string, () => Promise<{ default: Line }>> = {
  admin: () => import('./admin'),
  catalogue: () => import('./catalogue/index'),
  sim: () => import('./sim/index'),
  repairOrders: () => import('./repairOrders/index'),
  satelliteTv: () => import('./satelliteTv/index'),
  uploads: () => import('./uploads/index'),
  reports: () => import('./reports/index'),
  resourceDesigner: () => import('./resourceDesigner/index'),
  repairBackOffice: () => import('./repairBackOffice/index'),
};

/** lines.json says what the app knows of each line before loading it (the build reads it too, see vite.config.ts). */
export const LINES: readonly LineEntry[] = lines.map((line) => ({
  ...line,
  load: () => {
    const load = LOADERS[line.name];
    if (!load) return Promise.reject(new Error(`Line "${line.name}" has no loader in src/lines/index.ts`));
    return load().then((module) => module.default);
  },
}));

/** Whether a react-router pattern (no parameters but a final `/*`) matches a path; case-insensitive, as routes are. */
export const pathMatches = (pattern: string, pathname: string): boolean => {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const wanted = pattern.toLowerCase();
  if (wanted.endsWith('/*')) {
    const prefix = wanted.slice(0, -2);
    return path === prefix || path.startsWith(`${prefix}/`);
  }
  return path === wanted;
};

/** The line whose screens include this path. */
export const lineOfPath = (pathname: string, lines: readonly LineEntry[] = LINES): LineEntry | undefined =>
  lines.find((line) => line.paths.some((pattern) => pathMatches(pattern, pathname)));

/** The line that declares this resource. */
export const lineOfResource = (resource: string, lines: readonly LineEntry[] = LINES): LineEntry | undefined =>
  lines.find((line) => line.resources.includes(resource));
