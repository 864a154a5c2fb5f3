/**
 * The new inventory adjustment's form (spec 02 §2.4, §3): values, the checks done before Guardar (the same the server
 * makes: a configuration, a document id, at least one item, each with a product and a whole quantity above zero)
 * and the InventoryAdjustment/Save payload. Pure.
 */
import type { inventoryAdjustmentSave } from '../../../contracts/endpoints/satelliteTvAdjustments';
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

export const isPositiveWhole = (text: string): boolean => /^\s*\d{1,6}\s*$/.test(text) && Number(text) > 0;

/** field → i18n key of its problem ('items' for the list itself, 'items.N.field' for an item). */
export function inventoryErrors(header: InventoryHeader, items: readonly InventoryItemDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!header.configuration) errors.configuration = 'app.satelliteTv.required';
  if (!header.documentId.trim()) errors.documentId = 'app.satelliteTv.required';
  if (items.length === 0) errors.items = 'app.satelliteTv.adjustments.inventory.needsItem';
  items.forEach((item, index) => {
    if (!item.productID) errors[`items.${index}.productID`] = 'app.satelliteTv.required';
    if (!isPositiveWhole(item.quantity)) errors[`items.${index}.quantity`] = 'app.satelliteTv.adjustments.inventory.quantityRule';
  });
  return errors;
}

export function inventoryPayload(header: InventoryHeader, items: readonly InventoryItemDraft[]): BodyOf<typeof inventoryAdjustmentSave> {
  const texts = Object.fromEntries(INVENTORY_HEADER_FIELDS.map((field) => [field, header[field].trim()])) as Record<(typeof INVENTORY_HEADER_FIELDS)[number], string>;
  return {
    ...texts,
    configuration: Number(header.configuration),
    productActivityLinesQuantity: items.length,
    items: items.map((item, index) => ({
      productID: item.productID, quantity: Number(item.quantity), itemLinesQuantity: index + 1,
      itemInstanceSerialNumber: item.itemInstanceSerialNumber.trim(), pairedItemInstanceSerialNumber: item.pairedItemInstanceSerialNumber.trim(),
    })),
  };
}
