import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router-dom';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { HeaderSearch } from '../../../src/shell/layout/header/HeaderSearch';
import { Dashboard } from '../../../src/shell/system/Dashboard';
import { renderWithAdmin } from '../support/renderWithAdmin';

const leaf = (id: number, header: string, link: string) => ({ id, header, link, iconName: '', index: id, sourcePrime: true, childrenLinks: [] });
const MENU = [
  { ...leaf(1, 'Administración', ''), childrenLinks: [leaf(2, 'Microservicios', '/system/configuration/data-bases')] },
  { ...leaf(4, 'Reportes', ''), childrenLinks: [leaf(5, 'Visor de reportes', '/system/report/report-view')] },
];
afterEach(() => localStorage.clear());

describe('issue 10 item 6: the header search shows only where it acts, and a filtered home page says so', () => {
  it('filters the home page, says so with a way to clear it, and is gone (and forgotten) on a list', async () => {
    localStorage.setItem(SESSION_KEYS.userId, '1');
    renderWithAdmin(
      <>
        <HeaderSearch />
        <Routes>
          <Route path="/system/dashboard" element={<><Dashboard /><Link to="/system/configuration/data-bases">to the list</Link></>} />
          <Route path="/system/configuration/data-bases" element={<Link to="/system/dashboard">home</Link>} />
        </Routes>
      </>,
      { call: vi.fn(async () => ({ isSuccess: true, message: '', data: MENU })) as never, path: '/system/dashboard' },
    );
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'visor' } });
    expect(await screen.findByText('Showing the options that match “visor”')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Administración' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('region', { name: 'Administración' })).toBeVisible();
    expect(screen.queryByText(/Showing the options/)).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'visor' } });
    fireEvent.click(screen.getByRole('link', { name: 'to the list' }));
    await screen.findByRole('link', { name: 'home' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
