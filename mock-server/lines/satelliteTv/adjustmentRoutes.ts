// The satellite-TV adjustments (spec 02 §7, issue 14): inventory adjustments (list, configurations, items, save,
// delete by GET as the spec documents and by POST as the app sends it) and integration adjustments (list, detail,
// save with the §5 checks), plus the master data lists. Each save is one transaction.
import { Router } from 'express';
import { masterParties, masterSubInventories, masterWareHouses } from '../../../contracts/endpoints/satelliteTv';
import {
  integrationAdjustmentGet, integrationAdjustmentList, integrationAdjustmentSave, inventoryAdjustmentConfigurationGet,
  inventoryAdjustmentDelete, inventoryAdjustmentGet, inventoryAdjustmentList, inventoryAdjustmentSave,
} from '../../../contracts/endpoints/satelliteTvAdjustments';
import type { ApiContext } from '../../shell/api/context';
import { fieldsRefusal } from '../../core/contract';
import { handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { refuse } from '../../core/refuse';
import type { Msg } from '../../shell/messages';
import {
  integrationAdjustmentDetail, inventoryAdjustmentItems, listIntegrationAdjustments, listInventoryAdjustments,
} from './queries';
import { integrationAdjustmentRefusals } from './rules';

export const INVENTORY_SAVED = 'Ajuste de inventario guardado con exito...';
export const INVENTORY_DELETED = 'Ajuste de inventario eliminado con exito...';
export const INTEGRATION_SAVED = 'Ajsute de interface Exitos';

const nowText = () => new Date().toISOString().slice(0, 19);

export function adjustmentRoutes({ db }: ApiContext): Router {
  const router = Router();

  const master = (kind: 'warehouse' | 'subInventory' | 'part') => () =>
    db.selectFrom('stvMaster').select(['id', 'name', 'other1', 'other2']).where('kind', '=', kind).orderBy('name').execute();
  handle(router, masterWareHouses, master('warehouse'));
  handle(router, masterSubInventories, master('subInventory'));
  handle(router, masterParties, master('part'));

  // ---- inventory adjustments
  handle(router, inventoryAdjustmentList, ({ body }) => listInventoryAdjustments(db, body));
  handle(router, inventoryAdjustmentConfigurationGet, () =>
    db.selectFrom('stvConfigurations').select(['id', 'operation', 'documentType']).where('state', '=', 1).orderBy('id').execute());
  handle(router, inventoryAdjustmentGet, async ({ query: { id } }) => {
    const exists = await db.selectFrom('stvInventoryAdjustments').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) refuse(404, 'satelliteTv.inventoryAdjustmentNotFound', { id });
    return inventoryAdjustmentItems(db, id);
  });
  handle(router, inventoryAdjustmentSave, async ({ body: { items, configuration, productActivityLinesQuantity, ...header } }) => {
    const recordId = await db.transaction().execute(async (tx) => {
      // spec 02 §5 has no rules for it (issue 33): only what keeps the data sound is checked, a configuration that
      // exists when one is named and a product that exists on each line (whole quantities, negative or not: the contract)
      const errors: Record<string, Msg> = {};
      if (configuration !== undefined) {
        const found = await tx.selectFrom('stvConfigurations').select('id').where('id', '=', configuration).executeTakeFirst();
        if (!found) errors.configuration = { key: 'satelliteTv.unknownConfiguration', params: { id: configuration } };
      }
      const products = items.length
        ? new Set((await tx.selectFrom('stvMaster').select('id').where('kind', '=', 'part').where('id', 'in', items.map((i) => i.productID)).execute()).map((p) => p.id))
        : new Set<string>();
      items.forEach((item, index) => {
        if (!products.has(item.productID)) {
          errors[`items.${index}.productID`] = { key: 'satelliteTv.unknownProduct', params: { line: index + 1, product: item.productID } };
        }
      });
      if (Object.keys(errors).length) throw fieldsRefusal(errors);
      const stamp = Date.now().toString(36).toUpperCase();
      const row = await records.save(tx, 'stvInventoryAdjustments', undefined, {
        ...header, messageId: header.messageId || `MSG-INV-${stamp}`, internalId: header.internalId || `AJ-${stamp}`, configurationId: configuration ?? null,
        createDate: nowText(), integration: 'Pendiente', productActivityLinesQuantity: productActivityLinesQuantity ?? items.length,
      }, { actor: null });
      if (items.length) {
        await tx.insertInto('stvInventoryAdjustmentItems').values(items.map((item, index) => ({
          inventoryAdjustmentId: row.id, itemLinesQuantity: item.itemLinesQuantity ?? index + 1, quantity: item.quantity, productId: item.productID,
          itemInstanceSerialNumber: item.itemInstanceSerialNumber, pairedItemInstanceSerialNumber: item.pairedItemInstanceSerialNumber,
        }))).execute();
      }
      return row.id;
    });
    return reply({ recordId }, INVENTORY_SAVED);
  });
  // by GET as the spec documents it, by POST as the app sends it
  handle(router, inventoryAdjustmentDelete, async ({ query: { id } }) => {
    await db.transaction().execute(async (tx) => {
      const exists = await tx.selectFrom('stvInventoryAdjustments').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!exists) refuse(404, 'satelliteTv.inventoryAdjustmentNotFound', { id });
      await records.remove(tx, 'stvInventoryAdjustments', id, { actor: null });
    });
    return reply({ recordId: id }, INVENTORY_DELETED);
  });

  // ---- integration adjustments
  handle(router, integrationAdjustmentList, ({ body }) => listIntegrationAdjustments(db, body));
  handle(router, integrationAdjustmentGet, async ({ query: { id } }) => {
    const found = await integrationAdjustmentDetail(db, id);
    if (!found) refuse(404, 'satelliteTv.integrationAdjustmentNotFound', { id });
    return found;
  });
  handle(router, integrationAdjustmentSave, async ({ body: { items, IsSerialize, DocumentId: _d, receiverPartyOrganization: _r, ...header } }) => {
    const serialized = IsSerialize === 'serial';
    const normalized = items.map((item) => ({ ...item, serials: item.serials.map((s) => s.toUpperCase()) }));
    const id = await db.transaction().execute(async (tx) => {
      const masters = await tx.selectFrom('stvMaster').select(['kind', 'id']).execute();
      const codes = (kind: string) => new Set(masters.filter((m) => m.kind === kind).map((m) => m.id));
      const wanted = normalized.flatMap((i) => i.serials);
      const used = wanted.length ? await tx.selectFrom('stvIntegrationSerials').select('serial').where('serial', 'in', wanted).execute() : [];
      const errors = integrationAdjustmentRefusals(header, serialized, normalized,
        { warehouses: codes('warehouse'), subInventories: codes('subInventory'), parts: codes('part') }, new Set(used.map((u) => u.serial)));
      if (Object.keys(errors).length) throw fieldsRefusal(errors);
      const row = await records.save(tx, 'stvIntegrationAdjustments', undefined, {
        codBodegaOrigen: header.cod_bodega_origen, documentoPrincipal: header.documento_principal, documentoAdicional: header.documento_adicional,
        documentoTrasnporte: header.documento_trasnporte, factura: header.factura, numero2: header.numero2, texto1: header.texto1,
        texto2: header.texto2, texto3: header.texto3, documentId: header.documento_principal, receiverPartyOrganization: header.cod_bodega_origen,
        receiverPartySubInventory: header.receiverPartySubInventory, orderLinesOriginPartyOrganization: header.orderLinesOriginPartyOrganization,
        orderLinesOriginPartySubInventory: header.orderLinesOriginPartySubInventory, isSerialize: IsSerialize, createDate: nowText(), integracion: 'Pendiente',
      }, { actor: null });
      for (const item of normalized) {
        const saved = await tx.insertInto('stvIntegrationAdjustmentItems').values({
          adjustmentId: row.id, codParte: item.cod_parte, codBodega: item.cod_bodega, subinventario: item.subinventario,
          codestadoFisicoparte: item.codestado_fisicoparte, cantidad: item.cantidad,
        }).returning('id').executeTakeFirstOrThrow();
        if (serialized) await tx.insertInto('stvIntegrationSerials').values(item.serials.map((serial) => ({ serial, itemId: saved.id }))).execute();
      }
      return row.id;
    });
    return reply({ cod_movimiento: id }, INTEGRATION_SAVED);
  });
  return router;
}
