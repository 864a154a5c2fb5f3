// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resetDatabase } from '../../../mock-server/core/db/open';
import { seeding } from '../../../mock-server/seed/write';
import { RestStore } from '../../../mock-server/shell/store';
import { pngBytes, SAMPLE_CONTENT } from './sampleContent';
import { call, copyTemplate, freshDataDir, post, removeDir, type Answer, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
let operador: string;

withServerForFile((ready) => ({ server, admin, operador } = ready));

interface Part {
  name: string;
  type: string;
  bytes: Buffer;
}
const PNG = 'image/png';
const png = (name: string, size = 2048): Part => ({ name, type: PNG, bytes: pngBytes(size) });
const pdf = (name: string): Part => ({ name, type: 'application/pdf', bytes: Buffer.from(`%PDF-1.4\n${randomBytes(512).toString('base64')}\n%%EOF\n`) });

const uploadsDir = () => path.join(server.dataDir, 'uploads');
const onDisk = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);
const storedFiles = () => server.db.selectFrom('files').selectAll().orderBy('id').execute();
const metadataCount = async () => (await storedFiles()).length;

/** token '' sends no Authorization header. */
async function upload(query: Record<string, string | number>, parts: Part[], token = admin): Promise<Answer> {
  const form = new FormData();
  parts.forEach((part, i) => form.append(`file_${i}`, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name));
  const search = new URLSearchParams(Object.entries({ islocal: 'true', ...query }).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${server.url}/api/Upload/UploadFile?${search}`, {
    method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text), text };
}
const listed = (id: number, tableName: string, token = admin) =>
  call(server, 'GET', `/api/Upload/Get?id=${id}&tableName=${tableName}&islocal=true`, { token });
const fetchFile = (url: string, init: RequestInit = {}) => fetch(`${server.url}${url}`, init);

/** Expects a refused upload that left no file on disk and no metadata. */
async function expectNothingStored(answer: Answer, status: number, before: { disk: string[]; files: number }) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body).toMatchObject({ isSuccess: false, data: null });
  expect(onDisk()).toEqual(before.disk);
  expect(await metadataCount()).toBe(before.files);
}
const snapshot = async () => ({ disk: onDisk(), files: await metadataCount() });

describe('POST /api/Upload/UploadFile', () => {
  it('stores the files under generated names, lists them and serves them back byte for byte', async () => {
    const image = png('Fotografía sede norte.png');
    const sheet = pdf('contrato.pdf');
    const answer = await upload({ id: 3, tableName: 'DataBasesObject' }, [image, sheet]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('File upload successful.');
    expect(answer.body.data).toHaveLength(2);
    const [first, second] = answer.body.data;
    expect(first).toMatchObject({ name: 'Fotografía sede norte.png', type: PNG, size: image.bytes.length });
    expect(second).toMatchObject({ name: 'contrato.pdf', type: 'application/pdf', size: sheet.bytes.length });
    expect(Object.keys(first).sort()).toEqual(['id', 'name', 'size', 'type', 'url']);

    const names = onDisk();
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.(png|pdf)$/);
    expect(first.url).toMatch(/^\/api\/Upload\/File\/[0-9a-f]{32}\.png$/);
    const stored = (await storedFiles()).find((f) => f.id === first.id)!;
    expect(stored).toMatchObject({ dataBaseId: 3, tableName: 'DataBasesObject', name: 'Fotografía sede norte.png', type: PNG });
    expect(readFileSync(path.join(uploadsDir(), stored.storedName)).equals(image.bytes)).toBe(true);
    expect((await storedFiles()).map((f) => f.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    const list = await listed(3, 'DataBasesObject');
    expect(list.body.data).toEqual([first, second]);
    expect((await listed(3, 'DataBasesObjectIcon')).body.data).toEqual([]);

    const served = await fetchFile(`${first.url}?token=${admin}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(PNG);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(image.bytes)).toBe(true);
    const byHeader = await fetchFile(second.url, { headers: { Authorization: `Bearer ${admin}` } });
    expect(Buffer.from(await byHeader.arrayBuffer()).equals(sheet.bytes)).toBe(true);
    expect((await fetchFile(first.url)).status).toBe(401);
    expect((await fetchFile(`${first.url}?token=nope`)).status).toBe(401);
    // viewing needs V only: the operador may
    expect((await fetchFile(`${first.url}?token=${operador}`)).status).toBe(200);
  });

  it('accepts each documented type, matched by extension, content type and content', async () => {
    const parts: Part[] = [
      { name: 'logo.jpeg', type: 'image/jpeg', bytes: SAMPLE_CONTENT.jpeg() },
      { name: 'animado.gif', type: 'image/gif', bytes: SAMPLE_CONTENT.gif() },
      { name: 'foto.webp', type: 'image/webp', bytes: SAMPLE_CONTENT.webp() },
      { name: 'inventario.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: SAMPLE_CONTENT.xlsx() },
      { name: 'antiguo.xls', type: 'application/vnd.ms-excel', bytes: SAMPLE_CONTENT.xls() },
      { name: 'acta.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: SAMPLE_CONTENT.docx() },
      { name: 'pedidos.csv', type: 'text/csv', bytes: Buffer.from('id;nombre\n1;Ana\n') },
      { name: 'notas.txt', type: 'text/plain', bytes: Buffer.from('hola') },
    ];
    const answer = await upload({ id: 4, tableName: 'DataBasesObject' }, parts);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.map((f: { type: string }) => f.type)).toEqual(parts.map((p) => p.type));
    expect(answer.body.data[0].url).toMatch(/\.jpg$/);
  });

  it('refuses a file over 10 MB with 413 naming it, leaving nothing on disk', async () => {
    const before = await snapshot();
    const big: Part = { name: 'respaldo grande.pdf', type: 'application/pdf', bytes: Buffer.alloc(11 * 1024 * 1024, 1) };
    const answer = await upload({ id: 3, tableName: 'DataBasesObject' }, [png('pequeña.png'), big]);
    await expectNothingStored(answer, 413, before);
    expect(answer.body.message).toBe('The file "respaldo grande.pdf" is larger than 10 MB; nothing was stored.');
    expect(readdirSync(uploadsDir()).some((n) => n.endsWith('.part'))).toBe(false);
  });

  it('refuses a type not accepted (.exe, unknown extension, or a content type that does not match) with 415', async () => {
    const before = await snapshot();
    const exe = await upload({ id: 3, tableName: 'DataBasesObject' }, [png('bien.png'), { name: 'setup.exe', type: 'application/x-msdownload', bytes: randomBytes(64) }]);
    await expectNothingStored(exe, 415, before);
    expect(exe.body.message).toBe(
      'The file "setup.exe" is not of an accepted type (png, jpg, jpeg, gif, webp, pdf, xlsx, xls, docx, csv, txt); nothing was stored.',
    );
    expect(exe.body.errors).toHaveProperty('file');
    await expectNothingStored(await upload({ id: 3, tableName: 'DataBasesObject' }, [{ name: 'datos.xyz', type: 'application/octet-stream', bytes: randomBytes(8) }]), 415, before);
    await expectNothingStored(await upload({ id: 3, tableName: 'DataBasesObject' }, [{ name: 'truco.png', type: 'application/x-msdownload', bytes: randomBytes(8) }]), 415, before);
    await expectNothingStored(await upload({ id: 3, tableName: 'DataBasesObject' }, [{ name: 'sin-extension', type: PNG, bytes: randomBytes(8) }]), 415, before);
  });

  it('judges a file by its bytes (issue 20): a Windows executable renamed .png, a PDF named .xlsx and a binary named .csv are refused', async () => {
    const before = await snapshot();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), randomBytes(200)]);
    const renamed = await upload({ id: 3, tableName: 'DataBasesObject' }, [{ name: 'foto.png', type: PNG, bytes: exe }]);
    await expectNothingStored(renamed, 415, before);
    expect(renamed.body.message).toContain('"foto.png" is not of an accepted type');
    const icon = await upload({ id: 3, tableName: 'DataBasesObjectIcon' }, [{ name: 'logo.png', type: PNG, bytes: exe }]);
    await expectNothingStored(icon, 415, before);
    const pdfAsSheet = await upload({ id: 3, tableName: 'DataBasesObject' }, [{ name: 'datos.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: pdf('x.pdf').bytes }]);
    await expectNothingStored(pdfAsSheet, 415, before);
    const binaryCsv = await upload({ id: 3, tableName: 'DataBasesObject' }, [{ name: 'datos.csv', type: 'text/csv', bytes: Buffer.from([0x61, 0x00, 0x62]) }]);
    await expectNothingStored(binaryCsv, 415, before);
    // a file name carrying a path keeps only its last part, and never reaches the stored name
    const traversal = await upload({ id: 3, tableName: 'DataBasesObject' }, [png('../../../etc/passwd.png')]);
    expect(traversal.status).toBe(200);
    expect(traversal.body.data[0].name).toBe('passwd.png');
    expect(traversal.body.data[0].url).toMatch(/^\/api\/Upload\/File\/[0-9a-f]{32}\.png$/);
  });

  it('refuses more than 10 files, a missing database, a bad slot, no file and a body that is not multipart', async () => {
    const before = await snapshot();
    const many = Array.from({ length: 11 }, (_, i) => png(`foto-${i}.png`, 16));
    const tooMany = await upload({ id: 3, tableName: 'DataBasesObject' }, many);
    await expectNothingStored(tooMany, 413, before);
    expect(tooMany.body.message).toBe('At most 10 files can be uploaded at once; nothing was stored.');
    const noDb = await upload({ id: 999, tableName: 'DataBasesObject' }, [png('a.png')]);
    await expectNothingStored(noDb, 404, before);
    expect(noDb.body.message).toBe('The database 999 does not exist.');
    const slot = await upload({ id: 3, tableName: 'Otra' }, [png('a.png')]);
    await expectNothingStored(slot, 400, before);
    expect(Object.keys(slot.body.errors)).toEqual(['tableName']);
    await expectNothingStored(await upload({ id: 3, tableName: 'DataBasesObject' }, []), 400, before);
    const json = await post(server, '/api/Upload/UploadFile?id=3&tableName=DataBasesObject&islocal=true', { file_0: 'x' }, admin);
    await expectNothingStored(json, 400, before);
    expect(json.body.message).toMatch(/multipart\/form-data/);
  });

  it('the icon slot takes one image and keeps only the latest', async () => {
    const before = await snapshot();
    await expectNothingStored(await upload({ id: 5, tableName: 'DataBasesObjectIcon' }, [pdf('icono.pdf')]), 415, before);
    await expectNothingStored(await upload({ id: 5, tableName: 'DataBasesObjectIcon' }, [png('a.png'), png('b.png')]), 400, before);

    const first = (await upload({ id: 5, tableName: 'DataBasesObjectIcon' }, [png('icono-viejo.png')])).body.data[0];
    const second = (await upload({ id: 5, tableName: 'DataBasesObjectIcon' }, [png('icono-nuevo.png')])).body.data[0];
    expect((await listed(5, 'DataBasesObjectIcon')).body.data).toEqual([second]);
    const oldName = first.url.split('/').pop();
    expect(onDisk()).not.toContain(oldName);
    expect(onDisk()).toContain(second.url.split('/').pop());
    expect((await fetchFile(`${first.url}?token=${admin}`)).status).toBe(404);
    // another database's icon is its own
    await upload({ id: 6, tableName: 'DataBasesObjectIcon' }, [png('otro.png')]);
    expect((await listed(5, 'DataBasesObjectIcon')).body.data).toEqual([second]);
  });

  it('the operador (no W) cannot upload; anonymous calls get 401', async () => {
    const before = await snapshot();
    const denied = await upload({ id: 3, tableName: 'DataBasesObject' }, [png('a.png')], operador);
    await expectNothingStored(denied, 403, before);
    expect(denied.body.message).toContain('W');
    await expectNothingStored(await upload({ id: 3, tableName: 'DataBasesObject' }, [png('a.png')], ''), 401, before);
    expect((await listed(3, 'DataBasesObject', operador)).status).toBe(200);
  });
});

describe('GET /api/Upload/Get and the file links', () => {
  it('needs an existing database and a known slot', async () => {
    expect((await listed(999, 'DataBasesObject')).status).toBe(404);
    expect((await call(server, 'GET', '/api/Upload/Get?id=3', { token: admin })).body.errors).toHaveProperty('tableName');
  });

  it('serves only stored names: anything else is a 404', async () => {
    for (const name of ['..%2Fdb.json', 'db.json', `${'a'.repeat(32)}.png`]) {
      const answer = await fetchFile(`/api/Upload/File/${name}?token=${admin}`);
      expect(answer.status, name).toBe(404);
      expect(await answer.text()).not.toContain('"users"');
    }
  });
});

describe('POST /api/Upload/DeleteFile', () => {
  it('removes the file from disk and its metadata', async () => {
    const [file] = (await upload({ id: 7, tableName: 'DataBasesObject' }, [pdf('borrar.pdf')])).body.data;
    const storedName = file.url.split('/').pop();
    expect(onDisk()).toContain(storedName);
    expect((await post(server, '/api/Upload/DeleteFile', { id: file.id }, operador)).status).toBe(403);
    const answer = await post(server, '/api/Upload/DeleteFile', { id: file.id }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('remove file successfully.');
    expect(onDisk()).not.toContain(storedName);
    expect((await storedFiles()).some((f) => f.id === file.id)).toBe(false);
    expect((await listed(7, 'DataBasesObject')).body.data).toEqual([]);
    expect((await fetchFile(`${file.url}?token=${admin}`)).status).toBe(404);
    const again = await post(server, '/api/Upload/DeleteFile', { id: file.id }, admin);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`The file ${file.id} does not exist.`);
    expect((await post(server, '/api/Upload/DeleteFile', {}, admin)).body.errors).toHaveProperty('id');
  });
});

describe('npm run db:reset', () => {
  it('removes the uploaded files along with their metadata', async () => {
    const dataDir = freshDataDir();
    try {
      mkdirSync(path.join(dataDir, 'uploads'));
      writeFileSync(path.join(dataDir, 'uploads', `${'b'.repeat(32)}.png`), 'x');
      copyTemplate(dataDir);
      const { db } = await resetDatabase(dataDir, seeding());
      try {
        await RestStore.reset(dataDir);
        expect(await db.selectFrom('files').selectAll().execute()).toEqual([]);
        expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      } finally {
        await db.destroy();
      }
    } finally {
      removeDir(dataDir);
    }
    // a reset opens and rebuilds a whole PGlite database: seconds on a quiet machine, more on a busy one
  }, 60_000);
});
