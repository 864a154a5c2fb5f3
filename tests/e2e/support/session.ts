import { expect, type Page } from '@playwright/test';

export const ADMIN = { login: 'admin', password: 'Admin#2026' };
export const OPERATOR = { login: 'operador', password: 'Operador#2026' };

/** Signs in through the login page as a user would. */
export const signIn = async (page: Page, user = ADMIN, baseURL = '') => {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel(/user/i).first().fill(user.login);
  await page.getByLabel(/password/i).first().fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
};
