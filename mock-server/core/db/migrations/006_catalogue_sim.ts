// Issue 11's tables: the product catalogue (categories, inventory groups, businesses, products, stock, uploaded
// images, per-user role values) and the SIM inventory (serial pairs per warehouse, orders).
import { sql, type Kysely, type Migration } from 'kysely';

const VERSION = sql`integer not null default 1`;

export const migration: Migration = {
  async up(db: Kysely<any>) {
    for (const table of ['product_catalogs', 'inventory_groups', 'businesses']) {
      await db.schema
        .createTable(table)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
    }
    await db.schema
      .createTable('products')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('sku', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('catalog_id', 'integer', (c) => c.notNull().references('product_catalogs.id'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('inventory_groups.id'))
      .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
      .addColumn('cod_ean', 'text', (c) => c.notNull())
      .addColumn('high', 'double precision', (c) => c.notNull())
      .addColumn('long', 'double precision', (c) => c.notNull())
      .addColumn('width', 'double precision', (c) => c.notNull())
      .addColumn('weight', 'double precision', (c) => c.notNull())
      .addColumn('unit_of_weight', 'text', (c) => c.notNull())
      .addColumn('image_count', 'integer', (c) => c.notNull())
      .addColumn('version', VERSION)
      .execute();
    await sql`create index products_sku_idx on products (lower(sku) text_pattern_ops)`.execute(db);
    await db.schema
      .createTable('product_stock')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('winery', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('sub_inventory', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('product_stock_product_idx').on('product_stock').column('product_id').execute();
    // an image uploaded through the edit modal (table Product-img, one file): shown first in the gallery
    await db.schema
      .createTable('product_uploads')
      .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id'))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('data', 'bytea', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('product_role_values')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('role_value', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sim_orders')
      .addColumn('movement', 'text', (c) => c.primaryKey())
      .addColumn('cod_bodega', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sim_pairs')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('serial', 'text', (c) => c.notNull().unique())
      .addColumn('gift_serial', 'text', (c) => c.notNull().unique())
      .addColumn('cod_bodega', 'text', (c) => c.notNull())
      .addColumn('holder_name', 'text', (c) => c.notNull())
      .addColumn('holder_document', 'text', (c) => c.notNull())
      .addColumn('holder_phone', 'text', (c) => c.notNull())
      .addColumn('validated_movement', 'text')
      .addColumn('validated_at', 'text')
      .addColumn('validated_by', 'integer')
      .addColumn('printed_at', 'text')
      .addColumn('printed_by', 'integer')
      .execute();
  },
};
