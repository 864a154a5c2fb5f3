// Security headers (helmet): what a trusted backend sends. The app's pages get a Content-Security-Policy the built
// app satisfies: scripts only from this origin plus the exact inline script(s) of index.html, allowed by their
// hash; no plugins, no framing. API answers are never cached and never sniffed.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** 'sha256-…' of each inline <script> (no src) of an HTML page, as CSP wants them. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map(([, body]) => body)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

/** Origins the app calls besides its own: config.json's apiBase when it names another server. */
const apiOrigins = (staticDir: string): string[] => {
  try {
    const { apiBase } = JSON.parse(readFileSync(path.join(staticDir, 'config.json'), 'utf8')) as { apiBase?: string };
    return apiBase && /^https?:\/\//i.test(apiBase) ? [new URL(apiBase).origin] : [];
  } catch {
    return [];
  }
};

/** The page's policy, read again whenever index.html is rebuilt (its inline script changes with the build). */
const pagePolicy = (staticDir: string | undefined) => {
  let built: { mtimeMs: number; handler: RequestHandler } | null = null;
  return (): RequestHandler | null => {
    if (!staticDir) return null;
    const index = path.join(staticDir, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(index).mtimeMs;
    } catch {
      return null;
    }
    if (built?.mtimeMs !== mtimeMs) {
      const scripts = inlineScriptHashes(readFileSync(index, 'utf8'));
      const connect = apiOrigins(staticDir);
      built = {
        mtimeMs,
        handler: helmet({
          contentSecurityPolicy: {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", ...scripts],
              // MUI's styles are <style> elements written at run time (emotion)
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'", ...connect, ...connect.map((origin) => origin.replace(/^http/, 'ws'))],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
            },
          },
          // module addresses carry the session token in their query string: never send it along
          referrerPolicy: { policy: 'no-referrer' },
          crossOriginEmbedderPolicy: false,
        }),
      };
    }
    return built.handler;
  };
};

/** helmet's headers for API answers, plus no caching (answers hold personal data and tokens). */
const apiHeaders = helmet({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } });

/**
 * The API reference (/api/docs, swagger-ui): its scripts and styles are this server's files (no CDN), its page
 * has swagger-ui's inline <style> and its icons are data: URLs; it calls this origin only.
 */
const docsHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
});

export const securityHeaders = (staticDir: string | undefined): RequestHandler => {
  const policy = pagePolicy(staticDir);
  return (req, res, next) => {
    if (req.path === '/api/docs' || req.path.startsWith('/api/docs/')) {
      // swagger-ui's files may be kept, asked again each time (their ETag)
      res.setHeader('Cache-Control', 'no-cache');
      return docsHeaders(req, res, next);
    }
    if (req.path === '/api' || req.path.startsWith('/api/') || req.path.startsWith('/socket.io/')) {
      res.setHeader('Cache-Control', 'no-store');
      return apiHeaders(req, res, next);
    }
    const handler = policy();
    return handler ? handler(req, res, next) : next();
  };
};
