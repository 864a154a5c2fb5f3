// The satellite-TV line's reads (issue 14): message list with the console's filters, configurations, flows,
// adjustment lists (searchable) and the adjustments' details. Pages are 1-based; newest first.
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { integrationList } from '../../../contracts/endpoints/satelliteTv';
import type { IntegrationAdjustmentRow, InventoryAdjustmentRow } from '../../../contracts/endpoints/satelliteTvAdjustments';
import type { Db } from '../../core/db/open';
import type { Database } from '../../core/db/schema';
import type { StvIntegrationAdjustmentsTable } from './schema';
import { containsPattern } from '../../shell/api/sqlListing';

type MessageListInput = z.output<typeof integrationList.body>;
const offsetOf = (input: { pageIndex: number; pageSize: number }) => (input.pageIndex - 1) * input.pageSize;

export async function listMessages(db: Db, input: MessageListInput) {
  let query = db.selectFrom('stvMessages');
  if (input.id) query = query.where('id', '=', input.id);
  if (input.state) query = query.where('state', '=', input.state);
  if (input.documentId) query = query.where('documentId', 'ilike', containsPattern(input.documentId));
  if (input.name) query = query.where('fileName', 'ilike', containsPattern(input.name));
  if (input.source) query = query.where('source', 'ilike', containsPattern(input.source));
  if (input.transactionId) {
    const value = containsPattern(input.transactionId);
    query = query.where((eb) => eb.or([eb('transactionId', 'ilike', value), eb('transactionInternalId', 'ilike', value)]));
  }
  if (input.messageId) query = query.where('messageId', 'ilike', containsPattern(input.messageId));
  if (input.error) query = query.where('error', 'ilike', containsPattern(input.error));
  const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
  const items = await query.selectAll().orderBy('id', 'desc').limit(input.pageSize).offset(offsetOf(input)).execute();
  return { items: items.map((row) => ({ ...row, format: row.format as 'JSON' | 'XML', state: row.state as never })), totalItemCount: Number(total) };
}

export async function messageWithChanges(db: Db, id: number) {
  const row = await db.selectFrom('stvMessages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const changes = await db.selectFrom('stvMessageChanges').select(['id', 'fromState', 'toState', 'error', 'userName', 'changedAt'])
    .where('messageId', '=', id).orderBy('id', 'desc').execute();
  return { row: { ...row, format: row.format as 'JSON' | 'XML', state: row.state as never }, changes };
}

export async function pageOf<T extends 'stvConfigurations' | 'stvFlows'>(
  db: Db, table: T, input: { pageIndex: number; pageSize: number },
): Promise<{ items: Selectable<Database[T]>[]; totalItemCount: number }> {
  const [{ total }] = await db.selectFrom(table as 'stvFlows').select((eb) => eb.fn.countAll<string>().as('total')).execute();
  const items = await db.selectFrom(table as 'stvFlows').selectAll().orderBy(table === 'stvFlows' ? 'orderBy' : 'id').orderBy('id')
    .limit(input.pageSize).offset(offsetOf(input)).execute();
  return { items: items as Selectable<Database[T]>[], totalItemCount: Number(total) };
}

const searchOf = (columns: string[], search: string): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.join(columns.map((c) => sql`${sql.ref(c)}::text ilike ${containsPattern(search)}`), sql` or `)})`;

export async function listInventoryAdjustments(db: Db, input: { pageIndex: number; pageSize: number; search: string }) {
  // an adjustment saved without a configuration is listed too, its operation, process and document type empty
  let query = db.selectFrom('stvInventoryAdjustments as a').leftJoin('stvConfigurations as c', 'c.id', 'a.configurationId');
  if (input.search) query = query.where(searchOf(['a.id', 'a.messageId', 'a.internalId', 'a.documentId', 'c.operation', 'c.documentType'], input.search));
  const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
  const rows = await query
    .select(['a.id', 'a.messageId', 'a.internalId', 'c.operation', 'c.process', 'c.documentType', 'a.documentId', 'a.createDate', 'a.integration'])
    .orderBy('a.id', 'desc').limit(input.pageSize).offset(offsetOf(input)).execute();
  const items: InventoryAdjustmentRow[] = rows.map(({ id, operation, process, documentType, ...row }) => ({
    recordId: id, ...row, operation: operation ?? '', process: process ?? '', documentType: documentType ?? '',
  }));
  return { items, totalItemCount: Number(total) };
}

export async function inventoryAdjustmentItems(db: Db, id: number) {
  const rows = await db.selectFrom('stvInventoryAdjustmentItems').selectAll().where('inventoryAdjustmentId', '=', id).orderBy('id').execute();
  return rows.map(({ id: _id, productId, ...item }) => ({ ...item, productID: productId }));
}

type IntegrationRow = Selectable<StvIntegrationAdjustmentsTable>;
const integrationRows = (db: Db) => db.selectFrom('stvIntegrationAdjustments').selectAll();
export const integrationAdjustmentRow = (row: IntegrationRow): IntegrationAdjustmentRow => ({
  cod_movimiento: row.id, cod_bodega_origen: row.codBodegaOrigen, documento_principal: row.documentoPrincipal,
  documento_adicional: row.documentoAdicional, documento_trasnporte: row.documentoTrasnporte, factura: row.factura, numero2: row.numero2,
  texto1: row.texto1, texto2: row.texto2, texto3: row.texto3, DocumentId: row.documentId, receiverPartyOrganization: row.receiverPartyOrganization,
  receiverPartySubInventory: row.receiverPartySubInventory, orderLinesOriginPartyOrganization: row.orderLinesOriginPartyOrganization,
  orderLinesOriginPartySubInventory: row.orderLinesOriginPartySubInventory, IsSerialize: row.isSerialize === 'serial' ? 'serial' : 'not_serial',
  createDate: row.createDate, integracion: row.integracion,
});

export async function listIntegrationAdjustments(db: Db, input: { pageIndex: number; pageSize: number; search: string }) {
  let query = db.selectFrom('stvIntegrationAdjustments');
  if (input.search) {
    query = query.where(searchOf(['id', 'documentoPrincipal', 'documentoAdicional', 'documentoTrasnporte', 'factura', 'texto2', 'texto3', 'codBodegaOrigen'], input.search));
  }
  const [{ total }] = await query.select((eb) => eb.fn.countAll<string>().as('total')).execute();
  const rows = await query.selectAll().orderBy('id', 'desc').limit(input.pageSize).offset(offsetOf(input)).execute();
  return { items: rows.map(integrationAdjustmentRow), totalItemCount: Number(total) };
}

export async function integrationAdjustmentDetail(db: Db, id: number) {
  const row = await integrationRows(db).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const names = new Map((await db.selectFrom('stvMaster').selectAll().execute()).map((m) => [`${m.kind}:${m.id}`, m.name]));
  const items = await db.selectFrom('stvIntegrationAdjustmentItems').selectAll().where('adjustmentId', '=', id).orderBy('id').execute();
  const serials = items.length
    ? await db.selectFrom('stvIntegrationSerials').selectAll().where('itemId', 'in', items.map((i) => i.id)).orderBy('serial').execute()
    : [];
  return {
    row: integrationAdjustmentRow(row),
    items: items.map((item) => ({
      documento_principal: row.documentoPrincipal, cod_parte: item.codParte, cod_bodega: item.codBodega, subinventario: item.subinventario,
      codestado_fisicoparte: item.codestadoFisicoparte, cantidad: item.cantidad,
      serials: serials.filter((s) => s.itemId === item.id).map((s) => s.serial),
      name_parte: names.get(`part:${item.codParte}`) ?? item.codParte, name_bodega: names.get(`warehouse:${item.codBodega}`) ?? item.codBodega,
      name_subinventario: names.get(`subInventory:${item.subinventario}`) ?? item.subinventario,
    })),
  };
}
