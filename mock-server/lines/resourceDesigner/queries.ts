// The designs and their versions in the store (db/migrations/016_resource_designer.ts), and the published designs as the
// REST routes and the app read them: kept in memory until one of the designer's tables is written.
import type { Kysely } from 'kysely';
import { resourceDesign, type DesignRecord, type DesignSummary, type DesignVersion, type ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import type { Database } from '../../db/schema';
import { ReadCache } from '../../db/readCache';

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

export async function insertDesign(db: Db, draft: ResourceDesign, now: string): Promise<number> {
  const { id } = await db
    .insertInto('resourceDesigns')
    .values({ name: draft.name, draft: JSON.stringify(draft), publishedVersion: null, menuId: null, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Saves a draft; false when the row's version is not `version` any more (someone saved first). */
export async function updateDraft(db: Db, id: number, version: number, draft: ResourceDesign, now: string): Promise<boolean> {
  const result = await db
    .updateTable('resourceDesigns')
    .set((eb) => ({ name: draft.name, draft: JSON.stringify(draft), updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
  await db
    .updateTable('resourceDesigns')
    .set((eb) => ({ name: design.name, draft: JSON.stringify(design), publishedVersion: number, menuId, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
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
