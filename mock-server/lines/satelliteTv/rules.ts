// The satellite-TV adjustments' rules beyond the contract's shapes (spec 02 §5, issue 14). Pure: the routes look
// the rows up; refusals are messages (messages.json) naming the field (items.N.field).
import type { Msg } from '../../shell/messages';

export interface IntegrationItemRule {
  cod_parte: string;
  cod_bodega: string;
  subinventario: string;
  cantidad: number;
  serials: string[];
}

export interface KnownCodes {
  warehouses: ReadonlySet<string>;
  subInventories: ReadonlySet<string>;
  parts: ReadonlySet<string>;
}

/** The header's codes that must name master data: field → which list. */
export const HEADER_CODES = {
  cod_bodega_origen: 'warehouses',
  orderLinesOriginPartyOrganization: 'warehouses',
  receiverPartySubInventory: 'subInventories',
  orderLinesOriginPartySubInventory: 'subInventories',
} as const satisfies Record<string, keyof KnownCodes>;

const unknown = (field: string, value: string): Msg => ({ key: 'satelliteTv.unknownCode', params: { field, value } });

/** Every refusal of an integration adjustment, by field (empty: it may be saved). `used` are serials already stored. */
export function integrationAdjustmentRefusals(
  header: Record<keyof typeof HEADER_CODES, string>,
  serialized: boolean,
  items: readonly IntegrationItemRule[],
  known: KnownCodes,
  used: ReadonlySet<string>,
): Record<string, Msg> {
  const errors: Record<string, Msg> = {};
  for (const [field, list] of Object.entries(HEADER_CODES) as [keyof typeof HEADER_CODES, keyof KnownCodes][]) {
    if (!known[list].has(header[field])) errors[field] = unknown(field, header[field]);
  }
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const at = (field: string) => `items.${index}.${field}`;
    if (!known.parts.has(item.cod_parte)) errors[at('cod_parte')] = unknown(at('cod_parte'), item.cod_parte);
    if (!known.warehouses.has(item.cod_bodega)) errors[at('cod_bodega')] = unknown(at('cod_bodega'), item.cod_bodega);
    if (!known.subInventories.has(item.subinventario)) errors[at('subinventario')] = unknown(at('subinventario'), item.subinventario);
    if (!serialized) {
      if (item.serials.length > 0) {
        errors[at('serials')] = { key: 'satelliteTv.serialsNotExpected', params: { field: at('serials') } };
      }
      return;
    }
    if (item.serials.length !== item.cantidad) {
      errors[at('serials')] = { key: 'satelliteTv.serialsPerUnit', params: { field: at('serials'), expected: item.cantidad, given: item.serials.length } };
      return;
    }
    for (const serial of item.serials) {
      const key = serial.toUpperCase();
      if (seen.has(key)) {
        errors[at('serials')] ??= { key: 'satelliteTv.adjustmentSerialTwice', params: { serial } };
      } else if (used.has(key)) {
        errors[at('serials')] ??= { key: 'satelliteTv.adjustmentSerialUsed', params: { serial } };
      }
      seen.add(key);
    }
  });
  return errors;
}
