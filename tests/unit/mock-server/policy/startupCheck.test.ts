// @vitest-environment node
// Issue 32: a server whose routes include one without an entry in the policy does not start, and it lets go of its
// database before the error reaches the caller (PGlite holds the data folder: a second start would find it taken).
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../../mock-server/db/open';
import { createMockServer } from '../../../../mock-server/server';
import { copyTemplate, freshDataDir, removeDir } from '../helpers';

// the policy without the entry of a route the server registers
vi.mock('../../../../contracts/policy', async (original) => {
  const actual = await original<typeof import('../../../../contracts/policy')>();
  const { 'POST /Products/Save': _dropped, ...POLICY } = actual.POLICY;
  return { ...actual, POLICY };
});

// every database the server opens, and whether it was closed
const opened: Array<{ db: Db; closed: boolean }> = [];
vi.mock('../../../../mock-server/db/open', async (original) => {
  const actual = await original<typeof import('../../../../mock-server/db/open')>();
  return {
    ...actual,
    openDatabase: async (...args: Parameters<typeof actual.openDatabase>) => {
      const result = await actual.openDatabase(...args);
      const entry = { db: result.db, closed: false };
      const destroy = result.db.destroy.bind(result.db);
      result.db.destroy = async () => {
        entry.closed = true;
        await destroy();
      };
      opened.push(entry);
      return result;
    },
  };
});

describe('a route without an entry in the policy', () => {
  it('stops the start naming the route, and the database is closed before the error propagates', async () => {
    const dataDir = freshDataDir();
    try {
      copyTemplate(dataDir);
      await expect(createMockServer({ dataDir, port: 0, databaseUrl: '' })).rejects.toThrow(
        /no entry in the authorization policy \(contracts\/policy\.ts\): POST \/Products\/Save/,
      );
      expect(opened).toHaveLength(1);
      expect(opened[0].closed).toBe(true);
    } finally {
      for (const entry of opened) if (!entry.closed) await entry.db.destroy();
      removeDir(dataDir);
    }
  }, 60_000);
});
