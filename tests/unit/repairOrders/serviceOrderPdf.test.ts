// @vitest-environment node
// The printable service order read back with pdfjs: its text (order number, the terms with their exact figures,
// "Sin Prestamo", the exit order's diagnosis and quality control), its 21 × 29 cm page, a long order on two pages.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../contracts/endpoints/repairOrderFiles';
import { serviceOrderFile, serviceOrderPdf } from '../../../src/lines/repairOrders/print/serviceOrderPdf';

const ORDER: OrderDetails = {
  orderId: 4711, idOrderState: '6', creationDate: '2026-03-02T15:00:00.000Z', tat: 10,
  pointName: 'Tienda Andino', workshopName: 'Taller Central Bogotá', idTechnical: 1, techName: 'Luisa Fernanda Ortiz',
  clientName: 'María Gómez Pérez', housePhone: '6015551234', phone: '3001234567', contactPhone: '3107654321', email: 'maria@correo.co',
  client: { name: 'Ignored Nested Name', document: '10023456', address: 'Calle 80 # 12-34', housePhone: '0', phone: '0', contactPhone: '0', email: 'ignored@nested.co' },
  brand: 'Samsung', model: 'Galaxy A54', imei: '356789012345678', min: '3001234567', purchaseDate: '2025-11-20',
  doa: false, warranty: true, reentry: false, exhibition: false,
  accessories: { charger: true, dataCable: false, handsFree: false, originalBox: true, simHolder: false },
  foulType: 'Pantalla', foulType2: 'Batería', observationOrder: 'Equipo con rayones leves', imeiLoanDevice: null, priceOrder: 85000,
  diagnostic: { finalState: 1, comments: 'Se reemplaza el módulo de pantalla', newImei: null, doaVerdict: null, warrantyLossDate: null },
  qualityControl: { camera: true, mic: true, principalDisplay: true, observations: 'Sin novedad' },
  collectionGuide: 'GU123', returnGuide: 'GD456', answerOrder: null, stages: [], files: [],
};

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function readBack(bytes: ArrayBuffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, standardFontDataUrl }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
    pages.push({ text, width: page.view[2] - page.view[0], height: page.view[3] - page.view[1] });
  }
  return pages;
}
const pagesOf = (order: OrderDetails, kind: 'arrival' | 'exit', lang: 'es' | 'en' = 'es') =>
  readBack(serviceOrderPdf(order, kind, { lang, printedAt: new Date('2026-03-12T10:00:00Z') }).output('arraybuffer'));

describe('serviceOrderPdf', () => {
  it('the exit order holds the order, client, device, diagnosis, quality control and the terms with their figures', async () => {
    const pages = await pagesOf(ORDER, 'exit');
    const text = pages.map((p) => p.text).join(' ');
    expect(text).toContain('Orden de salida N° 4711');
    for (const part of ['Taller Central Bogotá', 'María Gómez Pérez', '356789012345678', 'Equipo de préstamo: Sin Prestamo', 'Cargador: Sí',
      'Diagnóstico técnico', 'Se reemplaza el módulo de pantalla', 'Control de calidad', 'Cámara: Aprobado', 'Valor cotización: $85.000']) {
      expect(text).toContain(part);
    }
    // the client as the documented fields give it (clientName, email...), not our nested copy
    expect(text).toContain('maria@correo.co');
    expect(text).not.toContain('Ignored Nested Name');
    for (const term of ['12 meses', '15 días calendario', '90 días', '75% del valor comercial', '$12.000 más IVA', '$20.000',
      '45 días', '$2.500 por día, IVA incluido', 'protección de datos', 'Firma del cliente', 'Firma y sello del taller']) {
      expect(text).toContain(term);
    }
  });

  it('reads the checks the technician screens store as the strings "true"/"false" (spec 04 §3)', async () => {
    const stored = { ...ORDER, qualityControl: { camera: 'true', radio: 'false', observations: 'Radio sin señal' } };
    const text = (await pagesOf(stored, 'exit')).map((p) => p.text).join(' ');
    expect(text).toContain('Cámara: Aprobado');
    expect(text).toContain('Radio: No aprobado');
  });

  it('is 21 × 29 cm portrait (595.3 × 822 pt)', async () => {
    const [first] = await pagesOf(ORDER, 'arrival');
    expect(first.width).toBeCloseTo(595.28, 1);
    expect(first.height).toBeCloseTo(822.05, 1);
  });

  it('the arrival order has no diagnosis nor quality control, and one page has no page number', async () => {
    const pages = await pagesOf(ORDER, 'arrival');
    expect(pages).toHaveLength(1);
    expect(pages[0].text).toContain('Orden de llegada N° 4711');
    expect(pages[0].text).not.toContain('Diagnóstico técnico');
    expect(pages[0].text).not.toContain('Página');
  });

  it('a long order spills onto page 2, every page numbered and of the same size', async () => {
    const long = { ...ORDER, observationOrder: 'El cliente reporta que la pantalla parpadea al recibir llamadas. '.repeat(60), imeiLoanDevice: '351111111111111' };
    const pages = await pagesOf(long, 'exit');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Página ${i + 1} de ${pages.length}`);
      expect(page.height).toBeCloseTo(822.05, 1);
    });
    expect(pages.map((p) => p.text).join(' ')).toContain('Equipo de préstamo: 351111111111111');
  });

  it('in English: labels and terms, "Sin Prestamo" kept; the file is named for its kind', async () => {
    const text = (await pagesOf(ORDER, 'exit', 'en')).map((p) => p.text).join(' ');
    expect(text).toContain('Exit order N° 4711');
    expect(text).toContain('$2,500 per day, VAT (IVA) included');
    expect(text).toContain('Loan device: Sin Prestamo');
    const file = serviceOrderFile(ORDER, 'arrival');
    expect(file.name).toBe('orden-llegada-4711.pdf');
    expect(file.blob.type).toBe('application/pdf');
  });
});
