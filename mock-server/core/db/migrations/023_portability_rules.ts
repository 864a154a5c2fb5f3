// The portability design's rules across two fields (the receiving operator differs from the donor, the scheduled
// date is on or after the requested one): a store whose design was published with versions 1 and 2 only gets
// version 3 here, the published design with the rules, published as migration 022 does it. A fresh store gets all
// three from the seed (this runs before seeding, on empty tables, and does nothing); a design an administrator
// changed to rules or a path of their own keeps it.
import type { Kysely, Migration } from 'kysely';
import { publishVersion, refusals, RULES, VERSION_DATES, type Design } from './022_portability_design';

const RESOURCE = 'portabilityRequests';
const PATH = '/Portability/components/Portability';

/** What the publish checks of then said of the rules against the design's fields (English reasons). */
function ruleRefusals(fields: Design['fields']): string[] {
  const reasons: string[] = [];
  RULES.forEach((rule, index) => {
    const at = `Rule ${index + 1}`;
    const one = fields.find((candidate) => candidate.source === rule.field);
    const other = fields.find((candidate) => candidate.source === rule.other);
    if (!one) reasons.push(`${at}: the field "${rule.field}" does not exist.`);
    if (!other) reasons.push(`${at}: the field "${rule.other}" does not exist.`);
    if (one && other && rule.kind !== 'differs') {
      if (!['date', 'number'].includes(one.kind)) reasons.push(`${at}: "on or after" compares dates or numbers; ${rule.field} is a ${one.kind}.`);
      else if (other.kind !== one.kind) reasons.push(`${at}: ${rule.other} must be of the same kind as ${rule.field} (${one.kind}).`);
    }
  });
  return reasons;
}

export const migration: Migration = {
  async up(db: Kysely<any>) {
    const seeded = await db.selectFrom('company').select('id').limit(1).execute();
    if (seeded.length === 0) return;
    const row = await db.selectFrom('resourceDesigns')
      .innerJoin('resourceDesignVersions', (join) => join.onRef('resourceDesignVersions.designId', '=', 'resourceDesigns.id').onRef('resourceDesignVersions.number', '=', 'resourceDesigns.publishedVersion'))
      .select(['resourceDesigns.id', 'resourceDesigns.menuId', 'resourceDesignVersions.design'])
      .where('resourceDesigns.name', '=', RESOURCE).executeTakeFirst();
    if (!row) return;
    const published: Design = typeof row.design === 'string' ? JSON.parse(row.design) : row.design;
    if ((published.rules ?? []).length > 0 || published.menu.path !== PATH) return;
    const reasons = [...ruleRefusals(published.fields), ...(await refusals(db, published.menu, row.menuId))];
    if (reasons.length > 0) throw new Error(`The resource cannot be published: ${reasons[0]}`);
    await publishVersion(db, row.id, row.menuId, { ...published, rules: RULES }, VERSION_DATES[2]);
  },
};
