// @vitest-environment node
// The logistics reports, answered as the files themselves (named in Content-Disposition) at their documented paths
// and read back with SheetJS: Reporte Guias.xlsx per guide choice, reporte.xlsx per search type, headers and state
// names in the caller's language, a text that looks like a formula kept as text; a refusal is an envelope.
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { withServerForFile, type ServerForFile } from '../helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

interface FileAnswer { status: number; type: string; disposition: string | null; bytes: Buffer; body: { message?: string } | null }

/** A call whose success is a file: its bytes, type and Content-Disposition; a refusal's envelope as body. */
async function fileCall(method: 'GET' | 'POST', path: string, l: string, body?: object): Promise<FileAnswer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${admin}`, 'Accept-Language': l };
  if (body) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${server.url}/api/${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, disposition: res.headers.get('content-disposition'), bytes, body: type.includes('json') ? JSON.parse(bytes.toString()) : null };
}
const sheetOf = (answer: FileAnswer) => {
  expect(answer.status).toBe(200);
  const book = XLSX.read(answer.bytes, { type: 'buffer' });
  return book.Sheets[book.SheetNames[0]];
};
const rowsOf = (answer: FileAnswer) => XLSX.utils.sheet_to_json<unknown[]>(sheetOf(answer), { header: 1 });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const countIn = async (states: string[]) =>
  (await sql<{ n: number }>`select count(*)::int as n from repair_orders where id_order_state in (${sql.join(states)})`.execute(server.db)).rows[0].n;
const guideReport = (typeGuide: number, l = 'es') => fileCall('GET', `TransferGuide/GetByExcelReportByGuide?typeGuide=${typeGuide}`, l);
const orderReport = (body: object, l = 'es') => fileCall('POST', 'OrderWom/GetByExcelReportByStatus', l, body);

describe('Reporte Guias.xlsx', () => {
  it('Pendiente por recoger: the orders with a collection guide not picked yet (state 8), headers in Spanish', async () => {
    const data = await guideReport(1);
    expect(data.type).toBe(XLSX_TYPE);
    expect(data.disposition).toBe(`attachment; filename="Reporte Guias.xlsx"; filename*=UTF-8''Reporte%20Guias.xlsx`);
    const [headers, ...rows] = rowsOf(data);
    expect(headers.slice(0, 4)).toEqual(['Orden', 'Estado', 'Guía de recolección', 'Guía de devolución']);
    expect(rows).toHaveLength(await countIn(['8']));
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['Guía de recolección generada']));
    expect(rows.every((r) => String(r[2]).startsWith('GU'))).toBe(true);
  });

  it('Pendiente guia de devolucion a tienda (state 5) and Todos (both), in English', async () => {
    const claim = rowsOf((await guideReport(2, 'en')));
    expect(claim[0].slice(0, 2)).toEqual(['Order', 'State']);
    expect(claim.length - 1).toBe(await countIn(['5']));
    expect(rowsOf((await guideReport(0))).length - 1).toBe(await countIn(['5', '8']));
    expect((await guideReport(3)).status).toBe(400);
  });
});

describe('reporte.xlsx', () => {
  it('Estado: one state or All', async () => {
    const one = await orderReport({ type: 1, param1: '3' });
    expect(one.disposition).toContain('filename="reporte.xlsx"');
    const [headers, ...rows] = rowsOf(one);
    expect(headers.slice(0, 4)).toEqual(['Orden', 'Estado', 'Fecha de creación', 'TAT (días)']);
    expect(rows).toHaveLength(await countIn(['3']));
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['Pendiente de pago']));
    const all = rowsOf((await orderReport({ type: 1, param1: 'all' })));
    expect(all.length - 1).toBe((await sql<{ n: number }>`select count(*)::int as n from repair_orders`.execute(server.db)).rows[0].n);
  });

  it('Fecha: creation dates from start to end, both included; a reversed range is refused', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from repair_orders
      where creation_date >= '2026-03-01'::date and creation_date < '2026-03-31'::date + 1`.execute(server.db);
    const sheet = rowsOf((await orderReport({ type: 2, param1: '2026-03-01', param2: '2026-03-31' })));
    expect(sheet.length - 1).toBe(rows[0].n);
    expect(rows[0].n).toBeGreaterThan(0);
    expect((await orderReport({ type: 2, param1: '2026-03-31', param2: '2026-03-01' })).status).toBe(400);
  });

  it('Documento Cliente and Nro Orden; nothing found is refused; an empty first parameter is refused', async () => {
    const { document, id } = (await sql<{ document: string; id: number }>`select c.document, o.id from repair_orders o
      join repair_clients c on c.id = o.client_id order by o.id limit 1`.execute(server.db)).rows[0];
    const byDocument = rowsOf((await orderReport({ type: 3, param1: document })));
    expect(byDocument.slice(1).every((r) => r[8] === document)).toBe(true);
    expect(byDocument.slice(1).map((r) => r[0])).toContain(id);
    const byOrder = rowsOf((await orderReport({ type: 4, param1: String(id) }, 'en')));
    expect(byOrder.map((r) => r[0])).toEqual(['Order', id]);
    const none = await orderReport({ type: 4, param1: '999999' }, 'es');
    expect(none.status).toBe(404);
    expect(none.body?.message).toBe('Ninguna orden coincide con los parámetros del reporte.');
    expect((await orderReport({ type: 1, param1: '' })).status).toBe(400);
  });

  it('a client name that looks like a formula is written as text, never as a formula', async () => {
    const { id, clientId } = (await sql<{ id: number; clientId: number }>`select id, client_id from repair_orders order by id desc limit 1`.execute(server.db)).rows[0];
    const evil = '=HYPERLINK("http://evil.example","x")';
    await sql`update repair_clients set name = ${evil} where id = ${clientId}`.execute(server.db);
    const sheet = sheetOf((await orderReport({ type: 4, param1: String(id) })));
    const cell = sheet[XLSX.utils.encode_cell({ r: 1, c: 7 })];
    expect(cell).toMatchObject({ t: 's', v: evil });
    expect(cell.f).toBeUndefined();
  });
});
