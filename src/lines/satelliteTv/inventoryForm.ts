/**
 * The new inventory adjustment's form (spec 02 §2.4, §3): values, the checks done before Guardar and the
 * InventoryAdjustment/Save payload. Pure. Spec 02 §5: "Inventory adjustment: no validation rules; items are added
 * freely" (issue 33): configuration and document id may stay empty, a line may lower stock (a negative quantity; zero
 * is kept as typed and adds nothing), and only what keeps the data sound is checked, as the server does: each line
 * names a product and a whole quantity.
 */
import { INVENTORY_QUANTITY_LIMIT, type inventoryAdjustmentSave } from '../../../contracts/endpoints/satelliteTvAdjustments';
import type { BodyOf } from '../../../dataProviders/endpointCall';

export interface InventoryItemDraft {
  key: number;
  productID: string;
  quantity: string;
  itemInstanceSerialNumber: string;
  pairedItemInstanceSerialNumber: string;
}

export const INVENTORY_HEADER_FIELDS = [
  'documentId', 'messageId', 'internalId', 'senderPartyOrganization', 'senderPartySubInventory', 'receiverPartyOrganization',
  'receiverPartySubInventory', 'senderPartyTracker', 'receiverPartyTracker', 'productActivityNote',
] as const;
export type InventoryHeader = Record<(typeof INVENTORY_HEADER_FIELDS)[number], string> & { configuration: string };

export const emptyInventoryHeader = (): InventoryHeader => ({
  configuration: '', ...(Object.fromEntries(INVENTORY_HEADER_FIELDS.map((field) => [field, ''])) as Record<(typeof INVENTORY_HEADER_FIELDS)[number], string>),
});
export const emptyInventoryItem = (key: number): InventoryItemDraft => ({ key, productID: '', quantity: '', itemInstanceSerialNumber: '', pairedItemInstanceSerialNumber: '' });

/** A whole number, signed (a leading minus or plus, also the typographic minus), within the limit either way. */
export const isWholeQuantity = (text: string): boolean =>
  /^\s*[-+\u2212]?\d{1,6}\s*$/.test(text) && Math.abs(quantityOf(text)) <= INVENTORY_QUANTITY_LIMIT;
const quantityOf = (text: string): number => Number(text.trim().replace('\u2212', '-'));

/** 'items.N.field' → i18n key of its problem (the header has none: every header field is optional). */
export function inventoryErrors(_header: InventoryHeader, items: readonly InventoryItemDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!item.productID) errors[`items.${index}.productID`] = 'app.satelliteTv.adjustments.inventory.productRule';
    if (!isWholeQuantity(item.quantity)) errors[`items.${index}.quantity`] = 'app.satelliteTv.adjustments.inventory.quantityRule';
  });
  return errors;
}

export function inventoryPayload(header: InventoryHeader, items: readonly InventoryItemDraft[]): BodyOf<typeof inventoryAdjustmentSave> {
  const texts = Object.fromEntries(INVENTORY_HEADER_FIELDS.map((field) => [field, header[field].trim()])) as Record<(typeof INVENTORY_HEADER_FIELDS)[number], string>;
  return {
    ...texts,
    ...(header.configuration ? { configuration: Number(header.configuration) } : {}),
    productActivityLinesQuantity: items.length,
    items: items.map((item, index) => ({
      productID: item.productID, quantity: quantityOf(item.quantity), itemLinesQuantity: index + 1,
      itemInstanceSerialNumber: item.itemInstanceSerialNumber.trim(), pairedItemInstanceSerialNumber: item.pairedItemInstanceSerialNumber.trim(),
    })),
  };
}
