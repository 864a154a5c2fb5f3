/**
 * The integration adjustment's form (spec 02 §2.5, §5): the header's twelve required fields, the item checks (all
 * four shown together), one serial per unit when serialized, and the IntegrationAdjustment/Save payload
 * (DocumentId from documento_principal, receiverPartyOrganization from the origin warehouse). Pure.
 */
import { INTEGRATION_ADJUSTMENT_REQUIRED, type integrationAdjustmentSave } from '../../../contracts/endpoints/satelliteTvAdjustments';
import type { BodyOf } from '../../../dataProviders/endpointCall';
import type { IntegrationDetail } from './calls';

export type HeaderField = (typeof INTEGRATION_ADJUSTMENT_REQUIRED)[number];
export type IntegrationHeader = Record<HeaderField, string> & { IsSerialize: 'serial' | 'not_serial' };

/** The header's fields in the form's order (spec 02 §2.5), and which master list each select reads. */
export const HEADER_LAYOUT: { field: HeaderField; master?: 'wareHouses' | 'subInventories' }[] = [
  { field: 'orderLinesOriginPartyOrganization', master: 'wareHouses' },
  { field: 'documento_principal' }, { field: 'documento_adicional' }, { field: 'documento_trasnporte' }, { field: 'factura' },
  { field: 'numero2' }, { field: 'texto2' }, { field: 'texto1' }, { field: 'texto3' },
  { field: 'receiverPartySubInventory', master: 'subInventories' }, { field: 'orderLinesOriginPartySubInventory', master: 'subInventories' },
  { field: 'cod_bodega_origen', master: 'wareHouses' },
];

export interface ItemDraft {
  cod_parte: string;
  cod_bodega: string;
  subinventario: string;
  codestado_fisicoparte: string;
  cantidad: string;
  /** as typed: separated by commas, spaces or new lines */
  serials: string;
}

export const emptyHeader = (): IntegrationHeader => ({
  ...(Object.fromEntries(INTEGRATION_ADJUSTMENT_REQUIRED.map((field) => [field, ''])) as Record<HeaderField, string>),
  IsSerialize: 'not_serial',
});
export const emptyItem = (): ItemDraft => ({ cod_parte: '', cod_bodega: '', subinventario: '', codestado_fisicoparte: 'NU', cantidad: '', serials: '' });

export const serialList = (text: string): string[] => text.split(/[\s,;]+/).map((s) => s.trim().toUpperCase()).filter(Boolean);

/** The required header fields left empty (nothing may be sent while one is). */
export const missingHeaderFields = (header: IntegrationHeader): HeaderField[] =>
  INTEGRATION_ADJUSTMENT_REQUIRED.filter((field) => !header[field].trim());

export type ItemProblem =
  | { key: 'material' | 'warehouse' | 'subInventory' | 'quantity' }
  | { key: 'serialsCount'; expected: number; given: number }
  | { key: 'serialTwice'; serial: string };

/**
 * Everything wrong with an item about to be added, all at once: the spec's four checks (§5), then, when serialized,
 * one serial per unit and none already in this adjustment (`taken`).
 */
export function itemProblems(item: ItemDraft, serialized: boolean, taken: readonly string[] = []): ItemProblem[] {
  const problems: ItemProblem[] = [];
  if (!item.cod_parte) problems.push({ key: 'material' });
  if (!item.cod_bodega) problems.push({ key: 'warehouse' });
  if (!item.subinventario) problems.push({ key: 'subInventory' });
  const quantity = Number(item.cantidad);
  const wholePositive = /^\s*\d+\s*$/.test(item.cantidad) && quantity > 0;
  if (!wholePositive) problems.push({ key: 'quantity' });
  if (serialized && wholePositive) {
    const serials = serialList(item.serials);
    if (serials.length !== quantity) problems.push({ key: 'serialsCount', expected: quantity, given: serials.length });
    const seen = new Set(taken.map((s) => s.toUpperCase()));
    const twice = serials.find((serial) => (seen.has(serial) ? true : (seen.add(serial), false)));
    if (twice) problems.push({ key: 'serialTwice', serial: twice });
  }
  return problems;
}

export function integrationPayload(header: IntegrationHeader, items: readonly ItemDraft[]): BodyOf<typeof integrationAdjustmentSave> {
  const texts = Object.fromEntries(INTEGRATION_ADJUSTMENT_REQUIRED.map((field) => [field, header[field].trim()])) as Record<HeaderField, string>;
  const serialized = header.IsSerialize === 'serial';
  return {
    ...texts,
    DocumentId: texts.documento_principal,
    receiverPartyOrganization: texts.cod_bodega_origen,
    IsSerialize: header.IsSerialize,
    items: items.map((item) => ({
      cod_parte: item.cod_parte, cod_bodega: item.cod_bodega, subinventario: item.subinventario, codestado_fisicoparte: item.codestado_fisicoparte,
      cantidad: Number(item.cantidad), serials: serialized ? serialList(item.serials) : [],
    })),
  };
}

/** An opened adjustment as the form shows it (read-only). */
export function formOf(detail: IntegrationDetail): { header: IntegrationHeader; items: ItemDraft[] } {
  const header = emptyHeader();
  for (const field of INTEGRATION_ADJUSTMENT_REQUIRED) header[field] = detail.row[field];
  header.IsSerialize = detail.row.IsSerialize;
  const items = detail.items.map((item) => ({
    cod_parte: item.cod_parte, cod_bodega: item.cod_bodega, subinventario: item.subinventario, codestado_fisicoparte: item.codestado_fisicoparte,
    cantidad: String(item.cantidad), serials: item.serials.join(', '),
  }));
  return { header, items };
}
