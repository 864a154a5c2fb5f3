// Pure rules of a repair order (spec 03 §4.3, §5): the diagnostic's outcome, the warranty flag, the TAT.
// No database here: the machine's guards and the unit tests call these.
import type { Msg } from '../../shell/messages';

/** The IMEI pattern the settings call answers (validation.imei). */
export const IMEI_PATTERN = /^\d{15}$/;

/** Final states: 2 and 3 replace the device (a new IMEI); 6 is "out of warranty" (replaced by the chosen one). */
export const NEW_IMEI_FINAL_STATES = [2, 3] as const;
export const OUT_OF_WARRANTY_FINAL_STATE = 6;
/** DOA "Aceptado" is offered only for these final states; "Rechazado" always. */
export const DOA_ACCEPTABLE_FINAL_STATES = [4, 5] as const;

export type DoaVerdict = 'accepted' | 'rejected';

export interface DiagnosticInput {
  finalState: number;
  /** Required when finalState is 6: it replaces it. */
  finalStateOutWarranty?: number;
  /** Only for DOA orders. */
  doa?: DoaVerdict;
  newImei?: string;
  comments: string;
  /** Warranty-loss date (YYYY-MM-DD), required when finalState is 6, not before today. */
  warrantyDate?: string;
  /** The quote, required when finalState is 6. */
  price?: number;
}

export interface DiagnosticOutcome {
  /** Field → message; empty when the diagnostic may be saved. */
  errors: Record<string, Msg>;
  /** The final state recorded (6 replaced by the out-of-warranty one). */
  finalState: number;
  /** 12 (finished) when DOA is accepted or the final state is 4; otherwise 4 (quality control). */
  nextState: '4' | '12';
}

const required = (field: string): Msg => ({ key: 'validation.required', params: { field } });

/** Applies spec 03 §4.3 to a diagnostic; `today` is YYYY-MM-DD. */
export function diagnosticOutcome(input: DiagnosticInput, today: string, imeiPattern: RegExp = IMEI_PATTERN): DiagnosticOutcome {
  const errors: Record<string, Msg> = {};
  if (input.comments.trim() === '') errors.comments = required('comments');
  let finalState = input.finalState;
  if (input.finalState === OUT_OF_WARRANTY_FINAL_STATE) {
    if (input.finalStateOutWarranty === undefined) errors.finalStateOutWarranty = required('finalStateOutWarranty');
    else finalState = input.finalStateOutWarranty;
    if (input.price === undefined || !(input.price > 0)) errors.price = { key: 'repairOrder.quoteRequired' };
    if (!input.warrantyDate) errors.warrantyDate = required('warrantyDate');
    else if (input.warrantyDate < today) errors.warrantyDate = { key: 'repairOrder.warrantyDatePast', params: { date: input.warrantyDate } };
  }
  if ((NEW_IMEI_FINAL_STATES as readonly number[]).includes(input.finalState)) {
    if (!input.newImei || !imeiPattern.test(input.newImei)) errors.newImei = { key: 'repairOrder.newImeiInvalid', params: { finalState: input.finalState } };
  }
  if (input.doa === 'accepted' && !(DOA_ACCEPTABLE_FINAL_STATES as readonly number[]).includes(input.finalState)) {
    errors.doa = { key: 'repairOrder.doaNotAcceptable', params: { finalState: input.finalState } };
  }
  const nextState = input.doa === 'accepted' || input.finalState === 4 ? '12' : '4';
  return { errors, finalState, nextState };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(isoDate.slice(0, 10) + 'T00:00:00Z') / DAY_MS);

/** TAT: whole days since the order's creation (dates as YYYY-MM-DD or ISO). */
export function turnaroundDays(creationDate: string, today: string): number {
  return Math.max(0, dayNumber(today) - dayNumber(creationDate));
}

/** The warranty flag (spec 03 §5): one pure function shared with the app (contracts/repairPointOfSaleRules.ts). */
export { underWarranty } from '../../../contracts/repairPointOfSaleRules';
