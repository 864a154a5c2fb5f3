// Issue 34 items 1 and 2: each user's column choice per list, the saved views of the lists
// (private, or shared with roles) and each user's default view per list. Tables of our own; a view's roles and
// the defaults that name it go with it.
import { sql, type Kysely, type Migration } from 'kysely';
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('list_preferences')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('columns', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('list_preferences_pkey', ['user_id', 'resource'])
      .execute();
    await db.schema
      .createTable('list_views')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('state', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // one name per owner and list, case aside (accents are compared by the route, which folds them)
    await sql`create unique index list_views_owner_name_key on list_views (owner_id, resource, lower(name))`.execute(db);
    await db.schema
      .createTable('list_view_roles')
      .addColumn('view_id', 'integer', (c) => c.notNull().references('list_views.id').onDelete('cascade'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('list_view_roles_pkey', ['view_id', 'role_id'])
      .execute();
    await sql`create index list_view_roles_role_idx on list_view_roles (role_id)`.execute(db);
    await db.schema
      .createTable('list_view_defaults')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('view_id', 'integer', (c) => c.notNull().references('list_views.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('list_view_defaults_pkey', ['user_id', 'resource'])
      .execute();
  },
};
