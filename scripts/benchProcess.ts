// What the server benches share: the mock server run as a child process (as `npm start` runs it), its memory, and
// the percentile of a sorted list of times.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Starts `mock-server/main.ts` in `cwd` with `env` and waits until `url` answers; resolves with the process and how
 * long it took to answer its first request. Fails with the server's stderr if it exits first.
 */
export async function startServerProcess(cwd: string, env: NodeJS.ProcessEnv, url: string): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${errors}`);
    if (await fetch(`${url}/api/Company/Info`).then((answer) => answer.ok, () => false)) return { child, startMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Resident memory of a process, in MiB (Linux). */
export const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
