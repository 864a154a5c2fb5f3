// The seed's order files (guides, arrival documents, repair photos, delivery proofs) are small generated files:
// their rows are seeded with a `seed/<order>/<name>` stored name, and their bytes are made from that name when
// served (nothing is written to disk). A one-page PDF naming the order and the document, or a small PNG.
import { deflateSync } from 'node:zlib';

export const SEED_PREFIX = 'seed/';

/** A one-page PDF (A4) with two lines of text; offsets computed so any reader accepts it. */
export function tinyPdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 72 760 Td ${lines.map((l, i) => `${i ? '0 -22 Td ' : ''}(${escape(l)}) Tj`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A width × height RGB PNG: a diagonal gradient tinted by `seed` (so photos of different orders differ). */
export function tinyPng(seed: number, width = 64, height = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set([(seed * 37 + x * 3) & 0xff, (y * 4) & 0xff, (seed * 91 + x + y) & 0xff], at);
    }
  }
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The seed's photos come in 16 tints, each made once (making 300 of them took most of the seed's time). */
const PHOTOS = new Map<number, Buffer>();
function seedPhoto(order: number): Buffer {
  const tint = order % 16;
  if (!PHOTOS.has(tint)) PHOTOS.set(tint, tinyPng(tint * 16));
  return PHOTOS.get(tint)!;
}

export interface SeedFileContent { bytes: Buffer; type: string }

/** The bytes of a seeded file from its stored name `seed/<order>/<name>.<pdf|png>`; undefined for any other name. */
export function seedFileContent(storedName: string): SeedFileContent | undefined {
  const match = /^seed\/(\d+)\/([\w-]+)\.(pdf|png)$/.exec(storedName);
  if (!match) return undefined;
  const [, order, name, ext] = match;
  if (ext === 'png') return { bytes: seedPhoto(Number(order)), type: 'image/png' };
  return { bytes: tinyPdf([`Orden ${order}`, name.replace(/-/g, ' ')]), type: 'application/pdf' };
}
