// Seed: the portability line (spec 01 §2.1, "components/Portability"), designed in the Resource Designer (issue 35
// item 4). The console's seeded Portabilidad entry opens a designed resource, number portability requests
// (portabilityData.ts), published through the designer's own publish path (checks, menu entry and grants, version
// history). A fresh store gets it from the seed (seed/write.ts), an older one from migration 022; an older rest.json
// gets the requests at start.
import type { Kysely } from 'kysely';
import { checkDesign } from '../../../contracts/designChecks';
import type { Database } from '../../core/db/schema';
import { designContext } from './context';
import { publishInTransaction } from './publish';
import { designIdByName, insertDesign, publishedDesigns } from './queries';
import type { RestStore } from '../../shell/store';
import type { RestRow } from '../../core/types';
import { MENU_PATHS } from '../../../contracts/menuPaths';
import {
  portabilityDesign, portabilityRequests, PORTABILITY_PUBLISHER, PORTABILITY_RESOURCE, PORTABILITY_VERSION_DATES, PORTABILITY_VERSIONS, rowFailures,
  type PortabilityPlace,
} from './seedPortabilityData';

const CONSOLE_DATABASE = 1;

/** The console's seeded Portabilidad entry and what the design takes from it: its group and its roles' flags. */
async function seededEntry(db: Kysely<Database>): Promise<({ id: number } & PortabilityPlace) | undefined> {
  const entry = await db
    .selectFrom('menus')
    .select(['id', 'root'])
    .where('dataBaseId', '=', CONSOLE_DATABASE)
    .where('path', '=', MENU_PATHS.portability)
    .where('root', '!=', 0)
    .orderBy('id')
    .executeTakeFirst();
  if (!entry) return undefined;
  const rows = await db.selectFrom('menuAccess').select(['role', 'l', 'v', 'w', 'r', 'd']).where('menu', '=', entry.id).where('status', '=', true).orderBy('role').execute();
  const grants = rows
    .map(({ role, l, v, w, r, d }) => ({ role, flags: { l, v, w, r, d } }))
    .filter((grant) => Object.values(grant.flags).some(Boolean));
  if (grants.length === 0) {
    // nobody has the entry any more: the console's administrators keep it reachable
    const admin = await db.selectFrom('roles').select('id').where('dataBaseId', '=', CONSOLE_DATABASE).where('name', '=', 'Administrador').executeTakeFirst();
    if (admin) grants.push({ role: admin.id, flags: { l: true, v: true, w: true, r: true, d: true } });
  }
  return { id: entry.id, group: entry.root, grants };
}

export type PortabilitySeedOutcome = { published: true; id: number } | { published: false; reason: string };

/**
 * Publishes the portability design (versions 1, 2 and 3) on the console's seeded Portabilidad entry, through the
 * Resource Designer's publish path, inside the seed's transaction. Does nothing
 * when a design of that name exists, when the entry is gone, or when the checks would refuse it (an administrator
 * took its path or name meanwhile): the reason is answered. `rows`: the records the checks see (the seeded ones).
 */
export async function publishPortabilityDesign(db: Kysely<Database>, rows: RestRow[] = portabilityRequests()): Promise<PortabilitySeedOutcome> {
  if ((await designIdByName(db, PORTABILITY_RESOURCE)) !== undefined) return { published: false, reason: `a design named ${PORTABILITY_RESOURCE} exists` };
  const entry = await seededEntry(db);
  if (!entry) return { published: false, reason: `the console has no menu entry ${MENU_PATHS.portability}` };
  const collections: Pick<RestStore, 'read'> = { read: async () => ({ [PORTABILITY_RESOURCE]: rows }) };
  const last = portabilityDesign(PORTABILITY_VERSIONS[PORTABILITY_VERSIONS.length - 1], entry);
  const issues = checkDesign(last, await designContext(db, collections, PORTABILITY_RESOURCE, entry.id));
  if (Object.keys(issues).length > 0) return { published: false, reason: Object.values(issues).map((text) => text.en).join(' ') };

  const id = await insertDesign(db, portabilityDesign(1, entry), PORTABILITY_VERSION_DATES[0]);
  // the design sits on the seeded entry: its publish updates that entry (name, grants) instead of adding one
  await db.updateTable('resourceDesigns').set({ menuId: entry.id }).where('id', '=', id).execute();
  for (const [index, version] of PORTABILITY_VERSIONS.entries()) {
    await publishInTransaction(db, collections, { id, design: portabilityDesign(version, entry), by: PORTABILITY_PUBLISHER, now: PORTABILITY_VERSION_DATES[index] });
  }
  return { published: true, id };
}

/**
 * A data folder made before the portability design (its rest.json has no requests collection) gets the seeded
 * requests once the design is published: at start, once (an emptied collection stays empty).
 */
export async function addPortabilityRequests(db: Kysely<Database>, rest: Pick<RestStore, 'read' | 'change'>): Promise<number> {
  if ((await rest.read())[PORTABILITY_RESOURCE]) return 0;
  const design = (await publishedDesigns(db)).get(PORTABILITY_RESOURCE);
  if (!design || design.menu.path !== MENU_PATHS.portability) return 0;
  const rows = portabilityRequests().filter((row) => rowFailures(design, row).length === 0);
  await rest.change((collections) => {
    collections[PORTABILITY_RESOURCE] ??= rows;
  });
  return rows.length;
}
