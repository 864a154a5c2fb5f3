// The schema of the mock server's store, as Kysely migrations: one file per migration in this folder, named by its
// id, listed here in order (inline: no migration files to find at run time). A migration is frozen once it has
// shipped: it imports nothing outside this folder but kysely (a copy of the data or code it needs lives here), so
// changing a feature or the seed never changes what an old migration does. A new one takes the next id.
import { sql, type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migration as initial } from './001_initial';
import { migration as listSearchSort } from './002_list_search_sort';
import { migration as storeSpeed } from './003_store_speed';
import { migration as databaseSortIndexes } from './004_database_sort_indexes';
import { migration as notificationMessages } from './005_notification_messages';
import { migration as catalogueSim } from './006_catalogue_sim';
import { migration as reports } from './007_reports';
import { migration as uploads } from './008_uploads';
import { migration as uploadsRowsJson } from './009_uploads_rows_json';
import { migration as satelliteTv } from './010_satellite_tv';
import { migration as satelliteTv2 } from './011_satellite_tv_2';
import { migration as repairOrders } from './012_repair_orders';
import { migration as repairOrdersFilesMeta } from './013_repair_orders_files_meta';
import { migration as pointOfSale } from './014_point_of_sale';
import { migration as repairBackOffice } from './015_repair_back_office';
import { migration as resourceDesigner } from './016_resource_designer';
import { migration as warehousesMenu } from './017_warehouses_menu';
import { migration as twoFactor } from './018_two_factor';
import { migration as inventoryAdjustmentFree } from './019_inventory_adjustment_free';
import { migration as bulkEdit } from './020_bulk_edit';
import { migration as listViews } from './021_list_views';
import { migration as portabilityDesign } from './022_portability_design';
import { migration as portabilityRules } from './023_portability_rules';
import { migration as mail } from './024_mail';
import { migration as auditVersions } from './025_audit_versions';

/** Every migration by name ('<id>_<what>', the id three digits), in the order they run. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_list_search_sort': listSearchSort,
  '003_store_speed': storeSpeed,
  '004_database_sort_indexes': databaseSortIndexes,
  '005_notification_messages': notificationMessages,
  '006_catalogue_sim': catalogueSim,
  '007_reports': reports,
  '008_uploads': uploads,
  '009_uploads_rows_json': uploadsRowsJson,
  '010_satellite_tv': satelliteTv,
  '011_satellite_tv_2': satelliteTv2,
  '012_repair_orders': repairOrders,
  '013_repair_orders_files_meta': repairOrdersFilesMeta,
  '014_point_of_sale': pointOfSale,
  '015_repair_back_office': repairBackOffice,
  '016_resource_designer': resourceDesigner,
  '017_warehouses_menu': warehousesMenu,
  '018_two_factor': twoFactor,
  '019_inventory_adjustment_free': inventoryAdjustmentFree,
  '020_bulk_edit': bulkEdit,
  '021_list_views': listViews,
  '022_portability_design': portabilityDesign,
  '023_portability_rules': portabilityRules,
  '024_mail': mail,
  '025_audit_versions': auditVersions,
};

/**
 * The names the migrations had before they were numbered in order (ids were '<issue>_<what>', four of them used
 * twice), as a data folder made then has them in kysely_migration: renamed there before the Migrator reads it,
 * which refuses a folder whose executed migrations it does not know. Frozen: never edit.
 */
export const RENAMED: Readonly<Record<string, string>> = {
  '008_store_speed': '003_store_speed',
  '009_database_sort_indexes': '004_database_sort_indexes',
  '010_notification_messages': '005_notification_messages',
  '011_catalogue_sim': '006_catalogue_sim',
  '012_reports': '007_reports',
  '013_uploads': '008_uploads',
  '013_uploads_rows_json': '009_uploads_rows_json',
  '014_satellite_tv': '010_satellite_tv',
  '015_satellite_tv_2': '011_satellite_tv_2',
  '016_repair_orders': '012_repair_orders',
  '016_repair_orders_files_meta': '013_repair_orders_files_meta',
  '017_point_of_sale': '014_point_of_sale',
  '018_repair_back_office': '015_repair_back_office',
  '019_resource_designer': '016_resource_designer',
  '020_warehouses_menu': '017_warehouses_menu',
  '032_two_factor': '018_two_factor',
  '033_inventory_adjustment_free': '019_inventory_adjustment_free',
  '034_bulk_edit': '020_bulk_edit',
  '034_list_views': '021_list_views',
  '035_portability_design': '022_portability_design',
  '035_portability_rules': '023_portability_rules',
  '036_mail': '024_mail',
};

/** kysely_migration under the old names gets the new ones (one statement, so all or none; nothing when none is left). */
async function renameExecuted(db: Kysely<any>): Promise<void> {
  const found = await sql<{ ok: boolean }>`select to_regclass('kysely_migration') is not null as ok`.execute(db);
  if (!found.rows[0]?.ok) return;
  const pairs = sql.join(Object.entries(RENAMED).map(([from, to]) => sql`(${from}, ${to})`));
  await sql`update kysely_migration m set name = r.new_name from (values ${pairs}) as r(old_name, new_name) where m.name = r.old_name`.execute(db);
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date; throws the first failure. Unordered: a folder made by a branch may have run a
 * later migration before an earlier one landed.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await renameExecuted(db);
  const { error } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
