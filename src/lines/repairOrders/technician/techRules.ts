/**
 * Pure rules of the technician's screens (spec 03 §2.7, §4.3, §5; spec 04 §4): the counters' groups, which row
 * actions a state offers, and the diagnosis form's checks. No React here; the unit tests read these.
 */
import { sessionUserId } from '../../../shell/auth/session';
import type { DiagnosticBody } from './calls';

/** The counters (spec 04 §4): in workshop 7, 2, 10 (the default group); pending control 4, 9, 5; pending payment 3. */
export const TECH_TILES = [
  { key: 'workshop', states: ['7', '2', '10'] },
  { key: 'qualityControl', states: ['4', '9', '5'] },
  { key: 'pendingPayment', states: ['3'] },
] as const;
export type TechTileKey = (typeof TECH_TILES)[number]['key'];

export type TechAction = 'details' | 'repair' | 'quality' | 'arrival' | 'shipToPoint' | 'payment';

/**
 * Spec 03 §2.7: Detalles always; Reparación for 10 only; Control de Calidad for 4; Confirmar llegada a el taller for
 * 7; Confirmar Envio a punto for 9; Confirma pago for 3.
 */
export function techRowActions(state: string): TechAction[] {
  const byState: Record<string, TechAction> = { '10': 'repair', '4': 'quality', '7': 'arrival', '9': 'shipToPoint', '3': 'payment' };
  return byState[state] ? ['details', byState[state]] : ['details'];
}

/** The IMEI pattern of the settings (validation.imei, mock-server/lines/repairOrders/rules.ts). */
export const IMEI_PATTERN = /^\d{15}$/;
export const OUT_OF_WARRANTY = 6;
export const needsNewImei = (finalState: number | '') => finalState === 2 || finalState === 3;
/** DOA "Aceptado" only for final states 4 and 5; "Rechazado" always. */
export const doaChoices = (finalState: number | ''): ('accepted' | 'rejected')[] =>
  finalState === 4 || finalState === 5 ? ['accepted', 'rejected'] : ['rejected'];

/** The diagnosis form as typed. */
export interface DiagnosisDraft {
  finalState: number | '';
  finalStateOutWarranty: number | '';
  price: string;
  warrantyDate: string;
  newImei: string;
  doa: '' | 'accepted' | 'rejected';
  comments: string;
}

export const EMPTY_DIAGNOSIS: DiagnosisDraft = { finalState: '', finalStateOutWarranty: '', price: '', warrantyDate: '', newImei: '', doa: '', comments: '' };

/** A new final state: a DOA verdict it no longer offers is cleared. */
export function withFinalState(draft: DiagnosisDraft, finalState: number | ''): DiagnosisDraft {
  const doa = draft.doa && !doaChoices(finalState).includes(draft.doa) ? '' : draft.doa;
  return { ...draft, finalState, doa };
}

export type DiagnosisField = keyof DiagnosisDraft;

/** The out-of-warranty part (final state 6): the choice, a quote above 0, a warranty-loss date not before today. */
function outOfWarrantyProblems(draft: DiagnosisDraft, today: string): DiagnosisField[] {
  const problems: DiagnosisField[] = [];
  if (draft.finalStateOutWarranty === '') problems.push('finalStateOutWarranty');
  if (!(Number(draft.price) > 0)) problems.push('price');
  if (!draft.warrantyDate || draft.warrantyDate < today) problems.push('warrantyDate');
  return problems;
}

/** The fields that keep Guardar diagnóstico from saving (spec 03 §5); `today` is YYYY-MM-DD. */
export function diagnosisProblems(draft: DiagnosisDraft, today: string): DiagnosisField[] {
  const problems: DiagnosisField[] = [];
  if (draft.finalState === '') problems.push('finalState');
  if (draft.comments.trim() === '') problems.push('comments');
  if (draft.finalState === OUT_OF_WARRANTY) problems.push(...outOfWarrantyProblems(draft, today));
  if (needsNewImei(draft.finalState) && !IMEI_PATTERN.test(draft.newImei.trim())) problems.push('newImei');
  return problems;
}

/** Enviar cotizacion needs final state 6 with its choice, quote and date. */
export function quoteProblems(draft: DiagnosisDraft, today: string): DiagnosisField[] {
  return draft.finalState === OUT_OF_WARRANTY ? outOfWarrantyProblems(draft, today) : ['finalState'];
}

/** The body SaveDiagnostic takes; the DOA verdict only for a DOA order. */
export function diagnosticBody(draft: DiagnosisDraft, doaOrder: boolean): DiagnosticBody {
  const outOfWarranty = draft.finalState === OUT_OF_WARRANTY;
  return {
    finalState: Number(draft.finalState),
    comments: draft.comments.trim(),
    ...(outOfWarranty ? { finalStateOutWarranty: Number(draft.finalStateOutWarranty), price: Number(draft.price), warrantyDate: draft.warrantyDate } : {}),
    ...(needsNewImei(draft.finalState) ? { newImei: draft.newImei.trim() } : {}),
    ...(doaOrder && draft.doa ? { doa: draft.doa } : {}),
  };
}

/** The nine checks of the quality control (spec 03 §3), in the form's order. */
export const QUALITY_CHECKS = ['conectivitiTest', 'Keyboard', 'mic', 'chargerTest', 'principalDisplay', 'radio', 'vibration', 'camera', 'headphone'] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];

/** The checks as the server stores them: the strings "true"/"false" (spec 04 §3), with the observations. */
export function qualityBody(checked: Record<QualityCheck, boolean>, observations: string) {
  return { ...(Object.fromEntries(QUALITY_CHECKS.map((check) => [check, checked[check] ? 'true' : 'false'])) as Record<QualityCheck, 'true' | 'false'>), observations: observations.trim() };
}

/** The signed-in user's id: what the technician's calls send as tech, Technical or idTechnical. */
export const signedInUser = (): number | undefined => Number(sessionUserId()) || undefined;

export const todayIso = (now = new Date()) => {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/** The workshop screen's client-side page (spec 04 §9: 10, paged on the client): filtered by text, then cut. */
export function clientPage<T extends { orderId: number; clientName: string; imei: string; model: string; idOrderState: string }>(
  all: readonly T[], { search = '', states = [], pageIndex = 1, pageSize = 10 }: { search?: string; states?: readonly string[]; pageIndex?: number; pageSize?: number },
): { items: T[]; totalItemCount: number } {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const term = fold(search.trim());
  const found = all.filter((order) => (states.length === 0 || states.includes(order.idOrderState))
    && (term === '' || [String(order.orderId), order.clientName, order.imei, order.model].some((value) => fold(value).includes(term))));
  return { items: found.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), totalItemCount: found.length };
}
