/**
 * The consult tabs' rules (spec 03 §2.5), pure: which orders each tab lists and which actions a row offers.
 * Pendiente entrega al transportador: guide type 1 in state 8. Entrega a cliente: guide type 2 or 0 in 6, 11 or 15.
 */

export interface PointOrder {
  typeGuide: number;
  orderState: string;
  orderId: number;
}

export type ConsultTab = 'search' | 'pickup' | 'delivery';

export const isPickupRow = (order: PointOrder): boolean => order.typeGuide === 1 && order.orderState === '8';

export const isDeliveryRow = (order: PointOrder): boolean =>
  (order.typeGuide === 2 || order.typeGuide === 0) && ['6', '11', '15'].includes(order.orderState);

export type PointAction = 'viewGuide' | 'confirmPickup' | 'confirmReceipt' | 'exitOrder' | 'confirmDelivery';

/**
 * A row's actions (spec 03 §2.5): Ver Guia always, whatever the guide type (0 included: the modal says there is no
 * guide); Confirmar Recogida for 8; Confirmar Recepción en Tienda for 11 (→ 6); Orden de Salida for 6 (the exit
 * order, → 15); confirmar entrega al cliente for 15 (→ 12).
 */
export function pointActions(order: PointOrder): PointAction[] {
  const actions: PointAction[] = ['viewGuide'];
  if (isPickupRow(order)) return [...actions, 'confirmPickup'];
  const own: Record<string, PointAction> = { '11': 'confirmReceipt', '6': 'exitOrder', '15': 'confirmDelivery' };
  return own[order.orderState] ? [...actions, own[order.orderState]] : actions;
}
