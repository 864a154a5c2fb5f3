import { crc32, deflateSync } from 'node:zlib';

/** A file as Playwright's setInputFiles takes it. */
export interface SampleFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG (RGB, `size` px square, a two-colour diagonal), small enough to upload in a blink. */
export const pngFile = (name: string, size = 32): SampleFile => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const at = y * (1 + size * 3) + 1 + x * 3;
      rows.set(x > y ? [25, 118, 210] : [255, 193, 7], at);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const buffer = Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
  return { name, mimeType: 'image/png', buffer };
};

/** A minimal one-page PDF. */
export const pdfFile = (name: string): SampleFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
});

export const csvFile = (name: string): SampleFile => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from('codigo,nombre,ciudad\nBOG-001,Bodega Central,Bogotá\nMED-002,Bodega Norte,Medellín\n'),
});

/** `bytes` of anything under a name: for the size and type refusals. */
export const fileOfSize = (name: string, mimeType: string, bytes: number): SampleFile => ({ name, mimeType, buffer: Buffer.alloc(bytes, 0x41) });
