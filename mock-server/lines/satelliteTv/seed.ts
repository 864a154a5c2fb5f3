// The satellite-TV seed, part 1 (issue 14): master data, 12 configurations, 8 flows, 600 integration messages over
// the eight states with JSON/XML bodies, 200 inventory and 200 integration adjustments with items (serialized ones
// with their serials). Deterministic; called from seed/write.ts inside the seeding transaction.
import { sql, type Kysely } from 'kysely';
import { MESSAGE_STATES } from '../../../contracts/endpoints/satelliteTv';
import { PHYSICAL_STATES } from '../../../contracts/endpoints/satelliteTvAdjustments';
import type { Database } from '../../core/db/schema';
import { createRng, type Rng } from '../../core/random';
import { STV_CONFIGURATIONS, STV_FLOWS, STV_PARTS, STV_SUB_INVENTORIES, STV_WAREHOUSES } from './seedData';

export const STV_MESSAGES = 600;
export const STV_ADJUSTMENTS = 200;
const BASE = Date.UTC(2026, 9, 1);
const MINUTE = 60_000;
const NAMES = ['Carlos Rodríguez', 'Luisa Fernanda Gómez', 'Andrés Martínez', 'Paola Andrea Ruiz', 'Jhon Jairo Pérez', 'Diana Marcela Torres', 'Óscar Iván Castro', 'Natalia Herrera'];

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const pad = (n: number, size: number) => String(n).padStart(size, '0');

/** The document id of message n (also used by the tests). */
export const stvDocumentId = (n: number) => `DOC-2026-${pad(n, 5)}`;

function messageBody(rng: Rng, n: number, format: 'JSON' | 'XML', documentId: string, operation: string): string {
  const lines = Array.from({ length: rng.int(1, 4) }, (_, i) => {
    const [sku, name] = rng.pick(STV_PARTS);
    return { line: i + 1, sku, description: name, quantity: rng.int(1, 40), warehouse: rng.pick(STV_WAREHOUSES)[0] };
  });
  if (format === 'JSON') {
    return JSON.stringify({ header: { documentId, operation, sequence: n, client: 'DIRECTV COLOMBIA LTDA', nit: '805006014-0' }, lines });
  }
  const xmlLines = lines
    .map((l) => `<Line number="${l.line}"><Sku>${l.sku}</Sku><Description>${l.description}</Description><Quantity>${l.quantity}</Quantity><Warehouse>${l.warehouse}</Warehouse></Line>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Document><Header><DocumentId>${documentId}</DocumentId><Operation>${operation}</Operation><Sequence>${n}</Sequence><Client>DIRECTV COLOMBIA LTDA</Client></Header><Lines>${xmlLines}</Lines></Document>`;
}

const ERRORS: Record<string, string[]> = {
  READ_ERROR: ['Invalid XML: unexpected end of file at line 1', 'JSON parse error: Unexpected token } in position 212', 'SFTP read timeout after 30000 ms'],
  WRITE_ERROR: ['ORA-00001: unique constraint (WMS.PK_ASN) violated', 'Material DTV-XX-000 does not exist in WMS', 'Warehouse code not mapped for client DIRECTV'],
  STANDBY: ['Waiting for master data synchronization', 'Held by operator for review'],
};

function messages(rng: Rng) {
  return Array.from({ length: STV_MESSAGES }, (_, i) => {
    const n = i + 1;
    const state = MESSAGE_STATES[i % MESSAGE_STATES.length];
    const [, source, process, operation, documentType, format] = STV_CONFIGURATIONS[rng.int(0, STV_CONFIGURATIONS.length - 1)];
    const documentId = stvDocumentId(n);
    const errors = ERRORS[state];
    return {
      id: n, source, state, transactionInternalId: `TRX-INT-${pad(900000 + n, 7)}`, transactionId: `TRX-${pad(n * 7919 % 1000000, 6)}`,
      messageId: `MSG-${process}-${pad(n, 6)}`, documentId, fileName: `${documentType}_${documentId}.${format.toLowerCase()}`,
      date: iso(BASE - (STV_MESSAGES - n) * 37 * MINUTE), message: messageBody(rng, n, format, documentId, operation),
      error: errors ? rng.pick(errors) : '', type: documentType, format,
    };
  });
}

function inventoryAdjustments(rng: Rng) {
  const headers = [];
  const items = [];
  for (let n = 1; n <= STV_ADJUSTMENTS; n++) {
    const configurationId = rng.int(3, 4);
    const lines = Array.from({ length: rng.int(1, 4) }, (_, i) => {
      const [productId, , kind] = rng.pick(STV_PARTS);
      const quantity = kind === 'Serializado' ? 1 : rng.int(1, 60);
      const serial = kind === 'Serializado' ? `ZA${pad(n * 100 + i, 8)}` : '';
      return { inventoryAdjustmentId: n, itemLinesQuantity: i + 1, quantity, productId, itemInstanceSerialNumber: serial,
        pairedItemInstanceSerialNumber: serial ? `SC${pad(n * 100 + i, 8)}` : '' };
    });
    items.push(...lines);
    headers.push({
      id: n, messageId: `MSG-INV-${pad(n, 6)}`, internalId: `AJ-${pad(n, 6)}`, configurationId, documentId: `AJ-DOC-${pad(n, 5)}`,
      createDate: iso(BASE - (STV_ADJUSTMENTS - n) * 180 * MINUTE), integration: rng.chance(0.8) ? 'Integrado' : 'Pendiente',
      senderPartyOrganization: rng.pick(STV_WAREHOUSES)[0], senderPartySubInventory: 'DISPONIBLE',
      receiverPartyOrganization: rng.pick(STV_WAREHOUSES)[0], receiverPartySubInventory: rng.pick(STV_SUB_INVENTORIES)[0],
      productActivityNote: rng.pick(['Ajuste por conteo cíclico', 'Sobrante en inventario', 'Faltante reportado por bodega', 'Reclasificación de material']),
      productActivityLinesQuantity: lines.length, senderPartyTracker: `TRK-${pad(n, 5)}`, receiverPartyTracker: `TRK-R-${pad(n, 5)}`,
    });
  }
  return { headers, items };
}

function integrationAdjustments(rng: Rng) {
  const headers = [];
  const items = [];
  const serials = [];
  let itemId = 0;
  for (let n = 1; n <= STV_ADJUSTMENTS; n++) {
    const serialized = n % 4 === 0;
    const origin = rng.pick(STV_WAREHOUSES)[0];
    const destination = rng.pick(STV_WAREHOUSES)[0];
    const planilla = `PL-${pad(40000 + n, 6)}`;
    headers.push({
      id: n, codBodegaOrigen: origin, documentoPrincipal: planilla, documentoAdicional: `DA-${pad(n, 5)}`, documentoTrasnporte: `GT-${pad(700000 + n * 13, 7)}`,
      factura: `FV-${pad(10000 + n, 6)}`, numero2: String(rng.int(1, 30)), texto1: String(rng.int(10_000_000, 1_099_999_999)),
      texto2: `${'ABCDEFGHJKLMNPRSTUVWXYZ'[n % 23]}${'KLMNPRSTUVW'[n % 11]}${'XYZABCDEF'[n % 9]}${pad(n % 1000, 3)}`,
      texto3: rng.pick(NAMES), documentId: planilla, receiverPartyOrganization: origin, receiverPartySubInventory: 'DISPONIBLE',
      orderLinesOriginPartyOrganization: destination, orderLinesOriginPartySubInventory: rng.pick(STV_SUB_INVENTORIES)[0],
      isSerialize: serialized ? 'serial' : 'not_serial', createDate: iso(BASE - (STV_ADJUSTMENTS - n) * 170 * MINUTE),
      integracion: rng.chance(0.75) ? 'Integrado' : 'Pendiente',
    });
    for (let i = 0; i < rng.int(1, 3); i++) {
      itemId += 1;
      const cantidad = serialized ? rng.int(1, 3) : rng.int(1, 80);
      items.push({ id: itemId, adjustmentId: n, codParte: rng.pick(STV_PARTS)[0], codBodega: destination, subinventario: 'DISPONIBLE',
        codestadoFisicoparte: rng.pick(PHYSICAL_STATES).id, cantidad });
      if (serialized) for (let u = 0; u < cantidad; u++) serials.push({ serial: `ZB${pad(itemId * 10 + u, 9)}`, itemId });
    }
  }
  return { headers, items, serials };
}

/** Multi-row inserts of 1,000 rows at most (part 2's seed uses it too). */
export async function insert<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await db.insertInto(table).values(rows.slice(start, start + 1000) as never).execute();
}

/** Moves each table's identity past the ids the seed wrote. */
export async function resetIdentities(db: Kysely<Database>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

export async function seedSatelliteTv(db: Kysely<Database>): Promise<void> {
  const rng = createRng(14_2026);
  await insert(db, 'stvMaster', [
    ...STV_WAREHOUSES.map(([id, name, city, address]) => ({ kind: 'warehouse' as const, id, name, other1: city, other2: address })),
    ...STV_SUB_INVENTORIES.map(([id, name, note]) => ({ kind: 'subInventory' as const, id, name, other1: note, other2: '' })),
    ...STV_PARTS.map(([id, name, kind]) => ({ kind: 'part' as const, id, name, other1: kind, other2: 'UN' })),
  ]);
  await insert(db, 'stvConfigurations', STV_CONFIGURATIONS.map(([alias, source, process, operation, documentType, format], i) => ({
    id: i + 1, alias, source, process, operation, output: `${process}_OUT`, type: process === 'INVENTORY' ? 'ADJUSTMENT' : 'INTERFACE',
    format, documentType, state: i % 5 === 4 ? 0 : 1, spFlow: `sp_stv_${operation.toLowerCase()}`,
    sftpPathRead: `/sftp/directv/in/${process.toLowerCase()}`, sftpPathWrite: `/sftp/directv/out/${process.toLowerCase()}`,
    pathFile: `/data/stv/${documentType.toLowerCase()}`,
  })));
  await insert(db, 'stvFlows', STV_FLOWS.map(([name, alias, icon], i) => ({
    id: i + 1, orderBy: i + 1, alias, lastDate: iso(BASE - i * 53 * MINUTE), type: 'DIRECTTV', state: i === 7 ? 0 : 1,
    executions: rng.int(120, 9000), name, icon,
  })));
  await insert(db, 'stvMessages', messages(rng));
  const inventory = inventoryAdjustments(rng);
  await insert(db, 'stvInventoryAdjustments', inventory.headers);
  await insert(db, 'stvInventoryAdjustmentItems', inventory.items);
  const integration = integrationAdjustments(rng);
  await insert(db, 'stvIntegrationAdjustments', integration.headers);
  await insert(db, 'stvIntegrationAdjustmentItems', integration.items);
  await insert(db, 'stvIntegrationSerials', integration.serials);
  await resetIdentities(db, ['stv_messages', 'stv_configurations', 'stv_flows', 'stv_inventory_adjustments', 'stv_inventory_adjustment_items',
    'stv_integration_adjustments', 'stv_integration_adjustment_items']);
}
