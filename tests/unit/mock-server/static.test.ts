// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshDataDir, removeDir, SERVER_START_TIMEOUT_MS, startServer } from './helpers';

const BIG_CODE = `export const big = ${JSON.stringify('a fairly repetitive line of code; '.repeat(2000))};\n`;
let server: Awaited<ReturnType<typeof startServer>>;
let staticDir: string;

beforeAll(async () => {
  staticDir = freshDataDir();
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Consola</title><div id="root"></div>');
  writeFileSync(path.join(staticDir, 'config.json'), '{"api":"/api/"}');
  writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(staticDir, 'assets', 'big-1.js'), BIG_CODE);
  server = await startServer(undefined, staticDir);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
  removeDir(staticDir);
}, SERVER_START_TIMEOUT_MS);

/** A GET with exactly these headers (fetch() would add its own Accept-Encoding). */
const get = (urlPath: string, headers: Record<string, string>) =>
  new Promise<{ status: number | undefined; encoding: string | undefined; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${urlPath}`, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode, encoding: answer.headers['content-encoding'], headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      })
      .on('error', reject);
  });

describe('the built app', () => {
  it('gzips the code for a client that takes gzip, and sends it as it is to one that takes no encoding', async () => {
    const gzipped = await get('/assets/big-1.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(BIG_CODE.length / 10);
    const plain = await get('/assets/big-1.js', {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(BIG_CODE);
  });

  it('sends the code gzipped once and for all: the same bytes each time, a 304 for a copy the client holds, new bytes for a changed file', async () => {
    const first = await get('/assets/big-1.js', { 'Accept-Encoding': 'gzip, deflate' });
    const second = await get('/assets/big-1.js', { 'Accept-Encoding': 'gzip' });
    expect(first.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(first.body).toString('utf8')).toBe(BIG_CODE);
    expect(second.body.equals(first.body)).toBe(true);
    const again = await get('/assets/big-1.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const changed = `${BIG_CODE}export const more = 1;\n`;
    writeFileSync(path.join(staticDir, 'assets', 'changing-1.js'), BIG_CODE);
    await get('/assets/changing-1.js', { 'Accept-Encoding': 'gzip' });
    writeFileSync(path.join(staticDir, 'assets', 'changing-1.js'), changed);
    const rewritten = await get('/assets/changing-1.js', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(rewritten.body).toString('utf8')).toBe(changed);
    expect((await get('/assets/../index.html', { 'Accept-Encoding': 'gzip' })).encoding).not.toBe('gzip');
  });

  it('serves index.html without caching, for / and for any client route (history fallback)', async () => {
    for (const urlPath of ['/', '/system/configuration/data-bases', '/login?next=%2F', '/SatelliteTV/components/Remission']) {
      const answer = await call(server, 'GET', urlPath);
      expect(answer.status, urlPath).toBe(200);
      expect(answer.text).toContain('<div id="root">');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves config.json without caching and hashed assets with a long cache', async () => {
    const config = await call(server, 'GET', '/config.json');
    expect(config.headers.get('cache-control')).toBe('no-cache');
    const asset = await call(server, 'GET', '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await call(server, 'GET', '/assets/missing-123.js')).status).toBe(404);
  });

  it('does not answer /api or /socket.io paths with the app', async () => {
    const api = await call(server, 'GET', '/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ isSuccess: false });
  });

  it('says to build the app when there is no index.html', async () => {
    const bare = await startServer(undefined, path.join(staticDir, 'does-not-exist'));
    try {
      const answer = await call(bare, 'GET', '/');
      expect(answer.text).toContain('npm run build');
    } finally {
      await bare.close();
      removeDir(bare.dataDir);
    }
  });
});
