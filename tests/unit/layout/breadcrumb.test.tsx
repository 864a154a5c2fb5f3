import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { AppBreadcrumb } from '../../../src/shell/layout/breadcrumb/AppBreadcrumb';
import { breadcrumbTrail, menuTrail, readableSegment } from '../../../src/shell/layout/breadcrumb/breadcrumbTrail';
import { renderWithAdmin } from '../support/renderWithAdmin';
import type { MenuAccessEntry } from '../../../contracts/endpoints/menus';

const MENU_NAMES = new Map([
  ['/system/configuration/data-bases', 'Microservicios'],
  ['/SatelliteTV/components/Products', 'Productos'],
]);

describe('breadcrumbTrail', () => {
  it('one step per segment, each leading to the path so far, the last one current', () => {
    expect(breadcrumbTrail('/system/configuration/data-bases', MENU_NAMES)).toEqual([
      { path: '/system', label: 'System', current: false },
      { path: '/system/configuration', label: 'Configuration', current: false },
      { path: '/system/configuration/data-bases', label: 'Microservicios', current: true },
    ]);
  });

  it('names a step after its menu entry, else after a translation of its segment, else the readable segment', () => {
    const labels = (path: string) =>
      breadcrumbTrail(path, MENU_NAMES, (segment) => ({ system: 'Sistema' })[segment]).map((step) => step.label);
    expect(labels('/system/configuration/data-base')).toEqual(['Sistema', 'Configuration', 'Data base']);
    expect(labels('/SatelliteTV/components/Products')).toEqual(['SatelliteTV', 'Components', 'Productos']);
    expect(labels('/warehouses/12/show')).toEqual(['Warehouses', '12', 'Show']);
    expect(labels('/Catalog/informe%20anual')).toEqual(['Catalog', 'Informe anual']);
  });

  it('has no steps at the root, ignores trailing slashes and keeps a malformed escape as typed', () => {
    expect(breadcrumbTrail('/', MENU_NAMES)).toEqual([]);
    expect(breadcrumbTrail('/system/', MENU_NAMES).map((s) => s.path)).toEqual(['/system']);
    expect(readableSegment('100%')).toBe('100%');
    expect(readableSegment('report_view')).toBe('Report view');
  });
});

const entry = (id: number, header: string, link: string, childrenLinks: MenuAccessEntry[] = []): MenuAccessEntry =>
  ({ id, header, link, iconName: '', index: id, sourcePrime: true, childrenLinks });
const MENU = [
  entry(1, 'Administración', '', [entry(2, 'Microservicios', '/system/configuration/data-bases'), entry(3, 'Proveedores', '/proveedores')]),
  entry(4, 'Portabilidad', '', [entry(5, 'Solicitudes de portabilidad', '/Portability/components/Portability')]),
];

describe('menuTrail (issue 47 item 5)', () => {
  const labels = (path: string, options?: Parameters<typeof menuTrail>[2]) => menuTrail(path, MENU, options)?.map((step) => step.label);

  it('names a page the menu leads to as the menu does: its group, then its entry, not the path segments', () => {
    expect(menuTrail('/Portability/components/Portability', MENU)).toEqual([
      { path: '#menu-4', label: 'Portabilidad', current: false },
      { path: '/Portability/components/Portability', label: 'Solicitudes de portabilidad', current: true },
    ]);
  });

  it('adds the segments past the entry (a record, New), and hangs a detail page under its list', () => {
    const segmentLabel = (segment: string) => ({ record: 'Registro', create: 'Nuevo', 'data-base': 'Detalle Servicio' })[segment];
    expect(labels('/Portability/components/Portability/record', { segmentLabel })).toEqual(['Portabilidad', 'Solicitudes de portabilidad', 'Registro']);
    expect(labels('/proveedores/create', { segmentLabel })).toEqual(['Administración', 'Proveedores', 'Nuevo']);
    const listOf = (path: string) => (path === '/system/configuration/data-base' ? '/system/configuration/data-bases' : undefined);
    expect(menuTrail('/system/configuration/data-base', MENU, { segmentLabel, listOf })?.map(({ path, label, current }) => [path, label, current])).toEqual([
      ['#menu-1', 'Administración', false],
      ['/system/configuration/data-bases', 'Microservicios', false],
      ['/system/configuration/data-base', 'Detalle Servicio', true],
    ]);
  });

  it("names the entry in the user's language where the app knows it; a page no entry leads to has no menu trail", () => {
    expect(labels('/system/configuration/data-bases', { entryLabel: () => 'Microservices' })).toEqual(['Administración', 'Microservices']);
    expect(labels('/proveedoresX')).toBeUndefined();
    expect(labels('/system/myAccount')).toBeUndefined();
  });
});

describe('AppBreadcrumb', () => {
  beforeEach(() => localStorage.setItem(SESSION_KEYS.userId, '1'));
  afterEach(() => localStorage.clear());

  const menuCall = vi.fn(async () => ({
    isSuccess: true,
    message: '',
    data: [{ id: 1, header: 'Administración', link: '', iconName: '', index: 1, sourcePrime: true, childrenLinks: [
      { id: 2, header: 'Microservicios', link: '/system/configuration/data-bases', iconName: 'Storage', index: 1, sourcePrime: true, childrenLinks: [] },
    ] }],
  }));

  it('issue 10 items 2 and 11, issue 47 item 5: follows the menu, the list named in the user language (not the menu data)', async () => {
    renderWithAdmin(<AppBreadcrumb />, { dataProvider: { call: menuCall } as never, path: '/system/configuration/data-bases' });
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await screen.findByText('Microservices')).toHaveAttribute('aria-current', 'page');
    expect([...nav.querySelectorAll('li.MuiBreadcrumbs-li')].map((item) => item.textContent)).toEqual(['Administración', 'Microservices']);
    // a group is no page: the step is text
    expect(nav.querySelectorAll('a')).toHaveLength(0);
  });

  it('a page outside the menu keeps the trail of its path', async () => {
    renderWithAdmin(<AppBreadcrumb />, { dataProvider: { call: menuCall } as never, path: '/system/myAccount' });
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await screen.findByText('My account')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'System' })).toHaveAttribute('href', '/system');
    expect(nav.querySelectorAll('a')).toHaveLength(1);
  });

  it('the 401 page in Spanish: Sistema › Sin autorización (what the e2e of the Spanish error pages read)', async () => {
    renderWithAdmin(<AppBreadcrumb />, { dataProvider: { call: menuCall } as never, path: '/system/not-authorized', locale: 'es' });
    const nav = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    expect(await screen.findByText('Sin autorización')).toHaveAttribute('aria-current', 'page');
    expect([...nav.querySelectorAll('li.MuiBreadcrumbs-li')].map((item) => item.textContent)).toEqual(['Sistema', 'Sin autorización']);
  });

  it('issue 10 item 2: a detail page leads back to its list', async () => {
    renderWithAdmin(<AppBreadcrumb />, { dataProvider: { call: menuCall } as never, path: '/system/configuration/data-base?id=3', locale: 'es' });
    const nav = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    expect(await screen.findByText('Detalle Servicio')).toHaveAttribute('aria-current', 'page');
    expect([...nav.querySelectorAll('li.MuiBreadcrumbs-li')].map((item) => item.textContent)).toEqual(['Administración', 'Microservicios', 'Detalle Servicio']);
    expect(screen.getByRole('link', { name: 'Microservicios' })).toHaveAttribute('href', '/system/configuration/data-bases');
    expect(nav.querySelectorAll('a')).toHaveLength(1);
  });
});
