// @vitest-environment node
// Rules across two fields of a published design (issue 35 item 4) on the server: the portability requests' REST
// routes refuse a receiving operator equal to the donor and a scheduled date before the requested one (400, the
// rule's message on its field, in the caller's language), on create, update and bulk edit; publishing refuses a
// rule on a missing field; a bundle's diff counts the stored records a new rule would refuse; a store whose
// portability design had no rules yet gets them as version 3 (migration 023_portability_rules).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { BundleDiff, DesignBundle } from '../../../contracts/endpoints/designBundles';
import type { DesignRecord } from '../../../contracts/endpoints/resourceDesigner';
import { signBundle } from '../../../mock-server/lines/resourceDesigner/bundles';
import { portabilityRequests, PORTABILITY_RESOURCE } from '../../../mock-server/lines/resourceDesigner/seedPortabilityData';
import { call, post, removeDir, SERVER_START_TIMEOUT_MS, startServer, withServerForFile, type ServerForFile } from './helpers';

let server: ServerForFile['server'];
let admin: string;
withServerForFile((ready) => ({ server, admin } = ready));

const REST = `/api/rest/${PORTABILITY_RESOURCE}`;
const REQUEST = {
  phoneNumber: '3157654321', holderName: 'Rosa Elena Pardo', documentType: 'CC', documentNumber: '52123456',
  donorOperator: 'tigo', receivingOperator: 'tigo', nip: '4821', requestedAt: '2026-11-02', status: 'requested',
};
const SAME_OPERATOR = { es: 'El operador receptor debe ser distinto del operador donante.', en: 'The receiving operator must differ from the donor operator.' };
const SCHEDULED_BEFORE = { es: 'La fecha programada no puede ser anterior a la fecha de solicitud.', en: 'The scheduled date cannot be before the requested date.' };

const designer = (path: string, body: unknown, headers?: Record<string, string>) => post(server, `/api/ResourceDesigner/${path}`, body, admin, headers);
const designId = async () => (await server.db.selectFrom('resourceDesigns').select('id').where('name', '=', PORTABILITY_RESOURCE).executeTakeFirstOrThrow()).id;

describe('the REST routes of a design with rules', () => {
  it('refuse a new request whose receiving operator is the donor, on that field, in Spanish and in English', async () => {
    for (const lang of ['es', 'en'] as const) {
      const refused = await call(server, 'POST', REST, { token: admin, body: REQUEST, headers: { 'Accept-Language': lang } });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ receivingOperator: SAME_OPERATOR[lang] });
      expect(refused.body.message).toContain(SAME_OPERATOR[lang]);
    }
    const rows = (await call(server, 'GET', `${REST}?_start=0&_end=100`, { token: admin })).body as unknown[];
    expect(rows).toHaveLength(40);
  });

  it('refuse a scheduled date before the requested one on create and update; take the same day or later', async () => {
    const early = await call(server, 'POST', REST, { token: admin, body: { ...REQUEST, receivingOperator: 'claro', scheduledAt: '2026-11-01' }, headers: { 'Accept-Language': 'en' } });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ scheduledAt: SCHEDULED_BEFORE.en });
    const made = await call(server, 'POST', REST, { token: admin, body: { ...REQUEST, receivingOperator: 'claro', scheduledAt: '2026-11-02' } });
    expect(made.status).toBe(201);

    const update = await call(server, 'PUT', `${REST}/${made.body.id}`, { token: admin, body: { ...made.body, scheduledAt: '2026-10-30' }, headers: { 'Accept-Language': 'es' } });
    expect(update.status).toBe(400);
    expect(update.body.errors).toEqual({ scheduledAt: SCHEDULED_BEFORE.es });
    const swapped = await call(server, 'PUT', `${REST}/${made.body.id}`, { token: admin, body: { ...made.body, donorOperator: 'claro' }, headers: { 'Accept-Language': 'es' } });
    expect(swapped.status).toBe(400);
    expect(swapped.body.errors).toEqual({ receivingOperator: SAME_OPERATOR.es });
    expect((await call(server, 'PUT', `${REST}/${made.body.id}`, { token: admin, body: { ...made.body, scheduledAt: '2026-11-20' } })).status).toBe(200);
    expect((await call(server, 'DELETE', `${REST}/${made.body.id}`, { token: admin })).status).toBe(200);
  });

  it('refuse a bulk edit that would make a receiving operator equal to its donor', async () => {
    const [row] = (await call(server, 'GET', `${REST}?_start=0&_end=1&_sort=id&_order=ASC`, { token: admin })).body as Array<{ id: number; version: number; donorOperator: string }>;
    const preview = await post(server, '/api/BulkEdit/Preview', { resource: PORTABILITY_RESOURCE, rows: [{ id: row.id, version: row.version }], changes: { receivingOperator: row.donorOperator } }, admin, { 'Accept-Language': 'en' });
    expect(JSON.stringify(preview.body)).toContain(SAME_OPERATOR.en);
  });
});

describe('publishing rules', () => {
  it('is refused for a rule on a field the design does not have, named on the rule\'s input', async () => {
    const id = await designId();
    const record = (await designer('Get', { id })).body.data as DesignRecord;
    const draft = { ...record.draft, rules: [...(record.draft.rules ?? []), { kind: 'differs', field: 'operator', other: 'donorOperator', message: { es: 'x', en: 'x' } }] };
    const saved = await designer('SaveDraft', { id, version: record.version, draft });
    expect(saved.status).toBe(200);
    const refused = await designer('Publish', { id }, { 'Accept-Language': 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'rules.2.field': 'Rule 3: the field "operator" does not exist.' });
    // back to the published draft
    const back = await designer('SaveDraft', { id, version: saved.body.data.version, draft: record.draft });
    expect(back.status).toBe(200);
  });
});

describe('a bundle with a new rule', () => {
  it('is a change in the diff, with the stored records the rule would refuse', async () => {
    const exported = (await call(server, 'POST', '/api/ResourceDesigner/Bundle/Export', { token: admin, body: { names: [PORTABILITY_RESOURCE] } })).body as DesignBundle;
    const { checksum: _checksum, ...unsigned } = structuredClone(exported);
    const design = unsigned.designs[0].design;
    design.rules = [...(design.rules ?? []), { kind: 'notAfter', field: 'scheduledAt', other: 'requestedAt', message: { es: 'No después.', en: 'Not after.' } }];
    const answer = await designer('Bundle/Diff', { bundle: signBundle(unsigned) });
    expect(answer.status).toBe(200);
    const [resource] = (answer.body.data as BundleDiff).resources;
    expect(resource.status).toBe('changed');
    expect(resource.resource).toEqual(['rules']);
    const scheduled = portabilityRequests().filter((row) => row.scheduledAt).length;
    expect(resource.rules).toEqual([{ change: 'added', rule: design.rules[2], breaking: scheduled }]);
  });
});

describe('a data folder whose portability design has no rules yet', () => {
  it('gets them as version 3, once', async () => {
    const old = await startServer();
    const { db } = old;
    const { id } = await db.selectFrom('resourceDesigns').select('id').where('name', '=', PORTABILITY_RESOURCE).executeTakeFirstOrThrow();
    const v2 = await db.selectFrom('resourceDesignVersions').select('design').where('designId', '=', id).where('number', '=', 2).executeTakeFirstOrThrow();
    await db.deleteFrom('resourceDesignVersions').where('designId', '=', id).where('number', '=', 3).execute();
    await db.updateTable('resourceDesigns').set({ publishedVersion: 2, draft: JSON.stringify(v2.design) }).where('id', '=', id).execute();
    await sql`delete from kysely_migration where name = '023_portability_rules'`.execute(db);
    await old.close();

    let upgraded = await startServer(old.dataDir);
    try {
      const versions = async () => (await upgraded.db.selectFrom('resourceDesignVersions').select(['number', 'design']).where('designId', '=', id).orderBy('number').execute());
      const after = await versions();
      expect(after.map((version) => version.number)).toEqual([1, 2, 3]);
      const design = typeof after[2].design === 'string' ? JSON.parse(after[2].design) : after[2].design;
      expect(design.rules.map((rule: { field: string }) => rule.field)).toEqual(['receivingOperator', 'scheduledAt']);
      await upgraded.close();
      upgraded = await startServer(old.dataDir);
      expect((await versions()).length).toBe(3);
    } finally {
      await upgraded.close();
      removeDir(old.dataDir);
    }
  }, 2 * SERVER_START_TIMEOUT_MS);
});
