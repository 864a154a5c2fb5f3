// The schema of the mock server's store, as Kysely migrations (inline: no migration files to find at run time).
import { sql, type Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { catalogueSimMigration } from './catalogueMigration';
import { repairOrderFilesMetaMigration, repairOrdersMigration } from './repairOrdersMigration';
import { satelliteTvMigration } from './satelliteTvMigration';
import { satelliteTv2Migration } from './satelliteTv2Migration';
import { warehousesMenuMigration } from './warehousesMenuMigration';
import { uploadRowsAsJsonMigration, uploadsMigration } from './uploadsMigration';
import { reportsMigration } from './reportsMigration';
import { storeSpeedMigration } from './storeSpeedMigration';
import { pointOfSaleMigration } from './pointOfSaleMigration';
import { resourceDesignerMigration } from './resourceDesignerMigration';
import { repairBackOfficeMigration } from './repairBackOfficeMigration';
import { inventoryAdjustmentFreeMigration } from './inventoryAdjustmentFreeMigration';
import { twoFactorMigration } from './twoFactorMigration';
import { portabilityDesignMigration } from './portabilityDesignMigration';
import { portabilityRulesMigration } from './portabilityRulesMigration';
import { mailMigration } from './mailMigration';
import { listViewsMigration } from './listViewsMigration';
import { bulkEditMigration } from '../bulk/migration';

/** Columns every record table has: its id and its version (1 when created, +1 on every write). */
const VERSION = sql`integer not null default 1`;

const migration001: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('company')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('logo', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('app_version', 'text', (c) => c.notNull())
      .addColumn('createdate', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tenan_id', 'text', (c) => c.notNull())
      .addColumn('twitter', 'text', (c) => c.notNull())
      .addColumn('facebook', 'text', (c) => c.notNull())
      .addColumn('instagram', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('databases')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('alias', 'text', (c) => c.notNull())
      .addColumn('connection_string', 'text', (c) => c.notNull())
      .addColumn('storage', 'text', (c) => c.notNull())
      .addColumn('status', 'boolean', (c) => c.notNull())
      .addColumn('database_type', 'integer', (c) => c.notNull())
      .addColumn('url_api', 'text', (c) => c.notNull())
      .addColumn('version', VERSION)
      .execute();
    // names are unique regardless of case, as the API has always checked
    await sql`create unique index databases_name_key on databases (lower(name))`.execute(db);
    await sql`create index databases_alias_idx on databases (lower(alias))`.execute(db);

    await db.schema
      .createTable('roles')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'boolean', (c) => c.notNull())
      .addColumn('data_base_id', 'integer', (c) => c.notNull().references('databases.id'))
      .addColumn('version', VERSION)
      .execute();
    await sql`create unique index roles_database_name_key on roles (data_base_id, lower(name))`.execute(db);

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('login', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'boolean', (c) => c.notNull())
      .addColumn('change_password', 'text', (c) => c.notNull())
      .addColumn('data_base_id', 'integer', (c) => c.notNull())
      .addColumn('cod_bodega', 'text', (c) => c.notNull())
      .addColumn('version', VERSION)
      .execute();
    await sql`create unique index users_login_key on users (lower(login))`.execute(db);
    await sql`create index users_email_idx on users (lower(email))`.execute(db);

    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_roles_pkey', ['user_id', 'role_id'])
      .execute();
    await db.schema
      .createTable('user_databases')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('database_id', 'integer', (c) => c.notNull().references('databases.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_databases_pkey', ['user_id', 'database_id'])
      .execute();
    await db.schema.createIndex('user_databases_database_idx').on('user_databases').column('database_id').execute();

    await db.schema
      .createTable('menus')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      // the English name; '' for entries saved by older clients (the Spanish name then serves both languages)
      .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('root', 'integer', (c) => c.notNull())
      .addColumn('status', 'boolean', (c) => c.notNull())
      .addColumn('source_prime', 'boolean', (c) => c.notNull())
      .addColumn('data_base_id', 'integer', (c) => c.notNull())
      .addColumn('index', 'integer', (c) => c.notNull())
      .addColumn('version', VERSION)
      .execute();
    await db.schema.createIndex('menus_database_idx').on('menus').columns(['data_base_id', 'root']).execute();
    await db.schema.createIndex('menus_path_idx').on('menus').column('path').execute();

    await db.schema
      .createTable('menu_access')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'integer', (c) => c.notNull().references('roles.id'))
      .addColumn('menu', 'integer', (c) => c.notNull().references('menus.id'))
      .addColumn('status', 'boolean', (c) => c.notNull())
      .addColumn('l', 'boolean', (c) => c.notNull())
      .addColumn('v', 'boolean', (c) => c.notNull())
      .addColumn('w', 'boolean', (c) => c.notNull())
      .addColumn('r', 'boolean', (c) => c.notNull())
      .addColumn('d', 'boolean', (c) => c.notNull())
      .addColumn('version', VERSION)
      .addUniqueConstraint('menu_access_role_menu_key', ['role', 'menu'])
      .execute();
    await db.schema.createIndex('menu_access_menu_idx').on('menu_access').column('menu').execute();

    await db.schema
      .createTable('permission_entries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('table_type', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('database_id', 'integer', (c) => c.notNull().references('databases.id'))
      .addColumn('version', VERSION)
      .execute();
    await db.schema
      .createTable('permission_entry_users')
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('permission_entries.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('permission_entry_users_pkey', ['entry_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('login_failures')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_failures_key_idx').on('login_failures').column('key').execute();

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('id_user', 'integer', (c) => c.notNull())
      .addColumn('process', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('version', VERSION)
      .execute();
    await db.schema.createIndex('notifications_user_idx').on('notifications').column('id_user').execute();

    await db.schema
      .createTable('files')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('data_base_id', 'integer', (c) => c.notNull().references('databases.id'))
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('version', VERSION)
      .execute();
    await db.schema.createIndex('files_database_idx').on('files').columns(['data_base_id', 'table_name']).execute();

    await db.schema
      .createTable('audit')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('changes', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_record_idx').on('audit').columns(['resource', 'record_id', 'id']).execute();
  },
};

/** Upper- and lower-case accented letters and their plain forms (C-locale lower() only knows ASCII). */
const ACCENTED = 'ÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛÃÕÇÑáéíóúàèìòùäëïöüâêîôûãõçñ';
const PLAIN = 'AEIOUAEIOUAEIOUAEIOUAOCNaeiouaeiouaeiouaeiouaocn';

// The big lists search, sort and page in SQL. fold_text() is the server twin of seed/random.ts fold() (accents
// and case ignored) behind trigram indexes for "contains" searches; sort_key() orders texts like the Spanish
// collation the lists used in JavaScript: accents and case ignored, ñ after n, numbers by value ("9" < "10").
const migration002: Migration = {
  async up(db: Kysely<any>) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create or replace function fold_text(t text) returns text language sql immutable parallel safe
      as $$ select lower(translate(t, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})) $$`.execute(db);
    await sql`create or replace function sort_key(t text) returns text language plpgsql immutable parallel safe as $$
      declare
        folded text := fold_text(replace(replace(t, 'ñ', 'n{'), 'Ñ', 'n{'));
        part text;
        digits text;
        result text := '';
      begin
        for part in select m[1] from regexp_matches(folded, '(\\d+|\\D+)', 'g') as m loop
          if part ~ '^\\d' then
            digits := ltrim(part, '0');
            result := result || lpad(length(digits)::text, 2, '0') || digits;
          else
            result := result || part;
          end if;
        end loop;
        return result;
      end $$`.execute(db);
    // DataBase/Save's name clash check, one row of 100 000 instead of a full scan
    await sql`create index databases_trimmed_name_idx on databases (lower(trim(name)))`.execute(db);
    for (const column of ['name', 'alias']) {
      await sql`create index ${sql.id(`databases_${column}_fold_trgm`)} on databases using gin (fold_text(${sql.id(column)}) gin_trgm_ops)`.execute(db);
      await sql`create index ${sql.id(`databases_${column}_sort`)} on databases ((sort_key(${sql.id(column)})) collate "C", id)`.execute(db);
    }
  },
};

// DataBase/List sorts by every text column it offers (DATABASE_SORT_FIELDS), and sort_key() costs ~40 µs a row:
// without an index, sorting 100 000 rows by connection string took 4 s, by storage 1.2 s (by name or alias: 6 ms).
// Ties go by id ascending in both directions, so a column whose values repeat (29 storages, 75 % of API addresses
// "http://") also needs a descending index: read backwards, the ascending one orders ties by id descending.
const databaseSortIndexes: Migration = {
  async up(db: Kysely<any>) {
    for (const column of ['connection_string', 'storage', 'url_api']) {
      await sql`create index ${sql.id(`databases_${column}_sort`)} on databases ((sort_key(${sql.id(column)})) collate "C", id)`.execute(db);
    }
    for (const column of ['storage', 'url_api']) {
      await sql`create index ${sql.id(`databases_${column}_sort_desc`)} on databases ((sort_key(${sql.id(column)})) collate "C" desc, id)`.execute(db);
    }
  },
};

// Notifications name their message (key and parameters) so each reader gets it in their language (issue 10 item 11).
const migration010: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('notifications').addColumn('message_key', 'text').addColumn('message_params', 'jsonb').execute();
  },
};

// Keys are '<issue>_<what>': lines land in any order, so an older data folder may miss a lower-numbered one.
// One per line: each line's branch adds its own
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': migration001,
  '002_list_search_sort': migration002,
  '008_store_speed': storeSpeedMigration,
  '009_database_sort_indexes': databaseSortIndexes,
  '010_notification_messages': migration010,
  '011_catalogue_sim': catalogueSimMigration,
  '012_reports': reportsMigration,
  '013_uploads': uploadsMigration,
  '013_uploads_rows_json': uploadRowsAsJsonMigration,
  '014_satellite_tv': satelliteTvMigration,
  '015_satellite_tv_2': satelliteTv2Migration,
  '016_repair_orders': repairOrdersMigration,
  '016_repair_orders_files_meta': repairOrderFilesMetaMigration,
  '017_point_of_sale': pointOfSaleMigration,
  '019_resource_designer': resourceDesignerMigration,
  '018_repair_back_office': repairBackOfficeMigration,
  '020_warehouses_menu': warehousesMenuMigration,
  '032_two_factor': twoFactorMigration,
  '033_inventory_adjustment_free': inventoryAdjustmentFreeMigration,
  '035_portability_design': portabilityDesignMigration,
  '036_mail': mailMigration,
  '034_bulk_edit': bulkEditMigration,
  '034_list_views': listViewsMigration,
  '035_portability_rules': portabilityRulesMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws the first failure. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Whether every migration has run (false on a folder made by an older build). */
export async function isUpToDate(db: Kysely<any>): Promise<boolean> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.every((m) => m.executedAt !== undefined);
}
