// @vitest-environment node
// Issue 32: a server whose routes include one without an entry in the policy does not start, and it lets go of its
// database before the error reaches the caller (PGlite holds the data folder: a second start would find it taken).
import { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { POLICY } from '../../../../contracts/policy';
import { createMockServer } from '../../../../mock-server/shell/server';
import { copyTemplate, freshDataDir, removeDir } from '../helpers';

describe('a route without an entry in the policy', () => {
  it('stops the start naming the route, and the database is closed before the error propagates', async () => {
    const dataDir = freshDataDir();
    // the policy without the entry of a route the server registers (put back below: test files share modules)
    const policy = POLICY as Record<string, (typeof POLICY)[string]>;
    const dropped = policy['POST /Products/Save'];
    delete policy['POST /Products/Save'];
    const destroy = vi.spyOn(Kysely.prototype, 'destroy');
    try {
      copyTemplate(dataDir);
      await expect(createMockServer({ dataDir, port: 0, databaseUrl: '' })).rejects.toThrow(
        /no entry in the authorization policy \(contracts\/policy\.ts\): POST \/Products\/Save/,
      );
      expect(destroy).toHaveBeenCalledTimes(1);
    } finally {
      destroy.mockRestore();
      policy['POST /Products/Save'] = dropped;
      removeDir(dataDir);
    }
    // the same folder starts once the route has its entry again
    const again = freshDataDir();
    try {
      copyTemplate(again);
      const server = await createMockServer({ dataDir: again, port: 0, databaseUrl: '' });
      await server.close();
    } finally {
      removeDir(again);
    }
  }, 60_000);
});
