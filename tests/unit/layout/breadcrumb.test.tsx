import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../src/auth/session';
import { AppBreadcrumb } from '../../../src/layout/breadcrumb/AppBreadcrumb';
import { breadcrumbTrail, readableSegment } from '../../../src/layout/breadcrumb/breadcrumbTrail';
import { renderWithAdmin } from '../support/renderWithAdmin';

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

  it('issue 10 items 2 and 11: links only the steps that lead to a page, in the user language (not the menu data)', async () => {
    renderWithAdmin(<AppBreadcrumb />, { dataProvider: { call: menuCall } as never, path: '/system/configuration/data-bases' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await screen.findByText('Microservices')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'System' })).toHaveAttribute('href', '/system');
    // /system/configuration is no page: the step is text
    expect(screen.getByText('Configuration').closest('a')).toBeNull();
    expect(nav.querySelectorAll('a')).toHaveLength(1);
  });

  it('issue 10 item 2: a detail page leads back to its list', async () => {
    renderWithAdmin(<AppBreadcrumb />, { dataProvider: { call: menuCall } as never, path: '/system/configuration/data-base?id=3', locale: 'es' });
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(await screen.findByText('Detalle Servicio')).toHaveAttribute('aria-current', 'page');
    expect([...nav.querySelectorAll('li.MuiBreadcrumbs-li')].map((item) => item.textContent)).toEqual(['Sistema', 'Configuración', 'Microservicios', 'Detalle Servicio']);
    expect(screen.getByRole('link', { name: 'Microservicios' })).toHaveAttribute('href', '/system/configuration/data-bases');
    expect(nav.querySelectorAll('a')).toHaveLength(2);
  });
});
