// The portability design's rules across two fields (the receiving operator differs from the donor, the scheduled
// date is on or after the requested one): a store whose design was published with versions 1 and 2 only gets
// version 3 here (seed/portability.ts, through the Resource Designer's publish path). A fresh store gets all three
// from the seed (this runs before seeding, on empty tables, and does nothing); a design an administrator changed
// to rules or a path of their own keeps it.
import type { Kysely, Migration } from 'kysely';
import { addPortabilityRules } from '../seed/portability';
import type { Database } from './schema';

export const portabilityRulesMigration: Migration = {
  async up(db: Kysely<any>) {
    const seeded = await db.selectFrom('company').select('id').limit(1).execute();
    if (seeded.length === 0) return;
    await addPortabilityRules(db as Kysely<Database>);
  },
};
