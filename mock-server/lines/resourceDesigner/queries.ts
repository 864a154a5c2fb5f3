// The designs and their versions in the store (db/migrations/016_resource_designer.ts), and the published designs as the
// REST routes and the app read them: kept in memory until one of the designer's tables is written.
import type { Kysely } from 'kysely';
import { resourceDesign, type DesignRecord, type DesignSummary, type DesignVersion, type ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import type { Database } from '../../core/db/schema';
import { ReadCache } from '../../core/db/readCache';
import { records } from '../../core/records';
import { refusalOf } from '../../core/refuse';

type Db = Kysely<Database>;

/** jsonb comes back parsed from PostgreSQL, as text from some drivers: read both. */
const designOf = (value: unknown): ResourceDesign => resourceDesign.parse(typeof value === 'string' ? JSON.parse(value) : value);

interface DesignRow {
  id: number;
  name: string;
  draft: unknown;
  publishedVersion: number | null;
  menuId: number | null;
  updatedAt: string;
  version: number;
}

const selectDesigns = (db: Db) =>
  db.selectFrom('resourceDesigns').select(['id', 'name', 'draft', 'publishedVersion', 'menuId', 'updatedAt', 'version']);

async function publishedDesignOf(db: Db, row: DesignRow): Promise<ResourceDesign | undefined> {
  if (row.publishedVersion === null) return undefined;
  const version = await db
    .selectFrom('resourceDesignVersions')
    .select('design')
    .where('designId', '=', row.id)
    .where('number', '=', row.publishedVersion)
    .executeTakeFirst();
  return version ? designOf(version.design) : undefined;
}

async function recordOf(db: Db, row: DesignRow): Promise<DesignRecord> {
  const draft = designOf(row.draft);
  const published = await publishedDesignOf(db, row);
  return {
    id: row.id,
    name: row.name,
    label: draft.label,
    publishedVersion: row.publishedVersion,
    hasDraft: !published || JSON.stringify(published) !== JSON.stringify(draft),
    updatedAt: row.updatedAt,
    version: row.version,
    draft,
  };
}

export async function listDesigns(db: Db): Promise<DesignSummary[]> {
  const rows = await selectDesigns(db).orderBy('name').execute();
  return Promise.all(rows.map(async (row) => {
    const { draft: _draft, ...summary } = await recordOf(db, row);
    return summary;
  }));
}

export async function findDesign(db: Db, id: number): Promise<(DesignRecord & { menuId: number | null }) | undefined> {
  const row = await selectDesigns(db).where('id', '=', id).executeTakeFirst();
  return row ? { ...(await recordOf(db, row)), menuId: row.menuId } : undefined;
}

export async function designIdByName(db: Db, name: string): Promise<number | undefined> {
  return (await db.selectFrom('resourceDesigns').select('id').where('name', '=', name).executeTakeFirst())?.id;
}

// The designs are versioned, not audited: the trail names their publishes (and a bundle's apply), not each draft.
export async function insertDesign(db: Db, draft: ResourceDesign, now: string): Promise<number> {
  const values = { name: draft.name, draft: JSON.stringify(draft), publishedVersion: null, menuId: null, updatedAt: now };
  return (await records.save(db, 'resourceDesigns', undefined, values, { actor: null })).id;
}

/** Saves a draft the writer opened at `version`; someone saved it since: 409. */
export async function updateDraft(db: Db, id: number, version: number, draft: ResourceDesign, now: string): Promise<void> {
  await records.save(db, 'resourceDesigns', id, { name: draft.name, draft: JSON.stringify(draft), updatedAt: now }, {
    actor: null,
    where: { version },
    stale: () => refusalOf(409, 'designer.draftStale'),
  });
}

export async function listVersions(db: Db, id: number): Promise<DesignVersion[]> {
  const rows = await db.selectFrom('resourceDesignVersions').selectAll().where('designId', '=', id).orderBy('number', 'desc').execute();
  return rows.map((row) => ({ number: row.number, design: designOf(row.design), publishedAt: row.publishedAt, publishedBy: row.publishedBy }));
}

export async function findVersion(db: Db, id: number, number: number): Promise<DesignVersion | undefined> {
  return (await listVersions(db, id)).find((version) => version.number === number);
}

/** Keeps `design` as the next version, makes it the published one and the draft. Inside the publish transaction. */
export async function recordVersion(db: Db, id: number, design: ResourceDesign, by: string, now: string, menuId: number): Promise<number> {
  const last = await db.selectFrom('resourceDesignVersions').select((eb) => eb.fn.max('number').as('n')).where('designId', '=', id).executeTakeFirst();
  const number = Number(last?.n ?? 0) + 1;
  await db.insertInto('resourceDesignVersions').values({ designId: id, number, design: JSON.stringify(design), publishedAt: now, publishedBy: by }).execute();
  await records.save(db, 'resourceDesigns', id, { name: design.name, draft: JSON.stringify(design), publishedVersion: number, menuId, updatedAt: now }, { actor: null });
  return number;
}

const published = new ReadCache<Map<string, ResourceDesign>>(['resourceDesigns', 'resourceDesignVersions']);

/** Every published design by resource name (what the REST routes enforce and the app renders). */
export function publishedDesigns(db: Db): Promise<Map<string, ResourceDesign>> {
  return published.get(db, 'all', async () => {
    const rows = await db
      .selectFrom('resourceDesigns')
      .innerJoin('resourceDesignVersions', (join) =>
        join.onRef('resourceDesignVersions.designId', '=', 'resourceDesigns.id').onRef('resourceDesignVersions.number', '=', 'resourceDesigns.publishedVersion'),
      )
      .select(['resourceDesigns.name', 'resourceDesignVersions.design', 'resourceDesignVersions.number'])
      .execute();
    return new Map(rows.map((row) => [row.name, designOf(row.design)]));
  });
}

/** The published version number of each design, by name (the app's resources carry it). */
export async function publishedNumbers(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('resourceDesigns').select(['name', 'publishedVersion']).where('publishedVersion', 'is not', null).execute();
  return new Map(rows.map((row) => [row.name, row.publishedVersion!]));
}
