import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { testServerEnv } from '../../support/testDatabase';
import { prepareDataDir } from './dataDir';
import { PORT_STEP } from './ports';

const ROOT = resolve(import.meta.dirname, '../../..');
const E2E_DIST = process.env.E2E_DIST ?? 'dist-e2e';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

class PortBusy extends Error {}

const startOn = async (port: number, dataDir: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', join(import.meta.dirname, 'exitWithParent.ts'), 'mock-server/main.ts'], {
    cwd: ROOT,
    env: { ...testServerEnv(), PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: join(ROOT, E2E_DIST), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  // ready once it answers; a health check, not a test waiting on a page
  for (;;) {
    if (child.exitCode !== null) throw output.includes('already in use') ? new PortBusy(output) : new Error(`mock server exited early:\n${output}`);
    if (await fetch(`${url}/api/Company/Info`).then((answer) => answer.ok, () => false)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`mock server did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((next) => setTimeout(next, 100));
  }
  return {
    url,
    port,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      // a server that does not close in time (a connection held open) must not hold the worker's teardown
      const stubborn = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(stubborn);
    },
  };
};

/**
 * Runs the same server `npm start` runs (mock-server/main.ts) as a child process, serving the e2e build, on
 * `port` (or, when that one is busy, the next free one PORT_STEP on), on `dataDir` or a fresh seeded one; `env` adds
 * to its environment (e.g. SMTP_URL).
 */
export const startMockServer = async (options: { port: number; dataDir?: string; label?: string; env?: Record<string, string> }): Promise<RunningServer> => {
  const dataDir = options.dataDir ?? prepareDataDir(options.label ?? `p${options.port}`);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await startOn(options.port + attempt * PORT_STEP, dataDir, options.env);
    } catch (error) {
      if (!(error instanceof PortBusy) || attempt >= 3) throw error;
    }
  }
};
