// @vitest-environment node
// The app's code goes compressed to a browser that takes gzip, and as it is to a client that takes no encoding.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir, removeDir, SERVER_START_TIMEOUT_MS, startServer } from './helpers';

const CODE = `export const big = ${JSON.stringify('a fairly repetitive line of code; '.repeat(2000))};\n`;
let server: Awaited<ReturnType<typeof startServer>>;
let staticDir: string;

beforeAll(async () => {
  staticDir = freshDataDir();
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(staticDir, 'assets', 'big-1.js'), CODE);
  server = await startServer(undefined, staticDir);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
  removeDir(staticDir);
}, SERVER_START_TIMEOUT_MS);

/** A GET with exactly these headers (fetch() would add its own Accept-Encoding). */
const get = (urlPath: string, headers: Record<string, string>) =>
  new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${urlPath}`, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      })
      .on('error', reject);
  });

describe('compression', () => {
  it('gzips the code for a client that takes gzip, and sends it as it is to one that takes no encoding', async () => {
    const gzipped = await get('/assets/big-1.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(CODE.length / 10);
    const plain = await get('/assets/big-1.js', {});
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(CODE);
  });
});
