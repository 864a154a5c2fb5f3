// The talker labels (spec 02 §2.8, §9; issue 15) as a real PDF: A4 portrait in cm, two columns of four labels a page,
// each with the material (code and name), the location, the quantity and three blank count boxes CONTEO 1–3. Pure
// (labels in, bytes out); jspdf runs in Node. Text is written as text, so it can be selected and searched.
import { jsPDF } from 'jspdf';

export interface TalkerLabel {
  parte: string;
  /** the material's name, when known */
  nombre: string;
  ubicacion: string;
  cantidad: number;
}

export const A4_CM = { width: 21, height: 29.7 } as const;
const MARGIN = 1;
const COLUMNS = 2;
const ROWS = 4;
const GAP = 0.5;
const LABEL = {
  width: (A4_CM.width - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS,
  height: (A4_CM.height - 2 * MARGIN - 1 - (ROWS - 1) * GAP) / ROWS,
};
export const COUNT_BOXES = ['CONTEO 1', 'CONTEO 2', 'CONTEO 3'] as const;

function drawLabel(doc: jsPDF, label: TalkerLabel, x: number, y: number) {
  doc.setDrawColor(40).setLineWidth(0.03).rect(x, y, LABEL.width, LABEL.height);
  doc.setFont('helvetica', 'bold').setFontSize(9).text('MATERIAL', x + 0.3, y + 0.6);
  doc.setFontSize(16).text(label.parte, x + 0.3, y + 1.3);
  doc.setFont('helvetica', 'normal').setFontSize(9).text(doc.splitTextToSize(label.nombre, LABEL.width - 0.6) as string[], x + 0.3, y + 1.8);
  doc.setFont('helvetica', 'bold').setFontSize(9).text('UBICACIÓN', x + 0.3, y + 2.7);
  doc.text('CANTIDAD', x + LABEL.width / 2 + 0.3, y + 2.7);
  doc.setFontSize(18).text(label.ubicacion, x + 0.3, y + 3.5);
  doc.text(String(label.cantidad), x + LABEL.width / 2 + 0.3, y + 3.5);
  const boxWidth = (LABEL.width - 0.6 - 2 * 0.2) / 3;
  COUNT_BOXES.forEach((title, i) => {
    const bx = x + 0.3 + i * (boxWidth + 0.2);
    doc.setFont('helvetica', 'bold').setFontSize(8).text(title, bx + boxWidth / 2, y + 4.2, { align: 'center' });
    doc.rect(bx, y + 4.35, boxWidth, LABEL.height - 4.65);
  });
}

/** The store's labels, one per location, eight a page; a page footer names the store and the page ("1 / N"). */
export function talkerLabelsPdf(store: string, labels: readonly TalkerLabel[], printedAt = new Date()): ArrayBuffer {
  const doc = new jsPDF({ unit: 'cm', format: 'a4', orientation: 'portrait' });
  doc.setProperties({ title: `Habladores ${store}`, creator: 'Back office' });
  const perPage = COLUMNS * ROWS;
  const pages = Math.max(1, Math.ceil(labels.length / perPage));
  for (let p = 0; p < pages; p++) {
    if (p > 0) doc.addPage('a4', 'portrait');
    doc.setFont('helvetica', 'bold').setFontSize(11).text(store, MARGIN, MARGIN + 0.3);
    doc.setFont('helvetica', 'normal').setFontSize(8)
      .text(`${printedAt.toISOString().slice(0, 10)}   ${p + 1} / ${pages}`, A4_CM.width - MARGIN, MARGIN + 0.3, { align: 'right' });
    labels.slice(p * perPage, (p + 1) * perPage).forEach((label, i) => {
      const column = i % COLUMNS;
      const row = Math.floor(i / COLUMNS);
      drawLabel(doc, label, MARGIN + column * (LABEL.width + GAP), MARGIN + 1 + row * (LABEL.height + GAP));
    });
    if (labels.length === 0) doc.setFontSize(11).text('Sin ubicaciones para el filtro indicado.', MARGIN, MARGIN + 2);
  }
  return doc.output('arraybuffer');
}

/** The download's name: the store's, safe for a file system. */
export const talkerFileName = (store: string) => `${store.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 _-]+/g, '').trim() || 'Habladores'}.pdf`;
