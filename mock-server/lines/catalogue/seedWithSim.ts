// Issue 11's seed, called once from seed/write.ts inside the seeding transaction (after the users exist).
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { seedCatalogue } from './seed';
import { seedSimCards } from '../sim/seed';

export async function seedCatalogueAndSim(db: Kysely<Database>): Promise<void> {
  await seedCatalogue(db);
  await seedSimCards(db);
}
