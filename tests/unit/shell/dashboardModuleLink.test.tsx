import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { Dashboard } from '../../../src/shell/system/Dashboard';
import { renderWithAdmin } from '../support/renderWithAdmin';

const leaf = (id: number, header: string, link: string, sourcePrime = true) => ({ id, header, link, iconName: '', index: id, sourcePrime, childrenLinks: [] });
const MENU = [{ ...leaf(7, 'Catálogo', ''), childrenLinks: [leaf(8, 'Productos', '/Catalog/components/Products', false), leaf(9, 'Microservicios', '/system/configuration/data-bases')] }];
const MODULE_ACCESS = { role: 1, roleName: 'Administrador', path: '/Catalog/components/Products', token: 'tok en', api: 'Catalog', urlApi: 'http://127.0.0.1:3001/api/' };

afterEach(() => localStorage.clear());

describe('issue 10 item 7: a dashboard card opens an external-module entry as the sidebar does', () => {
  it('asks Menu/GetItemMenu, keeps the role, and goes to the path with token, api and url', async () => {
    localStorage.setItem(SESSION_KEYS.userId, '7');
    const call = vi.fn(async ({ path }: { path: string }) => ({ isSuccess: true, message: '', data: path === 'Menu/GetItemMenu' ? MODULE_ACCESS : MENU }));
    let location = '';
    renderWithAdmin(<Dashboard />, { call: call as never, path: '/system/dashboard', onLocation: (l) => (location = l.pathname + l.search) });
    const card = await screen.findByRole('region', { name: 'Catálogo' });
    fireEvent.click(within(card).getByRole('link', { name: 'Productos' }));
    await waitFor(() => expect(location).toMatch(/^\/Catalog\/components\/Products\?/));
    expect(call).toHaveBeenCalledWith({ method: 'POST', path: 'Menu/GetItemMenu', body: { id: 8, userid: 7 } });
    expect(Object.fromEntries(new URLSearchParams(location.split('?')[1]))).toEqual({ token: 'tok en', api: 'Catalog', url: 'http://127.0.0.1:3001/api/' });
    expect(localStorage.getItem(SESSION_KEYS.roleName)).toBe('Administrador');
    // an entry of the console itself stays a plain link
    expect(within(card).getByRole('link', { name: 'Microservicios' })).toHaveAttribute('href', '/system/configuration/data-bases');
  });
});
