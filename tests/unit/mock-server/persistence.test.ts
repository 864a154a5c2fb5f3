// @vitest-environment node
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../../../mock-server/store';
import { call, freshDataDir, login, post, removeDir, startServer } from './helpers';

describe('the data file', () => {
  it('is created from the seed on first start, in a directory that did not exist', async () => {
    const root = freshDataDir();
    const dataDir = path.join(root, 'nested', 'data');
    const server = await startServer(dataDir);
    try {
      const file = path.join(dataDir, 'db.json');
      expect(existsSync(file)).toBe(true);
      const state = JSON.parse(readFileSync(file, 'utf8'));
      expect(state.databases).toHaveLength(28);
      expect(state.rest.warehouses).toHaveLength(30);
    } finally {
      await server.close();
      removeDir(root);
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
      // Same token: sessions live in the data file.
      const record = await call(second, 'GET', `/api/DataBase/Get?id=${saved.body.data}`, { token });
      expect(record.status).toBe(200);
      expect(record.body.data.name).toBe('Persistente');
    } finally {
      await second.close();
      removeDir(first.dataDir);
    }
  });

  it('is valid JSON holding both records after two concurrent saves, with no temp file left', async () => {
    const server = await startServer();
    try {
      const { token } = await login(server);
      const [a, b] = await Promise.all([
        post(server, '/api/DataBase/Save', { name: 'Concurrente A', alias: 'CON_A', connectionString: 'Server=a' }, token),
        post(server, '/api/DataBase/Save', { name: 'Concurrente B', alias: 'CON_B', connectionString: 'Server=b' }, token),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      // Answered only after the save: the file already has both.
      const state = JSON.parse(readFileSync(path.join(server.dataDir, 'db.json'), 'utf8'));
      const names = state.databases.map((d: { name: string }) => d.name);
      expect(names).toEqual(expect.arrayContaining(['Concurrente A', 'Concurrente B']));
      expect(readdirSync(server.dataDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    } finally {
      await server.close();
      removeDir(server.dataDir);
    }
  });

  it('serializes many saves: writes never interleave and the last state wins', async () => {
    const dataDir = freshDataDir();
    try {
      const store = await Store.open(dataDir);
      const saves: Promise<void>[] = [];
      for (let i = 0; i < 25; i++) {
        store.state.company.phone = `+57 601 000 ${String(i).padStart(4, '0')}`;
        saves.push(store.save());
      }
      await Promise.all(saves);
      const state = JSON.parse(readFileSync(path.join(dataDir, 'db.json'), 'utf8'));
      expect(state.company.phone).toBe('+57 601 000 0024');
    } finally {
      removeDir(dataDir);
    }
  });

  it('re-seeds (keeping a backup) when the file is not valid JSON, and removes stale temp files', async () => {
    const dataDir = freshDataDir();
    try {
      writeFileSync(path.join(dataDir, 'db.json'), '{"half": ');
      writeFileSync(path.join(dataDir, 'db.json.123.1.tmp'), 'partial');
      const store = await Store.open(dataDir);
      expect(store.state.databases).toHaveLength(28);
      const names = readdirSync(dataDir);
      expect(names.some((n) => n.startsWith('db.json.corrupt-'))).toBe(true);
      expect(names.some((n) => n.endsWith('.tmp'))).toBe(false);
    } finally {
      removeDir(dataDir);
    }
  });
});
