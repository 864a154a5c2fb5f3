// @vitest-environment node
// The background upload: the blob is stored and queued, its notification goes PENDING → PENDING... → COMPLETE
// (rows written) or ERROR (nothing written, the reason in the reader's language); and an import whose write fails
// halfway leaves nothing behind (one database transaction).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serialsKind } from '../../../../mock-server/lines/uploads/kinds/serials';
import { call, post, withServerForFile, type ServerForFile } from '../helpers';
import { uploadTo, xlsx } from './sheets';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));
afterEach(() => vi.restoreAllMocks());

const SERIALS = 105;
const HEADER = ['Serial', 'SerialRegalo', 'Bodega', 'Nombre', 'Documento', 'Telefono'];
const pair = (n: number) => [`89571009999${String(n).padStart(7, '0')}1`, `RG${String(9_900_000_000 + n)}`, 'BOG-001', 'Laura Gómez', '1020304050', '3001112233'];
const pairCount = async () => (await server.db.selectFrom('simPairs').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

async function queue(bytes: Buffer, name: string, lang = 'en') {
  const stored = await uploadTo(`${server.url}/api/ProcessBlod/UploadFile`, admin, bytes, name);
  expect(stored.status, stored.text).toBe(200);
  const queued = await post(server, `/api/ProcessBlod/SaveContent?urljson=${encodeURIComponent(stored.body.data)}`,
    { StoreProcedure: 'sp_CargueSeriales', IdConfigurationUploadFile: SERIALS, Format: 'JSON', ConnectionString: '', idUser: 1 }, admin, { 'Accept-Language': lang });
  expect(queued.status, queued.text).toBe(200);
  return queued.body.data as number;
}

async function until(id: number, done: (process: string) => boolean, lang = 'en') {
  const seen: string[] = [];
  for (let i = 0; i < 100; i++) {
    const list = await call(server, 'GET', '/api/ProcessBlod/GetNotificationBlod?idUser=1', { token: admin, headers: { 'Accept-Language': lang } });
    const mine = list.body.data.find((n: { id: number }) => n.id === id);
    if (seen[seen.length - 1] !== mine.process) seen.push(mine.process);
    if (done(mine.process)) return { seen, notification: mine };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`notification ${id} stayed ${seen.join(' → ')}`);
}

describe('background upload', () => {
  it('a clean file: PENDING, then COMPLETE with the rows written', async () => {
    const before = await pairCount();
    const id = await queue(xlsx([HEADER, pair(1), pair(2), pair(3)]), 'seriales.xlsx');
    const { seen, notification } = await until(id, (p) => p === 'COMPLETE' || p === 'ERROR', 'es');
    expect(seen[0]).toBe('PENDING');
    expect(notification).toMatchObject({ process: 'COMPLETE', message: 'Archivo seriales.xlsx: 3 filas escritas.' });
    expect(await pairCount()).toBe(before + 3);
  });

  it('a file with a bad row: ERROR with the reason, nothing written', async () => {
    const before = await pairCount();
    const id = await queue(xlsx([HEADER, pair(4), ['123', ...pair(5).slice(1)]]), 'malo.xlsx');
    const { notification } = await until(id, (p) => p === 'COMPLETE' || p === 'ERROR');
    expect(notification).toMatchObject({ process: 'ERROR', message: 'File malo.xlsx was not applied: 1 of 2 rows have errors: nothing was written.' });
    expect(await pairCount()).toBe(before);
  });

  it('refuses a blob that is not a spreadsheet, and someone else\'s blob', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
    expect((await uploadTo(`${server.url}/api/ProcessBlod/UploadFile`, admin, png, 'foto.xlsx')).status).toBe(415);
    const other = await post(server, '/api/ProcessBlod/SaveContent?urljson=blob/2-0123456789abcdef01234567.xlsx',
      { StoreProcedure: 'sp_CargueSeriales', IdConfigurationUploadFile: SERIALS, Format: 'JSON', idUser: 1 }, admin);
    expect(other.status).toBe(404);
  });
});

describe('all or nothing', () => {
  it('a write failing halfway leaves no row and the transaction importable again', async () => {
    const before = await pairCount();
    const answer = await uploadTo(`${server.url}/api/ProcessUploadFile/UploadFile?id=${SERIALS}&IdUser=1`, admin, xlsx([HEADER, pair(10), pair(11)]));
    const { resp } = answer.body.data;
    const real = serialsKind.write;
    vi.spyOn(serialsKind, 'write').mockImplementation(async (tx, rows, ctx) => {
      await real(tx, rows.slice(0, 1), ctx);
      throw new Error('disk full');
    });
    const failed = await post(server, '/api/ProcessFile/ProcessFile', { id: resp }, admin);
    expect(failed.status).toBe(500);
    expect(await pairCount()).toBe(before);
    vi.restoreAllMocks();
    const done = await post(server, '/api/ProcessFile/ProcessFile', { id: resp }, admin);
    expect(done.body.data.written).toBe(2);
    expect(await pairCount()).toBe(before + 2);
    // the same pairs again: both serials of each row are now stored
    const again = await uploadTo(`${server.url}/api/ProcessUploadFile/UploadFile?id=${SERIALS}&IdUser=1`, admin, xlsx([HEADER, pair(10)]));
    expect(again.body.data.items[0].errors).toEqual({ Serial: `Serial "${pair(10)[0]}" already exists.`, SerialRegalo: `Serial "${pair(10)[1]}" already exists.` });
  });
});
