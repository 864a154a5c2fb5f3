import { expect, type Page } from '@playwright/test';
import { sessionEntries } from '../../../src/auth/session';

export const ADMIN = { login: 'admin', password: 'Admin#2026' };
export const OPERATOR = { login: 'operador', password: 'Operador#2026' };

/**
 * Signs in through the API and stores the session as the sign-in page does, for specs that are not about
 * signing in (the sign-in page has its own spec). `baseURL` is needed only for a spec's own server.
 */
export const signInViaApi = async (page: Page, user = ADMIN, baseURL = '') => {
  const answer = await page.request.post(`${baseURL}/api/Auth/Login`, { data: user });
  expect(answer.ok(), `sign-in of ${user.login}: ${await answer.text()}`).toBeTruthy();
  const { data } = await answer.json();
  // any same-origin page will do to reach localStorage; this one is small and public
  await page.goto(`${baseURL}/api/Company/Info`);
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), sessionEntries(data));
  return data as { token: string; userId: number; name: string };
};

/** The current captcha code, from the hook of the e2e build (absent from the production build). */
export const readCaptcha = async (page: Page): Promise<string> =>
  (await page.waitForFunction(() => window.__E2E_CAPTCHA__)).jsonValue() as Promise<string>;

/**
 * Signs in through the sign-in page as a user does: fills the form, types the captcha the page drew (read
 * through the e2e build's hook) and waits for the dashboard. Works in either language.
 */
export const signInViaUi = async (page: Page, user = ADMIN, baseURL = '') => {
  await page.goto(`${baseURL}/login`);
  const form = page.locator('form');
  await form.locator('input[name="user"]').fill(user.login);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('input[name="captcha"]').fill(await readCaptcha(page));
  await form.locator('button[type="submit"]').click();
  await page.waitForURL('**/system/dashboard');
};
