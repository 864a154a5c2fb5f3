// The satellite-TV adjustments' rules beyond the contract's shapes (spec 02 §5, issue 14). Pure: the routes look
// the rows up; refusals are { en, es } texts naming the field (items.N.field).
import type { Text } from '../lineHttp';

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

const unknown = (field: string, value: string): Text => ({
  en: `The field ${field} does not name a known code (${value}).`,
  es: `El campo ${field} no corresponde a un código conocido (${value}).`,
});

/** Every refusal of an integration adjustment, by field (empty: it may be saved). `used` are serials already stored. */
export function integrationAdjustmentRefusals(
  header: Record<keyof typeof HEADER_CODES, string>,
  serialized: boolean,
  items: readonly IntegrationItemRule[],
  known: KnownCodes,
  used: ReadonlySet<string>,
): Record<string, Text> {
  const errors: Record<string, Text> = {};
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
        errors[at('serials')] = { en: `The field ${at('serials')} must be empty: the adjustment is not serialized.`, es: `El campo ${at('serials')} debe estar vacío: el ajuste no es serializado.` };
      }
      return;
    }
    if (item.serials.length !== item.cantidad) {
      errors[at('serials')] = {
        en: `The field ${at('serials')} needs one serial per unit: ${item.cantidad} expected, ${item.serials.length} given.`,
        es: `El campo ${at('serials')} requiere un serial por unidad: se esperaban ${item.cantidad}, llegaron ${item.serials.length}.`,
      };
      return;
    }
    for (const serial of item.serials) {
      const key = serial.toUpperCase();
      if (seen.has(key)) {
        errors[at('serials')] ??= { en: `The serial ${serial} appears twice in this adjustment.`, es: `El serial ${serial} aparece dos veces en este ajuste.` };
      } else if (used.has(key)) {
        errors[at('serials')] ??= { en: `The serial ${serial} was already used in another adjustment.`, es: `El serial ${serial} ya fue usado en otro ajuste.` };
      }
      seen.add(key);
    }
  });
  return errors;
}
