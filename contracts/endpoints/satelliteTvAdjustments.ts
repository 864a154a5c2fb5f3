/**
 * The satellite-TV adjustments (spec 02 §3, §5, §7; issue 14): inventory adjustments and integration adjustments.
 * An inventory adjustment has no validation rules (§5: "items are added freely"; issue 33): its configuration and
 * document id may be left out, a quantity is any whole number (negative lowers stock), and only what keeps the data
 * sound is checked (a whole number where a number goes, a product that exists). An integration adjustment's quantities
 * are positive integers; a serialized one carries one serial per unit, none twice.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/satelliteTvAdjustments';
import { integer, recordId, requiredText, text } from './fields';
import { satelliteListRequest } from './satelliteTv';

const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalItemCount: z.number().int() });
const quantity = () => integer({ min: 1, max: 100_000 });
/** An inventory adjustment line's quantity: a whole number, positive to add, negative to lower stock (zero adds nothing). */
export const INVENTORY_QUANTITY_LIMIT = 100_000;

// ---- Inventory adjustment ----------------------------------------------------------------------

export const inventoryAdjustmentRow = z.object({
  recordId: z.number().int(), messageId: z.string(), internalId: z.string(), operation: z.string(), process: z.string(),
  documentType: z.string(), documentId: z.string(), createDate: z.string(), integration: z.string(),
});
export type InventoryAdjustmentRow = z.infer<typeof inventoryAdjustmentRow>;

export const inventoryAdjustmentItem = z.object({
  inventoryAdjustmentId: z.number().int(), itemLinesQuantity: z.number().int(), quantity: z.number().int(), productID: z.string(),
  itemInstanceSerialNumber: z.string(), pairedItemInstanceSerialNumber: z.string(),
});
export type InventoryAdjustmentItem = z.infer<typeof inventoryAdjustmentItem>;

export const inventoryAdjustmentList = endpoint({
  ...routes.inventoryAdjustmentList, body: satelliteListRequest, answer: page(inventoryAdjustmentRow),
});
export const adjustmentConfiguration = z.object({ id: z.number().int(), operation: z.string(), documentType: z.string() });
export type AdjustmentConfiguration = z.infer<typeof adjustmentConfiguration>;
export const inventoryAdjustmentConfigurationGet = endpoint({
  ...routes.inventoryAdjustmentConfigurationGet, answer: z.array(adjustmentConfiguration),
});
/** The answer is the list of the adjustment's items. */
export const inventoryAdjustmentGet = endpoint({
  ...routes.inventoryAdjustmentGet, query: z.object({ id: recordId() }), answer: z.array(inventoryAdjustmentItem),
});

const inventoryItemInput = z.object({
  productID: requiredText(50), quantity: integer({ min: -INVENTORY_QUANTITY_LIMIT, max: INVENTORY_QUANTITY_LIMIT }), itemLinesQuantity: integer({ min: 1, max: 100_000 }).optional(),
  itemInstanceSerialNumber: text(60).default(''), pairedItemInstanceSerialNumber: text(60).default(''),
});
export const inventoryAdjustmentSave = endpoint({
  ...routes.inventoryAdjustmentSave,
  body: z.object({
    messageId: text(60).default(''), internalId: text(60).default(''), configuration: recordId().optional(), documentId: text(60).default(''),
    senderPartyOrganization: text(60).default(''), senderPartySubInventory: text(60).default(''),
    receiverPartyOrganization: text(60).default(''), receiverPartySubInventory: text(60).default(''),
    productActivityNote: text(500).default(''), productActivityLinesQuantity: integer({ min: 0 }).optional(),
    senderPartyTracker: text(60).default(''), receiverPartyTracker: text(60).default(''),
    items: z.array(inventoryItemInput),
  }),
  answer: z.object({ recordId: z.number().int() }),
});
export type InventoryAdjustmentInput = z.input<typeof inventoryAdjustmentSave.body>;
export type InventoryItemInput = z.input<typeof inventoryItemInput>;
/** A delete by GET in the spec; the mock serves POST too (the app uses POST: a prefetch cannot trigger it). */
export const inventoryAdjustmentDelete = endpoint({
  ...routes.inventoryAdjustmentDelete, query: z.object({ id: recordId() }), answer: z.object({ recordId: z.number().int() }),
});

// ---- Integration adjustment --------------------------------------------------------------------

export const SERIALIZE_OPTIONS = ['serial', 'not_serial'] as const;

/** The twelve fields §5 requires before a save (in the form's order). */
export const INTEGRATION_ADJUSTMENT_REQUIRED = [
  'cod_bodega_origen', 'documento_principal', 'documento_adicional', 'documento_trasnporte', 'factura', 'numero2', 'texto1',
  'texto2', 'texto3', 'receiverPartySubInventory', 'orderLinesOriginPartyOrganization', 'orderLinesOriginPartySubInventory',
] as const;

export const integrationAdjustmentRow = z.object({
  cod_movimiento: z.number().int(), cod_bodega_origen: z.string(), documento_principal: z.string(), documento_adicional: z.string(),
  documento_trasnporte: z.string(), factura: z.string(), numero2: z.string(), texto1: z.string(), texto2: z.string(), texto3: z.string(),
  DocumentId: z.string(), receiverPartyOrganization: z.string(), receiverPartySubInventory: z.string(),
  orderLinesOriginPartyOrganization: z.string(), orderLinesOriginPartySubInventory: z.string(),
  IsSerialize: z.enum(SERIALIZE_OPTIONS), createDate: z.string(), integracion: z.string(),
});
export type IntegrationAdjustmentRow = z.infer<typeof integrationAdjustmentRow>;

export const integrationAdjustmentItem = z.object({
  documento_principal: z.string(), cod_parte: z.string(), cod_bodega: z.string(), codestado_fisicoparte: z.string(), cantidad: z.number().int(),
  serials: z.array(z.string()), name_parte: z.string(), name_bodega: z.string(), name_subinventario: z.string(), subinventario: z.string(),
});
export type IntegrationAdjustmentItem = z.infer<typeof integrationAdjustmentItem>;

export const integrationAdjustmentList = endpoint({
  ...routes.integrationAdjustmentList, body: satelliteListRequest, answer: page(integrationAdjustmentRow),
});
export const integrationAdjustmentGet = endpoint({
  ...routes.integrationAdjustmentGet, query: z.object({ id: recordId() }),
  answer: z.object({ row: integrationAdjustmentRow, items: z.array(integrationAdjustmentItem) }),
});

const integrationItemInput = z.object({
  cod_parte: requiredText(50), cod_bodega: requiredText(50), subinventario: requiredText(50), codestado_fisicoparte: requiredText(20),
  cantidad: quantity(), serials: z.array(requiredText(60)).default([]),
});
export type IntegrationItemInput = z.input<typeof integrationItemInput>;
const requiredHeader = Object.fromEntries(INTEGRATION_ADJUSTMENT_REQUIRED.map((field) => [field, requiredText(100)])) as Record<
  (typeof INTEGRATION_ADJUSTMENT_REQUIRED)[number], ReturnType<typeof requiredText>
>;
export const integrationAdjustmentSave = endpoint({
  ...routes.integrationAdjustmentSave,
  body: z.object({
    ...requiredHeader,
    DocumentId: text(100).optional(),
    receiverPartyOrganization: text(100).optional(),
    IsSerialize: z.enum(SERIALIZE_OPTIONS).default('not_serial'),
    items: z.array(integrationItemInput).min(1),
  }),
  answer: z.object({ cod_movimiento: z.number().int() }),
});
export type IntegrationAdjustmentInput = z.input<typeof integrationAdjustmentSave.body>;

/** The physical states an item may be in (codestado_fisicoparte). */
export const PHYSICAL_STATES = [
  { id: 'NU', name: 'Nuevo' }, { id: 'US', name: 'Usado' }, { id: 'RE', name: 'Reparado' }, { id: 'DA', name: 'Dañado' },
] as const;
