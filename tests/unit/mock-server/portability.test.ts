// @vitest-environment node
// Issue 35 item 4: the portability line, designed. The seed publishes a resource of number portability requests
// through the Resource Designer's own publish path, on the console's seeded Portabilidad entry (no second entry),
// with three versions in its history (the third adds its rules across two fields) and forty requests that keep its
// rules; a data folder from before it gets the design (migration 022) and the requests once, one from before its
// rules gets version 3 (migration 023_portability_rules).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDesign } from '../../../contracts/designChecks';
import { createI18nProvider } from '../../../src/shell/i18n/i18nProvider';
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { designContext } from '../../../mock-server/lines/resourceDesigner/context';
import { consoleGrant, PORTABILITY_PATH } from '../../../mock-server/seed/menus';
import { ROUTE_PATHS } from '../../../contracts/menuPaths';
import { portabilityRequests, PORTABILITY_RESOURCE, rowFailures } from '../../../mock-server/lines/resourceDesigner/seedPortabilityData';
import { call, login, post, removeDir, SERVER_START_TIMEOUT_MS, startServer } from './helpers';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = (await login(server)).token;
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
}, SERVER_START_TIMEOUT_MS);

const designRow = (db: Server['db']) => db.selectFrom('resourceDesigns').selectAll().where('name', '=', PORTABILITY_RESOURCE).executeTakeFirstOrThrow();
const consoleEntries = (db: Server['db']) =>
  db.selectFrom('menus').selectAll().where('dataBaseId', '=', 1).where('path', '=', PORTABILITY_PATH).execute();
const grantsOf = async (db: Server['db'], menu: number) =>
  Object.fromEntries(
    (await db.selectFrom('menuAccess').innerJoin('roles', 'roles.id', 'menuAccess.role').select(['roles.name', 'l', 'v', 'w', 'r', 'd']).where('menu', '=', menu).execute())
      .map(({ name, ...flags }) => [name, Object.entries(flags).filter(([, on]) => on).map(([flag]) => flag).join('')]),
  );
const versionsOf = async (token: string, id: number) => (await post(server, '/api/ResourceDesigner/Versions', { id }, token)).body.data as Array<{ number: number; design: ResourceDesign; publishedBy: string }>;

describe('the seeded portability design', () => {
  it('is published, passes the publish checks and sits on the seeded Portabilidad entry (one entry, its grants kept)', async () => {
    const row = await designRow(server.db);
    expect(row.publishedVersion).toBe(3);
    const [design] = (await versionsOf(admin, row.id)).map((version) => version.design);
    expect(checkDesign(design, await designContext(server.db, server.rest, design.name, row.menuId))).toEqual({});

    const entries = await consoleEntries(server.db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: row.menuId, name: 'Solicitudes de portabilidad', nameEn: 'Portability requests', status: true });
    const group = await server.db.selectFrom('menus').select('name').where('id', '=', entries[0].root).executeTakeFirstOrThrow();
    expect(group.name).toBe('Portabilidad');
    // the roles that had the entry keep their flags on it
    expect(await grantsOf(server.db, entries[0].id)).toEqual({ Administrador: consoleGrant('Administrador', PORTABILITY_PATH), Auditor: consoleGrant('Auditor', PORTABILITY_PATH) });
    // the console's menu: the app's own routes and the designed list, nothing twice
    const tree = (await post(server, '/api/Menu/GetAccess', { id: (await login(server)).userId }, admin)).body.data as Array<{ link: string; childrenLinks: Array<{ link: string }> }>;
    const links = tree.flatMap((group) => group.childrenLinks.map((child) => child.link)).filter(Boolean);
    expect(links.filter((link) => link === PORTABILITY_PATH)).toHaveLength(1);
    expect(ROUTE_PATHS).not.toContain(PORTABILITY_PATH);
  });

  it('has three versions: the first without the scheduled date, the second adding it, the third adding two rules', async () => {
    const versions = await versionsOf(admin, (await designRow(server.db)).id);
    expect(versions.map((version) => version.number)).toEqual([3, 2, 1]);
    const sources = (n: number) => versions.find((version) => version.number === n)!.design.fields.map((field) => field.source);
    expect(sources(1)).not.toContain('scheduledAt');
    expect(sources(2)).toEqual([...sources(1).slice(0, 8), 'scheduledAt', ...sources(1).slice(8)]);
    const compare = await post(server, '/api/ResourceDesigner/Compare', { id: (await designRow(server.db)).id, from: 1, to: 2 }, admin);
    expect(compare.body.data.difference).toMatchObject({ added: ['scheduledAt'], removed: [], changed: [] });
    const rules = await post(server, '/api/ResourceDesigner/Compare', { id: (await designRow(server.db)).id, from: 2, to: 3 }, admin);
    expect(rules.body.data.difference).toEqual({ added: [], removed: [], changed: [], resource: ['rules'] });
    expect(versions[0].design.rules!.map((rule) => [rule.field, rule.kind, rule.other])).toEqual([['receivingOperator', 'differs', 'donorOperator'], ['scheduledAt', 'notBefore', 'requestedAt']]);
  });

  it('is what the app registers: its list at the Portabilidad path, its texts in both languages', async () => {
    const published = (await call(server, 'GET', '/api/ResourceDesigner/Published', { token: admin })).body.data as Array<{ definition: { name: string; routes?: { list: string } }; messages: Record<'es' | 'en', any> }>;
    const mine = published.find((resource) => resource.definition.name === PORTABILITY_RESOURCE)!;
    expect(mine.definition.routes?.list).toBe(PORTABILITY_PATH);
    expect(mine.messages.es.resources[PORTABILITY_RESOURCE].fields.phoneNumber).toBe('Número a portar');
    expect(mine.messages.en.resources[PORTABILITY_RESOURCE].fields.donorOperator).toBe('Donor operator');
    expect(Object.values(mine.messages.es.resources[PORTABILITY_RESOURCE].choices.status)).toEqual(['Solicitada', 'En validación', 'Aprobada', 'Rechazada', 'Portada', 'Cancelada']);
  });

  it('speaks English to an English user: menu names, titles, columns, labels, choices, the bad-number message', async () => {
    // portability.spec.ts walks the screens in Spanish only; these are the texts its English pass read
    const tree = (await post(server, '/api/Menu/GetAccess', { id: (await login(server)).userId }, admin, { 'Accept-Language': 'en' })).body.data as Array<{ header: string; childrenLinks: Array<{ header: string; link: string }> }>;
    const group = tree.find((node) => node.childrenLinks.some((child) => child.link === PORTABILITY_PATH))!;
    expect([group.header, group.childrenLinks.find((child) => child.link === PORTABILITY_PATH)!.header]).toEqual(['Portability', 'Portability requests']);

    const published = (await call(server, 'GET', '/api/ResourceDesigner/Published', { token: admin })).body.data as Array<{ definition: { name: string; list: { columns: Array<{ source: string }> } }; messages: { en: any; es: any } }>;
    const mine = published.find((resource) => resource.definition.name === PORTABILITY_RESOURCE)!;
    const en = mine.messages.en.resources[PORTABILITY_RESOURCE];
    expect(mine.definition.list.columns.map((column) => en.fields[column.source])).toEqual(['Number to port', 'Holder', 'Donor operator', 'Receiving operator', 'Requested on', 'Scheduled for', 'Status']);
    expect(en.fields).toMatchObject({ documentType: 'Document type', documentNumber: 'Document number' });
    expect(en.choices.documentType['0']).toBe('Citizenship card');
    expect(en.choices.status['0']).toBe('Requested');
    expect(en.validation.phoneNumber).toBe('The number must have 10 digits and start with 3 (e.g. 3001234567).');

    const i18n = createI18nProvider('en');
    i18n.addMessages(mine.messages);
    const name = (count: number) => i18n.translate(`resources.${PORTABILITY_RESOURCE}.name`, { smart_count: count });
    expect(i18n.translate('ra.page.list', { name: name(2) })).toBe('Portability requests');
    expect(i18n.translate('ra.page.create', { name: name(1) })).toBe('Create Portability request');
    expect(i18n.translate('app.layout.breadcrumb.segments.create')).toBe('New');
    expect(i18n.translate('app.layout.breadcrumb.label')).toBe('Breadcrumb');
  });

  it('holds 40 requests that all keep its rules (10 digits starting with 3, two different operators, a 4-digit NIP)', async () => {
    const answer = await call(server, 'GET', `/api/rest/${PORTABILITY_RESOURCE}?_start=0&_end=100`, { token: admin });
    expect(answer.status).toBe(200);
    const rows = answer.body as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(40);
    const row = await designRow(server.db);
    const design = (await versionsOf(admin, row.id))[0].design;
    expect(rows.filter((request) => rowFailures(design, request).length > 0)).toEqual([]);
    expect(rows.every((request) => request.donorOperator !== request.receivingOperator)).toBe(true);
    expect(new Set(rows.map((request) => request.phoneNumber)).size).toBe(40);
    expect(new Set(rows.map((request) => request.status))).toEqual(new Set(['requested', 'validating', 'approved', 'rejected', 'ported', 'cancelled']));
    // the same on every run
    expect(portabilityRequests()).toEqual(portabilityRequests());
  });

  it('refuses a new request with a bad number, naming the field in the caller\'s language, and takes a good one', async () => {
    const request = {
      phoneNumber: '2101234567', holderName: 'Rosa Elena Pardo', documentType: 'CC', documentNumber: '52123456',
      donorOperator: 'tigo', receivingOperator: 'claro', nip: '4821', requestedAt: '2026-11-02', status: 'requested',
    };
    const refused = await call(server, 'POST', `/api/rest/${PORTABILITY_RESOURCE}`, { token: admin, body: request, headers: { 'Accept-Language': 'es' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('El número debe tener 10 dígitos y empezar por 3');
    const made = await call(server, 'POST', `/api/rest/${PORTABILITY_RESOURCE}`, { token: admin, body: { ...request, phoneNumber: '3157654321' } });
    expect(made.status).toBe(201);
  });
});

describe('a data folder from before the portability design', () => {
  it('gets the design (three versions, on its own entry) and the 40 requests once', async () => {
    const old = await startServer();
    const { db } = old;
    // back to what an older build left: no design, the entry as seeded, no migration 022, no requests collection
    const row = await designRow(db);
    await db.deleteFrom('resourceDesignVersions').where('designId', '=', row.id).execute();
    await db.deleteFrom('resourceDesigns').where('id', '=', row.id).execute();
    await db.updateTable('menus').set({ name: 'Portabilidad', nameEn: 'Portability' }).where('id', '=', row.menuId!).execute();
    await sql`delete from kysely_migration where name = '022_portability_design'`.execute(db);
    await old.close();
    const file = path.join(old.dataDir, 'rest.json');
    const { [PORTABILITY_RESOURCE]: _requests, ...others } = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify(others));

    let upgraded = await startServer(old.dataDir);
    try {
      const design = await designRow(upgraded.db);
      expect(design.publishedVersion).toBe(3);
      expect(design.menuId).toBe(row.menuId);
      expect(await consoleEntries(upgraded.db)).toHaveLength(1);
      expect(await grantsOf(upgraded.db, row.menuId!)).toEqual({ Administrador: 'lvwrd', Auditor: 'lvr' });
      expect(JSON.parse(readFileSync(file, 'utf8'))[PORTABILITY_RESOURCE]).toHaveLength(40);
      // an emptied collection stays empty, and a second start publishes nothing again
      await upgraded.rest.change((collections) => {
        collections[PORTABILITY_RESOURCE] = [];
      });
      await upgraded.close();
      upgraded = await startServer(old.dataDir);
      expect((await upgraded.db.selectFrom('resourceDesignVersions').select('number').where('designId', '=', design.id).execute()).length).toBe(3);
      expect((await upgraded.db.selectFrom('resourceDesigns').select('id').where('name', '=', PORTABILITY_RESOURCE).execute()).length).toBe(1);
      expect((await upgraded.rest.read())[PORTABILITY_RESOURCE]).toEqual([]);
    } finally {
      await upgraded.close();
      removeDir(old.dataDir);
    }
  }, 2 * SERVER_START_TIMEOUT_MS);
});
