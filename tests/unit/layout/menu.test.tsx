import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedMenus } from '../../../mock-server/seed/menus';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { AppMenu } from '../../../src/shell/layout/menu/AppMenu';
import { MENU_ICONS, menuIconFor } from '../../../src/shell/layout/menu/menuIcons';
import { flattenMenu, leadsTo, menuNamesByLink, moduleEntryHref } from '../../../src/shell/layout/menu/menuTree';
import type { MenuAccessEntry } from '../../../src/shell/layout/menu/useMenuAccess';
import { renderWithAdmin } from '../support/renderWithAdmin';

const entry = (id: number, header: string, link: string, children: MenuAccessEntry[] = [], sourcePrime = true): MenuAccessEntry => ({
  id, header, link, iconName: children.length ? 'AdminPanelSettings' : 'Storage', index: id, sourcePrime, childrenLinks: children,
});

const TREE: MenuAccessEntry[] = [
  entry(1, 'Administración', '', [
    entry(2, 'Inicio', '/system/dashboard'),
    entry(3, 'Microservicios', '/system/configuration/data-bases'),
  ]),
  entry(4, 'Reportes', '', [entry(5, 'Reportes', '/system/report/reports'), entry(6, 'Visor de reportes', '/system/report/report-view')]),
  entry(7, 'Catálogo', '', [entry(8, 'Productos', '/Catalog/components/Products', [], false)]),
  entry(9, 'Portabilidad', '/Portability/components/Portability'),
];

const MODULE_ACCESS = { role: 1, roleName: 'Administrador', path: '/Catalog/components/Products', token: 'tok en', api: 'Catalog', urlApi: 'http://127.0.0.1:3001/api/' };

const providerAnswering = (tree: MenuAccessEntry[] | Error) => {
  const call = vi.fn(async ({ path }: { path: string }) => {
    if (path === 'Menu/GetAccess') {
      if (tree instanceof Error) throw tree;
      return { isSuccess: true, message: '', data: tree };
    }
    if (path === 'Menu/GetItemMenu') return { isSuccess: true, message: '', data: MODULE_ACCESS };
    throw new Error(`unexpected ${path}`);
  });
  return { call };
};

beforeEach(() => localStorage.setItem(SESSION_KEYS.userId, '7'));
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const groupHeader = (name: string) =>
  screen.getAllByRole('menuitem', { name }).find((item) => item.hasAttribute('aria-expanded'))!;

describe('the side menu', () => {
  it('asks Menu/GetAccess for the signed-in user and shows every group, and every entry once expanded', async () => {
    const dataProvider = providerAnswering(TREE);
    renderWithAdmin(<AppMenu />, { dataProvider, path: '/system/configuration/data-bases' });
    expect(await screen.findByRole('menu', { name: 'Main menu' })).toBeInTheDocument();
    expect(dataProvider.call).toHaveBeenCalledWith({ method: 'POST', path: 'Menu/GetAccess', body: { id: 7 } });

    // the group of the current page is open, with its entry marked as the current page
    expect(groupHeader('Administración')).toHaveAttribute('aria-expanded', 'true');
    const current = within(screen.getByRole('menu', { name: 'Administración' })).getByRole('menuitem', { name: 'Microservicios' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/system/configuration/data-bases');
    // a top-level entry without children is a plain link
    expect(screen.getByRole('menuitem', { name: 'Portabilidad' })).toHaveAttribute('href', '/Portability/components/Portability');

    for (const group of ['Reportes', 'Catálogo']) {
      expect(groupHeader(group)).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(groupHeader(group));
      expect(groupHeader(group)).toHaveAttribute('aria-expanded', 'true');
    }
    const shown = screen.getAllByRole('menuitem').map((item) => item.textContent);
    for (const name of flattenMenu(TREE).map((e) => e.header)) expect(shown).toContain(name);
    expect(within(screen.getByRole('menu', { name: 'Reportes' })).getAllByRole('menuitem')).toHaveLength(2);

    // a group collapses again
    fireEvent.click(groupHeader('Reportes'));
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Reportes' })).not.toBeInTheDocument());
  });

  it('opens an external-module entry through Menu/GetItemMenu, keeping the role, with token, api and url', async () => {
    const dataProvider = providerAnswering(TREE);
    let location = '';
    renderWithAdmin(<AppMenu />, { dataProvider, path: '/system/dashboard', onLocation: (l) => (location = l.pathname + l.search) });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Catálogo' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Productos' }));
    await waitFor(() => expect(location).toMatch(/^\/Catalog\/components\/Products\?/));
    expect(dataProvider.call).toHaveBeenCalledWith({ method: 'POST', path: 'Menu/GetItemMenu', body: { id: 8, userid: 7 } });
    const query = new URLSearchParams(location.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ token: 'tok en', api: 'Catalog', url: 'http://127.0.0.1:3001/api/' });
    expect(localStorage.getItem(SESSION_KEYS.roleId)).toBe('1');
    expect(localStorage.getItem(SESSION_KEYS.roleName)).toBe('Administrador');
  });

  it('shows a skeleton while loading, and an error with a retry that asks again', async () => {
    const dataProvider = providerAnswering(new Error('down'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithAdmin(<AppMenu />, { dataProvider });
    expect(screen.getByRole('progressbar', { name: 'Loading the menu' })).toBeInTheDocument();
    expect(await screen.findByText('The menu could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    const calls = dataProvider.call.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataProvider.call.mock.calls.length).toBeGreaterThan(calls));
  });
});

describe('menu helpers', () => {
  it('names links after their entries, finds the group of a path, and builds module addresses', () => {
    expect(menuNamesByLink(TREE).get('/system/configuration/data-bases')).toBe('Microservicios');
    expect(menuNamesByLink(TREE).has('')).toBe(false);
    expect(leadsTo(TREE[0], '/system/dashboard')).toBe(true);
    expect(leadsTo(TREE[1], '/system/dashboard')).toBe(false);
    expect(moduleEntryHref(MODULE_ACCESS)).toBe('/Catalog/components/Products?token=tok+en&api=Catalog&url=http%3A%2F%2F127.0.0.1%3A3001%2Fapi%2F');
  });

  it('has an icon for every icon name the seed uses, and a fallback for the others', () => {
    const used = new Set(seedMenus().map((menu) => menu.icon));
    expect([...used].filter((name) => !(name in MENU_ICONS))).toEqual([]);
    expect(menuIconFor('NoSuchIcon', true)).toBeDefined();
    expect(menuIconFor('NoSuchIcon', false)).not.toBe(menuIconFor('NoSuchIcon', true));
    expect(menuIconFor('toString', false)).toBe(menuIconFor('NoSuchIcon', false));
  });
});
