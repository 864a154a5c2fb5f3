import { expect, test, transitionsDone, type Locator, type Page } from './support/fixtures';
import { PASSWORD_USER } from './support/session';

test.use({ signedInAs: 'admin' });

const NEW_PASSWORD = 'Cambio#2027';

// menu entries are named in the user's language (the seed names each in Spanish and English)
const ADMIN_GROUPS = ['Administration', 'Reports', 'Satellite TV', 'Mobile operator', 'Portability', 'File uploads', 'Catalogue', 'SIM cards'];

const NOT_FOUND_EN = 'Opps, it seems that this page does not exist.';
const NOT_AUTHORIZED_EN = 'Opps, You do not have authorization for this option, please contact your system administrator..';

/** A password input by its label (the toggle beside it has its own name). */
const passwordField = (dialog: Locator, label: string) => dialog.getByRole('textbox', { name: label, exact: true });

const card = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('region', { name, exact: true });

test('dashboard: a card per group of the admin’s menu, with links to the screens', async ({ page }) => {
  await page.goto('/system/dashboard');
  for (const group of ADMIN_GROUPS) await expect(card(page, group)).toBeVisible();
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(ADMIN_GROUPS.length);
  const admin = card(page, 'Administration');
  // Home, Microservices, User manager, Permissions, My account, Warehouses, Resources (issue 19) and Mailbox (issue 36)
  await expect(admin.getByText('8 options')).toBeVisible();
  await admin.getByRole('link', { name: 'Microservices' }).click();
  await expect(page).toHaveURL(/\/system\/configuration\/data-bases$/);
});

// in Spanish, whose entry names have accents
test.describe(() => {
  test.use({ language: 'es' });
  test('dashboard: the header search filters the cards, accents and case aside', async ({ page }) => {
    await page.goto('/system/dashboard');
    await expect(card(page, 'Reportes')).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Buscar' });

    await search.fill('CONFIGURACION');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
    await expect(card(page, 'Reportes').getByRole('link')).toHaveText(['Configuración de reportes']);

    // a group's name brings the whole group
    await search.fill('catalogo');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
    await expect(card(page, 'Catálogo').getByRole('link')).toHaveCount(2);

    await search.fill('facturas');
    await expect(page.getByText('Ninguna opción coincide con “facturas”')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(ADMIN_GROUPS.length);
  });
});

test.describe(() => {
  test.use({ signedInAs: 'clave.demo' });
  test('my account: profile, then change password end to end', async ({ page }) => {
    await page.goto('/system/myAccount');
    await expect(page.getByRole('heading', { name: 'Valentina Cárdenas Ríos' })).toBeVisible();
    await expect(page.getByText('MED-001')).toBeVisible();
    await expect(page.getByRole('link', { name: 'clave.demo@grupoandino.co' })).toBeVisible();

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    const current = passwordField(dialog, 'Current password');
    const next = passwordField(dialog, 'New password');
    const repeated = passwordField(dialog, 'Repeat the new password');
    const submit = dialog.getByRole('button', { name: 'Change password' });

    // the repeated password differs
    await current.fill(PASSWORD_USER.password);
    await next.fill(NEW_PASSWORD);
    await repeated.fill('Cambio#2028');
    await submit.click();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();

    // a wrong current password: the server's message, in the dialog, with what was typed kept
    await current.fill('Equivocada#1');
    await repeated.fill(NEW_PASSWORD);
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('The current password is not correct.');
    await expect(next).toHaveValue(NEW_PASSWORD);

    // the show/hide toggle
    await expect(current).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).first().click();
    await expect(current).toHaveAttribute('type', 'text');

    await current.fill(PASSWORD_USER.password);
    await submit.click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const signIn = (password: string) => page.request.post('/api/Auth/Login', { data: { login: PASSWORD_USER.login, password } });
    expect((await signIn(NEW_PASSWORD)).status()).toBe(200);
    expect((await signIn(PASSWORD_USER.password)).status()).toBe(401);
  });
});

test('404 for an unknown path, 401 page, and the generic error page', async ({ page }) => {
  await page.goto('/system/no-such-screen');
  await expect(page.getByText(NOT_FOUND_EN, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/system\/dashboard$/);

  await page.goto('/system/not-authorized');
  await expect(page.getByText(NOT_AUTHORIZED_EN, { exact: true })).toBeVisible();

  await page.goto('/system/dashboard');
  await expect(card(page, 'Reports')).toBeVisible();
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/system\/dashboard$/);
});

test.describe(() => {
  test.use({ language: 'es' });
  // @review: unit system/ErrorPages.test.tsx › in Spanish, › 401 in Spanish; layout/breadcrumb.test.tsx › the 401 page in Spanish…
  test('Spanish texts of the 404 and 401 pages', { tag: '@review' }, async ({ page }) => {
    await page.goto('/esto/no/existe');
    await expect(page.getByText('Ups, parece que esta página no existe.', { exact: true })).toBeVisible();
    await page.goto('/system/not-authorized');
    await expect(page.getByText(/^Ups, no tiene autorización para esta opción/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem')).toHaveText(['Sistema', 'Sin autorización']);
  });
});

test.describe(() => {
  // only clave.demo may change the password (issue 10 item 15)
  test.use({ language: 'es', signedInAs: 'clave.demo' });
  // @review: unit system/MyAccount.test.tsx › requires the three passwords and says when the repeated one differs, in English and Spanish
  test('Spanish text of the password mismatch', { tag: '@review' }, async ({ page }) => {
    await page.goto('/system/myAccount');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog');
    await passwordField(dialog, 'Nueva contraseña').fill('Cambio#2027');
    await passwordField(dialog, 'Repita la nueva contraseña').fill('Cambio#2028');
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(dialog.getByText('Las contraseñas no coinciden')).toBeVisible();
  });
});

// ---- screenshots: every page of the area, in both languages, on a desktop and a phone ----------------------

const SCREENS: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'dashboard', path: '/system/dashboard', ready: (page) => expect(card(page, /^(Reports|Reportes)$/)).toBeVisible() },
  { name: 'myAccount', path: '/system/myAccount', ready: (page) => expect(page.getByText('BOG-001')).toBeVisible() },
  { name: 'notFound', path: '/no-such-page', ready: (page) => expect(page.getByText('404')).toBeVisible() },
  { name: 'notAuthorized', path: '/system/not-authorized', ready: (page) => expect(page.getByText('401')).toBeVisible() },
  { name: 'error', path: '/error', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

for (const lang of ['en', 'es'] as const) {
  test.describe(() => {
    test.use({ language: lang });
    test(`screenshots in ${lang}`, { tag: '@screens' }, async ({ page }) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
        for (const screen of SCREENS) {
          await page.goto(screen.path);
          await screen.ready(page);
          await transitionsDone(page);
          await page.screenshot({ path: `tests/e2e/.artifacts/screens/system-${screen.name}-${lang}-${width}.png`, fullPage: true });
        }
      }
    });
  });
}

// the user who must change the password: the prompt on the home page and the dialog it opens
const PASSWORD_SCREENS: typeof SCREENS = [
  { name: 'changePasswordPrompt', path: '/system/dashboard', ready: (page) => expect(page.getByRole('status').filter({ hasText: /password|contraseña/ })).toBeVisible() },
  {
    name: 'changePassword',
    path: '/system/myAccount',
    ready: async (page) => {
      await page.locator('button', { hasText: /Change password|Cambiar contraseña/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

for (const lang of ['en', 'es'] as const) {
  test.describe(() => {
    test.use({ language: lang, signedInAs: 'clave.demo' });
    test(`screenshots of the change-password screens in ${lang}`, { tag: '@screens' }, async ({ page }) => {
      for (const width of [1280, 1024, 390]) {
        await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
        for (const screen of PASSWORD_SCREENS) {
          await page.goto(screen.path);
          await screen.ready(page);
          await transitionsDone(page);
          await page.screenshot({ path: `tests/e2e/.artifacts/screens/system-${screen.name}-${lang}-${width}.png`, fullPage: true });
        }
      }
    });
  });
}

test.describe(() => {
  // about what a sign-in's session shows (the page of the test that changed the password remembers that it did)
  test.use({ signedInAs: 'clave.demo', shareOnePage: false });
  test('issue 10 item 15: after sign-in clave.demo is asked to change the password; the prompt opens the dialog', async ({ page }) => {
    await page.goto('/system/dashboard');
    const prompt = page.getByRole('status').filter({ hasText: 'For your security, change the password you were given.' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/system\/myAccount$/);
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  });
});

test('issue 10 item 15: the administrator is not asked to change the password', async ({ page }) => {
  await page.goto('/system/dashboard');
  await expect(card(page, 'Reports')).toBeVisible();
  await expect(page.getByText('For your security, change the password you were given.')).toHaveCount(0);
  await page.goto('/system/myAccount');
  await expect(page.getByText('BOG-001')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0);
});

test('dashboard widgets: collapse (remembered after a reload), full screen and back', async ({ page }) => {
  await page.goto('/system/dashboard');
  const reports = page.getByRole('region', { name: 'Reports' });
  await expect(reports.getByRole('link', { name: 'Report viewer' })).toBeVisible();
  await reports.getByRole('button', { name: 'Collapse Reports' }).click();
  await expect(reports.getByRole('link', { name: 'Report viewer' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reports' }).getByRole('button', { name: 'Expand Reports' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reports' }).getByRole('link', { name: 'Report viewer' })).toBeHidden();

  await page.getByRole('region', { name: 'Administration' }).getByRole('button', { name: 'Show Administration full screen' }).click();
  const full = page.getByRole('dialog', { name: 'Administration' });
  await expect(full.getByRole('link', { name: 'Microservices' })).toBeVisible();
  await full.getByRole('button', { name: 'Leave full screen' }).click();
  await expect(full).toBeHidden();
  // a link in full screen goes where it says
  await page.getByRole('region', { name: 'Administration' }).getByRole('button', { name: 'Show Administration full screen' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Microservices' }).click();
  await expect(page).toHaveURL(/data-bases$/);
});
