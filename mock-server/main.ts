// `npm run serve` / `npm start`: the mock backend and the built app on one port.
// Env: PORT (3001), HOST (127.0.0.1), DATA_DIR (<repo>/data), DATABASE_URL (a PostgreSQL server instead of PGlite), STATIC_DIR (<repo>/dist), MOCK_LOG=1 logs requests,
// SEED_ROWS=N adds N generated databases and warehouses when the data file is created (load tests); SMTP_URL (send mail
// there; unset: an embedded catcher), SMTP_CATCHER_PORT, MAIL_FROM, MAIL_RETRY_DELAYS_MS (mock-server/shell/mail).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { DEMO_USERS, STAFF_PASSWORD, seedRowsFromEnv } from './seed/index';
import { DataFolderError } from './core/db/open';
import { createMockServer } from './shell/server';

// Under many concurrent requests V8 sees the request objects outlive a young-generation collection (they wait for
// the database) and starts allocating them in the old generation, which then fills and is collected every 4-5 s
// with ~50 ms of marking: the slowest answers of a busy list came in those bursts. Kept young, they die young (List
// at 50 clients on 100,000 rows: p99 49.3 -> 46.7 ms, three runs each; full collections 13 -> 5 in 15 s).
setFlagsFromString('--no-allocation-site-pretenuring');

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3001);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repo, 'data'));
const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(repo, 'dist'));

const host = process.env.HOST ?? '127.0.0.1';
const server = await createMockServer({ dataDir, staticDir, port, host, seedRows: seedRowsFromEnv() }).catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (error instanceof DataFolderError) console.error(`The mock server cannot start: ${error.message}`);
  else console.error(code === 'EADDRINUSE' ? `Port ${port} is already in use; set PORT to another one.` : error);
  process.exit(1);
});

// the loopback address is what a person types as localhost
const shownUrl = host === '127.0.0.1' ? `http://localhost:${server.port}` : server.url;
console.log(`Console and mock API on ${shownUrl}  (sign in at ${shownUrl}/login)`);
console.log(`  data: ${server.dbLocation} (PostgreSQL), ${server.rest.file} (REST collections)`);
console.log(
  existsSync(path.join(staticDir, 'index.html'))
    ? `  app: ${staticDir}`
    : `  app: not built (${staticDir} has no index.html); run \`npm run build\``,
);
console.log(
  server.mail.catcher
    ? `  mail: embedded SMTP catcher on ${server.mail.catcher.host}:${server.mail.catcher.port} (read it on ${shownUrl}/system/mailbox; set SMTP_URL to send for real)`
    : `  mail: sent through ${server.mail.server} (SMTP_URL)`,
);
console.log('  demo users:');
for (const user of DEMO_USERS) console.log(`    ${user.login.padEnd(10)} ${user.password.padEnd(15)} (${user.role})`);
console.log(`    every other seeded user: password ${STAFF_PASSWORD}`);
if (process.env.MOCK_LOG !== '1') console.log('  set MOCK_LOG=1 to log each request');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second Ctrl+C does not wait
    stopping = true;
    console.log(`\n${signal}: closing the mock server...`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
