// The built app: static files from staticDir, and index.html for any other GET outside /api and /socket.io
// (history fallback, so deep links like /system/configuration/data-bases load the app).
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants as zlibConstants, gzip } from 'node:zlib';
import express, { Router, type RequestHandler } from 'express';

const gzipAsync = promisify(gzip);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** what is worth compressing among the built assets (images and fonts already are) */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|html|txt)$/i;
type Compressed = { body: Buffer; etag: string; mtimeMs: number; size: number };

/**
 * The hashed assets (assets/*), gzipped once at the best level and kept in memory, as a server in front of a
 * deployment serves precompressed files: compressing 1.2 MB of code for every cold load costs the server ~35 ms of
 * CPU, on the machine that also runs the browser. A changed file (same name, new size or time) is compressed again.
 * Other files, and clients that take no gzip, go on to express.static (and the compression middleware).
 */
const precompressedAssets = (root: string): RequestHandler => {
  const cache = new Map<string, Promise<Compressed>>();
  const compressed = async (file: string): Promise<Compressed | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = await cache.get(file)?.catch(() => undefined);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const pending = readFile(file)
      .then((raw) => gzipAsync(raw, { level: zlibConstants.Z_BEST_COMPRESSION }))
      .then((body) => ({ body, etag: `"gz-${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, mtimeMs: info.mtimeMs, size: info.size }));
    cache.set(file, pending);
    return pending;
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/') || !COMPRESSIBLE.test(req.path)) return next();
    if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') return next();
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next(); // a malformed address: express.static answers it
    }
    if (!file.startsWith(path.join(root, 'assets') + path.sep)) return next();
    compressed(file)
      .then((asset) => {
        if (!asset) return next();
        res.type(path.extname(file));
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', IMMUTABLE);
        res.setHeader('ETag', asset.etag);
        if (req.fresh) return void res.status(304).end();
        res.setHeader('Content-Length', asset.body.length);
        res.end(req.method === 'HEAD' ? undefined : asset.body);
      })
      .catch(next);
  };
};

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
    router.use(precompressedAssets(root));
    router.use(
      express.static(root, {
        index: false,
        setHeaders: (res, filePath) => {
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          if (relative === 'index.html' || relative === 'config.json') res.setHeader('Cache-Control', 'no-cache');
          else if (relative.startsWith('assets/')) res.setHeader('Cache-Control', IMMUTABLE);
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
