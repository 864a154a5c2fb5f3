/**
 * The dispatch note (spec 02 §2.7, §9) as a jspdf document: pages of 800 × 1100 CSS pixels (600 × 825 pt: jspdf's
 * px_scaling hotfix makes 1 px = 0.75 pt, as a browser prints), 15 rows a page, "1 / N", the total of boxes and the
 * signature lines on the last page. Text is written as text (selectable, searchable). Pure; the screens import this
 * module lazily, so jspdf reaches the browser only when the note is downloaded.
 */
import { jsPDF } from 'jspdf';
import type { RemissionInfo, RemissionReportRow } from '../remissionCalls';
import { DISPATCH_NOTE_PAGE_PX, DISPATCH_NOTE_TITLE, pageLabel, pagesOf, totalBoxes } from '../remission/dispatchNote';

/** The note's labels in the reader's language (the title is the spec's, always Spanish). */
export interface DispatchNoteLabels {
  remission: string; date: string; carrier: string; plate: string; warehouse: string; address: string; phone: string; observation: string;
  service: string; client: string;
  columns: { documentoFinalTransporte: string; envio: string; destino: string; direccion: string; cajas: string };
  totalBoxes: string; deliveredBy: string; carrierSignature: string; receivedBy: string;
}

const { width: W, height: H } = DISPATCH_NOTE_PAGE_PX;
const M = 48;
const COLUMNS: { key: keyof RemissionReportRow; width: number }[] = [
  { key: 'documentoFinalTransporte', width: 130 }, { key: 'envio', width: 100 }, { key: 'destino', width: 200 }, { key: 'direccion', width: 194 }, { key: 'cajas', width: 80 },
];
const ROW = 40;

function header(doc: jsPDF, info: RemissionInfo, labels: DispatchNoteLabels) {
  doc.setFont('helvetica', 'bold').setFontSize(20).text(DISPATCH_NOTE_TITLE, W / 2, M + 10, { align: 'center' });
  doc.setFontSize(13).text(`${labels.remission} ${info.remisionNo}`, W / 2, M + 36, { align: 'center' });
  const pairs: [string, string][] = [
    [labels.date, info.fechaCreacion.replace('T', ' ')], [labels.carrier, info.transportadora], [labels.plate, info.placa],
    [labels.warehouse, `D-${info.nombre_bodega}`], [labels.address, info.direccion], [labels.phone, info.telefono],
    [labels.service, 'DIRECTV'], [labels.client, 'DIRECTV COLOMBIA LTDA'],
  ];
  doc.setFontSize(11);
  pairs.forEach(([label, value], i) => {
    const x = M + (i % 2) * ((W - 2 * M) / 2);
    const y = M + 70 + Math.floor(i / 2) * 22;
    doc.setFont('helvetica', 'bold').text(`${label}:`, x, y);
    doc.setFont('helvetica', 'normal').text(value, x + doc.getTextWidth(`${label}: `) + 2, y);
  });
  const y = M + 70 + 4 * 22;
  doc.setFont('helvetica', 'bold').text(`${labels.observation}:`, M, y);
  doc.setFont('helvetica', 'normal').text(doc.splitTextToSize(info.observacion || '—', W - 2 * M - 110) as string[], M + 110, y);
  return y + 36;
}

function table(doc: jsPDF, rows: readonly RemissionReportRow[], labels: DispatchNoteLabels, top: number) {
  let x = M;
  doc.setFillColor(230, 230, 230).rect(M, top, W - 2 * M, ROW - 10, 'F');
  doc.setFont('helvetica', 'bold').setFontSize(10);
  for (const column of COLUMNS) {
    doc.text(labels.columns[column.key], x + 6, top + 19);
    x += column.width;
  }
  doc.setFont('helvetica', 'normal').setFontSize(10).setDrawColor(180);
  rows.forEach((row, i) => {
    const y = top + ROW - 10 + i * ROW;
    x = M;
    for (const column of COLUMNS) {
      const lines = (doc.splitTextToSize(String(row[column.key]), column.width - 10) as string[]).slice(0, 2);
      doc.text(lines, x + 6, y + 16);
      x += column.width;
    }
    doc.line(M, y + ROW, W - M, y + ROW);
  });
  return top + ROW - 10 + rows.length * ROW;
}

function closing(doc: jsPDF, rows: readonly RemissionReportRow[], labels: DispatchNoteLabels, top: number) {
  doc.setFont('helvetica', 'bold').setFontSize(12).text(`${labels.totalBoxes}: ${totalBoxes(rows)}`, W - M, top + 30, { align: 'right' });
  const signatures = [labels.deliveredBy, labels.carrierSignature, labels.receivedBy];
  const width = (W - 2 * M - 2 * 30) / 3;
  const y = Math.max(top + 130, H - M - 90);
  signatures.forEach((label, i) => {
    const x = M + i * (width + 30);
    doc.setDrawColor(60).line(x, y, x + width, y);
    doc.setFont('helvetica', 'normal').setFontSize(10).text(label, x + width / 2, y + 16, { align: 'center' });
  });
}

/** The dispatch note of one remission: every page 800 × 1100 px. */
export function dispatchNotePdf(info: RemissionInfo, rows: readonly RemissionReportRow[], labels: DispatchNoteLabels): jsPDF {
  const doc = new jsPDF({ unit: 'px', format: [W, H], orientation: 'portrait', hotfixes: ['px_scaling'] });
  doc.setProperties({ title: `${DISPATCH_NOTE_TITLE} ${info.remisionNo}`, subject: info.placa, creator: 'Back office' });
  const pages = pagesOf(rows);
  pages.forEach((page, index) => {
    if (index > 0) doc.addPage([W, H], 'portrait');
    const bottom = table(doc, page, labels, header(doc, info, labels));
    if (index === pages.length - 1) closing(doc, rows, labels, bottom);
    doc.setFont('helvetica', 'normal').setFontSize(10).text(pageLabel(index, pages.length), W / 2, H - 24, { align: 'center' });
  });
  return doc;
}

export const dispatchNoteFileName = (info: RemissionInfo) => `Remision-${info.remisionNo}-${info.placa}.pdf`;
