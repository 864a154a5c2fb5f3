// The first schema: the console's company, databases, roles, users, menus and grants, permission entries, sessions,
// sign-in failures, notifications, files and the audit trail.
import { sql, type Kysely, type Migration } from 'kysely';

/** Columns every record table has: its id and its version (1 when created, +1 on every write). */
const VERSION = sql`integer not null default 1`;

export const migration: Migration = {
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
