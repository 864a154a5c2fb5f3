import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The parts of the sign-in page, by role or name, in either language. */
export const loginPage = (page: Page) => {
  const form = page.locator('form');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    user: form.locator('input[name="user"]'),
    password: form.locator('input[name="password"]'),
    captcha: form.locator('input[name="captcha"]'),
    captchaImage: page.locator('canvas[role="img"]'),
    refresh: page.getByRole('button', { name: /^(Draw a new CAPTCHA|Generar un nuevo CAPTCHA)$/ }),
    showPassword: page.getByRole('button', { name: /^(Show password|Mostrar contraseña)$/ }),
    submit: form.locator('button[type="submit"]'),
    alert: page.getByRole('alert'),
    logo: page.getByRole('img', { name: /^(Logo of|Logotipo de) / }),
  };
};

/** Every request the page sends to Auth/Login, from now on. */
export const watchSignInCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Auth/Login')) calls.push(request.method());
  });
  return calls;
};

/** The page once the company branding has arrived, so screenshots and layout checks see the final page. */
export const openLoginPage = async (page: Page) => {
  await page.goto('/login');
  const parts = loginPage(page);
  await expect(parts.logo).toBeVisible();
  await expect(parts.captchaImage).toBeVisible();
  return parts;
};

const SCREENS = resolve(import.meta.dirname, '../.artifacts/screens');

export const saveScreen = async (page: Page, name: string) => {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: true });
};

/** Markers only react-admin's code carries (its theme component names and message keys). */
export const REACT_ADMIN_MARKERS = ['RaLayout', 'RaDatagrid', 'ra.action.'];
