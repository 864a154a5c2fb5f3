// @vitest-environment node
// Issue 32 item 3: text no route can store (a NUL character, an unpaired UTF-16 surrogate) is refused at the edge on
// every line: 400 naming the field (dotted path for nested ones) in the caller's language, never 500, nothing written
// (every table, rest.json and the uploads folder read back). JSON bodies, the query, the URL's path, and multipart
// text fields and file names.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { suppliersDesign } from '../resourceDesigner/suppliersDesign';
import { call, post, withServerForFile, type Answer, type ServerForFile } from './helpers';
import { uploadTo, WAREHOUSE_HEADER, xlsx } from './uploads/sheets';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const NUL = '\u0000';
const LONE = '\ud800';

/** Everything a request could have written: each table's rows (but the request log), rest.json, the uploads folder. */
async function snapshot(): Promise<string> {
  const tables = (await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(server.db)).rows.map((row) => row.name);
  // failed requests are logged there (the back office's log), and a session's last activity moves on each call;
  // all the tables in one statement, not a round trip each (8.6 -> 6.9 s for the file)
  const digests = tables
    .filter((table) => table !== 'back_office_logs' && table !== 'sessions')
    .map((table) => sql`select ${table} as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.table(table)} t`);
  const rows = (await sql<{ name: string; digest: string }>`${sql.join(digests, sql` union all `)}`.execute(server.db)).rows;
  const parts = rows.map((row) => `${row.name}=${row.digest}`);
  parts.push(readFileSync(path.join(server.dataDir, 'rest.json'), 'utf8'));
  const uploads = path.join(server.dataDir, 'uploads');
  parts.push(JSON.stringify(readdirSafe(uploads)));
  return parts.join('\n');
}
const readdirSafe = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true }).map(String).sort();
  } catch {
    return [];
  }
};

type Send = (lang: 'en' | 'es') => Promise<Answer>;

const json = (method: string, urlPath: string, body?: unknown): Send => (lang) =>
  call(server, method, urlPath, { token: admin, body, headers: { 'Accept-Language': lang } });

/**
 * A multipart body written by hand: the file name goes as RFC 5987's filename*=utf-8''... (how a NUL reaches the
 * server as a character; a raw NUL byte in a part's header is a malformed body, refused as such).
 */
async function multipart(urlPath: string, lang: string, fileName: string, fields: Record<string, string> = {}): Promise<Answer> {
  const boundary = 'badbytes-boundary';
  const parts = [
    ...Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    `--${boundary}\r\nContent-Disposition: form-data; name="file_0"; filename*=utf-8''${encodeURIComponent(fileName)}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n\r\n`,
    `--${boundary}--\r\n`,
  ];
  const res = await fetch(`${server.url}${urlPath}`, {
    method: 'POST',
    body: parts.join(''),
    headers: { Authorization: `Bearer ${admin}`, 'Accept-Language': lang, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text), text };
}

const WAREHOUSE = { code: 'BAD-001', name: 'Bodega', city: 'Neiva', address: 'Calle 1', phone: '+57 601 000 0000' };

/** [line, what is sent, the field named, how to send it with the bad text in it] */
type Case = [line: string, name: string, field: string, send: (bad: string) => Send];

const JSON_CASES: Case[] = [
  ['admin API', 'DataBase/Save name', 'name', (bad) => json('POST', '/api/DataBase/Save', { name: `Base${bad}`, alias: 'BAD', connectionString: 'Server=x' })],
  ['admin API', 'User/Save, a text nested in a list', 'extra.notes.1', (bad) => json('POST', '/api/User/Save', { login: 'nuevo', extra: { notes: ['ok', `no${bad}`] } })],
  ['repair orders', 'TransferGuide/Save nroGuide', 'nroGuide', (bad) => json('POST', '/api/TransferGuide/Save', { type: 1, idOrder: 1, nroGuide: `G-${bad}1` })],
  ['back office', 'WorkShop/save name', 'name', (bad) => json('POST', '/api/WorkShop/save', { name: `Tienda${bad}`, address: 'Cra 1', idDepartment: 1, idCity: 1 })],
  ['satellite TV', 'Order/Save serial', 'serial', (bad) => json('POST', '/api/Order/Save', { serial: `zt-${bad}`, phone: '3109990001', status: 'A', nroOrder: '1' })],
  ['SIM', 'SimCard/ValidateSim body', 'iccid', (bad) => json('POST', '/api/SimCard/ValidateSim', { iccid: `8957${bad}` })],
  ['uploads', 'ProcessUploadFile/Save alias', 'alias', (bad) => json('POST', '/api/ProcessUploadFile/Save', { idUploadFile: 0, alias: `A${bad}`, code: 'X_BAD', api: '/api/', storeProcedure: 'sp_CargueBodegas', format: 'XML', dataBaseId: 2 })],
  ['uploads', 'ProcessBlod/SaveContent content', 'rows.0.name', (bad) => json('POST', '/api/ProcessBlod/SaveContent?urljson=x.json', { rows: [{ name: `n${bad}` }] })],
  ['reports', 'Report/SaveReportConfiguration parameter alias', 'parameters.0.alias', (bad) =>
    json('POST', '/api/Report/SaveReportConfiguration', { reportId: 0, name: 'R', alias: 'r', api: '/api/', connectionString: 'Host=x', data_Base: 1, typeBD: 2, script: 'select 1', parameters: [{ column: 'c', alias: `A${bad}`, type: 2 }] })],
  ['resource designer', 'SaveDraft, a field label', 'draft.fields.0.label.en', (bad) => {
    const draft = suppliersDesign();
    draft.name = 'otros';
    draft.fields[0].label.en = `Name${bad}`;
    return json('POST', '/api/ResourceDesigner/SaveDraft', { id: 0, draft });
  }],
  ['resource designer', 'a record of a published resource', 'name', (bad) => json('POST', '/api/rest/proveedores', { name: `Prov${bad}`, email: 'a@b.co', category: 'equipos' })],
  ['REST', 'a new warehouse', 'name', (bad) => json('POST', '/api/rest/warehouses', { ...WAREHOUSE, name: `Bodega${bad}` })],
  ['REST', 'an edited warehouse', 'city', (bad) => json('PUT', '/api/rest/warehouses/1', { ...WAREHOUSE, code: 'BOG-001', city: `Bogot${bad}`, version: 1 })],
  // a key is named by its escape, so the message shows no invisible character
  ['REST', 'a key holding the character', 'extra.x\\u0000', (bad) => json('POST', '/api/rest/warehouses', { ...WAREHOUSE, extra: { [`x${bad}`]: 1 } })],
  ['auth', 'Auth/Login login', 'login', (bad) => json('POST', '/api/Auth/Login', { login: `admin${bad}`, password: 'Admin#2026' })],
];

// the URL cannot carry a lone surrogate (percent-encoded, it is not UTF-8): NUL only
const URL_CASES: Case[] = [
  ['REST', 'a filter in the query', 'name', () => json('GET', '/api/rest/warehouses?name=%00')],
  ['REST', 'a list filter (JSON in the query)', 'filter.q', () => json('GET', `/api/rest/warehouses?filter=${encodeURIComponent(JSON.stringify({ q: NUL }))}`)],
  ['REST', 'the collection in the path', 'path', () => json('GET', '/api/rest/ware%00houses')],
  ['SIM', 'SimCard/ValidateSim query', 'iccid', () => json('POST', '/api/SimCard/ValidateSim?iccid=8957%00&imsi=7321')],
  ['repair orders', 'ConfirmDeliveryOrder description (query)', 'description', () => json('POST', '/api/OrderWom/ConfirmDeliveryOrder?idOrder=1&description=ok%00')],
  ['admin API', 'DataBase/Get id (query)', 'id', () => json('GET', '/api/DataBase/Get?id=1%00')],
  ['reports', 'Report/ExecuteReport limit (query)', 'limit', () => json('POST', '/api/Report/ExecuteReport?limit=5%00', { reportId: 1, parameters: [] })],
];

// multipart bodies are bytes read as UTF-8: no lone surrogate survives that, so NUL only
const MULTIPART_CASES: Case[] = [
  ['uploads', 'a spreadsheet\'s file name', 'file_0', () => (lang) => multipart('/api/ProcessUploadFile/UploadFile?id=115&IdUser=1', lang, `bodegas${NUL}.xlsx`)],
  ['uploads', 'a text field beside the spreadsheet', 'note', () => (lang) => multipart('/api/ProcessUploadFile/UploadFile?id=115&IdUser=1', lang, 'bodegas.xlsx', { note: `a${NUL}b` })],
  ['admin API', 'a database file\'s name', 'file_0', () => (lang) => multipart('/api/Upload/UploadFile?id=3&tableName=DataBasesObject&islocal=true', lang, `manual${NUL}.pdf`)],
  ['repair orders', 'an order file\'s name', 'file_0', () => (lang) => multipart('/api/Upload/UploadFile?id=1&tableName=Fotos&islocal=true', lang, `guia${NUL}.pdf`)],
];

const MESSAGES = {
  nul: { en: (field: string) => `The field ${field} contains a NUL character (\\u0000), which text cannot hold. Remove it and try again.`, es: (field: string) => `El campo ${field} contiene un carácter NUL (\\u0000), que un texto no puede contener. Quítelo e intente de nuevo.` },
  lone: { en: (field: string) => `The field ${field} contains an incomplete character (an unpaired UTF-16 surrogate, \\uD800). Remove it or type the character again.`, es: (field: string) => `El campo ${field} contiene un carácter incompleto (un sustituto UTF-16 sin pareja, \\uD800). Quítelo o escriba el carácter de nuevo.` },
};

async function expectRefused(send: Send, field: string, kind: keyof typeof MESSAGES): Promise<void> {
  const before = await snapshot();
  for (const lang of ['en', 'es'] as const) {
    const answer = await send(lang);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.isSuccess).toBe(false);
    expect(answer.body.errors).toEqual({ [field]: MESSAGES[kind][lang](field) });
    expect(answer.body.message).toBe(MESSAGES[kind][lang](field));
  }
  expect(await snapshot()).toBe(before);
}

beforeAll(async () => {
  // a published resource of the designer, whose records live in the REST collections
  const draft = await post(server, '/api/ResourceDesigner/SaveDraft', { id: 0, draft: suppliersDesign() }, admin);
  expect((await post(server, '/api/ResourceDesigner/Publish', { id: draft.body.data.id }, admin)).status).toBe(200);
});

describe('a NUL character is refused on every line, naming the field, in es and en; nothing is written', () => {
  it.each([...JSON_CASES, ...URL_CASES, ...MULTIPART_CASES])('%s: %s', async (_line, _name, field, send) => {
    await expectRefused(send(NUL), field, 'nul');
  });
});

describe('an unpaired surrogate in a JSON body is refused the same way', () => {
  it.each(JSON_CASES.filter(([, name]) => !name.startsWith('a key')))('%s: %s', async (_line, _name, field, send) => {
    await expectRefused(send(LONE), field, 'lone');
  });

  it('a low surrogate alone, and one written as a JSON escape, are refused too; a whole pair (an emoji) is kept', async () => {
    const raw = (text: string) => (lang: 'en' | 'es') =>
      call(server, 'POST', '/api/rest/warehouses', { token: admin, raw: `{"code":"EMO-001","name":"${text}","city":"Neiva","address":"Calle 1","phone":"1"}`, headers: { 'Accept-Language': lang } });
    const low = await raw('Bodega \\udc00')('en');
    expect(low.status).toBe(400);
    expect(low.body.errors.name).toMatch(/unpaired UTF-16 surrogate, \\uDC00/);
    const swapped = await raw('\\udc00\\ud83d')('es');
    expect(swapped.body.errors.name).toMatch(/sustituto UTF-16 sin pareja, \\uDC00/);
    const emoji = await raw('Bodega \\ud83d\\udce6')('en');
    expect(emoji.status, emoji.text).toBe(201);
    expect(emoji.body.name).toBe('Bodega 📦');
  });
});

describe('a spreadsheet\'s cells (uploads)', () => {
  // an .xlsx is UTF-8 inside: a lone surrogate cannot survive in it (it is written as U+FFFD), a NUL can
  it.each([
    [NUL, 'a NUL character (\\u0000), which text cannot hold', 'un carácter NUL (\\u0000), que un texto no puede contener'],
  ])('a cell holding %j refuses the file, naming the cell and its column; no preview is kept', async (bad, en, es) => {
    const before = await snapshot();
    const file = xlsx([WAREHOUSE_HEADER, ['NUL-001', 'Bodega buena', 'Neiva', 'Calle 1', '1', 'true'], ['NUL-002', `Bodega${bad}`, 'Neiva', 'Calle 2', '2', 'true']]);
    const url = `${server.url}/api/ProcessUploadFile/UploadFile?id=115&IdUser=1`;
    const english = await uploadTo(url, admin, file, 'bodegas.xlsx', 'en');
    expect(english.status, english.text).toBe(400);
    expect(english.body.message).toBe(`The file bodegas.xlsx was refused: the cell B3 (column name) contains ${en}.`);
    expect(english.body.errors).toEqual({ file_0: english.body.message });
    const spanish = await uploadTo(url, admin, file, 'bodegas.xlsx', 'es');
    expect(spanish.body.message).toBe(`El archivo bodegas.xlsx fue rechazado: la celda B3 (columna name) contiene ${es}.`);
    expect(await snapshot()).toBe(before);
  });
});

describe('the walk', () => {
  it('a raw NUL byte in a part\'s header is a malformed body: 400, nothing written', async () => {
    const before = await snapshot();
    const form = new FormData();
    form.append('file_0', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n'))], { type: 'application/pdf' }), `guia${NUL}.pdf`);
    const res = await fetch(`${server.url}/api/Upload/UploadFile?id=1&tableName=Fotos`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${admin}`, 'Accept-Language': 'es' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('El cuerpo multipart está mal formado.');
    expect(await snapshot()).toBe(before);
  });

  it('names every bad field of one body (up to ten), the rest of the body untouched', async () => {
    const answer = await json('POST', '/api/rest/warehouses', { ...WAREHOUSE, name: `a${NUL}`, city: `b${LONE}`, tags: [`c${NUL}`] })('en');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['city', 'name', 'tags.0']);
    expect(answer.body.message).toMatch(/^Invalid data: The field name contains a NUL/);
  });

  it('does not overflow on a deeply nested body', async () => {
    const deep = `${'['.repeat(5000)}"x\\u0000"${']'.repeat(5000)}`;
    const answer = await call(server, 'POST', '/api/rest/warehouses', { token: admin, raw: `{"deep":${deep}}` });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)[0]).toMatch(/^deep(\.0){5000}$/);
  });
});
