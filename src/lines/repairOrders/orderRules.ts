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

/** An order as the documented calls answer it (spec 03 §3): its state and `tech` or `techName`, the technician. */
export interface DocumentedOrder {
  idOrderState: string;
  tech?: string | number | null;
  techName?: string | null;
}

/**
 * Whether a technician is assigned, read from the documented `tech` or `techName` (ours, such as `idTechnical`, are
 * not read): a name or an id; null, blank or 0 (an unset id) is none.
 */
export function technicianAssigned(order: DocumentedOrder): boolean {
  const named = (value: string | number | null | undefined) => value != null && String(value).trim() !== '' && value !== 0 && String(value).trim() !== '0';
  return named(order.tech) || named(order.techName);
}

/**
 * The actions a row offers (spec 03 §2.3): Detalles always; Generar Guia for 1 with a technician assigned (without
 * one, the assign-workshop modal comes first); Confirmar llegada a el taller for 7; Confirma pago for 3; Generar
 * Guia (return) for 5.
 */
export function rowActions(order: DocumentedOrder): RowAction[] {
  const actions: RowAction[] = ['details'];
  switch (order.idOrderState) {
    case '1':
      actions.push(technicianAssigned(order) ? 'collectionGuide' : 'assignWorkshop');
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

/**
 * The search detail's five-step progress (spec 03 §2.4): point of sale, transport to the workshop, workshop (repair
 * and payment), quality control and return, delivery. The step an order's state has reached, 0-4; -1 for states
 * off the path (13, 16).
 */
export const PROGRESS_STEPS = ['point', 'transport', 'workshop', 'quality', 'delivery'] as const;
const STEP_OF_STATE: Record<string, number> = {
  '1': 0, '8': 0, '7': 1, '2': 2, '10': 2, '3': 2, '4': 3, '5': 3, '9': 3, '11': 4, '6': 4, '15': 4, '12': 4,
};
export const progressStep = (state: string): number => STEP_OF_STATE[state] ?? -1;
