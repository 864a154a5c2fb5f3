// Express walks, for each request, every layer of every router mounted before the one that answers: under /api the
// area routers (auth, company, menus, databases, ... and the business lines), each with its routes. An area router
// can only answer a request whose first path segment names one of its routes, so it is entered only then. The walk
// was about a quarter of a busy list's garbage (issue 37); the answers do not change.
import type { RequestHandler, Router } from 'express';

/** A layer of an express router's stack, as the policy's walk (policy.ts) and the gates read it. */
export interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Array<{ handle: RequestHandler; method?: string }> };
  handle: RequestHandler & { stack?: RouterLayer[] };
  /** A use() without a path: it sees every request. */
  slash?: boolean;
}

/** A route path's first segment when it is fixed text ('/DataBase/List' -> 'database'); undefined for a parameter. */
const fixedFirstSegment = (path: unknown): string | undefined =>
  typeof path === 'string' ? /^\/([^/:*?(){}\\[\]]*)(?:\/|$)/.exec(path)?.[1]?.toLowerCase() : undefined;

/**
 * The first path segments (lower case, as routes match without case) that the routes of `stack` can match, or
 * undefined when a layer may act on any request (a middleware, a route whose path starts with a parameter).
 */
export function firstSegments(stack: readonly RouterLayer[]): Set<string> | undefined {
  const segments = new Set<string>();
  for (const layer of stack) {
    if (layer.route) {
      for (const path of Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]) {
        const segment = fixedFirstSegment(path);
        if (segment === undefined) return undefined;
        segments.add(segment);
      }
    } else if (layer.handle.stack && layer.slash) {
      const inner = firstSegments(layer.handle.stack);
      if (!inner) return undefined;
      inner.forEach((segment) => segments.add(segment));
    } else if (layer.handle.length !== 4) {
      // an error handler (4 arguments) only sees errors of this router's own routes; anything else sees every request
      return undefined;
    }
  }
  return segments;
}

/** The first segment of a path under the router's mount point ('/DataBase/List' -> 'database'). */
export const firstSegmentOf = (path: string): string => {
  const end = path.indexOf('/', 1);
  return path.slice(1, end === -1 ? undefined : end).toLowerCase();
};

/**
 * Puts a gate in front of each router mounted on `router` without a path: the request goes in only when its first
 * segment is one that router's routes have. The gate keeps the router's `stack`, so the routes stay visible to the
 * authorization policy's walk (policy.ts). A router with a middleware of its own is left as it is.
 */
export function gateAreaRouters(router: Pick<Router, 'stack'>): void {
  for (const layer of router.stack as unknown as RouterLayer[]) {
    const area = layer.handle;
    if (!layer.slash || !area.stack) continue;
    const segments = firstSegments(area.stack);
    if (!segments) continue;
    const gate: RequestHandler = (req, res, next) => (segments.has(firstSegmentOf(req.path)) ? area(req, res, next) : next());
    layer.handle = Object.assign(gate, { stack: area.stack });
  }
}
