// Issue 33 item 3, spec 02 §5: "Inventory adjustment: no validation rules; items are added freely." An adjustment may
// leave its configuration out, and a line may lower stock (a negative quantity): the store drops the two rules that
// refused them (configuration_id not null, quantity > 0). The configuration, when given, still names one.
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table stv_inventory_adjustments alter column configuration_id drop not null`.execute(db);
    await sql`alter table stv_inventory_adjustment_items drop constraint if exists stv_inventory_adjustment_items_quantity_check`.execute(db);
  },
};
