// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_SHARED_BUFFERS } from '../../support/testDatabase';
import { DataFolderError } from '../../../mock-server/core/db/open';
import { createMockServer } from '../../../mock-server/shell/server';
import { RestStore } from '../../../mock-server/shell/store';
import { call, copyTemplate, freshDataDir, login, post, removeDir, startServer } from './helpers';

const count = async (server: Awaited<ReturnType<typeof startServer>>, table: 'databases' | 'users') =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the data folder', () => {
  it('is created and seeded on first start, in a directory that did not exist', async () => {
    const root = freshDataDir();
    const dataDir = path.join(root, 'nested', 'data');
    // no template copy: the real first start
    const server = Object.assign(await createMockServer({ dataDir, port: 0 }), { dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
      expect(await count(server, 'databases')).toBe(28);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'rest.json'), 'utf8')).warehouses).toHaveLength(30);
      const { token } = await login(server);
      expect((await post(server, '/api/DataBase/List', { pageIndex: 1, pageSize: 5 }, token)).body.data.totalItemCount).toBe(28);
    } finally {
      await server.close();
      removeDir(root);
    }
  }, 90_000);

  it('starts from the seeded template in under 3 seconds of work', async () => {
    // CPU time of this process (copy, PGlite start, migrations check), not wall time: the machine the tests run on
    // may be busy with other work, which would only make a wall-clock limit flaky. It counts V8's background threads
    // too, which compile PGlite's WebAssembly: 1.3 to 2.6 s on the 2-core machines, with the load of the moment.
    const cpu = process.cpuUsage();
    const started = performance.now();
    const server = await startServer();
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    try {
      expect(await count(server, 'databases')).toBe(28);
      expect((used.user + used.system) / 1000, `wall ${Math.round(wall)} ms`).toBeLessThan(3000);
    } finally {
      await server.close();
      removeDir(server.dataDir);
    }
  });

  it('opens PostgreSQL with the buffer pool DB_SHARED_BUFFERS names; a value that is not a size is refused, naming it', async () => {
    // the tests' pool (tests/unit/setup.ts), not PostgreSQL's 128MB
    const server = await startServer();
    try {
      expect((await sql<{ sharedBuffers: string }>`show shared_buffers`.execute(server.db)).rows[0].sharedBuffers).toBe(TEST_SHARED_BUFFERS);
    } finally {
      await server.close();
      removeDir(server.dataDir);
    }
    const dataDir = freshDataDir();
    const before = process.env.DB_SHARED_BUFFERS;
    process.env.DB_SHARED_BUFFERS = '16 megabytes';
    try {
      await expect(createMockServer({ dataDir, port: 0 })).rejects.toThrow('DB_SHARED_BUFFERS must be a size such as 16MB or 512kB, not "16 megabytes".');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      process.env.DB_SHARED_BUFFERS = before;
      removeDir(dataDir);
    }
  });

  it('keeps a saved record and the sessions across a restart on the same directory', async () => {
    const first = await startServer();
    const { token } = await login(first);
    const saved = await post(first, '/api/DataBase/Save', { name: 'Persistente', alias: 'PER', connectionString: 'Server=p' }, token);
    expect(saved.status).toBe(200);
    await first.close();

    const second = await startServer(first.dataDir);
    try {
      // Same token: sessions live in the database.
      const record = await call(second, 'GET', `/api/DataBase/Get?id=${saved.body.data}`, { token });
      expect(record.status).toBe(200);
      expect(record.body.data.name).toBe('Persistente');
    } finally {
      await second.close();
      removeDir(first.dataDir);
    }
  });

  it('holds both records after two concurrent saves', async () => {
    const server = await startServer();
    try {
      const { token } = await login(server);
      const [a, b] = await Promise.all([
        post(server, '/api/DataBase/Save', { name: 'Concurrente A', alias: 'CON_A', connectionString: 'Server=a' }, token),
        post(server, '/api/DataBase/Save', { name: 'Concurrente B', alias: 'CON_B', connectionString: 'Server=b' }, token),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.data).not.toBe(b.body.data);
      const names = (await server.db.selectFrom('databases').select('name').execute()).map((d) => d.name);
      expect(names).toEqual(expect.arrayContaining(['Concurrente A', 'Concurrente B']));
    } finally {
      await server.close();
      removeDir(server.dataDir);
    }
  });

  it('is all or nothing: a failing statement in a write leaves none of its rows behind', async () => {
    const server = await startServer();
    try {
      const before = await count(server, 'users');
      const write = server.db.transaction().execute(async (tx) => {
        const { id } = await tx
          .insertInto('users')
          .values({ name: 'Medio', login: 'medio', email: 'medio@x.co', document: '', passwordHash: 'x', status: true, changePassword: 'True', dataBaseId: 1, codBodega: '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        // role 99999 does not exist: the foreign key refuses the second statement
        await tx.insertInto('userRoles').values({ userId: id, roleId: 99999, position: 0 }).execute();
      });
      await expect(write).rejects.toThrow(/foreign key/);
      expect(await count(server, 'users')).toBe(before);
      expect(await server.db.selectFrom('users').select('id').where('login', '=', 'medio').execute()).toEqual([]);
      // and the server goes on answering
      const { token } = await login(server);
      expect((await post(server, '/api/User/List', { pageIndex: 1, pageSize: 1 }, token)).body.data.totalItemCount).toBe(before);
    } finally {
      await server.close();
      removeDir(server.dataDir);
    }
  });

  it('refuses a folder holding only an old db.json, saying what to run, and leaves it untouched', async () => {
    const dataDir = freshDataDir();
    try {
      writeFileSync(path.join(dataDir, 'db.json'), '{"databases": []}');
      const start = createMockServer({ dataDir, port: 0 });
      await expect(start).rejects.toThrow(DataFolderError);
      await expect(start).rejects.toThrow(/older version.*npm run db:reset/);
      expect(readdirSync(dataDir)).toEqual(['db.json']);
    } finally {
      removeDir(dataDir);
    }
  });

  it('refuses a damaged pg folder instead of re-seeding it', async () => {
    const dataDir = freshDataDir();
    try {
      mkdirSync(path.join(dataDir, 'pg'));
      writeFileSync(path.join(dataDir, 'pg', 'junk'), 'not a database');
      await expect(createMockServer({ dataDir, port: 0 })).rejects.toThrow(/damaged or incomplete.*npm run db:reset/);
      expect(readdirSync(path.join(dataDir, 'pg'))).toEqual(['junk']);
    } finally {
      removeDir(dataDir);
    }
  });
});

describe('the REST collections file (rest.json)', () => {
  it('serializes many saves: writes never interleave and the last state wins', async () => {
    const dataDir = freshDataDir();
    try {
      const store = await RestStore.open(dataDir);
      const saves: Promise<void>[] = [];
      for (let i = 0; i < 25; i++) {
        store.state.warehouses[0].phone = `+57 601 000 ${String(i).padStart(4, '0')}`;
        saves.push(store.save());
      }
      await Promise.all(saves);
      const state = JSON.parse(readFileSync(path.join(dataDir, 'rest.json'), 'utf8'));
      expect(state.warehouses[0].phone).toBe('+57 601 000 0024');
      expect(readdirSync(dataDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    } finally {
      removeDir(dataDir);
    }
  });

  // a damaged file is refused, named, with what is wrong and what to run; never re-seeded over, never moved
  const DAMAGED: Array<[string, string, RegExp]> = [
    ['cut short', '{"warehouses": [{"id": 1, "code": "BOG-0', /cut short, its JSON ends too early/],
    ['empty', '', /it is empty/],
    ['not JSON', 'warehouses: none\n', /not valid JSON/],
    ['a list, not an object', '[{"id": 1}]', /holds a list, not an object of collections/],
    ['null', 'null', /holds null, not an object of collections/],
    ['a collection that is not a list', '{"warehouses": {"1": {"id": 1}}}', /the collection "warehouses" is an object, not a list of rows/],
    ['a row that is not an object', '{"warehouses": [{"id": 1}, "BOG-002"]}', /row 1 of the collection "warehouses" is a string, not an object/],
    ['a row that is null', '{"warehouses": [{"id": 1}, null]}', /row 1 of the collection "warehouses" is null, not an object/],
    ['a row without an id', '{"warehouses": [{"id": 1}], "tools": [{"name": "x"}]}', /row 0 of the collection "tools" has no id/],
    ['two rows with one id', '{"warehouses": [{"id": 7}, {"id": 8}, {"id": 7}]}', /row 2 of the collection "warehouses" repeats the id 7 of row 0/],
  ];
  it.each(DAMAGED)('refuses a file that is %s, naming it, what is wrong and npm run db:reset, and leaves it as it is', async (_case, text, why) => {
    const dataDir = freshDataDir();
    try {
      const file = path.join(dataDir, 'rest.json');
      writeFileSync(file, text);
      writeFileSync(path.join(dataDir, 'rest.json.123.1.tmp'), 'partial');
      const open = RestStore.open(dataDir);
      await expect(open).rejects.toThrow(DataFolderError);
      const message = await open.catch((error: Error) => error.message);
      expect(message).toContain(file);
      expect(message).toMatch(why);
      expect(message).toContain('npm run db:reset');
      // untouched, no backup beside it, no seed written over it; stale temp files still go
      expect(readFileSync(file, 'utf8')).toBe(text);
      expect(readdirSync(dataDir)).toEqual(['rest.json']);
    } finally {
      removeDir(dataDir);
    }
  });

  it('names at most three damaged rows, and how many more there are', async () => {
    const dataDir = freshDataDir();
    try {
      writeFileSync(path.join(dataDir, 'rest.json'), JSON.stringify({ warehouses: [1, 2, 3, 4, 5] }));
      await expect(RestStore.open(dataDir)).rejects.toThrow(/row 0 .*; row 1 .*; row 2 .*; and 2 more\)/);
    } finally {
      removeDir(dataDir);
    }
  });

  it('the server does not start on a damaged file (no re-seed), and starts again once it is repaired', async () => {
    const dataDir = freshDataDir();
    try {
      copyTemplate(dataDir);
      const file = path.join(dataDir, 'rest.json');
      const good = readFileSync(file, 'utf8');
      writeFileSync(file, good.slice(0, good.length / 2));
      // a DataFolderError: what npm start prints as it is, without a stack (the spawned start below)
      const start = createMockServer({ dataDir, port: 0, databaseUrl: '' });
      await expect(start).rejects.toThrow(DataFolderError);
      await expect(start).rejects.toThrow(/REST collections file .*rest\.json is damaged \(it is cut short/);
      expect(readFileSync(file, 'utf8')).toBe(good.slice(0, good.length / 2));
      writeFileSync(file, good);
      // the pg folder was let go of: the same folder opens once the file is whole again
      const server = await createMockServer({ dataDir, port: 0, databaseUrl: '' });
      await server.close();
    } finally {
      removeDir(dataDir);
    }
  }, 60_000);

  // What main.ts does with a folder it cannot open is the same for every DataFolderError: an old db.json is refused
  // before PGlite starts, so the process costs only its own start. What a damaged rest.json is refused with is
  // asserted in-process above (the table of damaged files, and the server that does not start on one).
  it('npm start on a folder it cannot open prints what is wrong and what to run, without a stack, and exits with 1', async () => {
    const dataDir = freshDataDir();
    try {
      writeFileSync(path.join(dataDir, 'db.json'), '{"databases": []}');
      const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: path.join(dataDir, 'no-app') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`The mock server cannot start: ${dataDir} holds a db.json data file from an older version`);
      expect(stderr).toContain('npm run db:reset');
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(stdout).not.toContain('Console and mock API on');
    } finally {
      removeDir(dataDir);
    }
  }, 60_000);

  it('a file damaged while the server runs is not taken in: the change is refused and the file left as it is', async () => {
    const dataDir = freshDataDir();
    try {
      const store = await RestStore.open(dataDir);
      await new Promise((resolve) => setTimeout(resolve, 20));
      writeFileSync(path.join(dataDir, 'rest.json'), '{"warehouses": 3}');
      await expect(store.read()).rejects.toThrow(/the collection "warehouses" is a number, not a list of rows/);
      await expect(store.change((state) => void (state.warehouses = []))).rejects.toThrow(DataFolderError);
      expect(readFileSync(path.join(dataDir, 'rest.json'), 'utf8')).toBe('{"warehouses": 3}');
    } finally {
      removeDir(dataDir);
    }
  });

  it('two stores on one folder (two instances): each reads what the other wrote, and their changes at once all land', async () => {
    const dataDir = freshDataDir();
    try {
      const [a, b] = [await RestStore.open(dataDir), await RestStore.open(dataDir)];
      await a.change((state) => void (state.warehouses[0].city = 'Pasto'));
      expect((await b.read()).warehouses[0].city).toBe('Pasto');
      const add = (store: RestStore, n: number) =>
        store.change((state) => {
          const next = Math.max(...state.warehouses.map((w) => Number(w.id))) + 1;
          state.warehouses.push({ id: next, code: `ADD-${String(n).padStart(3, '0')}`, version: 1 });
        });
      await Promise.all(Array.from({ length: 12 }, (_, n) => add(n % 2 ? a : b, n)));
      for (const store of [a, b]) {
        const ids = (await store.read()).warehouses.map((w) => w.id);
        expect(ids).toHaveLength(42);
        expect(new Set(ids).size).toBe(42);
      }
    } finally {
      removeDir(dataDir);
    }
  });

  it('a change that cannot be saved is not kept: the next read is the file as it is', async () => {
    const dataDir = freshDataDir();
    try {
      const store = await RestStore.open(dataDir);
      await expect(
        store.change((state) => {
          state.warehouses[0].city = 'Nowhere';
          throw new Error('the disk is full');
        }),
      ).rejects.toThrow('the disk is full');
      expect((await store.read()).warehouses[0].city).not.toBe('Nowhere');
    } finally {
      removeDir(dataDir);
    }
  });
});
