// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../mock-server/shell/securityHeaders';
import { call, freshDataDir, removeDir, SERVER_START_TIMEOUT_MS, startServer } from './helpers';

const INLINE = '(function () { document.title = "x"; })();';
let server: Awaited<ReturnType<typeof startServer>>;
let staticDir: string;

beforeAll(async () => {
  staticDir = freshDataDir();
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), `<!doctype html><script>${INLINE}</script><script type="module" src="/assets/index-1.js"></script><div id="root"></div>`);
  writeFileSync(path.join(staticDir, 'config.json'), '{"apiBase":"https://api.grupoandino.co/console/"}');
  server = await startServer(undefined, staticDir);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
  removeDir(staticDir);
}, SERVER_START_TIMEOUT_MS);

const directives = (policy: string | null) =>
  Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  it('the app page allows its own scripts and exactly its inline one, no framing, no referrer', async () => {
    const page = await call(server, 'GET', '/system/configuration/data-bases');
    const policy = directives(page.headers.get('content-security-policy'));
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(policy['script-src']).toEqual(["'self'", hash]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // the API named by config.json, for calls and for its socket
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.grupoandino.co', 'wss://api.grupoandino.co']);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('API answers, refused ones too, are never cached nor sniffed', async () => {
    for (const [method, urlPath] of [['GET', '/api/Company/Info'], ['POST', '/api/DataBase/List'], ['GET', '/api/nothing-here']] as const) {
      const answer = await call(server, method, urlPath, method === 'POST' ? {} : undefined);
      expect(answer.headers.get('cache-control'), urlPath).toBe('no-store');
      expect(answer.headers.get('x-content-type-options'), urlPath).toBe('nosniff');
      expect(directives(answer.headers.get('content-security-policy'))['default-src'], urlPath).toEqual(["'none'"]);
    }
  });

  it('hashes only inline scripts with a body', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module" src="/b.js"></script><script></script>')).toEqual([]);
    expect(inlineScriptHashes(`<SCRIPT>${INLINE}</SCRIPT>`)).toHaveLength(1);
  });
});
