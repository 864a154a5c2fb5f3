// @vitest-environment node
// Issue 20's bad-input catalogue: one line per untrusted input the mock server must refuse (or, for searches, answer
// harmlessly). Each is sent in English and in Spanish: the answer is a clear message in the caller's language,
// nothing is written, and the server keeps answering.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, withServerForFile, type Answer, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

interface Case {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  /** sent as is (malformed or hand-written JSON) */
  raw?: string;
  contentType?: string;
  status: number;
  /** what the English message says */
  en: RegExp;
  /** what the Spanish one says */
  es: RegExp;
  /** the field the refusal names, when it names one */
  field?: string;
}

const WAREHOUSE = { code: 'CAT-001', name: 'Bodega del catálogo', city: 'Neiva' };
const REST = '/api/rest/warehouses';
const filter = (query: string) => `${REST}?range=${encodeURIComponent('[0,9]')}&${query}`;

const CASES: Case[] = [
  // json-server's query features
  { name: 'a _like pattern longer than a search', method: 'GET', path: filter(`name_like=${'a'.repeat(101)}`), status: 400, en: /name_like must have at most 100 characters/, es: /name_like debe tener como máximo 100 caracteres/, field: 'name_like' },
  { name: '_embed reaching another collection', method: 'GET', path: filter('_embed=users'), status: 400, en: /query parameter _embed is not accepted/, es: /parámetro _embed no se acepta/, field: '_embed' },
  { name: '_expand reaching another collection', method: 'GET', path: filter('_expand=user'), status: 400, en: /query parameter _expand is not accepted/, es: /parámetro _expand no se acepta/, field: '_expand' },
  { name: 'a filter on a field the collection does not have', method: 'GET', path: filter('password_like=a'), status: 400, en: /field password is not part of this resource/, es: /campo password no forma parte de este recurso/, field: 'password_like' },
  { name: 'a sort on a field the collection does not have', method: 'GET', path: `${REST}?sort=${encodeURIComponent('["passwordHash","ASC"]')}`, status: 400, en: /field passwordHash is not part of this resource/, es: /campo passwordHash no forma parte de este recurso/, field: '_sort' },
  { name: 'a page start that is no number', method: 'GET', path: `${REST}?_start=abc`, status: 400, en: /_start must be an integer/, es: /_start debe ser un número entero/, field: '_start' },
  // odd ids
  { name: 'an object as id', method: 'POST', path: REST, body: { id: { $gt: 0 }, ...WAREHOUSE }, status: 400, en: /field id must be a positive integer or a short text/, es: /campo id debe ser un entero positivo/, field: 'id' },
  { name: '1e308 as id', method: 'POST', path: REST, raw: JSON.stringify({ ...WAREHOUSE, id: 0 }).replace('"id":0', '"id":1e308'), status: 400, en: /field id must be a positive integer/, es: /campo id debe ser un entero positivo/, field: 'id' },
  { name: 'a negative id', method: 'POST', path: REST, body: { id: -4, ...WAREHOUSE }, status: 400, en: /field id must be a positive integer/, es: /campo id debe ser/, field: 'id' },
  { name: 'a fractional id', method: 'POST', path: REST, body: { id: 2.5, ...WAREHOUSE }, status: 400, en: /field id must be a positive integer/, es: /campo id debe ser/, field: 'id' },
  { name: 'an id with a path in it', method: 'POST', path: REST, body: { id: '../../db', ...WAREHOUSE }, status: 400, en: /field id must be a positive integer or a short text/, es: /campo id debe ser/, field: 'id' },
  { name: 'a documented id of 1e308', method: 'GET', path: '/api/DataBase/Get?id=1e308', status: 400, en: /id/, es: /id/, field: 'id' },
  { name: 'a documented id that is text', method: 'GET', path: '/api/DataBase/Get?id=abc', status: 400, en: /field id must be an integer/, es: /campo id debe ser un número entero/, field: 'id' },
  // unknown fields and prototype pollution
  { name: 'an unknown field', method: 'POST', path: REST, body: { ...WAREHOUSE, isAdmin: true }, status: 400, en: /field isAdmin is not part of this resource/, es: /campo isAdmin no forma parte de este recurso/, field: 'isAdmin' },
  { name: 'a __proto__ key', method: 'POST', path: REST, raw: `{"__proto__":{"isAdmin":true},"code":"CAT-002","name":"Proto","city":"Neiva"}`, status: 400, en: /field __proto__ is not part of this resource/, es: /campo __proto__ no forma parte de este recurso/, field: '__proto__' },
  { name: 'a constructor key', method: 'POST', path: REST, body: { ...WAREHOUSE, constructor: { prototype: { isAdmin: true } } }, status: 400, en: /field constructor is not part of this resource/, es: /campo constructor no forma parte de este recurso/, field: 'constructor' },
  // malformed and oversized bodies, wrong types, huge strings
  { name: 'malformed JSON', method: 'POST', path: REST, raw: '{"code": "CAT-003", "name":', status: 400, en: /JSON/, es: /JSON/ },
  { name: 'an array as body', method: 'POST', path: REST, raw: '[{"code":"CAT-004"}]', status: 400, en: /object/, es: /objeto/ },
  { name: 'a body over 1 MB', method: 'POST', path: REST, raw: JSON.stringify({ ...WAREHOUSE, address: 'x'.repeat(1_100_000) }), status: 413, en: /1 MB/, es: /1 MB/ },
  { name: 'a number where text goes', method: 'POST', path: REST, body: { ...WAREHOUSE, name: 12345 }, status: 400, en: /field name must be text/, es: /campo name debe ser texto/, field: 'name' },
  { name: 'a boolean where text goes (documented)', method: 'POST', path: '/api/Auth/Login', body: { login: true, password: 'x' }, status: 400, en: /field login must be text/, es: /campo login debe ser texto/, field: 'login' },
  { name: 'an object where text goes (documented)', method: 'POST', path: '/api/Auth/Login', body: { login: { $ne: null }, password: 'x' }, status: 400, en: /field login must be text/, es: /campo login debe ser texto/, field: 'login' },
  { name: 'a huge string', method: 'POST', path: REST, body: { ...WAREHOUSE, name: 'n'.repeat(100_000) }, status: 400, en: /field name must have at most 100 characters/, es: /campo name debe tener como máximo 100/, field: 'name' },
  { name: 'a body sent as text/plain', method: 'POST', path: REST, raw: JSON.stringify(WAREHOUSE), contentType: 'text/plain', status: 400, en: /object/, es: /objeto/ },
  // HTML- and SQL-shaped text where a format is expected
  { name: 'HTML as a warehouse code', method: 'POST', path: REST, body: { ...WAREHOUSE, code: '<b>x</b>' }, status: 400, en: /field code does not have the expected format \(ABC-123\)/, es: /campo code no tiene el formato esperado/, field: 'code' },
  { name: 'SQL as a warehouse code', method: 'POST', path: REST, body: { ...WAREHOUSE, code: "X' OR 1=1--" }, status: 400, en: /field code does not have the expected format/, es: /campo code no tiene el formato esperado/, field: 'code' },
  // paths
  { name: 'path traversal in a stored file name', method: 'GET', path: `/api/Upload/File/..%2F..%2Frest.json?token=${'{token}'}`, status: 404, en: /not found|does not exist/i, es: /no existe|no se encontró/i },
];

const send = (c: Case, lang: 'en' | 'es'): Promise<Answer> =>
  call(server, c.method, c.path.replace('{token}', admin), {
    token: admin,
    body: c.body,
    raw: c.raw,
    headers: { 'Accept-Language': lang, ...(c.contentType ? { 'Content-Type': c.contentType } : {}) },
  });

const warehousesOnDisk = () => JSON.parse(readFileSync(path.join(server.dataDir, 'rest.json'), 'utf8')).warehouses.length as number;
const counts = async () => ({
  warehouses: warehousesOnDisk(),
  audit: Number((await server.db.selectFrom('audit').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  users: Number((await server.db.selectFrom('users').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  files: Number((await server.db.selectFrom('files').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});

describe('the bad-input catalogue', () => {
  it.each(CASES)('$name: $status with a message in the caller\'s language, nothing written', async (c) => {
    const before = await counts();
    const en = await send(c, 'en');
    const es = await send(c, 'es');
    for (const [answer, words] of [[en, c.en], [es, c.es]] as const) {
      expect(answer.status, answer.text).toBe(c.status);
      expect(answer.body).toMatchObject({ isSuccess: false, data: null });
      expect(answer.body.message).toMatch(words);
      if (c.field) expect(Object.keys(answer.body.errors ?? {})).toContain(c.field);
    }
    expect(es.body.message).not.toBe(en.body.message);
    expect(await counts()).toEqual(before);
  });

  it('multipart limits: too many parts, too many fields and a field too long are 413 with a message, nothing stored', async () => {
    const before = await counts();
    const send = async (form: FormData, lang: 'en' | 'es') => {
      const res = await fetch(`${server.url}/api/Upload/UploadFile?id=3&tableName=DataBasesObject`, { method: 'POST', headers: { Authorization: `Bearer ${admin}`, 'Accept-Language': lang }, body: form });
      return { status: res.status, body: await res.json() };
    };
    const manyFields = new FormData();
    for (let i = 0; i < 25; i++) manyFields.append(`campo_${i}`, 'x');
    const longField = new FormData();
    longField.append('nota', 'x'.repeat(70 * 1024));
    const manyParts = new FormData();
    for (let i = 0; i < 40; i++) manyParts.append(`file_${i}`, new Blob(['a,b\n'], { type: 'text/csv' }), `parte-${i}.csv`);
    for (const [form, en, es] of [
      [manyFields, /too many fields/, /demasiados campos/],
      [longField, /field nota is too long/, /campo nota de la carga es demasiado largo/],
      [manyParts, /At most 10 files|too many parts/, /como máximo 10 archivos|demasiadas partes/],
    ] as const) {
      const inEnglish = await send(form, 'en');
      expect(inEnglish.status).toBe(413);
      expect(inEnglish.body.message).toMatch(en);
      expect((await send(form, 'es')).body.message).toMatch(es);
    }
    expect(await counts()).toEqual(before);
  });

  it('a catastrophic _like pattern is matched literally: answered at once, the server not stalled', async () => {
    const started = performance.now();
    const answer = await call(server, 'GET', filter(`name_like=${encodeURIComponent('(a+)+(b+)+(c+)+$')}&city_like=${encodeURIComponent('(.*a){20}')}`), { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('an invalid _like pattern is text like any other: no 500', async () => {
    const answer = await call(server, 'GET', filter(`name_like=${encodeURIComponent('([')}`), { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    const found = await call(server, 'GET', filter(`name_like=${encodeURIComponent('Bodega')}`), { token: admin });
    expect(found.body.length).toBeGreaterThan(0);
  });

  it('SQL-shaped text in a search is searched for, not run: no row, every table still there', async () => {
    const before = await counts();
    const answer = await call(server, 'POST', '/api/DataBase/List', { token: admin, body: { pageIndex: 1, pageSize: 10, search: "' OR 1=1; DROP TABLE users; --" } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.totalItemCount).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('a __proto__ key in a documented body pollutes nothing, and the server still answers', async () => {
    await call(server, 'POST', '/api/Auth/Login', { raw: '{"__proto__":{"polluted":true},"login":"admin","password":"nope"}' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await call(server, 'GET', '/api/Company/Info')).status).toBe(200);
  });
});
