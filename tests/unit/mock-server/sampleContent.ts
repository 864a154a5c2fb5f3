// Small files whose bytes are what their names say (file-type recognises each), for the upload tests.
import { randomBytes } from 'node:crypto';
import * as XLSX from 'xlsx';
import { pngFile } from '../../e2e/support/sampleFiles';

const sheet = (bookType: 'xlsx' | 'biff8') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['codigo', 'nombre'], ['BOG-001', 'Bodega Central']]), 'Hoja1');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
};

/** A Word document: the zip entries file-type looks for. */
const docx = () => {
  const zip = XLSX.CFB.utils.cfb_new({ fileType: 'zip' } as never);
  XLSX.CFB.utils.cfb_add(zip, '[Content_Types].xml', Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'));
  XLSX.CFB.utils.cfb_add(zip, 'word/document.xml', Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'));
  return Buffer.from(XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer' } as never) as Buffer);
};

/** A real PNG of about `bytes` bytes (a square image; sizes differ by a few bytes). */
export const pngBytes = (bytes = 2048) => pngFile('x.png', Math.max(2, Math.round(Math.sqrt(bytes / 3)))).buffer;

export const SAMPLE_CONTENT = {
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(100), Buffer.from([0xff, 0xd9])]),
  gif: () => Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b])]),
  webp: () => {
    const body = Buffer.concat([Buffer.from('WEBPVP8 ', 'ascii'), Buffer.alloc(4), randomBytes(20)]);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(body.length);
    return Buffer.concat([Buffer.from('RIFF', 'ascii'), size, body]);
  },
  xlsx: () => sheet('xlsx'),
  xls: () => sheet('biff8'),
  docx,
};
