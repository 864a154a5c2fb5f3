/** Pure rules of the logistics screens (spec 03 §2.1, §2.3): the tiles' states, the TAT and which row actions apply. */

/** The logistics tiles and the order states each counts and filters (spec 03 §2.1). */
export const LOGISTICS_TILES = [
  { key: 'pendingCollection', states: ['1', '8', '7'] },
  { key: 'inWorkshops', states: ['2', '10'] },
  { key: 'qualityControl', states: ['4'] },
  { key: 'pendingPayment', states: ['3'] },
  { key: 'pendingClaim', states: ['5', '9'] },
] as const;

export type TileKey = (typeof LOGISTICS_TILES)[number]['key'];

/** The table starts on states 1 and 8 (spec 03 §2.1). */
export const INITIAL_STATES: readonly string[] = ['1', '8'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** TAT: whole days since the order's creation (never negative; 0 for an unreadable date). */
export function tatDays(creationDate: string, now: Date = new Date()): number {
  const created = Date.parse(creationDate);
  if (Number.isNaN(created)) return 0;
  return Math.max(0, Math.floor((now.getTime() - created) / DAY_MS));
}

export type RowAction = 'details' | 'assignWorkshop' | 'collectionGuide' | 'confirmArrival' | 'confirmPayment' | 'returnGuide';

/**
 * The actions a row offers (spec 03 §2.3): Detalles always; Generar Guia for 1 with a technician assigned (without
 * one, the assign-workshop modal comes first); Confirmar llegada a el taller for 7; Confirma pago for 3; Generar
 * Guia (return) for 5.
 */
export function rowActions(order: { idOrderState: string; technicianId: number | null }): RowAction[] {
  const actions: RowAction[] = ['details'];
  switch (order.idOrderState) {
    case '1':
      actions.push(order.technicianId == null ? 'assignWorkshop' : 'collectionGuide');
      break;
    case '7':
      actions.push('confirmArrival');
      break;
    case '3':
      actions.push('confirmPayment');
      break;
    case '5':
      actions.push('returnGuide');
      break;
  }
  return actions;
}

/** The states the screens name (spec 03 §4.1), in the report's state list. */
export const ORDER_STATES_SHOWN = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '15'] as const;
