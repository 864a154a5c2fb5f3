// The satellite-TV adjustments (spec 02 §7, issue 14): inventory adjustments (list, configurations, items, save,
// delete by GET as the spec documents and by POST as the app sends it) and integration adjustments (list, detail,
// save with the §5 checks), plus the master data lists. Each save is one transaction.
import { Router, type Request, type Response } from 'express';
import { masterParties, masterSubInventories, masterWareHouses } from '../../../contracts/endpoints/satelliteTv';
import {
  integrationAdjustmentGet, integrationAdjustmentList, integrationAdjustmentSave, inventoryAdjustmentConfigurationGet,
  inventoryAdjustmentDelete, inventoryAdjustmentGet, inventoryAdjustmentList, inventoryAdjustmentSave,
} from '../../../contracts/endpoints/satelliteTvAdjustments';
import { parse } from '../../contract';
import type { ApiContext } from '../../api/context';
import { objectBody, ok } from '../../http';
import { LineError, queryOf, type Text } from '../lineHttp';
import {
  integrationAdjustmentDetail, inventoryAdjustmentItems, listIntegrationAdjustments, listInventoryAdjustments,
} from './queries';
import { integrationAdjustmentRefusals } from './rules';

export const INVENTORY_SAVED = 'Ajuste de inventario guardado con exito...';
export const INVENTORY_DELETED = 'Ajuste de inventario eliminado con exito...';
export const INTEGRATION_SAVED = 'Ajsute de interface Exitos';

const nowText = () => new Date().toISOString().slice(0, 19);

/** A 400 naming every refused field (its message: all of them, in the caller's language). */
function refusedFields(errors: Record<string, Text>): LineError {
  const texts = Object.values(errors);
  const join = (lang: keyof Text) => texts.map((t) => t[lang]).join(' ');
  const text = texts.length === 1 ? texts[0] : { en: `Invalid data: ${join('en')}`, es: `Datos no válidos: ${join('es')}` };
  return new LineError(400, text, errors);
}

export function adjustmentRoutes({ db }: ApiContext): Router {
  const router = Router();

  const master = (kind: 'warehouse' | 'subInventory' | 'part') => async (_req: Request, res: Response) => {
    ok(res, await db.selectFrom('stvMaster').select(['id', 'name', 'other1', 'other2']).where('kind', '=', kind).orderBy('name').execute());
  };
  router.get(`/${masterWareHouses.path}`, master('warehouse'));
  router.get(`/${masterSubInventories.path}`, master('subInventory'));
  router.get(`/${masterParties.path}`, master('part'));

  // ---- inventory adjustments
  router.post(`/${inventoryAdjustmentList.path}`, async (req, res) => {
    ok(res, await listInventoryAdjustments(db, parse(inventoryAdjustmentList.body, objectBody(req))));
  });
  router.get(`/${inventoryAdjustmentConfigurationGet.path}`, async (_req, res) => {
    ok(res, await db.selectFrom('stvConfigurations').select(['id', 'operation', 'documentType']).where('state', '=', 1).orderBy('id').execute());
  });
  router.get(`/${inventoryAdjustmentGet.path}`, async (req, res) => {
    const { id } = parse(inventoryAdjustmentGet.query, queryOf(req));
    const exists = await db.selectFrom('stvInventoryAdjustments').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw new LineError(404, { en: `The inventory adjustment ${id} does not exist.`, es: `El ajuste de inventario ${id} no existe.` });
    ok(res, await inventoryAdjustmentItems(db, id));
  });
  router.post(`/${inventoryAdjustmentSave.path}`, async (req, res) => {
    const { items, configuration, productActivityLinesQuantity, ...header } = parse(inventoryAdjustmentSave.body, objectBody(req));
    const recordId = await db.transaction().execute(async (tx) => {
      // spec 02 §5 has no rules for it (issue 33): only what keeps the data sound is checked, a configuration that
      // exists when one is named and a product that exists on each line (whole quantities, negative or not: the contract)
      const errors: Record<string, Text> = {};
      if (configuration !== undefined) {
        const found = await tx.selectFrom('stvConfigurations').select('id').where('id', '=', configuration).executeTakeFirst();
        if (!found) errors.configuration = { en: `The field configuration does not name a configuration (${configuration}).`, es: `El campo configuration no corresponde a una configuración (${configuration}).` };
      }
      const products = items.length
        ? new Set((await tx.selectFrom('stvMaster').select('id').where('kind', '=', 'part').where('id', 'in', items.map((i) => i.productID)).execute()).map((p) => p.id))
        : new Set<string>();
      items.forEach((item, index) => {
        if (!products.has(item.productID)) {
          errors[`items.${index}.productID`] = { en: `Line ${index + 1}: the product ${item.productID} does not exist.`, es: `Línea ${index + 1}: el producto ${item.productID} no existe.` };
        }
      });
      if (Object.keys(errors).length) throw refusedFields(errors);
      const stamp = Date.now().toString(36).toUpperCase();
      const row = await tx.insertInto('stvInventoryAdjustments').values({
        ...header, messageId: header.messageId || `MSG-INV-${stamp}`, internalId: header.internalId || `AJ-${stamp}`, configurationId: configuration ?? null,
        createDate: nowText(), integration: 'Pendiente', productActivityLinesQuantity: productActivityLinesQuantity ?? items.length,
      }).returning('id').executeTakeFirstOrThrow();
      if (items.length) {
        await tx.insertInto('stvInventoryAdjustmentItems').values(items.map((item, index) => ({
          inventoryAdjustmentId: row.id, itemLinesQuantity: item.itemLinesQuantity ?? index + 1, quantity: item.quantity, productId: item.productID,
          itemInstanceSerialNumber: item.itemInstanceSerialNumber, pairedItemInstanceSerialNumber: item.pairedItemInstanceSerialNumber,
        }))).execute();
      }
      return row.id;
    });
    ok(res, { recordId }, INVENTORY_SAVED);
  });
  const deleteInventory = async (req: Request, res: Response) => {
    const { id } = parse(inventoryAdjustmentDelete.query, queryOf(req));
    const gone = await db.deleteFrom('stvInventoryAdjustments').where('id', '=', id).returning('id').executeTakeFirst();
    if (!gone) throw new LineError(404, { en: `The inventory adjustment ${id} does not exist.`, es: `El ajuste de inventario ${id} no existe.` });
    ok(res, { recordId: id }, INVENTORY_DELETED);
  };
  router.get(`/${inventoryAdjustmentDelete.path}`, deleteInventory);
  router.post(`/${inventoryAdjustmentDelete.path}`, deleteInventory);

  // ---- integration adjustments
  router.post(`/${integrationAdjustmentList.path}`, async (req, res) => {
    ok(res, await listIntegrationAdjustments(db, parse(integrationAdjustmentList.body, objectBody(req))));
  });
  router.get(`/${integrationAdjustmentGet.path}`, async (req, res) => {
    const { id } = parse(integrationAdjustmentGet.query, queryOf(req));
    const found = await integrationAdjustmentDetail(db, id);
    if (!found) throw new LineError(404, { en: `The integration adjustment ${id} does not exist.`, es: `El ajuste de integración ${id} no existe.` });
    ok(res, found);
  });
  router.post(`/${integrationAdjustmentSave.path}`, async (req, res) => {
    const { items, IsSerialize, DocumentId: _d, receiverPartyOrganization: _r, ...header } = parse(integrationAdjustmentSave.body, objectBody(req));
    const serialized = IsSerialize === 'serial';
    const normalized = items.map((item) => ({ ...item, serials: item.serials.map((s) => s.toUpperCase()) }));
    const id = await db.transaction().execute(async (tx) => {
      const masters = await tx.selectFrom('stvMaster').select(['kind', 'id']).execute();
      const codes = (kind: string) => new Set(masters.filter((m) => m.kind === kind).map((m) => m.id));
      const wanted = normalized.flatMap((i) => i.serials);
      const used = wanted.length ? await tx.selectFrom('stvIntegrationSerials').select('serial').where('serial', 'in', wanted).execute() : [];
      const errors = integrationAdjustmentRefusals(header, serialized, normalized,
        { warehouses: codes('warehouse'), subInventories: codes('subInventory'), parts: codes('part') }, new Set(used.map((u) => u.serial)));
      if (Object.keys(errors).length) throw refusedFields(errors);
      const row = await tx.insertInto('stvIntegrationAdjustments').values({
        codBodegaOrigen: header.cod_bodega_origen, documentoPrincipal: header.documento_principal, documentoAdicional: header.documento_adicional,
        documentoTrasnporte: header.documento_trasnporte, factura: header.factura, numero2: header.numero2, texto1: header.texto1,
        texto2: header.texto2, texto3: header.texto3, documentId: header.documento_principal, receiverPartyOrganization: header.cod_bodega_origen,
        receiverPartySubInventory: header.receiverPartySubInventory, orderLinesOriginPartyOrganization: header.orderLinesOriginPartyOrganization,
        orderLinesOriginPartySubInventory: header.orderLinesOriginPartySubInventory, isSerialize: IsSerialize, createDate: nowText(), integracion: 'Pendiente',
      }).returning('id').executeTakeFirstOrThrow();
      for (const item of normalized) {
        const saved = await tx.insertInto('stvIntegrationAdjustmentItems').values({
          adjustmentId: row.id, codParte: item.cod_parte, codBodega: item.cod_bodega, subinventario: item.subinventario,
          codestadoFisicoparte: item.codestado_fisicoparte, cantidad: item.cantidad,
        }).returning('id').executeTakeFirstOrThrow();
        if (serialized) await tx.insertInto('stvIntegrationSerials').values(item.serials.map((serial) => ({ serial, itemId: saved.id }))).execute();
      }
      return row.id;
    });
    ok(res, { cod_movimiento: id }, INTEGRATION_SAVED);
  });
  return router;
}
