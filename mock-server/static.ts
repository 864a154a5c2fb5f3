// The built app: static files from staticDir, and index.html for any other GET outside /api and /socket.io
// (history fallback, so deep links like /system/configuration/data-bases load the app).
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';

const NOT_BUILT =
  'The console is not built yet. Run `npm run build` (or `npm start`, which builds and serves), then reload.\n' +
  'The API is available under /api/.\n';

function isReserved(urlPath: string): boolean {
  return ['/api', '/socket.io'].some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

export function staticSite(staticDir: string | undefined): Router {
  const router = Router();
  const root = staticDir ? path.resolve(staticDir) : undefined;
  if (root) {
    router.use(
      express.static(root, {
        index: false,
        setHeaders: (res, filePath) => {
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          if (relative === 'index.html' || relative === 'config.json') res.setHeader('Cache-Control', 'no-cache');
          else if (relative.startsWith('assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
  }
  const fallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isReserved(req.path)) return next();
    // A missing file (it has an extension) is a 404, not the app's HTML.
    if (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.html')) return next();
    const index = root ? path.join(root, 'index.html') : undefined;
    if (index && existsSync(index)) {
      res.sendFile(index, { headers: { 'Cache-Control': 'no-cache' } });
      return;
    }
    res.status(200).type('text/plain; charset=utf-8').send(NOT_BUILT);
  };
  router.use(fallback);
  return router;
}

/** Anything nobody answered outside /api. */
export const notFoundText: RequestHandler = (req, res) => {
  res.status(404).type('text/plain; charset=utf-8').send(`Not found: ${req.method} ${req.path}\n`);
};
