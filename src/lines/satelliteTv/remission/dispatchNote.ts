/**
 * The dispatch note's layout rules (spec 02 §2.7, §9), shared by the screen and the PDF: 15 rows a page, "1 / N",
 * the total of boxes. Pure.
 */
import { DISPATCH_NOTE_ROWS_PER_PAGE } from '../../../../contracts/endpoints/satelliteTvRemissions';

export const DISPATCH_NOTE_TITLE = 'REMISIÓN SALIDA DE MERCANCIAS';
/** The printed page, in CSS pixels (spec 02 §9). */
export const DISPATCH_NOTE_PAGE_PX = { width: 800, height: 1100 } as const;

/** The rows cut in pages of 15 (one empty page when there are none, so the header still prints). */
export function pagesOf<T>(rows: readonly T[], size = DISPATCH_NOTE_ROWS_PER_PAGE): T[][] {
  if (rows.length === 0) return [[]];
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += size) pages.push(rows.slice(i, i + size));
  return pages;
}

export const pageLabel = (index: number, count: number) => `${index + 1} / ${count}`;

export const totalBoxes = (rows: readonly { cajas: number }[]) => rows.reduce((sum, row) => sum + row.cajas, 0);
