import { expect, SCREENS, test, type Page } from './support/fixtures';
import { signInViaUi } from './support/session';

// User management and the event log (issue 18, spec 04 §2.2, §2.3, §5, §8).
test.use({ signedInAs: 'admin', language: 'es' });

const usersTable = (page: Page) => page.getByRole('table', { name: 'Gestión de usuarios' });
const choose = async (page: Page, field: string, option: string) => {
  await page.locator(`[data-field="${field}"]`).locator('..').click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const confirm = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();

test('a user created with the password policy signs in with the new password; disabled, then deleted', async ({ page, browser, baseURL, session }) => {
  await page.goto('/MobileOperator/UserManagement');
  await expect(usersTable(page).locator('tbody tr[data-row]')).toHaveCount(10);
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog');
  const save = dialog.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  await expect(dialog.getByText('Por favor, complete todos los campos correctamente')).toBeVisible();
  const email = `tecnico.${Date.now() % 1_000_000}@grupoandino.co`;
  await dialog.getByLabel('Nombre').fill('Técnico E2E');
  await choose(page, 'idRol', 'Operador');
  await dialog.getByLabel('Correo').fill(email);
  await expect(dialog.locator('[data-field="login"]')).toHaveValue(email);
  await dialog.getByLabel('Documento').fill('1020304050');
  await choose(page, 'idWorkShop', 'Tienda Unicentro');
  await dialog.locator('[data-field="password"]').fill('corta');
  await expect(dialog.getByText('La contraseña debe cumplir con todos los requisitos.')).toBeVisible();
  await dialog.locator('[data-field="password"]').fill('Tecnico#2026');
  await dialog.locator('[data-field="confirm"]').fill('Tecnico#2027');
  await expect(dialog.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.locator('[data-field="confirm"]').fill('Tecnico#2026');
  await expect(save).toBeEnabled();
  // spec 04 §7: the user with User/SaveUser?databaseId, then its link with UserManagement/Save (idUserAdmin: who acts)
  const savedUser = page.waitForRequest((request) => request.url().includes('/api/User/SaveUser?databaseId=5'));
  const savedLink = page.waitForRequest((request) => request.url().endsWith('/api/UserManagement/Save'));
  await save.click();
  await expect(page.getByText('Usuario creado correctamente')).toBeVisible();
  expect((await savedUser).postDataJSON()).toMatchObject({ id: 0, email, login: email, name: 'Técnico E2E' });
  expect((await savedLink).postDataJSON()).toMatchObject({ operationCrudType: 1, idUserAdmin: session.userId, entity: { state: 1 } });

  // the new user signs in with the password it was given
  const context = await browser.newContext({ baseURL });
  await signInViaUi(await context.newPage(), { login: email, password: 'Tecnico#2026' });
  await context.close();

  await choose(page, 'type', 'Correo');
  await page.locator('[data-field="param1"]').fill(email);
  // a search by e-mail: User/getByFilter finds the user, UserManagement/GetByIdUser its link
  const found = page.waitForRequest((request) => request.url().endsWith('/api/User/getByFilter'));
  const linksOf = page.waitForRequest((request) => request.url().includes('/api/UserManagement/GetByIdUser?idUser='));
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  expect((await found).postDataJSON()).toEqual({ type: 'Email', filterValue: email, databaseId: 5 });
  await linksOf;
  const row = usersTable(page).getByRole('row').filter({ hasText: 'Técnico E2E' });
  await expect(row).toContainText('Tienda Unicentro');
  await row.getByRole('button', { name: 'Deshabilitar' }).click();
  await confirm(page);
  await expect(page.getByText('Usuario deshabilitado correctamente')).toBeVisible();
  await expect(row).toContainText('Inactivo');
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('¿Está seguro de eliminar este usuario?')).toBeVisible();
  await confirm(page);
  await expect(page.getByText('Usuario eliminado correctamente')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No se encontró ningún usuario' })).toContainText('Búsqueda');
});

test('users filtered by state; the log read by a date range, 5 a page, the stack of a failed line unfolded', async ({ page }) => {
  await page.goto('/MobileOperator/UserManagement');
  await choose(page, 'state', 'Inactivo');
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  await expect(usersTable(page).locator('tbody tr[data-row]').first()).toContainText('Inactivo');
  for (const row of await usersTable(page).locator('tbody tr[data-row]').all()) await expect(row).toContainText('Inactivo');

  await page.goto('/MobileOperator/LogManagement');
  const logs = page.getByRole('table', { name: 'Registro de eventos' });
  await expect(logs.getByRole('columnheader')).toHaveText(['Date', 'Message', 'StatusCode', 'Stack', 'IsSuccess']);
  await page.locator('[data-field="start"]').fill('2026-10-01');
  await page.locator('[data-field="end"]').fill('2026-10-31');
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1–5 de 12')).toBeVisible();
  const failed = logs.getByRole('row').filter({ hasText: '409' }).first();
  await failed.getByRole('button', { name: 'Ver la traza' }).click();
  await expect(failed).toContainText('transition.notAllowed');
});

for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test('users and logs', { tag: '@screens' }, async ({ page }) => {
      await page.goto('/MobileOperator/UserManagement');
      await expect(page.locator('tbody tr[data-row]')).toHaveCount(10);
      await page.screenshot({ path: `${SCREENS}/backoffice-users-${language}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: language === 'es' ? 'Nuevo usuario' : 'New user' }).click();
      await page.getByRole('dialog').locator('[data-field="password"]').fill('abc');
      await page.screenshot({ path: `${SCREENS}/backoffice-user-dialog-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/MobileOperator/LogManagement');
      await page.locator('[data-field="start"]').fill('2026-10-01');
      await page.getByRole('search').getByRole('button').click();
      await expect(page.locator('tbody tr[data-row]')).toHaveCount(5);
      await page.screenshot({ path: `${SCREENS}/backoffice-logs-${language}-${width}.png`, fullPage: true });
    });
  });
}
