import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuName } from '../../../mock-server/shell/api/menu';
import { seedMenus } from '../../../mock-server/seed/menus';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { AppBreadcrumb } from '../../../src/shell/layout/breadcrumb/AppBreadcrumb';
import { AppMenu } from '../../../src/shell/layout/menu/AppMenu';
import type { MenuAccessEntry } from '../../../src/shell/layout/menu/useMenuAccess';
import { renderWithAdmin } from '../support/renderWithAdmin';

const LONG = 'Configuración de reportes y tableros de control';
const entry = (id: number, header: string, link: string, children: MenuAccessEntry[] = []): MenuAccessEntry => ({
  id, header, link, iconName: 'Storage', index: id, sourcePrime: true, childrenLinks: children,
});
const TREE = [entry(1, 'Reportes y tableros de la operación nacional', '', [entry(2, LONG, '/system/report/reports'), entry(3, 'Visor', '/system/report/report-view')])];

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

// Issue 10 item 16 cut a long name with an ellipsis and named it whole in a tooltip; issue 47 item 4 found
// "Configuración de rep…" lost its meaning: a name too long for the open sidebar wraps to a second line instead.
describe('issue 47 item 4: a long menu name wraps instead of being cut', () => {
  it('the names of entries and groups are laid out to wrap, not on one cut line', async () => {
    localStorage.setItem(SESSION_KEYS.userId, '7');
    renderWithAdmin(<AppMenu />, {
      call: vi.fn(async () => ({ isSuccess: true, message: '', data: TREE })) as never,
      path: '/system/report/reports',
      store: { 'sidebar.open': true },
    });
    const long = await screen.findByRole('menuitem', { name: LONG });
    const group = screen.getByRole('menuitem', { name: TREE[0].header });
    for (const item of [long, group]) {
      const name = [...item.querySelectorAll('*')].find((element) => element.children.length === 0 && element.textContent === item.textContent)!;
      expect(getComputedStyle(name).whiteSpace).not.toBe('nowrap');
    }
  });

  it('the collapsed sidebar, as narrow as its icons, keeps each name on one clipped line', async () => {
    localStorage.setItem(SESSION_KEYS.userId, '7');
    renderWithAdmin(<AppMenu />, {
      call: vi.fn(async () => ({ isSuccess: true, message: '', data: TREE })) as never,
      path: '/system/report/reports',
      store: { 'sidebar.open': false },
    });
    const group = await screen.findByRole('menuitem', { name: TREE[0].header });
    const name = [...group.querySelectorAll('*')].find((element) => element.children.length === 0 && element.textContent === TREE[0].header)!;
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap');
  });
});

// The catalogue's product list (an external module's entry) is named by the seeded menu in the reader's language:
// catalogue.spec.ts "product list: filter, page, …" reads "Catalogue › Products" in English; this, the Spanish.
describe("the catalogue's breadcrumb names the seeded menu's entries in Spanish", () => {
  it('Catálogo › Productos on the product list', async () => {
    localStorage.setItem(SESSION_KEYS.userId, '1');
    const PRODUCTS = '/Catalog/components/Products';
    const menus = seedMenus().filter((menu) => menu.dataBaseId === 1);
    const leaf = menus.find((menu) => menu.path === PRODUCTS)!;
    const group = menus.find((menu) => menu.id === leaf.root)!;
    const named = (menu: typeof leaf, children: MenuAccessEntry[] = []) => entry(menu.id, menuName(menu, 'es'), menu.path, children);
    const call = vi.fn(async () => ({ isSuccess: true, message: '', data: [named(group, [named(leaf)])] }));
    renderWithAdmin(<AppBreadcrumb />, { call: call as never, path: PRODUCTS, locale: 'es' });
    const nav = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    expect(await screen.findByText('Productos')).toHaveAttribute('aria-current', 'page');
    expect([...nav.querySelectorAll('li.MuiBreadcrumbs-li')].map((item) => item.textContent)).toEqual(['Catálogo', 'Productos']);
  });
});
