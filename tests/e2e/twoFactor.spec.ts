// The second factor (issue 32 item 5): enrolment from My Account and a sign-in with a code (en and es), a sign-in
// with a recovery code, seguridad with a code of the README's secret, and a role that requires it leading its
// member to enrol first. Codes are computed with otplib, as an authenticator app does.
import { generate } from 'otplib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/loginPage';
import { ADMIN, readCaptcha, signInAnswer } from './support/session';

// every test here is about sign-in with a second factor: each has a page of its own (support/sharedPage.ts)
test.use({ shareOnePage: false });

const PASSWORD = 'Prueba#2026';
const SEGURIDAD = { login: 'seguridad', password: 'Seguridad#2026', secret: 'SEGURIDADGRUPOANDINOSEGUNDOFACTO' };
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

let made = 0;
/** A fresh user of database 1 (Operador, or the given roles), made through the API as an administrator. */
async function freshUser(request: APIRequestContext, baseURL: string, roles = [2]) {
  made += 1;
  const login = `e2e2fa${Date.now().toString(36)}${made}`;
  const { token } = await signInAnswer(baseURL, ADMIN);
  const saved = await request.post('/api/User/Save', {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: 0, name: `Prueba Dos Factores ${made}`, login, email: `${login}@example.co`, password: PASSWORD, changePassword: 'False', roles, databases: [1], dataBaseId: 1 },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return { login, password: PASSWORD, adminToken: token };
}

/** The password step of the sign-in page; leaves the page on whatever comes next. */
async function typePassword(page: Page, user: { login: string; password: string }) {
  await page.goto('/login');
  const form = page.locator('form');
  await form.locator('input[name="user"]').fill(user.login);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('input[name="captcha"]').fill(await readCaptcha(page));
  await form.locator('button[type="submit"]').click();
}

const TEXTS = {
  en: { setUp: 'Set up', turnOn: 'Turn on', saved: 'I have saved them', on: 'On', verify: 'Verify', recovery: 'Use a recovery code instead', codesTitle: 'Your recovery codes', stepTitle: 'Second factor' },
  es: { setUp: 'Configurar', turnOn: 'Activar', saved: 'Ya los guardé', on: 'Activo', verify: 'Verificar', recovery: 'Usar un código de recuperación', codesTitle: 'Sus códigos de recuperación', stepTitle: 'Segundo factor' },
} as const;

for (const language of ['en', 'es'] as const) {
  test.describe(`second factor (${language})`, () => {
    test.use({ language });

    // npm test walks it in English; the Spanish texts → tests/unit/system/MyAccount.test.tsx › (es) Set up → …, and the
    // Spanish code step → 'seguridad (es)' below
    test('enrol from My Account, then sign in with the password and a code of the app', { tag: language === 'en' ? [] : '@review' }, async ({ page, request, server }) => {
      const text = TEXTS[language];
      const user = await freshUser(request, server.url);
      await typePassword(page, user);
      await page.waitForURL('**/system/dashboard');

      await page.goto('/system/myAccount');
      await page.getByRole('button', { name: text.setUp, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img', { name: new RegExp(user.login) })).toBeVisible();
      const secret = await dialog.locator('[data-secret]').getAttribute('data-secret');
      expect(secret).toMatch(/^[A-Z2-7]+$/);
      await saveScreen(page, `twoFactor-${language}-1280-enrol`);
      await dialog.locator('input[name="code"]').fill(await codeAt(secret!));
      await dialog.getByRole('button', { name: text.turnOn }).click();
      await expect(dialog.getByRole('heading', { name: text.codesTitle })).toBeVisible();
      await expect(dialog.getByRole('list', { name: text.codesTitle }).getByRole('listitem')).toHaveCount(10);
      await saveScreen(page, `twoFactor-${language}-1280-recovery-codes`);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: /\.txt/ }).click();
      expect((await download).suggestedFilename()).toBe(`recovery-codes-${user.login}.txt`);
      await dialog.getByRole('button', { name: text.saved }).click();
      await expect(page.getByText(text.on, { exact: true })).toBeVisible();

      // a new sign-in: no session after the password, the code step instead
      await page.evaluate(() => localStorage.clear());
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await typePassword(page, user);
      await expect(page.getByRole('heading', { name: text.stepTitle })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await saveScreen(page, `twoFactor-${language}-1280-code-step`);
      // the enrolment used this time step's code: the next one
      await page.locator('input[name="code"]').fill(await codeAt(secret!, 30));
      await page.getByRole('button', { name: text.verify }).click();
      await page.waitForURL('**/system/dashboard');
    });
  });
}

test('sign in with a recovery code (once), on a phone-sized screen', async ({ page, request, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await freshUser(request, server.url);
  const { token } = await signInAnswer(server.url, user);
  const auth = { Authorization: `Bearer ${token}` };
  const { secret } = (await (await request.post('/api/TwoFactor/BeginEnrol', { headers: auth })).json()).data;
  const { recoveryCodes } = (await (await request.post('/api/TwoFactor/ConfirmEnrol', { headers: auth, data: { code: await codeAt(secret) } })).json()).data;

  await typePassword(page, user);
  await page.getByRole('button', { name: TEXTS.en.recovery }).click();
  await page.locator('input[name="recoveryCode"]').fill(recoveryCodes[0]);
  await saveScreen(page, 'twoFactor-en-390-recovery-step');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/system/dashboard');

  // the same code a second time is refused, on its field
  await page.evaluate(() => localStorage.clear());
  await typePassword(page, user);
  await page.getByRole('button', { name: TEXTS.en.recovery }).click();
  await page.locator('input[name="recoveryCode"]').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^The code is not valid/)).toBeVisible();
});

test.describe('seguridad (es)', () => {
  test.use({ language: 'es' });
  test('signs in with a code of the README secret', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await typePassword(page, SEGURIDAD);
    await expect(page.getByRole('heading', { name: 'Segundo factor' })).toBeVisible();
    await expect(page.getByText('Escriba el código de 6 dígitos que muestra su aplicación de autenticación para seguridad.')).toBeVisible();
    await saveScreen(page, 'twoFactor-es-390-code-step');
    await page.locator('input[name="code"]').fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText(/^El código no es válido/)).toBeVisible();
    await page.locator('input[name="code"]').fill(await codeAt(SEGURIDAD.secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL('**/system/dashboard');
  });
});

test('a role that requires it leads its member to enrol before anything else (390 px)', async ({ page, request, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { token } = await signInAnswer(server.url, ADMIN);
  const role = await request.post('/api/Role/Save', {
    headers: { Authorization: `Bearer ${token}` },
    data: { id: 0, name: `Exige 2FA ${Date.now()}`, status: true, dataBaseId: 1, requireTwoFactor: true },
  });
  const roleId = (await role.json()).data;
  const user = await freshUser(request, server.url, [2, roleId]);
  await typePassword(page, user);
  await expect(page.getByRole('heading', { name: 'Set up the second factor' })).toBeVisible();
  await saveScreen(page, 'twoFactor-en-390-enrol-required');
  // any other page of the console comes back here
  await page.goto('/system/myAccount');
  await expect(page.getByRole('heading', { name: 'Set up the second factor' })).toBeVisible();
  const secret = await page.locator('[data-secret]').getAttribute('data-secret');
  await page.locator('input[name="code"]').fill(await codeAt(secret!));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.waitForURL('**/system/dashboard');
});
