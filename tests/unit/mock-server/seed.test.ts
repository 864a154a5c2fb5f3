// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateSeed } from '../../../mock-server/seed/index';
import { verifyPassword } from '../../../mock-server/shell/passwords';

describe('the seed', () => {
  it('is deterministic and has the documented contents', async () => {
    const [a, b] = await Promise.all([generateSeed(), generateSeed()]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.databases).toHaveLength(28);
    expect(a.rest.warehouses).toHaveLength(30);
    expect(a.users.length).toBeGreaterThanOrEqual(42);
    expect(a.sessions).toEqual([]);
    expect(a.loginFailures).toEqual([]);
    expect(a.databases.filter((d) => !d.status).length).toBeGreaterThan(0);
    for (const d of a.databases) {
      if (d.databaseType === 3) expect(d.urlApi).toMatch(/^https?:\/\/[^/]+/);
      else expect(d.connectionString.length).toBeGreaterThan(10);
    }
    for (const u of a.users) {
      expect(u.passwordHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
      expect(['True', 'False']).toContain(u.changePassword);
      expect(u.roles.length).toBeGreaterThan(0);
    }
    expect(new Set(a.users.map((u) => u.login)).size).toBe(a.users.length);
    const admin = a.users.find((u) => u.login === 'admin')!;
    // issue 10 item 15: of the demo users only clave.demo must change the password
    const demoFlags = ['admin', 'operador', 'clave.demo'].map((login) => a.users.find((u) => u.login === login)!.changePassword);
    expect(demoFlags).toEqual(['False', 'False', 'True']);
    expect(await verifyPassword('Admin#2026', admin.passwordHash)).toBe(true);
    expect(await verifyPassword('admin#2026', admin.passwordHash)).toBe(false);
    expect(a.menus.filter((m) => m.path.startsWith('/Catalog/')).every((m) => !m.sourcePrime)).toBe(true);
    expect(a.menus.filter((m) => m.path && !m.path.startsWith('/Catalog/')).every((m) => m.sourcePrime)).toBe(true);
    expect(a.files).toEqual([]);
    expect(a.permissionEntries).toHaveLength(30);
    for (const entry of a.permissionEntries) {
      expect(a.databases.some((d) => d.id === entry.databaseId)).toBe(true);
      for (const id of entry.users) expect(a.users.find((u) => u.id === id)!.databases).toContain(entry.databaseId);
    }
    // one active access row per (role, menu)
    const pairs = a.menuAccess.map((row) => `${row.role}/${row.menu}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('load-test rows (SEED_ROWS)', () => {
  it('adds unique, valid databases and warehouses', async () => {
    const { addBulkRows } = await import('../../../mock-server/seed/bulk');
    const { seedRowsFromEnv } = await import('../../../mock-server/seed/index');
    const databases: import('../../../mock-server/core/types').DataBaseRecord[] = [];
    const warehouses: Array<Record<string, unknown>> = [];
    addBulkRows(databases, warehouses, 500);
    expect(databases).toHaveLength(500);
    expect(new Set(databases.map((d) => d.name.toLowerCase())).size).toBe(500);
    expect(new Set(warehouses.map((w) => w.code)).size).toBe(500);
    expect(seedRowsFromEnv('100000')).toBe(100000);
    expect(seedRowsFromEnv(undefined)).toBe(0);
    expect(() => seedRowsFromEnv('lots')).toThrow(/SEED_ROWS/);
  });
});
