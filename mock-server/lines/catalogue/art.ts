// The generated files of the catalogue: product pictures (SVG, a different size per picture) and the technical
// sheet (a one-page PDF written by hand: Helvetica, WinAnsi text, so no PDF library on the server).

/** width × height of a product's pictures 1..4: landscape, portrait, square, wide. */
export const PICTURE_SIZES: ReadonlyArray<[number, number]> = [[800, 600], [600, 800], [900, 900], [1200, 675]];

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface PictureSubject {
  id: number;
  sku: string;
  name: string;
  catalogId: number;
}

/** Picture n (1-based) of a product: its colour follows the catalogue, its shape the picture number. */
export function productPicture(product: PictureSubject, n: number, count: number): string {
  const [w, h] = PICTURE_SIZES[(n - 1) % PICTURE_SIZES.length];
  const hue = (product.catalogId * 47 + product.id * 7) % 360;
  const shapes = [
    `<rect x="${w * 0.3}" y="${h * 0.22}" width="${w * 0.4}" height="${h * 0.4}" rx="${w * 0.03}" fill="hsl(${hue},45%,35%)"/>`,
    `<circle cx="${w / 2}" cy="${h * 0.42}" r="${Math.min(w, h) * 0.22}" fill="hsl(${hue},45%,35%)"/>`,
    `<polygon points="${w / 2},${h * 0.15} ${w * 0.75},${h * 0.65} ${w * 0.25},${h * 0.65}" fill="hsl(${hue},45%,35%)"/>`,
    `<rect x="${w * 0.2}" y="${h * 0.3}" width="${w * 0.6}" height="${h * 0.25}" rx="${h * 0.05}" fill="hsl(${hue},45%,35%)"/>`,
  ];
  const font = Math.round(Math.min(w, h) / 22);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,92%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,78%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes[(n - 1) % shapes.length]}` +
    `<text x="${w / 2}" y="${h * 0.8}" font-family="Arial, sans-serif" font-size="${font}" text-anchor="middle" fill="#1b1b1b">${escapeXml(product.name)}</text>` +
    `<text x="${w / 2}" y="${h * 0.8 + font * 1.5}" font-family="Arial, sans-serif" font-size="${Math.round(font * 0.8)}" text-anchor="middle" fill="#333">${escapeXml(product.sku)} · ${n}/${count}</text>` +
    `</svg>`
  );
}

/** PDF string literal: escape \ ( ) and keep Latin-1 characters (WinAnsi covers Spanish). */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');

/** A one-page A4 PDF: a title and label/value lines. */
export function technicalSheet(title: string, rows: ReadonlyArray<[string, string]>): Buffer {
  const lines = [`BT /F1 18 Tf 56 780 Td (${pdfText(title)}) Tj ET`, `BT /F1 10 Tf 56 760 Td (Ficha tecnica / Technical sheet) Tj ET`];
  rows.forEach(([label, value], i) => {
    const y = 720 - i * 22;
    lines.push(`BT /F1 11 Tf 56 ${y} Td (${pdfText(label)}) Tj ET`, `BT /F1 11 Tf 220 ${y} Td (${pdfText(value)}) Tj ET`);
  });
  const stream = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
