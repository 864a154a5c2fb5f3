import { expect, SCREENS, test, type Page } from './support/fixtures';
import { engineRow } from './support/engineList';

// Stores and loan phones (issue 18, spec 04 §2.5, §2.7): each screen's main action and its quoted messages.
test.use({ signedInAs: 'admin', language: 'es' });

const storesTable = (page: Page) => page.getByRole('table', { name: 'Gestión de talleres' });
const loansTable = (page: Page) => page.getByRole('table', { name: 'Equipos en préstamo' });
/** A select of the engine's form (react-admin's SelectInput), by its label. */
const chooseIn = async (page: Page, label: string, option: string) => {
  await page.getByRole('dialog').getByRole('combobox', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const confirm = (page: Page) => page.getByRole('dialog').getByRole('button', { name: /Confirmar|Confirm/ }).click();

test('a store is created, edited, closed (Cerrado in red) and reopened (Abierto in green), each with its message', async ({ page }) => {
  await page.goto('/MobileOperator/WorkShopManagement');
  // the engine's list (react-admin's DataTable): rows are tbody rows, the required message is react-admin's
  await expect(storesTable(page).locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Nueva tienda' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Requerido')).toHaveCount(4);
  const name = `Tienda E2E ${Date.now() % 100000}`;
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Dirección').fill('Calle 100 # 15-20');
  await chooseIn(page, 'Departamento', 'Antioquia');
  await chooseIn(page, 'Ciudad', 'Envigado');
  // another department empties the city and offers its own
  await chooseIn(page, 'Departamento', 'Cundinamarca');
  await expect(dialog.getByRole('combobox', { name: /Ciudad/ })).not.toContainText('Envigado');
  await dialog.getByRole('combobox', { name: /Ciudad/ }).click();
  await expect(page.getByRole('option', { name: 'Envigado', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Chía', exact: true }).click();
  await chooseIn(page, 'Departamento', 'Antioquia');
  await chooseIn(page, 'Ciudad', 'Envigado');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tienda creada correctamente.')).toBeVisible();

  const row = await engineRow(page, storesTable(page), name);
  await expect(row).toContainText('Antioquia');
  await expect(row).toContainText('Envigado');
  await row.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('dialog').getByLabel('Dirección').fill('Calle 101 # 15-20');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tienda Actualizada correctamente.')).toBeVisible();
  await expect(row).toContainText('Calle 101 # 15-20');

  await expect(row.locator('[data-state="Abierto"]')).toHaveClass(/colorSuccess/);
  await row.getByRole('button', { name: 'Inactivar' }).click();
  await confirm(page);
  await expect(page.getByText('Tienda Inactivada correctamente.')).toBeVisible();
  await expect(row.locator('[data-state="Cerrado"]')).toHaveClass(/colorError/);
  await row.getByRole('button', { name: 'Activar' }).click();
  await confirm(page);
  await expect(page.getByText('Tienda Activada correctamente.')).toBeVisible();
  await expect(row.locator('[data-state="Abierto"]')).toBeVisible();
});

test('a loan phone: Datos incorretos for a bad IMEI, created, edited, deleted; a lent one cannot be deleted', async ({ page }) => {
  await page.goto('/MobileOperator/LoanPhoneManagement');
  await expect(loansTable(page).locator('tbody tr')).toHaveCount(20);
  // a seeded phone lent to an open order: its delete is refused, with the reason
  const lent = loansTable(page).getByRole('row').filter({ hasText: /Orden \d+/ }).first();
  await expect(lent.getByRole('button', { name: /Prestado a la orden abierta \d+: no se puede eliminar/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Nuevo equipo' }).click();
  const dialog = page.getByRole('dialog');
  // brands and models are the point of sale's (migration 017)
  await chooseIn(page, 'Marca', 'Xiaomi');
  await chooseIn(page, 'Modelo', 'Redmi 13C');
  await dialog.getByLabel('Descripción').fill('Préstamo E2E');
  await dialog.getByLabel('IMEI').fill('86123');
  await chooseIn(page, 'Tienda', 'Tienda Andino');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Datos incorretos')).toBeVisible();
  const imei = `8699${String(Date.now()).slice(-11)}`;
  await dialog.getByLabel('IMEI').fill(imei);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Equipo creada correctamente.')).toBeVisible();

  const row = await engineRow(page, loansTable(page), imei);
  await expect(row).toContainText('Redmi 13C');
  await expect(row).toContainText('Xiaomi');
  await row.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('dialog').getByLabel('Descripción').fill('Préstamo E2E editado');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Equipo Actualizada correctamente.')).toBeVisible();
  await expect(row).toContainText('Préstamo E2E editado');
  // react-admin's delete (Spanish 'Borrar'), behind its confirmation
  await row.getByRole('button', { name: 'Borrar' }).click();
  await confirm(page);
  await expect(page.getByText('Equipo Eliminado correctamente.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 900 } });
  test("a lent phone's form says why it cannot be deleted; a store's switch is on its line", async ({ page }) => {
    await page.goto('/MobileOperator/LoanPhoneManagement');
    await page.getByText(/Orden \d+/).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: /Prestado a la orden abierta \d+: no se puede eliminar/ })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.goto('/MobileOperator/WorkShopManagement');
    // the switch asks first, and does not open the store's form under its question
    await page.getByRole('button', { name: 'Inactivar', exact: true }).first().click();
    await expect(page.getByRole('dialog')).toContainText(/¿Inactivar la tienda ".+"\? Quedará Cerrado\./);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test('stores and loan phones', { tag: '@screens' }, async ({ page }) => {
      await page.goto('/MobileOperator/WorkShopManagement');
      // a table on wide screens, react-admin's simple list on phones
      // the stored value Abierto, in the reader's language (issue 47 item 8)
      await expect(page.getByText(language === 'es' ? 'Abierto' : 'Open', { exact: true }).first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/backoffice-stores-${language}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: language === 'es' ? 'Nueva tienda' : 'New store' }).click();
      await page.screenshot({ path: `${SCREENS}/backoffice-store-dialog-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/MobileOperator/LoanPhoneManagement');
      await expect(page.getByText(/Equipo de préstamo 01|Equipo de préstamo/).first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/backoffice-loans-${language}-${width}.png`, fullPage: true });
    });
  });
}
