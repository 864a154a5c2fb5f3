// A PDF read back with pdfjs (Node, legacy build): each page's text and size in pt. Used by unit and e2e tests.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfPages(bytes: Uint8Array | ArrayBuffer): Promise<{ text: string; width: number; height: number }[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, standardFontDataUrl }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ text, width: page.view[2] - page.view[0], height: page.view[3] - page.view[1] });
  }
  return pages;
}
