// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuAccessEntry } from '../../../contracts/endpoints/menus';
import { ROUTE_PATHS } from '../../../contracts/menuPaths';
import { PORTABILITY_PATH } from '../../../mock-server/seed/menus';
import { login, post, storedUsers, withServerForFile, type ServerForFile } from './helpers';

type Entry = MenuAccessEntry;

let server: ServerForFile['server'];

withServerForFile((ready) => ({ server } = ready));

const links = (entries: Entry[]): string[] => entries.flatMap((e) => [e.link, ...links(e.childrenLinks)]).filter(Boolean);

/** The user's tree, named in Spanish unless another language is asked for. */
async function treeOf(loginName: string, password: string, language = 'es'): Promise<Entry[]> {
  const { token, userId } = await login(server, loginName, password);
  const answer = await post(server, '/api/Menu/GetAccess', { id: userId }, token, { 'Accept-Language': language });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('POST /api/Menu/GetAccess', () => {
  it("the administrator's tree covers every route of the app and the portability line's designed list, grouped and ordered by index", async () => {
    const tree = await treeOf('admin', 'Admin#2026');
    expect(links(tree).sort()).toEqual([...ROUTE_PATHS, PORTABILITY_PATH].sort());
    expect(tree.map((g) => g.header)).toEqual([
      'Administración', 'Reportes', 'Televisión satelital', 'Operador móvil', 'Portabilidad', 'Cargue de archivos', 'Catálogo', 'SIM Cards',
    ]);
    for (const group of tree) {
      expect(group.childrenLinks.map((c) => c.index)).toEqual([...group.childrenLinks.map((c) => c.index)].sort((a, b) => a - b));
      expect(Object.keys(group).sort()).toEqual(['childrenLinks', 'header', 'iconName', 'id', 'index', 'link', 'permissions', 'sourcePrime']);
    }
    const catalog = tree.find((g) => g.header === 'Catálogo')!;
    expect(catalog.childrenLinks.every((c) => c.sourcePrime === false)).toBe(true);
    expect(tree.find((g) => g.header === 'Administración')!.childrenLinks[1]).toMatchObject({
      header: 'Microservicios', link: '/system/configuration/data-bases', iconName: 'Storage',
    });
  });

  it('names each entry in the caller\'s language', async () => {
    const tree = await treeOf('admin', 'Admin#2026', 'en');
    expect(tree.map((g) => g.header)).toEqual([
      'Administration', 'Reports', 'Satellite TV', 'Mobile operator', 'Portability', 'File uploads', 'Catalogue', 'SIM cards',
    ]);
    expect(tree.find((g) => g.header === 'Administration')!.childrenLinks[1]).toMatchObject({
      header: 'Microservices', link: '/system/configuration/data-bases',
    });
  });

  it("the operador's tree has only the entries with the L flag", async () => {
    const paths = links(await treeOf('operador', 'Operador#2026'));
    expect(paths).toContain('/system/dashboard');
    expect(paths).toContain('/system/configuration/data-bases');
    expect(paths).toContain('/SimCard/components/TableSimCards');
    // L and V without W: the screens show these read-only
    expect(paths).toContain('/system/configuration/users');
    expect(paths).toContain('/system/Permissions');
    // no L flag, or only an inactive grant (report configuration):
    for (const path of ['/system/report/ProcessReport', '/Catalog/components/Products', '/App/components/UploadFile']) {
      expect(paths).not.toContain(path);
    }
    const tree = await treeOf('operador', 'Operador#2026');
    const users = tree.flatMap((g) => g.childrenLinks).find((e) => e.link === '/system/configuration/users') as Entry & { permissions: object };
    expect(users.permissions).toEqual({ l: true, v: true, w: false, r: false, d: false });
    expect(tree.map((g) => g.header)).not.toContain('Catálogo');
    expect(tree.every((g) => g.childrenLinks.length > 0)).toBe(true);
  });

  it("refuses another user's id with 403 and a bad body with 400", async () => {
    const { token } = await login(server, 'operador', 'Operador#2026');
    expect((await post(server, '/api/Menu/GetAccess', { id: 1 }, token)).status).toBe(403);
    const bad = await post(server, '/api/Menu/GetAccess', { id: 'uno' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
  });

  it('a user of another database sees that database\'s menu', async () => {
    const staff = (await storedUsers(server)).find((u) => u.status && u.dataBaseId === 2 && u.id > 2)!;
    const tree = await treeOf(staff.login, 'Usuario#2026');
    expect(links(tree)).toContain('/system/dashboard');
  });
});

describe('POST /api/Menu/GetItemMenu', () => {
  const entry = (tree: Entry[], path: string): Entry | undefined =>
    tree.flatMap((e) => [e, ...e.childrenLinks]).find((e) => e.link === path);

  it("answers the role with access, the entry's path, the caller's token, the module and its base address", async () => {
    const { token, userId } = await login(server);
    const tree = (await post(server, '/api/Menu/GetAccess', { id: userId }, token)).body.data as Entry[];
    const products = entry(tree, '/Catalog/components/Products')!;
    const answer = await post(server, '/api/Menu/GetItemMenu', { id: products.id, userid: userId }, token, { Origin: 'http://console.local:5173' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      role: 1,
      roleName: 'Administrador',
      path: '/Catalog/components/Products',
      token,
      api: 'Catalog',
      urlApi: 'http://console.local:5173/api/',
    });
    // without an Origin header, the address the request reached
    const direct = await post(server, '/api/Menu/GetItemMenu', { id: products.id, userid: userId }, token);
    expect(direct.body.data.urlApi).toBe(`${server.url}/api/`);
  });

  it("refuses another user's id (403), an entry the user's roles cannot list (403), an unknown entry (404)", async () => {
    const admin = await login(server);
    const operador = await login(server, 'operador', 'Operador#2026');
    const adminTree = (await post(server, '/api/Menu/GetAccess', { id: admin.userId }, admin.token)).body.data as Entry[];
    const catalog = entry(adminTree, '/Catalog/components/Products')!;
    expect((await post(server, '/api/Menu/GetItemMenu', { id: catalog.id, userid: 1 }, operador.token)).status).toBe(403);
    const refused = await post(server, '/api/Menu/GetItemMenu', { id: catalog.id, userid: operador.userId }, operador.token, { 'Accept-Language': 'es' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Ninguno de sus roles tiene acceso a la opción de menú Productos.');
    expect((await post(server, '/api/Menu/GetItemMenu', { id: 99999, userid: admin.userId }, admin.token)).status).toBe(404);
    const bad = await post(server, '/api/Menu/GetItemMenu', { id: catalog.id }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('userid');
  });
});
