// The deterministic seed of the mock server's data. Same output on every run: a fixed PRNG seed, fixed dates, and
// password salts derived from the login.
import type { BlodNotification, Company, DataBaseRecord, LoginFailure, Menu, MenuAccess, PermissionEntry, RestRow, Role, Session, StoredFile, User } from '../core/types';
import { addBulkRows } from './bulk';
import { seedDatabases, seedRoles } from './databases';
import { seedMenuAccess, seedMenus } from './menus';
import { seedNotifications } from './notifications';
import { seedUsers } from './people';
import { seedPermissionEntries } from './permissions';
import { portabilityRequests, PORTABILITY_RESOURCE } from '../lines/resourceDesigner/seedPortabilityData';
import { createRng, guid } from '../core/random';
import { seedWarehouses } from '../lines/admin/seedWarehouses';

export { DEMO_USERS, STAFF_PASSWORD } from './people';

const SEED = 20261101;

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="24" fill="#0d47a1"/>' +
  '<path d="M20 92 50 36l18 32 10-16 22 40z" fill="#ffca28"/><text x="60" y="112" font-family="Arial" font-size="14" ' +
  'fill="#fff" text-anchor="middle">GRUPO ANDINO</text></svg>';

function seedCompany(tenanId: string): Company {
  return {
    logo: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`,
    year: 2026,
    version: '5.0.0',
    createdate: '2026-11-01',
    email: 'contacto@grupoandino.co',
    phone: '+57 601 508 7700',
    name: 'Grupo Andino de Servicios S.A.S.',
    tenanId,
    twitter: 'https://twitter.com/grupoandino',
    facebook: 'https://www.facebook.com/grupoandino',
    instagram: 'https://www.instagram.com/grupoandino',
  };
}

/**
 * The seed in memory: the rows write.ts puts in the store's first tables (the later lines' tables are seeded
 * there, straight into the store) and the collections of `rest.json` (store.ts), which json-server serves at
 * /api/rest/<name>.
 */
export interface SeedState {
  company: Company;
  databases: DataBaseRecord[];
  roles: Role[];
  users: User[];
  menus: Menu[];
  menuAccess: MenuAccess[];
  rest: Record<string, RestRow[]>;
  sessions: Session[];
  loginFailures: LoginFailure[];
  notifications: BlodNotification[];
  files: StoredFile[];
  permissionEntries: PermissionEntry[];
}

export interface SeedOptions {
  /** Extra generated databases and warehouses, for load tests (env SEED_ROWS, e.g. 100000). */
  extraRows?: number;
}

/** Builds the seed from scratch (about a second: password hashing). Prefer buildSeed(). */
export async function generateSeed(options: SeedOptions = {}): Promise<SeedState> {
  const rng = createRng(SEED);
  const company = seedCompany(guid(rng));
  const databases = seedDatabases();
  const roles = seedRoles(databases);
  const menus = seedMenus();
  const menuAccess = seedMenuAccess(menus, roles);
  const warehouses = seedWarehouses(rng);
  const users = await seedUsers(rng, databases, roles, warehouses.map((w) => String(w.code)));
  if (options.extraRows) addBulkRows(databases, warehouses, options.extraRows);
  return {
    company, databases, roles, users, menus, menuAccess, rest: { warehouses, [PORTABILITY_RESOURCE]: portabilityRequests() }, sessions: [], loginFailures: [],
    notifications: seedNotifications(), files: [], permissionEntries: seedPermissionEntries(users),
  };
}

const cache = new Map<number, Promise<string>>();

/** A fresh copy of the seed (hashing the passwords takes about a second, so the text is kept per process). */
export async function buildSeed(options: SeedOptions = {}): Promise<SeedState> {
  const extraRows = options.extraRows ?? 0;
  let text = cache.get(extraRows);
  if (!text) {
    text = generateSeed({ extraRows }).then((state) => JSON.stringify(state));
    cache.set(extraRows, text);
  }
  return JSON.parse(await text) as SeedState;
}

/** SEED_ROWS from the environment (0 when unset); throws on a value that is not a non-negative integer. */
export function seedRowsFromEnv(value = process.env.SEED_ROWS): number {
  if (value === undefined || value === '') return 0;
  const rows = Number(value);
  if (!Number.isSafeInteger(rows) || rows < 0 || rows > 1_000_000) throw new Error(`SEED_ROWS must be an integer from 0 to 1000000, got "${value}".`);
  return rows;
}
