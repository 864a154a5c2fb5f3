// Issue 35 item 4: the portability line, designed. A store seeded before it gets the portability requests' design
// published on its Portabilidad entry here (seed/portability.ts, through the Resource Designer's publish path); its
// rest.json gets the requests at start. A fresh store gets both from the seed (this runs before seeding, on empty
// tables, and does nothing). A store where an administrator took the design's name or path keeps theirs.
import type { Kysely, Migration } from 'kysely';
import { publishPortabilityDesign } from '../seed/portability';
import type { Database } from './schema';

export const portabilityDesignMigration: Migration = {
  async up(db: Kysely<any>) {
    const seeded = await db.selectFrom('company').select('id').limit(1).execute();
    if (seeded.length === 0) return;
    const outcome = await publishPortabilityDesign(db as Kysely<Database>);
    if (!outcome.published) console.warn(`[mock-server] the portability design was not added: ${outcome.reason}.`);
  },
};
