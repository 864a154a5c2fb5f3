// @vitest-environment node
// Bulk edit of loan phones (LoanDevice/Update) and upload types (ProcessUploadFile/Save), issue 34 item 3: each row
// through its documented save's own checks (the IMEI pattern, the model and store; the procedure, the database, the
// code), only on the fields a bulk edit may set (never an IMEI or a code, unique; never a description or an alias),
// a row changed meanwhile reported (409 per row) and not overwritten, one audit row per written row tagged with the
// batch, and Undo.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { post, withServerForFile, type ServerForFile, storedColumn, storedVersions } from './helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const send = (path: string, body: object, lang = 'en') => post(server, `/api/${path}`, body, admin, { 'Accept-Language': lang });
const auditOfBatch = async (batchId: string) =>
  (await sql<{ resource: string; recordId: string; undo: boolean }>`select resource, record_id, undo from audit where batch_id = ${batchId} order by id`.execute(server.db)).rows;

type Table = 'loan_devices' | 'upload_types';
const versions = (table: Table, ids: readonly number[]) => storedVersions(server, table, ids);
const column = <T,>(table: Table, name: string, ids: readonly number[]) => storedColumn<T>(server, table, name, ids);

let serial = 0;
/** `count` loan phones of the test's own (model 13, Samsung Galaxy S23, at store 1), made through LoanDevice/Save. */
async function makePhones(count: number): Promise<{ ids: number[]; imeis: string[] }> {
  const ids: number[] = [];
  const imeis: string[] = [];
  for (let n = 0; n < count; n += 1) {
    serial += 1;
    const imei = `35${String(Date.now()).slice(-9)}${String(serial).padStart(4, '0')}`;
    const answer = await send('LoanDevice/Save', { idBrand: 13, description: `Zq Lote ${serial}`, imei, available: 1, idWorkShop: 1 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ids.push(answer.body.data.id as number);
    imeis.push(imei);
  }
  return { ids, imeis };
}

/** `count` upload types of the test's own (warehouses, JSON, database 2), made through ProcessUploadFile/Save. */
async function makeTypes(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    serial += 1;
    const answer = await send('ProcessUploadFile/Save', {
      idUploadFile: 0, alias: `Zq Lote ${serial}`, code: `ZQ_LOTE_${serial}_${Date.now() % 100000}`, api: '/api/', storeProcedure: 'sp_CargueBodegas', format: 'JSON', dataBaseId: 2,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ids.push(answer.body.data as number);
  }
  return ids;
}

describe('BulkEdit of loan phones (LoanDevice/Update)', () => {
  it("previews a store and availability change row by row, with LoanDevice/Update's message on the phone it refuses, in es and en", async () => {
    const { ids, imeis } = await makePhones(3);
    // the second phone's IMEI was loaded before the settings' pattern (14 digits): LoanDevice/Update refuses it
    await sql`update loan_devices set imei = ${imeis[1].slice(1)} where id = ${ids[1]}`.execute(server.db);
    const request = { resource: 'loanPhones', rows: await versions('loan_devices', ids), changes: { available: 0, idWorkShop: 2 } };

    const en = await send('BulkEdit/Preview', request);
    expect(en.status).toBe(200);
    const rows = en.body.data.rows as Array<{ label: string; before: object; after: object; changes: boolean; errors?: Record<string, string> }>;
    // each phone named by its IMEI, as the list's records are
    expect(rows.map((row) => row.label)).toEqual([imeis[0], imeis[1].slice(1), imeis[2]]);
    expect(rows[0]).toMatchObject({ before: { available: 1, idWorkShop: 1 }, after: { available: 0, idWorkShop: 2 }, changes: true });
    expect(rows[0].errors).toBeUndefined();
    expect(rows[1].errors).toEqual({ imei: 'Incorrect data' });
    expect(rows[2].errors).toBeUndefined();
    const es = await send('BulkEdit/Preview', request, 'es');
    expect(es.body.data.rows[1].errors).toEqual({ imei: 'Datos incorretos' });
    // a preview changes nothing
    expect(await column<boolean>('loan_devices', 'available', ids)).toEqual([true, true, true]);

    // a store that does not exist: the same refusal on every row, with its own message
    const gone = (await send('BulkEdit/Preview', { ...request, changes: { idWorkShop: 999999 } }, 'es')).body.data.rows as Array<{ errors?: Record<string, string> }>;
    expect([gone[0].errors, gone[2].errors]).toEqual([{ idWorkShop: expect.stringMatching(/999999/) }, { idWorkShop: expect.stringMatching(/999999/) }]);
  });

  it('refuses the fields a bulk edit may not set on loan phones: the IMEI (unique), the description, the model', async () => {
    const { ids } = await makePhones(1);
    const refused = await send('BulkEdit/Preview', { resource: 'loanPhones', rows: [{ id: ids[0] }], changes: { imei: '351234567890123', description: 'Igual', idBrand: 4, color: 'rojo' } }, 'es');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'changes.imei': 'El campo imei debe ser distinto en cada registro: no se puede poner un mismo valor en varios registros.',
      'changes.description': 'El campo description no se puede cambiar en una edición en bloque.',
      'changes.idBrand': 'El campo idBrand no se puede cambiar en una edición en bloque.',
      'changes.color': expect.stringContaining('color'),
    });
  });

  it('applies to the unchanged phones, reports the one changed meanwhile (409 for that row), audits each with the batch, and undoes it', async () => {
    const { ids } = await makePhones(4);
    const seen = await versions('loan_devices', ids);
    // someone edits the third phone through LoanDevice/Update after the list was read
    const third = await send('LoanDevice/Update', { id: ids[2], version: seen[2].version, idBrand: 13, description: 'Zq Lote editado', imei: (await column<string>('loan_devices', 'imei', [ids[2]]))[0], available: 1, idWorkShop: 1 });
    expect(third.status).toBe(200);

    const applied = await send('BulkEdit/Commit', { resource: 'loanPhones', rows: seen, changes: { idWorkShop: 2 } }, 'es');
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('Edición en bloque aplicada: 3 registro(s) modificado(s).');
    const { batchId, conflicts, applied: written } = applied.body.data as { batchId: string; applied: Array<{ id: number; version: number }>; conflicts: Array<{ id: number; version: number; changedBy: { name: string } | null }> };
    // the row changed meanwhile: reported with who changed it (the loan phones' trail is loanDevices), not overwritten
    expect(conflicts).toEqual([expect.objectContaining({ id: ids[2], version: seen[2].version + 1, changedBy: expect.objectContaining({ name: expect.any(String) }) })]);
    expect(written.map((row) => row.id)).toEqual([ids[0], ids[1], ids[3]]);
    expect(await column<number>('loan_devices', 'workshop_id', ids)).toEqual([2, 2, 1, 2]);
    expect(await column<string>('loan_devices', 'description', [ids[2]])).toEqual(['Zq Lote editado']);
    expect(await auditOfBatch(batchId)).toEqual([ids[0], ids[1], ids[3]].map((id) => ({ resource: 'loanDevices', recordId: String(id), undo: false })));

    const undone = await send('BulkEdit/Undo', { batchId }, 'en');
    expect(undone.status).toBe(200);
    expect(undone.body.message).toBe('Bulk edit undone: 3 record(s) put back as they were.');
    expect(await column<number>('loan_devices', 'workshop_id', ids)).toEqual([1, 1, 1, 1]);
    expect((await auditOfBatch(batchId)).filter((row) => row.undo)).toHaveLength(3);
    // the documented save still answers as before, with the version the undo left
    const [first] = await versions('loan_devices', [ids[0]]);
    expect((await send('LoanDevice/Update', { id: ids[0], version: first.version - 1, idBrand: 13, description: 'x', imei: '351234567890999', available: 1, idWorkShop: 1 })).status).toBe(409);
  });
});

describe('BulkEdit of upload types (ProcessUploadFile/Save)', () => {
  it("previews a database change with ProcessUploadFile/Save's message on the type whose procedure is gone, then applies and undoes", async () => {
    const ids = await makeTypes(3);
    // the first type's procedure was retired behind the save's back: ProcessUploadFile/Save refuses that type
    await sql`update upload_types set store_procedure = 'sp_CargueRetirado' where id = ${ids[0]}`.execute(server.db);
    const request = { resource: 'uploadTypes', rows: await versions('upload_types', ids), changes: { dataBaseId: 1, format: 'XML' } };
    const en = (await send('BulkEdit/Preview', request)).body.data.rows as Array<{ label: string; before: object; after: object; errors?: Record<string, string> }>;
    expect(en.map((row) => row.label)).toEqual(expect.arrayContaining([expect.stringMatching(/^Zq Lote \d+$/)]));
    expect(en[0].errors).toEqual({ storeProcedure: expect.stringMatching(/^The procedure sp_CargueRetirado does not exist\. Known: .*sp_CargueBodegas/) });
    expect(en[1]).toMatchObject({ before: { dataBaseId: 2, format: 'JSON' }, after: { dataBaseId: 1, format: 'XML' } });
    expect(en[1].errors).toBeUndefined();
    const es = (await send('BulkEdit/Preview', request, 'es')).body.data.rows as Array<{ errors?: Record<string, string> }>;
    expect(es[0].errors?.storeProcedure).toMatch(/^El procedimiento sp_CargueRetirado no existe\. Conocidos: /);

    const applied = (await send('BulkEdit/Commit', request)).body.data as { batchId: string; applied: Array<{ id: number }>; refused: Array<{ id: number; errors: Record<string, string> }> };
    expect(applied.applied.map((row) => row.id)).toEqual([ids[1], ids[2]]);
    expect(applied.refused.map((row) => row.id)).toEqual([ids[0]]);
    expect(await column<number>('upload_types', 'data_base_id', ids)).toEqual([2, 1, 1]);
    expect(await column<string>('upload_types', 'format', ids)).toEqual(['JSON', 'XML', 'XML']);
    // each type's entry on the Permissions screen follows its database, as a save does
    expect((await sql<{ databaseId: number }>`select database_id from permission_entries where id in (${sql.join(ids)}) order by id`.execute(server.db)).rows.map((row) => row.databaseId)).toEqual([2, 1, 1]);
    expect(await auditOfBatch(applied.batchId)).toEqual([ids[1], ids[2]].map((id) => ({ resource: 'uploadTypes', recordId: String(id), undo: false })));

    expect((await send('BulkEdit/Undo', { batchId: applied.batchId })).status).toBe(200);
    expect(await column<number>('upload_types', 'data_base_id', ids)).toEqual([2, 2, 2]);
    expect(await column<string>('upload_types', 'format', ids)).toEqual(['JSON', 'JSON', 'JSON']);
  });

  it('reports a type saved meanwhile, and refuses Undo once a type changed since', async () => {
    const ids = await makeTypes(3);
    const seen = await versions('upload_types', ids);
    await sql`update upload_types set alias = 'Zq Lote cambiado', version = version + 1 where id = ${ids[0]}`.execute(server.db);
    const applied = (await send('BulkEdit/Commit', { resource: 'uploadTypes', rows: seen, changes: { api: '/api/v2/' } })).body.data as { batchId: string; applied: Array<{ id: number }>; conflicts: Array<{ id: number }> };
    expect(applied.conflicts.map((row) => row.id)).toEqual([ids[0]]);
    expect(await column<string>('upload_types', 'api', ids)).toEqual(['/api/', '/api/v2/', '/api/v2/']);

    // the second type is saved through its own screen afterwards
    const [, second] = await versions('upload_types', ids);
    const row = (await sql<{ code: string }>`select code from upload_types where id = ${ids[1]}`.execute(server.db)).rows[0];
    const saved = await send('ProcessUploadFile/Save', { idUploadFile: ids[1], version: second.version, alias: 'Zq Lote renombrado', code: row.code, api: '/api/v2/', storeProcedure: 'sp_CargueBodegas', format: 'JSON', dataBaseId: 2 });
    expect(saved.status).toBe(200);
    const refused = await send('BulkEdit/Undo', { batchId: applied.batchId }, 'es');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`La edición en bloque no se puede deshacer: estos registros cambiaron después de ella: Zq Lote renombrado (${ids[1]}). No se cambió nada.`);
    expect(await column<string>('upload_types', 'api', ids)).toEqual(['/api/', '/api/v2/', '/api/v2/']);

    // the code is each type's own (unique), the alias its name, the procedure what it reads
    const fields = await send('BulkEdit/Preview', { resource: 'uploadTypes', rows: [{ id: ids[2] }], changes: { code: 'IGUAL', alias: 'Igual', storeProcedure: 'sp_CargueUsuarios' } });
    expect(fields.body.errors).toEqual({
      'changes.code': 'The field code must be different on every record: it cannot be set to one value on several records.',
      'changes.alias': 'The field alias cannot be changed in a bulk edit.',
      'changes.storeProcedure': 'The field storeProcedure cannot be changed in a bulk edit.',
    });
  });
});
