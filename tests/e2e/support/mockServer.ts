import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Runs the same server `npm start` runs (mock-server/main.ts) as a child process, serving the e2e build,
 * for tests that need a server of their own (e.g. to restart it).
 */
export const startMockServer = async (options: { port: number; dataDir?: string }): Promise<RunningServer> => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(options.port), DATA_DIR: dataDir, STATIC_DIR: join(ROOT, process.env.E2E_DIST ?? 'dist-e2e') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mock server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/Company/Info`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`mock server did not start in 30 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
};
