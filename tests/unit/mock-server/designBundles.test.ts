// @vitest-environment node
// Design bundles on the server (issue 35): Bundle/Export downloads the published designs as a signed file, Bundle/Diff
// says per resource what applying it would change here (with the stored records each change touches), Bundle/Apply
// publishes the chosen designs as new versions in one transaction with one audit entry; bad bundles change nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, post, removeDir, SERVER_START_TIMEOUT_MS, startServer } from './helpers';
import { suppliersDesign } from '../resourceDesigner/suppliersDesign';
import type { ResourceDesign } from '../../../contracts/endpoints/resourceDesigner';
import { canonicalJson, type BundleDiff, type DesignBundle } from '../../../contracts/endpoints/designBundles';
import { signBundle } from '../../../mock-server/lines/resourceDesigner/bundles';
import { applyBundle } from '../../../mock-server/lines/resourceDesigner/bundleService';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: string;
let operador: string;

const es = { 'Accept-Language': 'es' };
const designer = (path: string, body: unknown, token = admin, headers?: Record<string, string>) => post(server, `/api/ResourceDesigner/${path}`, body, token, headers);

const visitsDesign = (): ResourceDesign => ({
  name: 'visitas',
  label: { es: 'Visitas', en: 'Visits' },
  pageSize: 10,
  fields: [{ source: 'place', kind: 'text', label: { es: 'Lugar', en: 'Place' }, required: true, inList: true, sortable: false, filterable: false }],
  menu: { group: 1, path: '/visitas', icon: 'Place', grants: [{ role: 1, flags: { l: true, v: true, w: true, r: true, d: true } }] },
});

async function publishNew(design: ResourceDesign) {
  const saved = await designer('SaveDraft', { id: 0, draft: design });
  expect(saved.status).toBe(200);
  const published = await designer('Publish', { id: saved.body.data.id });
  expect(published.status).toBe(200);
  return saved.body.data.id as number;
}

/** Rows of the tables an apply writes: a refused one must leave every count as it was. */
async function counts() {
  const n = async (table: 'resourceDesigns' | 'resourceDesignVersions' | 'menus' | 'menuAccess' | 'audit') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { designs: await n('resourceDesigns'), versions: await n('resourceDesignVersions'), menus: await n('menus'), grants: await n('menuAccess'), audit: await n('audit') };
}

/** The test's own designs (the seed publishes others). */
const OURS = ['proveedores', 'visitas'];
const exportAll = (names?: string[]) => call(server, 'POST', '/api/ResourceDesigner/Bundle/Export', { token: admin, body: names ? { names } : {} });

let suppliersId: number;
let exported: DesignBundle;

beforeAll(async () => {
  server = await startServer();
  admin = (await login(server)).token;
  operador = (await login(server, 'operador', 'Operador#2026')).token;
  suppliersId = await publishNew(suppliersDesign());
  await publishNew(visitsDesign());
  const record = { name: 'Andina', email: 'ventas@andina.co', category: 'repuestos' };
  for (const rating of [4, 2, undefined]) {
    const made = await call(server, 'POST', '/api/rest/proveedores', { token: admin, body: { ...record, name: `${record.name} ${rating}`, ...(rating && { rating }) } });
    expect(made.status).toBe(201);
  }
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  removeDir(server.dataDir);
}, SERVER_START_TIMEOUT_MS);

/** The exported bundle with `change` made to it, signed again (a bundle from another environment). */
const variant = (change: (bundle: DesignBundle) => void): DesignBundle => {
  const copy = structuredClone(exported);
  change(copy);
  const { checksum: _old, ...unsigned } = copy;
  return signBundle(unsigned);
};

describe('Bundle/Export', () => {
  it('downloads every published design as designs-<date>.json, signed with the sha256 of its canonical JSON', async () => {
    const answer = await exportAll();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="designs-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.body.designs.map((entry: { name: string }) => entry.name)).toEqual(expect.arrayContaining(OURS));
    exported = (await exportAll(OURS)).body as DesignBundle;
    expect(exported).toMatchObject({ format: 'back-office-designs', formatVersion: 1 });
    expect(exported.exportedFrom).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(exported.designs.map((entry) => [entry.name, entry.version])).toEqual([['proveedores', 1], ['visitas', 1]]);
    const { checksum, ...rest } = exported;
    expect(checksum).toBe(createHash('sha256').update(canonicalJson(rest)).digest('hex'));
  });

  it('carries the menu entry by path and group name and the grants by role name, not by id', async () => {
    const suppliers = exported.designs.find((entry) => entry.name === 'proveedores')!.design;
    expect(suppliers.menu).toEqual({
      path: '/proveedores',
      icon: 'LocalShipping',
      parent: { path: '', name: expect.any(String), nameEn: expect.any(String) },
      grants: [
        { role: 'Administrador', flags: { l: true, v: true, w: true, r: true, d: true } },
        { role: 'Operador', flags: { l: true, v: true, w: false, r: true, d: false } },
      ],
    });
    expect(suppliers.menu.parent.name).not.toBe('');
    expect(suppliers.fields.find((field) => field.source === 'category')!.choices![1].label).toEqual({ es: 'Repuestos', en: 'Spare parts' });
  });

  it('exports only the designs named, and refuses a name that is not published', async () => {
    expect((await exportAll(['visitas'])).body.designs.map((entry: { name: string }) => entry.name)).toEqual(['visitas']);
    const missing = await call(server, 'POST', '/api/ResourceDesigner/Bundle/Export', { token: admin, body: { names: ['nada'] }, headers: es });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('No hay un recurso publicado llamado nada.');
  });

  it('needs the designer\'s flags: the operator may neither export nor diff', async () => {
    expect((await call(server, 'POST', '/api/ResourceDesigner/Bundle/Export', { token: operador, body: {} })).status).toBe(403);
    expect((await designer('Bundle/Diff', { bundle: exported }, operador)).status).toBe(403);
    expect((await designer('Bundle/Apply', { bundle: exported, names: ['visitas'] }, operador)).status).toBe(403);
  });
});

describe('Bundle/Diff', () => {
  it('says unchanged for a bundle of what is published here', async () => {
    const answer = await designer('Bundle/Diff', { bundle: exported });
    expect(answer.status).toBe(200);
    expect(answer.body.data.resources.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([['proveedores', 'unchanged'], ['visitas', 'unchanged']]);
  });

  it('says unchanged for every design of a full export, the seeded ones too (grants to an inactive role included)', async () => {
    const answer = await designer('Bundle/Diff', { bundle: (await exportAll()).body });
    expect(answer.body.data.resources.filter((r: { status: string }) => r.status !== 'unchanged')).toEqual([]);
  });

  it('lists each change with the stored records it affects and those that would break a new rule', async () => {
    const bundle = variant((b) => {
      const design = b.designs[0].design;
      design.fields = design.fields.filter((field) => field.source !== 'email');
      design.fields.find((field) => field.source === 'rating')!.max = 3;
      design.fields.find((field) => field.source === 'category')!.label = { es: 'Tipo', en: 'Type' };
      design.fields.push({ source: 'phone', kind: 'text', label: { es: 'Teléfono', en: 'Phone' }, required: true, inList: true, sortable: false, filterable: false });
      design.menu.icon = 'Store';
      design.menu.grants.push({ role: 'Auditor externo', flags: { l: true, v: true, w: false, r: false, d: false } });
      b.designs[0].version = 4;
      b.designs.push({ name: 'nuevo', version: 1, design: { ...structuredClone(b.designs[1].design), name: 'nuevo', menu: { ...b.designs[1].design.menu, path: '/nuevo' } } });
    });
    const answer = await designer('Bundle/Diff', { bundle });
    expect(answer.status).toBe(200);
    const diff = answer.body.data as BundleDiff;
    expect(diff.checksum).toBe(bundle.checksum);
    expect(diff.missingRoles).toEqual(['Auditor externo']);
    const [suppliers, visits, fresh] = diff.resources;
    expect([suppliers.status, visits.status, fresh.status]).toEqual(['changed', 'unchanged', 'new']);
    expect(suppliers).toMatchObject({ bundleVersion: 4, currentVersion: 1, records: 3, missingRoles: ['Auditor externo'], issues: {} });
    expect(suppliers.fields.added).toEqual([{ source: 'phone', label: { es: 'Teléfono', en: 'Phone' }, properties: [], affected: 3, breaking: 3, unreadable: 0 }]);
    expect(suppliers.fields.removed).toEqual([{ source: 'email', label: { es: 'Correo', en: 'E-mail' }, properties: [], affected: 3, breaking: 0, unreadable: 0 }]);
    expect(suppliers.fields.changed).toEqual([
      { source: 'rating', label: { es: 'Calificación', en: 'Rating' }, properties: ['max'], affected: 2, breaking: 1, unreadable: 0 },
      { source: 'category', label: { es: 'Tipo', en: 'Type' }, properties: ['label'], affected: 3, breaking: 0, unreadable: 0 },
    ]);
    expect(suppliers.texts).toEqual([
      { path: 'fields.email.label', before: { es: 'Correo', en: 'E-mail' }, after: null },
      { path: 'fields.category.label', before: { es: 'Categoría', en: 'Category' }, after: { es: 'Tipo', en: 'Type' } },
      { path: 'fields.phone.label', before: null, after: { es: 'Teléfono', en: 'Phone' } },
    ]);
    expect(suppliers.menu).toEqual([{ property: 'icon', before: 'LocalShipping', after: 'Store' }]);
    expect(fresh).toMatchObject({ currentVersion: null, records: 0, issues: {} });
    expect(fresh.fields.added.map((field) => field.source)).toEqual(['place']);
  });

  it('counts the records a kind change leaves unreadable, and says applying it would be refused', async () => {
    const bundle = variant((b) => {
      b.designs[0].design.fields.find((field) => field.source === 'rating')!.kind = 'date';
    });
    const suppliers = (await designer('Bundle/Diff', { bundle }, admin, es)).body.data.resources[0];
    expect(suppliers.fields.changed[0]).toMatchObject({ source: 'rating', properties: ['kind'], affected: 2, breaking: 2, unreadable: 2 });
    expect(suppliers.issues['fields.2.kind'].es).toBe('2 registro(s) guardado(s) tienen en rating un valor que no es un date válido.');
  });
});

describe('refused bundles change nothing', () => {
  const refusedWith = async (bundle: unknown, message: RegExp) => {
    const before = await counts();
    for (const path of ['Bundle/Diff', 'Bundle/Apply']) {
      const answer = await designer(path, { bundle, names: ['proveedores'] }, admin, es);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(answer.body.errors.bundle).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  };

  it('a bundle changed after export (its checksum does not match)', async () => {
    const tampered = structuredClone(exported);
    tampered.designs[0].design.label.es = 'Otra cosa';
    await refusedWith(tampered, /^La suma de verificación del paquete no coincide con su contenido/);
  });

  it('a bundle of a newer format version', async () => {
    await refusedWith({ ...exported, formatVersion: 2 }, /^El paquete tiene la versión de formato 2, más nueva que la que esta consola lee \(1\)/);
  });

  it('a damaged bundle (signed, but not of the format) and a file that is no bundle at all', async () => {
    const damaged = variant((b) => {
      (b.designs[0].design as { fields: unknown }).fields = 'none';
    });
    await refusedWith(damaged, /^El paquete está dañado \(designs\.0\.design\.fields:/);
    await refusedWith({ hello: 'world' }, /^El archivo no es un paquete de diseños.*No se cambió nada\.$/);
  });

  it('a design named after a property every object has (constructor, toString...): refused by its name, never a 500', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      const bundle = variant((b) => {
        b.designs.push({ name, version: 1, design: { ...structuredClone(b.designs[1].design), name, menu: { ...b.designs[1].design.menu, path: `/${name}` } } });
      });
      const diff = await designer('Bundle/Diff', { bundle }, admin, es);
      expect(diff.status).toBe(200);
      const entry = (diff.body.data as BundleDiff).resources.find((resource) => resource.name === name)!;
      expect(entry.issues.name.es).toBe(`El nombre ${name} está reservado: elija otro.`);
      const before = await counts();
      const applied = await designer('Bundle/Apply', { bundle, names: [name] });
      expect(applied.status).toBe(400);
      expect(applied.body.message).toBe(`The resource ${name} cannot be applied: The resource cannot be published: The name ${name} is reserved: choose another. Nothing was changed.`);
      expect(applied.body.errors[`${name}.name`]).toBe(`The name ${name} is reserved: choose another.`);
      expect(await counts()).toEqual(before);
    }
  });

  it('a design holding a __proto__ key: refused as damaged, naming where the key is', async () => {
    const bundle = variant((b) => {
      Object.defineProperty(b.designs[0].design.fields[0], '__proto__', { value: { required: true }, enumerable: true, configurable: true, writable: true });
    });
    // sent as JSON text, the key is an own key of the field as the server parses it
    expect(JSON.stringify(bundle)).toContain('"__proto__"');
    await refusedWith(bundle, /^El paquete está dañado \(designs\.0\.design\.fields\.0\.__proto__: la clave "__proto__" no está permitida\)\. No se cambió nada\.$/);
  });

  it('a design the publish checks refuse: named with its resource, and nothing of the others is applied', async () => {
    const bundle = variant((b) => {
      b.designs[0].design.fields.find((field) => field.source === 'rating')!.kind = 'date';
      b.designs.push({ name: 'nuevo', version: 1, design: { ...structuredClone(b.designs[1].design), name: 'nuevo', menu: { ...b.designs[1].design.menu, path: '/nuevo' } } });
    });
    const before = await counts();
    const answer = await designer('Bundle/Apply', { bundle, names: ['nuevo', 'proveedores'] }, admin, es);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^El recurso proveedores no se puede aplicar: El recurso no se puede publicar: 2 registro\(s\)/);
    expect(answer.body.errors['proveedores.fields.2.kind']).toMatch(/no es un date válido/);
    expect(await counts()).toEqual(before);
  });

  it('a failure midway through the transaction leaves nothing of what was applied before it', async () => {
    const bundle = variant((b) => {
      b.designs[1].design.label = { es: 'Visitas técnicas', en: 'Technical visits' };
      b.designs[0].design.menu.icon = 'Store';
    });
    const before = await counts();
    const failing = applyBundle(server.db, server.rest, bundle, ['proveedores', 'visitas'], {
      actor: { id: 1, name: 'test' },
      afterEach: (name) => {
        if (name === 'proveedores') throw new Error('the disk is full');
      },
    });
    await expect(failing).rejects.toThrow('the disk is full');
    expect(await counts()).toEqual(before);
    expect((await designer('Get', { id: suppliersId })).body.data.publishedVersion).toBe(1);
  });
});

describe('Bundle/Apply', () => {
  it('publishes the chosen designs as new versions, grants by role name, one audit entry naming the bundle', async () => {
    const bundle = variant((b) => {
      const design = b.designs[0].design;
      design.fields.find((field) => field.source === 'category')!.label = { es: 'Tipo', en: 'Type' };
      design.menu.icon = 'Store';
      design.menu.grants = [
        { role: 'Administrador', flags: { l: true, v: true, w: true, r: true, d: true } },
        { role: 'Operador', flags: { l: true, v: true, w: true, r: false, d: false } },
        { role: 'Auditor externo', flags: { l: true, v: false, w: false, r: false, d: false } },
      ];
      b.designs[1].design.label = { es: 'Visitas técnicas', en: 'Technical visits' };
      b.exportedFrom = 'https://pruebas.example.co';
    });
    const before = await counts();
    const answer = await designer('Bundle/Apply', { bundle, names: ['proveedores'] }, admin, es);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('1 recurso(s) publicado(s) desde el paquete.');
    expect(answer.body.data).toEqual({ applied: [{ name: 'proveedores', id: suppliersId, publishedVersion: 2 }], unchanged: [], skippedRoles: ['Auditor externo'] });
    expect(await counts()).toEqual({ ...before, versions: before.versions + 1, audit: before.audit + 1 });

    // visitas was not chosen: still its version 1 and its label
    const visits = (await designer('List', {})).body;
    expect(visits).toBeDefined();
    const published = (await call(server, 'GET', '/api/ResourceDesigner/Published', { token: operador })).body.data;
    const labelOf = (name: string) => published.find((r: { definition: { name: string } }) => r.definition.name === name).messages.es.resources[name];
    expect(labelOf('visitas').name).toBe('Visitas');
    expect(labelOf('proveedores').fields.category).toBe('Tipo');

    // the operator now has W on the entry, as the bundle grants to the role named Operador
    const menu = (await post(server, '/api/Menu/GetAccess', { id: 2 }, operador)).body.data;
    const entry = menu.flatMap((group: { childrenLinks: unknown[] }) => group.childrenLinks).find((link: { link: string }) => link.link === '/proveedores');
    expect(entry.permissions).toMatchObject({ w: true, r: false });

    const audit = await server.db.selectFrom('audit').selectAll().where('resource', '=', 'resourceDesignBundles').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ recordId: bundle.checksum, userName: expect.any(String), action: 'create' });
    const changes = typeof audit[0].changes === 'string' ? JSON.parse(audit[0].changes) : audit[0].changes;
    expect(changes).toEqual(expect.arrayContaining([
      { field: 'exportedFrom', before: null, after: 'https://pruebas.example.co' },
      { field: 'checksum', before: null, after: bundle.checksum },
      { field: 'applied', before: null, after: 'proveedores v2' },
    ]));
  });

  it('keeps the version history: the previous version restores, and applying it again changes nothing', async () => {
    const versions = (await designer('Versions', { id: suppliersId })).body.data;
    expect(versions.map((version: { number: number }) => version.number)).toEqual([2, 1]);
    const restored = await designer('Restore', { id: suppliersId, number: 1 });
    expect(restored.status).toBe(200);
    expect(restored.body.data.publishedVersion).toBe(3);
    const again = await designer('Bundle/Apply', { bundle: exported, names: ['proveedores', 'visitas'] });
    expect(again.body.data).toEqual({ applied: [], unchanged: ['proveedores', 'visitas'], skippedRoles: [] });
  });

  it('creates a design new here, with its menu entry, and refuses a name the bundle does not carry', async () => {
    const bundle = variant((b) => {
      b.designs.push({ name: 'nuevo', version: 7, design: { ...structuredClone(b.designs[1].design), name: 'nuevo', label: { es: 'Nuevo', en: 'New' }, menu: { ...b.designs[1].design.menu, path: '/nuevo' } } });
    });
    const unknown = await designer('Bundle/Apply', { bundle, names: ['otro'] }, admin, es);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('El paquete no trae el diseño otro.');
    const answer = await designer('Bundle/Apply', { bundle, names: ['nuevo'] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.applied).toEqual([{ name: 'nuevo', id: expect.any(Number), publishedVersion: 1 }]);
    expect((await call(server, 'GET', '/api/rest/nuevo', { token: admin })).status).toBe(200);
  });
});

describe('a bundle changed by hand (issue 47 item 6)', () => {
  const byHand = () => {
    const bundle = structuredClone(exported);
    bundle.designs.find((entry) => entry.name === 'visitas')!.design.label = { es: 'Visitas editadas', en: 'Edited visits' };
    return bundle;
  };

  it('is refused saying once that nothing changed, and how such a design is brought: exported again from a server', async () => {
    const answer = await designer('Bundle/Diff', { bundle: byHand() }, admin, es);
    expect(answer.status).toBe(400);
    expect(answer.body.message.match(/No se cambió nada/g)).toHaveLength(1);
    expect(answer.body.message).toMatch(/se cambió a mano .* Un diseño cambiado a mano se importa haciendo el cambio en el diseñador de recursos de un servidor y exportándolo de nuevo desde allí\.$/);
    // the app tells this refusal from the others: it may offer the import unsigned
    expect(answer.body.errors.checksum).toBe(answer.body.message);
  });

  it('is read unsigned for an administrator who asks, with the whole design here and in the bundle; applied, audited as unsigned', async () => {
    const bundle = byHand();
    const diff = await designer('Bundle/Diff', { bundle, unsigned: true });
    expect(diff.status).toBe(200);
    expect(diff.body.data.unsigned).toBe(true);
    const visits = diff.body.data.resources.find((resource: { name: string }) => resource.name === 'visitas');
    expect(visits.status).toBe('changed');
    expect(visits.content.here).toMatchObject({ label: { es: 'Visitas', en: 'Visits' }, menu: { path: '/visitas' } });
    expect(visits.content.bundle).toMatchObject({ label: { es: 'Visitas editadas', en: 'Edited visits' }, menu: { path: '/visitas' } });
    // a bundle as exported is read signed, whatever was asked
    expect((await designer('Bundle/Diff', { bundle: exported, unsigned: true })).body.data.unsigned).toBeUndefined();
    // without asking, the apply is refused as the diff was
    expect((await designer('Bundle/Apply', { bundle, names: ['visitas'] })).status).toBe(400);

    const applied = await designer('Bundle/Apply', { bundle, names: ['visitas'], unsigned: true });
    expect(applied.status).toBe(200);
    expect(applied.body.data.applied).toEqual([expect.objectContaining({ name: 'visitas' })]);
    const published = (await call(server, 'GET', '/api/ResourceDesigner/Published', { token: admin })).body.data;
    expect(published.find((r: { definition: { name: string } }) => r.definition.name === 'visitas').messages.es.resources.visitas.name).toBe('Visitas editadas');
    const audit = await server.db.selectFrom('audit').selectAll().where('resource', '=', 'resourceDesignBundles').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.recordId).not.toBe(bundle.checksum);
    const changes = typeof audit.changes === 'string' ? JSON.parse(audit.changes) : audit.changes;
    expect(changes).toEqual(expect.arrayContaining([
      { field: 'unsigned', before: null, after: expect.stringMatching(/^yes/) },
      { field: 'contentChecksum', before: null, after: audit.recordId },
      { field: 'checksum', before: null, after: bundle.checksum },
    ]));
  });
});
