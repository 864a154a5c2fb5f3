// How the tests' mock servers run their embedded PostgreSQL (mock-server/core/db/open.ts reads DB_SHARED_BUFFERS).
// A test run opens a data folder per server, hundreds in all, and PGlite zeroes the buffer pool at each opening:
// with PostgreSQL's 128MB an opening took 0.65 s of CPU, with 16MB 0.2 s. The seeded data of a test server is
// about 30MB, read from the folder (in memory, scratchDir.ts) when it is not in the pool.

/** The buffer pool of every test server's embedded PostgreSQL. */
export const TEST_SHARED_BUFFERS = '16MB';

/** The environment a test server process runs with: the caller's, with the tests' buffer pool unless set. */
export const testServerEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  DB_SHARED_BUFFERS: env.DB_SHARED_BUFFERS ?? TEST_SHARED_BUFFERS,
});
