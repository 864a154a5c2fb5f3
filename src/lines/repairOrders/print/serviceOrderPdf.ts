/**
 * The printable service order (spec 03 §2.8, §9): the arrival order or the exit order of one repair order as a
 * jspdf document, 21 × 29 cm portrait. Pure (order details in, document out), no React: the screens import this
 * module lazily, so jspdf reaches the browser only when a printout is asked for. Unit-tested in Node.
 */
import { jsPDF } from 'jspdf';
import type { OrderDetails } from '../../../../contracts/endpoints/repairOrderFiles';
import { money, serviceTerms, type PrintLang } from './serviceTerms';
import { printLabels, type PrintLabels } from './printLabels';

export type ServiceOrderKind = 'arrival' | 'exit';

export interface ServiceOrderOptions {
  lang?: PrintLang;
  /** When the document is printed (its date line); now when absent. */
  printedAt?: Date;
  /** The state names the screens show (app.repairOrders.states.*), for the state line. */
  stateName?: (state: string) => string;
}

/** 21 × 29 cm (595.3 × 822 pt). */
export const PAGE_MM = { width: 210, height: 290 } as const;
const MARGIN = 15;
/** Content stops here; page numbers sit below, 8 mm from the edge. */
const BOTTOM = PAGE_MM.height - 14;
const LINE = 4.2;

/** A cursor writing down the page, opening a new page when the next block does not fit. */
class Writer {
  y = MARGIN;
  constructor(readonly doc: jsPDF) {}

  private room(height: number) {
    if (this.y + height > BOTTOM) {
      this.doc.addPage([PAGE_MM.width, PAGE_MM.height], 'portrait');
      this.y = MARGIN;
    }
  }

  heading(text: string) {
    this.room(LINE * 3);
    this.y += 2;
    this.doc.setFont('helvetica', 'bold').setFontSize(11).text(text, MARGIN, this.y);
    this.doc.setDrawColor(120).line(MARGIN, this.y + 1.2, PAGE_MM.width - MARGIN, this.y + 1.2);
    this.y += LINE + 1.5;
  }

  /** Label: value pairs, two per row. */
  pairs(rows: [string, string][]) {
    const half = (PAGE_MM.width - 2 * MARGIN) / 2;
    for (let i = 0; i < rows.length; i += 2) {
      const cells = rows.slice(i, i + 2).map(([label, value]) => this.doc.setFontSize(9).splitTextToSize(`${label}: ${value}`, half - 3) as string[]);
      const height = Math.max(...cells.map((c) => c.length)) * LINE;
      this.room(height);
      cells.forEach((lines, column) => {
        this.doc.setFont('helvetica', 'normal').setFontSize(9).text(lines, MARGIN + column * half, this.y);
      });
      this.y += height;
    }
  }

  paragraph(text: string, size = 8.5) {
    const lines = this.doc.setFont('helvetica', 'normal').setFontSize(size).splitTextToSize(text, PAGE_MM.width - 2 * MARGIN) as string[];
    for (const line of lines) {
      this.room(LINE);
      this.doc.text(line, MARGIN, this.y);
      this.y += LINE * (size / 9.5);
    }
    this.y += 1.2;
  }

  signatures(captions: string[]) {
    this.room(18);
    this.y += 12;
    const width = (PAGE_MM.width - 2 * MARGIN - 10 * (captions.length - 1)) / captions.length;
    captions.forEach((caption, i) => {
      const x = MARGIN + i * (width + 10);
      this.doc.setDrawColor(0).line(x, this.y, x + width, this.y);
      this.doc.setFont('helvetica', 'normal').setFontSize(9).text(caption, x, this.y + LINE);
    });
    this.y += LINE * 2;
  }
}

const day = (iso: string | null, lang: PrintLang) =>
  iso ? new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(lang === 'es' ? 'es-CO' : 'en-US', { timeZone: 'UTC' }) : '-';

function orderSections(w: Writer, order: OrderDetails, l: PrintLabels, lang: PrintLang) {
  const yes = (v: boolean) => (v ? l.yes : l.no);
  // the documented order fields (spec 03 §3); the client's document and address are ours, beside them
  w.heading(l.client);
  w.pairs([[l.name, order.clientName], [l.document, order.client.document], [l.address, order.client.address], [l.email, order.email],
    [l.mobile, order.phone], [l.housePhone, order.housePhone], [l.contactPhone, order.contactPhone]]);
  w.heading(l.device);
  w.pairs([[l.brand, order.brand], [l.model, order.model], [l.imei, order.imei], [l.min, order.min],
    [l.purchaseDate, day(order.purchaseDate, lang)], [l.warranty, yes(order.warranty)], [l.doa, yes(order.doa)],
    [l.reentry, yes(order.reentry)], [l.exhibition, yes(order.exhibition)], [l.loanDevice, order.imeiLoanDevice ?? l.noLoan],
    [l.fault, order.foulType], [l.fault2, order.foulType2]]);
  if (order.observationOrder) w.paragraph(`${l.observations}: ${order.observationOrder}`, 9);
  w.heading(l.accessories);
  w.pairs(Object.entries(order.accessories).map(([key, value]) => [l.accessory[key as keyof PrintLabels['accessory']], yes(value)]));
}

function exitSections(w: Writer, order: OrderDetails, l: PrintLabels, lang: PrintLang) {
  w.heading(l.diagnosis);
  const d = order.diagnostic;
  if (!d) w.paragraph(l.noDiagnosis, 9);
  else {
    w.pairs([[l.finalState, String(d.finalState)], [l.newImei, d.newImei ?? '-'], [l.doaVerdict, d.doaVerdict ? l.verdict[d.doaVerdict as 'accepted' | 'rejected'] ?? d.doaVerdict : '-'],
      [l.quote, order.priceOrder == null ? '-' : money(order.priceOrder, lang)], [l.warrantyLoss, day(d.warrantyLossDate, lang)]]);
    w.paragraph(`${l.comments}: ${d.comments || '-'}`, 9);
  }
  w.heading(l.quality);
  const qc = order.qualityControl;
  if (!qc) w.paragraph(l.noQuality, 9);
  else {
    // the technician screens store the checks as the strings "true"/"false" (spec 04 §3); the seed as booleans
    const { observations, ...checks } = qc;
    w.pairs(Object.entries(checks).map(([check, passed]) => [l.check[check] ?? check, passed === true || passed === 'true' ? l.passed : l.failed]));
    if (observations) w.paragraph(`${l.observations}: ${String(observations)}`, 9);
  }
}

/** Page numbers ("Página 1 de 2") on every page, when the document runs over one page. */
function numberPages(doc: jsPDF, l: PrintLabels) {
  const total = doc.getNumberOfPages();
  if (total < 2) return;
  for (let page = 1; page <= total; page++) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal').setFontSize(8).text(l.page(page, total), PAGE_MM.width - MARGIN, PAGE_MM.height - 8, { align: 'right' });
  }
}

/** The arrival order or the exit order of `order` (exit adds the technical diagnosis and the quality control). */
export function serviceOrderPdf(order: OrderDetails, kind: ServiceOrderKind, options: ServiceOrderOptions = {}): jsPDF {
  const lang = options.lang ?? 'es';
  const l = printLabels(lang);
  const doc = new jsPDF({ unit: 'mm', format: [PAGE_MM.width, PAGE_MM.height], orientation: 'portrait' });
  doc.setProperties({ title: `${l.title[kind]} ${order.orderId}` });
  const w = new Writer(doc);
  doc.setFont('helvetica', 'bold').setFontSize(15).text(`${l.title[kind]} N° ${order.orderId}`, MARGIN, w.y + 4);
  w.y += 11;
  w.pairs([[l.date, day((options.printedAt ?? new Date()).toISOString(), lang)], [l.created, day(order.creationDate, lang)],
    [l.workshop, order.workshopName], [l.point, order.pointName],
    [l.state, options.stateName?.(order.idOrderState) ?? order.idOrderState], [l.technician, order.techName ?? '-']]);
  orderSections(w, order, l, lang);
  if (kind === 'exit') exitSections(w, order, l, lang);
  const terms = serviceTerms(lang);
  w.heading(terms.title);
  terms.paragraphs.forEach((p) => w.paragraph(p));
  w.signatures([l.signClient, l.signStaff[kind]]);
  numberPages(doc, l);
  return doc;
}

/** The file name and bytes the screens download. */
export function serviceOrderFile(order: OrderDetails, kind: ServiceOrderKind, options: ServiceOrderOptions = {}): { name: string; blob: Blob } {
  const l = printLabels(options.lang ?? 'es');
  return { name: `${l.fileName[kind]}-${order.orderId}.pdf`, blob: serviceOrderPdf(order, kind, options).output('blob') };
}
