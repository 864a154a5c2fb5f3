// Issue 11's seed, called once from seed/write.ts inside the seeding transaction (after the users exist).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedCatalogue } from './catalogue';
import { seedSimCards } from './simCards';

export async function seedCatalogueAndSim(db: Kysely<Database>): Promise<void> {
  await seedCatalogue(db);
  await seedSimCards(db);
}
