import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { SESSION_KEYS } from '../../../src/shell/auth/session';
import { Dashboard } from '../../../src/shell/system/Dashboard';
import { MyAccount } from '../../../src/shell/system/MyAccount';
import { renderWithAdmin, type Locale } from '../support/renderWithAdmin';

const signIn = (changePassword: 'True' | 'False') => {
  localStorage.setItem(SESSION_KEYS.userId, '43');
  localStorage.setItem(SESSION_KEYS.changePassword, changePassword);
};
// before too: the unit files share one window (isolate: false), and a file before this one may have dismissed the
// prompt for "the session"
const clearStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};
beforeEach(clearStorage);
afterEach(clearStorage);

const renderHome = (locale: Locale = 'en') =>
  renderWithAdmin(
    <Routes>
      <Route path="/system/dashboard" element={<Dashboard />} />
      <Route path="/system/myAccount" element={<MyAccount />} />
    </Routes>,
    { call: vi.fn(async () => ({ isSuccess: true, message: '', data: [] })) as never, path: '/system/dashboard', locale },
  );

describe('issue 10 item 15: a user whose changePassword flag is set is asked to change it after sign-in', () => {
  it.each<[Locale, string, string]>([
    ['en', 'For your security, change the password you were given.', 'Change password'],
    ['es', 'Por su seguridad, cambie la contraseña que se le asignó.', 'Cambiar contraseña'],
  ])('%s: the home page says so, and its button opens the change-password dialog', async (locale, prompt, button) => {
    signIn('True');
    renderHome(locale);
    expect(await screen.findByText(prompt)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: button }));
    expect(await screen.findByRole('dialog', { name: button })).toBeVisible();
  });

  it('once dismissed it stays away for the session', async () => {
    signIn('True');
    const { unmount } = renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me later' }));
    expect(screen.queryByText(/For your security/)).toBeNull();
    unmount();
    renderHome();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/For your security/)).toBeNull();
  });

  it('a user without the flag is not asked', async () => {
    signIn('False');
    renderHome();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/For your security/)).toBeNull();
  });
});
