// @vitest-environment node
// The dispatch note read back with pdfjs (spec 02 §2.7, §9): the title, the header (plate, carrier, D-warehouse),
// every shipment number, 15 rows a page with "1 / N", the total of boxes on the last page, pages of 800 × 1100 CSS
// px (600 × 825 pt); plus the pure paging rules and the detail's local list.
import { describe, expect, it } from 'vitest';
import { dispatchNotePdf, type DispatchNoteLabels } from '../../../src/lines/satelliteTv/print/dispatchNotePdf';
import { pagesOf, totalBoxes } from '../../../src/lines/satelliteTv/remission/dispatchNote';
import { lineErrors, linesToKeep, readDraft, writeDraft } from '../../../src/lines/satelliteTv/remission/draftLines';
import { pdfPages } from '../support/pdfPages';

const LABELS: DispatchNoteLabels = {
  remission: 'Remisión N°', date: 'Fecha', carrier: 'Transportador', plate: 'Placa', warehouse: 'Bodega', address: 'Dirección', phone: 'Teléfono',
  observation: 'Observación', service: 'Servicio', client: 'Cliente',
  columns: { documentoFinalTransporte: 'Documento final', envio: 'Envío', destino: 'Destino', direccion: 'Dirección', cajas: 'Cajas' },
  totalBoxes: 'Total cajas', deliveredBy: 'Entregado por', carrierSignature: 'Firma transportador', receivedBy: 'Recibido por',
};
const INFO = {
  placa: 'XYZ789', remisionNo: 301, fechaCreacion: '2026-11-23T10:00:00', transportadora: 'Servientrega S.A.', nombre_bodega: 'Bodega Cali Acopi',
  direccion: 'Cl 15 # 26-61, Cali', telefono: '602 4863030', observacion: 'Frágil',
};
const rows = (count: number) => Array.from({ length: count }, (_, i) => ({
  documentoFinalTransporte: `GT-${9100000 + i}`, envio: 70003100 + i, destino: `Cali - Técnico ${i}`, direccion: `Cra ${i} # 1-2`, cajas: 2,
}));


describe('dispatchNotePdf', () => {
  it('holds the title, the header, every shipment, 15 rows a page with "1 / N" and the total on the last page', async () => {
    const pages = await pdfPages(dispatchNotePdf(INFO, rows(32), LABELS).output('arraybuffer'));
    expect(pages).toHaveLength(3);
    for (const [i, page] of pages.entries()) {
      // 800 × 1100 CSS px = 600 × 825 pt
      expect([page.width * 96 / 72, page.height * 96 / 72]).toEqual([800, 1100]);
      expect(page.text).toContain('REMISIÓN SALIDA DE MERCANCIAS');
      expect(page.text).toContain(`${i + 1} / 3`);
    }
    expect(pages[0].text).toContain('XYZ789');
    expect(pages[0].text).toContain('D-Bodega Cali Acopi');
    expect(pages[0].text).toContain('Servientrega S.A.');
    const all = pages.map((p) => p.text).join(' ');
    for (const row of rows(32)) expect(all).toContain(String(row.envio));
    expect(pages[0].text).toContain('70003114');
    expect(pages[0].text).not.toContain('70003115');
    expect(pages[2].text).toContain('Total cajas: 64');
    expect(pages[0].text).not.toContain('Total cajas');
  });

  it('prints the header and signatures of a remission with no lines on one page', async () => {
    const pages = await pdfPages(dispatchNotePdf(INFO, [], LABELS).output('arraybuffer'));
    expect(pages).toHaveLength(1);
    expect(pages[0].text).toContain('Total cajas: 0');
    expect(pages[0].text).toContain('1 / 1');
  });
});

describe('the dispatch note rules and the local list', () => {
  it('cuts pages of 15 and adds the boxes', () => {
    expect(pagesOf(rows(30)).map((p) => p.length)).toEqual([15, 15]);
    expect(pagesOf(rows(31)).map((p) => p.length)).toEqual([15, 15, 1]);
    expect(totalBoxes(rows(4))).toBe(8);
  });

  it('keeps the list per remission, checks a line, and keeps only the lines answered with state 0', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    writeDraft(storage, 7, [{ sending: 1, boxes: 2 }, { sending: 3, boxes: 4 }]);
    expect(readDraft(storage, 7)).toEqual([{ sending: 1, boxes: 2 }, { sending: 3, boxes: 4 }]);
    expect(readDraft(storage, 8)).toEqual([]);
    store.set('stv.remissionDraft.9', '{broken');
    expect(readDraft(storage, 9)).toEqual([]);
    writeDraft(storage, 7, []);
    expect(store.has('stv.remissionDraft.7')).toBe(false);
    expect(lineErrors({ sending: '', boxes: 'x' }, [])).toEqual({ sending: 'app.satelliteTv.required', boxes: 'app.satelliteTv.remission.boxesPositive' });
    expect(lineErrors({ sending: '12a', boxes: '0' }, [])).toEqual({ sending: 'app.satelliteTv.remission.notANumber', boxes: 'app.satelliteTv.remission.boxesPositive' });
    expect(lineErrors({ sending: '1', boxes: '3' }, [{ sending: 1, boxes: 1 }])).toEqual({ sending: 'app.satelliteTv.remission.alreadyListed' });
    expect(lineErrors({ sending: '70003100', boxes: '3' }, [])).toEqual({});
    expect(linesToKeep([{ sending: 1, boxes: 1 }, { sending: 2, boxes: 1 }], [{ id: 1, state: 1 }, { id: 2, state: 0 }])).toEqual([{ sending: 2, boxes: 1 }]);
  });
});
