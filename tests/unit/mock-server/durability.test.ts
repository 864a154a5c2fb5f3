// @vitest-environment node
// Killed with SIGKILL in the middle of 200 concurrent saves, the server loses none it acknowledged: every save
// answered 200 is there after a restart on the same data folder (the server runs as a child process, as npm start
// runs it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDataDir, login, post, removeDir, startServer } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** mock-server/main.ts on a free port; resolves with its URL once it listens. */
function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-app') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

describe('durability', () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)('SIGKILL during 200 concurrent saves loses no acknowledged save', async () => {
    const dataDir = freshDataDir();
    try {
      const { child, url } = await startChild(dataDir);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const { token } = await login({ url });
      const acknowledged: Array<{ id: number; name: string }> = [];
      const saves = Array.from({ length: 200 }, async (_, i) => {
        const name = `Durable ${i}`;
        const answer = await post({ url }, '/api/DataBase/Save', { name, alias: `DUR_${i}`, connectionString: `Server=d${i}` }, token).catch(() => undefined);
        if (answer?.status === 200) {
          acknowledged.push({ id: answer.body.data, name });
          // killed while most saves are still in flight
          if (acknowledged.length === 40) child.kill('SIGKILL');
        }
      });
      await Promise.all(saves);
      await exited;
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      expect(acknowledged.length).toBeLessThan(200);

      const server = await startServer(dataDir);
      try {
        const admin = await login(server);
        // one page that holds every save made, acknowledged or not
        const answer = await post(server, '/api/DataBase/List', { pageIndex: 1, pageSize: 400, search: 'Durable' }, admin.token);
        const listed = new Map(answer.body.data.items.map((d: { id: number; name: string }) => [d.id, d.name]));
        for (const { id, name } of acknowledged) expect(listed.get(id), name).toBe(name);
      } finally {
        await server.close();
      }
    } finally {
      removeDir(dataDir);
    }
  }, 120_000);
});
