/**
 * The remission detail's local list (spec 02 §4): lines typed in the detail modal are kept in the browser's local
 * storage per remission until Confirmar, so a reload or a closed tab loses nothing. Pure functions over a Storage.
 */
export interface DraftLine {
  sending: number;
  boxes: number;
}

export const draftKey = (remissionId: number) => `stv.remissionDraft.${remissionId}`;

const isLine = (value: unknown): value is DraftLine =>
  typeof value === 'object' && value !== null && Number.isSafeInteger((value as DraftLine).sending) && Number.isSafeInteger((value as DraftLine).boxes);

/** The stored list (an unreadable or foreign value reads as empty). */
export function readDraft(storage: Pick<Storage, 'getItem'>, remissionId: number): DraftLine[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(draftKey(remissionId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine).map(({ sending, boxes }) => ({ sending, boxes })) : [];
  } catch {
    return [];
  }
}

/** Stores the list; an empty one removes the key. */
export function writeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'>, remissionId: number, lines: readonly DraftLine[]): void {
  if (lines.length === 0) storage.removeItem(draftKey(remissionId));
  else storage.setItem(draftKey(remissionId), JSON.stringify(lines));
}

export interface LineInput {
  sending: string;
  boxes: string;
}

/** The detail modal's checks (§5: both required and numeric; boxes at least 1): field → message key. */
export function lineErrors(input: LineInput, lines: readonly DraftLine[]): Partial<Record<keyof LineInput, string>> {
  const errors: Partial<Record<keyof LineInput, string>> = {};
  const sending = input.sending.trim();
  const boxes = input.boxes.trim();
  if (!sending) errors.sending = 'app.satelliteTv.required';
  else if (!/^\d{1,9}$/.test(sending) || Number(sending) === 0) errors.sending = 'app.satelliteTv.remission.notANumber';
  else if (lines.some((line) => line.sending === Number(sending))) errors.sending = 'app.satelliteTv.remission.alreadyListed';
  if (!boxes) errors.boxes = 'app.satelliteTv.required';
  else if (!/^\d{1,4}$/.test(boxes) || Number(boxes) === 0) errors.boxes = 'app.satelliteTv.remission.boxesPositive';
  return errors;
}

/** After Confirmar: the lines the server answered with state 0 stay for correction; the rest are saved. */
export function linesToKeep(lines: readonly DraftLine[], results: readonly { id: number; state: number }[]): DraftLine[] {
  const invalid = new Set(results.filter((r) => r.state === 0).map((r) => r.id));
  return lines.filter((line) => invalid.has(line.sending));
}
