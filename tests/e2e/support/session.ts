import { expect, type Page } from '@playwright/test';
import { LANGUAGE_KEY, sessionEntries, type LoginAnswer } from '../../../src/shell/auth/session';

export const ADMIN = { login: 'admin', password: 'Admin#2026' };
export const OPERATOR = { login: 'operador', password: 'Operador#2026' };
/** The seed's user kept for the change-password flow (changePassword 'True'), so the others keep theirs. */
export const PASSWORD_USER = { login: 'clave.demo', password: 'Clave#2026' };

/** The demo users a spec may start signed in as (`test.use({ signedInAs: 'operador' })`). */
export const DEMO_USERS = { admin: ADMIN, operador: OPERATOR, 'clave.demo': PASSWORD_USER } as const;
export type Role = keyof typeof DEMO_USERS;
export type Language = 'en' | 'es';

/** Signs in through the API (no browser): the answer the sign-in page would store. */
export const signInAnswer = async (baseURL: string, user: { login: string; password: string }): Promise<LoginAnswer> => {
  const answer = await fetch(`${baseURL}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!answer.ok) throw new Error(`sign-in of ${user.login} on ${baseURL}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data;
};

/** A browser context's storage state: the session as the sign-in page stores it, and the chosen language. */
export const storageStateFor = (baseURL: string, session: LoginAnswer | undefined, language: Language | undefined) => {
  const entries = [...(session ? sessionEntries(session) : []), ...(language ? [[LANGUAGE_KEY, language] as [string, string]] : [])];
  return { cookies: [], origins: [{ origin: baseURL, localStorage: entries.map(([name, value]) => ({ name, value })) }] };
};

/**
 * Signs in through the API with a session of its own, stored as the sign-in page does: for tests that end
 * their session (log out), which must not end the one the worker's other tests share; `baseURL` is needed only
 * for a spec's own server.
 */
export const signInViaApi = async (page: Page, user = ADMIN, baseURL = '') => {
  const answer = await page.request.post(`${baseURL}/api/Auth/Login`, { data: user });
  expect(answer.ok(), `sign-in of ${user.login}: ${await answer.text()}`).toBeTruthy();
  const { data } = await answer.json();
  // any same-origin page will do to reach localStorage; this one is small and public
  await page.goto(`${baseURL}/api/Company/Info`);
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), sessionEntries(data));
  return data as LoginAnswer;
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
