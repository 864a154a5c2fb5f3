import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { Dashboard } from '../../../src/shell/system/Dashboard';
import { renderWithAdmin } from '../support/renderWithAdmin';

const leaf = (id: number, header: string, link: string) => ({ id, header, link, iconName: '', index: id, sourcePrime: true, childrenLinks: [] });
const MENU = [
  { ...leaf(1, 'Administración', ''), childrenLinks: [leaf(2, 'Microservicios', '/system/configuration/data-bases'), leaf(3, 'Mi cuenta', '/system/myAccount')] },
  { ...leaf(4, 'Reportes', ''), childrenLinks: [leaf(5, 'Visor de reportes', '/system/report/report-view')] },
];

beforeEach(() => localStorage.setItem(SESSION_KEYS.userId, '1'));
afterEach(() => localStorage.clear());

describe('the dashboard', () => {
  it('shows a card per menu group with links to its screens', async () => {
    const call = vi.fn(async () => ({ isSuccess: true, message: '', data: MENU }));
    renderWithAdmin(<Dashboard />, { call });
    const admin = await screen.findByRole('region', { name: 'Administración' });
    expect(within(admin).getByRole('link', { name: 'Microservicios' })).toHaveAttribute('href', '/system/configuration/data-bases');
    expect(within(admin).getByText('2 options')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reportes' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: 'Menu/GetAccess', body: { id: 1 } }));
  });

  it('keeps only what matches the header search, and names the search when nothing does', async () => {
    renderWithAdmin(<Dashboard />, { call: async () => ({ isSuccess: true, message: '', data: MENU }), store: { 'header.search': 'VISOR' } });
    expect(await screen.findByRole('link', { name: 'Visor de reportes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Administración' })).not.toBeInTheDocument();
  });

  it('an unmatched search shows an empty state that can clear it', async () => {
    renderWithAdmin(<Dashboard />, { call: async () => ({ isSuccess: true, message: '', data: MENU }), store: { 'header.search': 'facturas' }, locale: 'es' });
    expect(await screen.findByText('Ninguna opción coincide con “facturas”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(await screen.findByRole('region', { name: 'Reportes' })).toBeInTheDocument();
  });

  it('a failed load says so and can be retried', async () => {
    let menuIsDown = true;
    const call = vi.fn(async () => {
      if (menuIsDown) throw new Error('down');
      return { isSuccess: true, message: '', data: MENU };
    });
    renderWithAdmin(<Dashboard />, { call });
    // the menu query retries once quietly before giving up
    expect(await screen.findByText('The menu could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    menuIsDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Administración' })).toBeInTheDocument());
  });
});
