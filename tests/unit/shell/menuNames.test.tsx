import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../src/auth/session';
import { AppMenu } from '../../../src/layout/menu/AppMenu';
import type { MenuAccessEntry } from '../../../src/layout/menu/useMenuAccess';
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
