import { expect, SCREENS, test, transitionsDone, type Locator, type Page } from './support/fixtures';

// Issue 14: Ajuste de Integración.
test.use({ signedInAs: 'admin' });

const screenUrl = (token: string) => `/SatelliteTV/components/IntegrationAdjustment?token=${token}&url=${encodeURIComponent('/api/')}`;
const table = (page: Page) => page.getByRole('table', { name: 'Integration adjustment' });

async function pick(page: Page, label: string, option: string | RegExp, scope: Page | Locator = page) {
  const select = scope.getByRole('combobox', { name: label });
  await select.click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(select).toHaveText(option);
}

async function openNew(page: Page, token: string) {
  await page.goto(screenUrl(token));
  await expect(table(page).getByRole('row')).toHaveCount(51);
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'New' }).click();
  return page.getByRole('dialog', { name: 'New integration adjustment' });
}

test('adding an empty item shows the four item messages at once', async ({ page, session: { token } }) => {
  const dialog = await openNew(page, token);
  await dialog.getByRole('button', { name: 'Add item' }).click();
  // one red toast titled Error holding all four (the toast sits outside the open modal, so it is found by its text)
  const toast = page.locator('.MuiSnackbar-root').filter({ hasText: 'Error' });
  for (const text of ['Se requiere Material', 'Se requiere Bodega Destino', 'Se requiere SubInventario', 'La cantidad debe ser mayor a cero']) {
    await expect(toast.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText('No items yet: add one.')).toBeVisible();
});

test('a complete serialized integration adjustment is saved, found and opened read-only', async ({ page, session: { token } }) => {
  const dialog = await openNew(page, token);
  const saves: string[] = [];
  page.on('request', (request) => request.url().includes('IntegrationAdjustment/Save') && saves.push(request.url()));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(12);
  expect(saves).toEqual([]);

  // the header's Destination warehouse comes before the item entry's
  await dialog.getByRole('combobox', { name: 'Destination warehouse' }).first().click();
  await page.getByRole('option', { name: /^BOD-MED-01 / }).click();
  await dialog.getByLabel('Planilla').fill('PL-E2E-777');
  await dialog.getByLabel('Additional document').fill('DA-E2E-1');
  await dialog.getByLabel('Transport document').fill('GT-E2E-1');
  await dialog.getByLabel('Invoice').fill('FV-E2E-1');
  await dialog.getByLabel('Pallet').fill('2');
  await dialog.getByLabel('Placa').fill('KLM321');
  await dialog.getByLabel('Cedula').fill('1032456789');
  await dialog.getByLabel('Nombre').fill('Paola Andrea Ruiz');
  await pick(page, 'Destination sub-inventory', /^DISPONIBLE /);
  await pick(page, 'Origin sub-inventory', /^TRANSITO /);
  await pick(page, 'Origin warehouse', /^BOD-BOG-01 /);
  await dialog.getByLabel('Este proceso es para Serializado?').check();

  const entry = dialog.getByRole('group', { name: 'Add item' });
  await pick(page, 'Material', /^DTV-H25-500 /, entry);
  await pick(page, 'Destination warehouse', /^BOD-MED-01 /, entry);
  await pick(page, 'Sub-inventory', /^DISPONIBLE /, entry);
  await entry.getByLabel('Quantity').fill('2');
  // one serial for two units: refused, nothing added
  await dialog.getByLabel('Serial numbers').fill('ZE2E0001');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('One serial per unit: 2 expected, 1 given')).toBeVisible();
  await dialog.getByLabel('Serial numbers').fill('ZE2E0001, ZE2E0002');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  const items = dialog.getByRole('table', { name: 'Items' }).getByRole('row');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('ZE2E0001, ZE2E0002');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ajsute de interface Exitos')).toBeVisible();
  await expect(page.getByText('Ok', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('PL-E2E-777');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const id = (await table(page).getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  await table(page).getByRole('button', { name: `View adjustment ${id}` }).click();
  const opened = page.getByRole('dialog', { name: `Integration adjustment ${id}` });
  await expect(opened.getByText('An opened adjustment is read-only.')).toBeVisible();
  await expect(opened.getByLabel('Planilla')).toHaveValue('PL-E2E-777');
  await expect(opened.getByLabel('Planilla')).toBeDisabled();
  await expect(opened.getByLabel('Este proceso es para Serializado?')).toBeChecked();
  await expect(opened.getByRole('table', { name: 'Items' }).getByRole('row').nth(1)).toContainText('ZE2E0001, ZE2E0002');
  await expect(opened.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(opened.getByRole('button', { name: 'Add item' })).toHaveCount(0);
  await expect(opened.getByRole('button', { name: /^Remove item/ })).toHaveCount(0);
});

for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test(`integration adjustment ${language} ${width}`, { tag: '@screens' }, async ({ page, session: { token } }) => {
      await page.goto(screenUrl(token));
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-integration-${language}-${width}.png` });
      await page.getByRole('row').nth(4).getByRole('button').click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-integration-view-${language}-${width}.png` });
    });
  });
}
