// `npm run dev`: the mock server on :3001 and vite's dev server on :5173, which proxies /api and /socket.io to it.
import { spawn } from 'node:child_process';

const run = (command, args, env = {}) =>
  spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

const children = [
  run(process.execPath, ['--import', 'tsx', '--watch', 'mock-server/main.ts'], { PORT: process.env.PORT ?? '3001' }),
  run('npx', ['vite']),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } }));
