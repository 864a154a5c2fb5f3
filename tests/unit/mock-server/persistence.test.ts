// @vitest-environment node
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFolderError } from '../../../mock-server/db/open';
import { createMockServer } from '../../../mock-server/server';
import { RestStore } from '../../../mock-server/store';
import { call, freshDataDir, login, post, removeDir, startServer } from './helpers';

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

  it('re-seeds (keeping a backup) when the file is not valid JSON, and removes stale temp files', async () => {
    const dataDir = freshDataDir();
    try {
      writeFileSync(path.join(dataDir, 'rest.json'), '{"half": ');
      writeFileSync(path.join(dataDir, 'rest.json.123.1.tmp'), 'partial');
      const store = await RestStore.open(dataDir);
      expect(store.state.warehouses).toHaveLength(30);
      const names = readdirSync(dataDir);
      expect(names.some((n) => n.startsWith('rest.json.corrupt-'))).toBe(true);
      expect(names.some((n) => n.endsWith('.tmp'))).toBe(false);
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
