import type { ConsultRow } from '../calls';

/** Finished, cancelled and abandoned orders: no edit, cancel or return starts from them (the server refuses too). */
export const CLOSED_STATES = ['12', '13', '16'];
export const isOpen = (order: ConsultRow): boolean => !CLOSED_STATES.includes(order.state);

/** The return button shows only when getPreState has a state to go back to, itself open. */
export const canReturn = (order: ConsultRow): boolean =>
  isOpen(order) && order.previousState !== null && !CLOSED_STATES.includes(order.previousState);
