// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  admitFiles,
  DOCUMENT_EXTENSIONS,
  extensionOf,
  formatBytes,
  IMAGE_EXTENSIONS,
  MEGABYTE,
  typeLabel,
  validateFile,
} from '../../../src/shell/components/attachments/fileRules';
import { messagesByLanguage } from '../support/lines';
import polyglotI18nProvider from 'ra-i18n-polyglot';

const rules = { accept: DOCUMENT_EXTENSIONS, maxBytes: 10 * MEGABYTE, maxCount: 10 };
const sized = (name: string, size: number) => new File([new Uint8Array(size)], name);
const english = polyglotI18nProvider(() => messagesByLanguage.en, 'en');
const spanish = polyglotI18nProvider(() => messagesByLanguage.es, 'es');

describe('file validation', () => {
  it('reads extensions case-insensitively and builds the accept attribute', () => {
    expect(extensionOf('Plano.FINAL.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
    expect(acceptAttribute(IMAGE_EXTENSIONS)).toBe('.png,.jpg,.jpeg,.gif,.webp');
  });

  it('formats sizes the way people read them, in the chosen language', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(10 * MEGABYTE)).toBe('10 MB');
    expect(formatBytes(24.3 * MEGABYTE)).toBe('24.3 MB');
    expect(formatBytes(24.3 * MEGABYTE, 'es')).toBe('24,3 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });

  it('accepts an allowed file within the limit', () => {
    expect(validateFile({ name: 'informe.pdf', size: 2048 }, rules)).toBeNull();
    expect(validateFile({ name: 'FOTO.JPG', size: 10 * MEGABYTE }, rules)).toBeNull();
  });

  it('refuses another type, naming the file and what is allowed', () => {
    const refusal = validateFile({ name: 'plano.exe', size: 100 }, { ...rules, accept: ['png', 'pdf'] })!;
    expect(english.translate(refusal.message, refusal.args)).toBe('plano.exe: this type of file is not accepted (allowed: png, pdf)');
    expect(spanish.translate(refusal.message, refusal.args)).toBe('plano.exe: este tipo de archivo no se acepta (permitidos: png, pdf)');
  });

  it('refuses a file over the limit with its size and the limit, and an empty file', () => {
    const refusal = validateFile({ name: 'video.pdf', size: 24.3 * MEGABYTE }, rules)!;
    expect(english.translate(refusal.message, refusal.args)).toBe('video.pdf is 24.3 MB; the limit is 10 MB');
    // the type is checked first: a big file of a refused type is refused for its type
    expect(validateFile({ name: 'video.mp4', size: 24.3 * MEGABYTE }, rules)!.message).toBe('app.attachments.errors.type');
    const empty = validateFile({ name: 'vacio.txt', size: 0 }, rules)!;
    expect(english.translate(empty.message, empty.args)).toBe('vacio.txt is empty');
  });

  it('admits only new, valid files, up to the count one request takes', () => {
    const waiting = [sized('a.pdf', 10)];
    const chosen = [sized('a.pdf', 10), sized('b.csv', 10), sized('c.exe', 10), sized('d.txt', 10), sized('e.txt', 10)];
    Object.defineProperty(chosen[0], 'lastModified', { value: waiting[0].lastModified });
    const { admitted, refused } = admitFiles(chosen, waiting, { ...rules, maxCount: 3 });
    expect(admitted.map((file) => file.name)).toEqual(['b.csv', 'd.txt']);
    expect(refused.map((refusal) => english.translate(refusal.message, refusal.args))).toEqual([
      'a.pdf is already in the list',
      expect.stringContaining('c.exe: this type of file is not accepted'),
      'At most 3 files can be sent at once; e.txt was left out',
    ]);
  });

  it('labels a stored file by its extension, else its content type', () => {
    expect(typeLabel('plano.pdf', 'application/pdf')).toBe('PDF');
    expect(typeLabel('sin-extension', 'text/csv')).toBe('CSV');
  });
});
