import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../src/auth/session';
import { AppMenu } from '../../../src/layout/menu/AppMenu';
import type { MenuAccessEntry } from '../../../src/layout/menu/useMenuAccess';
import { renderWithAdmin } from '../support/renderWithAdmin';

const LONG = 'Configuración de reportes y tableros de control';
const entry = (id: number, header: string, link: string, children: MenuAccessEntry[] = []): MenuAccessEntry => ({
  id, header, link, iconName: 'Storage', index: id, sourcePrime: true, childrenLinks: children,
});
const TREE = [entry(1, 'Reportes', '', [entry(2, LONG, '/system/report/reports'), entry(3, 'Visor', '/system/report/report-view')])];

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: a text box is made narrower than texts longer than `chars`. */
const cutTextsLongerThan = (chars: number) => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return (this.textContent ?? '').length * 8;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return Math.min((this.textContent ?? '').length, chars) * 8;
  });
};

describe('issue 10 item 16: a menu name cut by the sidebar shows whole on hover', () => {
  it('the cut name has a tooltip with the full text; a name that fits has none', async () => {
    localStorage.setItem(SESSION_KEYS.userId, '7');
    cutTextsLongerThan(20);
    renderWithAdmin(<AppMenu />, {
      call: vi.fn(async () => ({ isSuccess: true, message: '', data: TREE })) as never,
      path: '/system/report/reports',
      store: { 'sidebar.open': true },
    });
    const long = await screen.findByRole('menuitem', { name: LONG });
    fireEvent.mouseOver(long);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    fireEvent.mouseLeave(long);
    fireEvent.mouseOver(screen.getByRole('menuitem', { name: 'Visor' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip', { name: 'Visor' })).toBeNull();
  });
});
