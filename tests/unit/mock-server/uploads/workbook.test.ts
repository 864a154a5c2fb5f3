// @vitest-environment node
// Reading an uploaded spreadsheet safely: by content, not by name; a zip bomb refused by its declared size before
// anything is inflated; the row limit; reserved keys in sheet names, headers and cells; formulas as cached values.
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { UPLOAD_MAX_INFLATED_BYTES, UPLOAD_MAX_ROWS } from '../../../../contracts/endpoints/processUpload';
import { ApiError } from '../../../../mock-server/core/refuse';
import { translate } from '../../../../mock-server/shell/messages';
import { declaredInflatedSize, readWorkbook } from '../../../../mock-server/lines/uploads/workbook';
import { xlsx } from './sheets';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);

/** The refusal's status and its message in both languages. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; text: { en: string; es: string } }> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  const { status, msg } = error as ApiError;
  return { status, text: { en: translate('en', msg), es: translate('es', msg) } };
}

/** Rewrites the central directory's declared uncompressed size of the first entry. */
function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  const cd = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(size, cd + 24);
  return copy;
}

describe('readWorkbook', () => {
  it('reads the header and the non-blank rows with their sheet row numbers', async () => {
    const sheet = await readWorkbook(xlsx([['code', 'name'], ['BOG-001', 'Norte'], [null, null], ['MED-002', 'Sur']]), 'a.xlsx');
    expect(sheet.columns).toEqual(['code', 'name']);
    expect(sheet.rows).toEqual([{ row: 2, cells: ['BOG-001', 'Norte'] }, { row: 4, cells: ['MED-002', 'Sur'] }]);
  });

  it('reads an .xls (BIFF8, an OLE compound file) as well', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['code', 'name'], ['CAL-001', 'Cali']]), 'Hoja1');
    const xls = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const sheet = await readWorkbook(xls, 'viejo.xls');
    expect(sheet).toEqual({ columns: ['code', 'name'], rows: [{ row: 2, cells: ['CAL-001', 'Cali'] }] });
  });

  it('refuses a PNG named .xlsx, and a name that is not .xls/.xlsx', async () => {
    const png = await refusal(readWorkbook(PNG, 'foto.xlsx'));
    expect(png.status).toBe(415);
    expect(png.text.es).toBe('El archivo foto.xlsx no es una hoja de cálculo (.xls o .xlsx): su contenido es image/png.');
    expect((await refusal(readWorkbook(xlsx([['a'], [1]]), 'datos.csv'))).status).toBe(415);
  });

  it('refuses a zip bomb by its declared uncompressed size, before inflating', async () => {
    const bomb = withDeclaredSize(xlsx([['a'], [1]]), UPLOAD_MAX_INFLATED_BYTES + 1);
    expect(declaredInflatedSize(bomb)).toBeGreaterThan(UPLOAD_MAX_INFLATED_BYTES);
    const error = await refusal(readWorkbook(bomb, 'bomba.xlsx'));
    expect(error.status).toBe(413);
    expect(error.text.en).toContain('at most 200 MB');
    // a ZIP64 marker is not trusted either
    expect((await refusal(readWorkbook(withDeclaredSize(xlsx([['a'], [1]]), 0xffffffff), 'z.xlsx'))).status).toBe(413);
  });

  it(`refuses more than ${UPLOAD_MAX_ROWS} rows and accepts exactly that many`, async () => {
    const rows = (n: number) => [['n'], ...Array.from({ length: n }, (_, i) => [i])];
    const error = await refusal(readWorkbook(xlsx(rows(UPLOAD_MAX_ROWS + 1)), 'grande.xlsx'));
    expect(error.status).toBe(413);
    expect(error.text.en).toBe('The file grande.xlsx has 100001 rows; at most 100,000 are accepted.');
    expect((await readWorkbook(xlsx(rows(UPLOAD_MAX_ROWS)), 'justo.xlsx')).rows).toHaveLength(UPLOAD_MAX_ROWS);
  }, 60_000);

  it('refuses __proto__ / constructor in a sheet name, a header or a cell, and pollutes nothing', async () => {
    expect((await refusal(readWorkbook(xlsx([['a'], [1]], '__proto__'), 'a.xlsx'))).text.en).toContain('a sheet name holds the reserved key "__proto__"');
    expect((await refusal(readWorkbook(xlsx([['__proto__', 'b'], [1, 2]]), 'a.xlsx'))).text.en).toContain('a column name');
    expect((await refusal(readWorkbook(xlsx([['a'], ['constructor']]), 'a.xlsx'))).text.en).toContain('a cell holds the reserved key "constructor"');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads formulas as their cached values, never evaluating them', async () => {
    const formula: XLSX.CellObject = { t: 's', v: 'cached', f: 'HYPERLINK("http://evil","x")' };
    const sum: XLSX.CellObject = { t: 'n', v: 7, f: 'A2+1000' };
    const sheet = await readWorkbook(xlsx([['a', 'b'], [formula, sum]]), 'f.xlsx');
    expect(sheet.rows[0].cells).toEqual(['cached', 7]);
  });

  it('refuses a damaged workbook with a clear message', async () => {
    const good = xlsx([['a'], [1]]);
    const broken = Buffer.concat([good.subarray(0, 200), Buffer.alloc(good.length - 200)]);
    const error = await refusal(readWorkbook(broken, 'roto.xlsx'));
    expect([415, 422]).toContain(error.status);
  });
});
