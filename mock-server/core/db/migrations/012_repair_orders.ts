// Issue 16's tables: repair clients, workshops (stores) and their technicians, orders (with the device inline),
// the traceability stamps of each stage, transfer guides and the files per order.
import { sql, type Kysely, type Migration } from 'kysely';

const VERSION = sql`integer not null default 1`;
const NOW = sql`now()`;

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('repair_clients')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('id_department', 'integer', (c) => c.notNull())
      .addColumn('id_city', 'integer', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('house_phone', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('contact_phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('version', VERSION)
      .execute();
    await sql`create index repair_clients_document_idx on repair_clients (document)`.execute(db);

    await db.schema
      .createTable('repair_workshops')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_point_of_sale', 'boolean', (c) => c.notNull())
      .addColumn('open', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('version', VERSION)
      .execute();

    await db.schema
      .createTable('repair_technicians')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('workshop_id', 'integer', (c) => c.notNull().references('repair_workshops.id'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .execute();

    await db.schema
      .createTable('repair_orders')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('id_order_state', 'text', (c) => c.notNull())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('repair_clients.id'))
      .addColumn('point_id', 'integer', (c) => c.notNull().references('repair_workshops.id'))
      .addColumn('workshop_id', 'integer', (c) => c.notNull().references('repair_workshops.id'))
      .addColumn('technician_id', 'integer', (c) => c.references('repair_technicians.id'))
      .addColumn('id_line_type', 'integer', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('imei', 'text', (c) => c.notNull())
      .addColumn('min', 'text', (c) => c.notNull())
      .addColumn('purchase_date', 'date', (c) => c.notNull())
      .addColumn('doa', 'boolean', (c) => c.notNull())
      .addColumn('warranty', 'boolean', (c) => c.notNull())
      .addColumn('reentry', 'boolean', (c) => c.notNull())
      .addColumn('exhibition', 'boolean', (c) => c.notNull())
      .addColumn('accessories', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('foul_type', 'text', (c) => c.notNull())
      .addColumn('foul_type2', 'text', (c) => c.notNull())
      .addColumn('observation_order', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('imei_loan_device', 'text')
      .addColumn('price_order', 'numeric')
      .addColumn('final_state', 'integer')
      .addColumn('diagnostic_comments', 'text')
      .addColumn('new_imei', 'text')
      .addColumn('doa_verdict', 'text')
      .addColumn('warranty_loss_date', 'date')
      .addColumn('quality_control', 'jsonb')
      .addColumn('collection_guide', 'text')
      .addColumn('return_guide', 'text')
      .addColumn('proof_file', 'text')
      .addColumn('answer_order', 'text')
      .addColumn('creation_date', 'timestamptz', (c) => c.notNull().defaultTo(NOW))
      .addColumn('version', VERSION)
      .execute();
    for (const column of ['id_order_state', 'imei', 'client_id', 'workshop_id']) {
      await sql`create index ${sql.id(`repair_orders_${column}_idx`)} on repair_orders (${sql.id(column)})`.execute(db);
    }

    // One stamp per accepted transition: the stage reached, when, by whom, from which state (getPreState).
    await db.schema
      .createTable('repair_order_stages')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('repair_orders.id'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('previous_state', 'text')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(NOW))
      .execute();
    await sql`create index repair_order_stages_order_idx on repair_order_stages (order_id, id)`.execute(db);

    // Guias (type 1 to workshop, 2 to store), Documentos, Fotos, ComprobanteEntrega: files per order.
    await db.schema
      .createTable('repair_order_files')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('repair_orders.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('guide_type', 'integer')
      .addColumn('guide_number', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(NOW))
      .execute();
    await sql`create index repair_order_files_order_idx on repair_order_files (order_id, kind)`.execute(db);
  },
};
