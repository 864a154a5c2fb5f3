import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';

// Issue 14: Ajuste de Inventario. Seeded configurations 3 and 4 are ADJUST_IN · AJP and ADJUST_OUT · AJN.
test.use({ signedInAs: 'admin' });

const screenUrl = (token: string) => `/SatelliteTV/components/InventoryAdjustment?token=${token}&url=${encodeURIComponent('/api/')}`;
const table = (page: Page) => page.getByRole('table', { name: 'Inventory adjustment' });

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('creates an inventory adjustment with two items, finds it, opens it and deletes it after confirming', async ({ page, session: { token } }) => {
  await page.goto(screenUrl(token));
  await expect(table(page).getByRole('row')).toHaveCount(51);
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'New inventory adjustment' });

  // Guardar with nothing filled: each problem shown, nothing sent
  const saves: string[] = [];
  page.on('request', (request) => request.url().includes('InventoryAdjustment/Save') && saves.push(request.url()));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(3);
  await expect(dialog.getByText('A whole number greater than zero')).toBeVisible();
  expect(saves).toEqual([]);

  await pick(page, 'Configuration', 'ADJUST_IN · AJP');
  await dialog.getByLabel('Document Id').fill('AJ-E2E-0001');
  await pick(page, 'Sender organization', /^BOD-BOG-01 /);
  await dialog.getByLabel('Note').fill('Sobrante en conteo cíclico');
  await pick(page, 'Product 1', /^DTV-ANT-60 /);
  await dialog.getByLabel('Quantity 1').fill('4');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await pick(page, 'Product 2', /^DTV-H25-500 /);
  await dialog.getByLabel('Quantity 2').fill('1');
  await dialog.getByLabel('Serial 2', { exact: true }).fill('ZA99990001');
  // a third line added and removed again
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByRole('button', { name: 'Remove item 3' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ajuste de inventario guardado con exito...')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill('AJ-E2E-0001');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const row = table(page).getByRole('row').nth(1);
  await expect(row).toContainText('ADJUST_IN');
  const id = (await row.getByRole('cell').first().innerText()).trim();
  await row.getByRole('button', { name: `View adjustment ${id}` }).click();
  const detail = page.getByRole('dialog', { name: `Inventory adjustment ${id}` });
  const items = detail.getByRole('table', { name: 'Items' }).getByRole('row');
  await expect(items).toHaveCount(3);
  await expect(items.nth(1)).toContainText('DTV-ANT-60');
  await expect(items.nth(2)).toContainText('ZA99990001');
  await detail.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Delete adjustment ${id}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete inventory adjustment ${id}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Delete adjustment ${id}` }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Ajuste de inventario eliminado con exito...')).toBeVisible();
  await expect(table(page).getByText('No records to show')).toBeVisible();
});

for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test(`inventory adjustment ${language} ${width}`, async ({ page, session: { token } }) => {
      await page.goto(screenUrl(token));
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-inventory-${language}-${width}.png` });
      await page.getByRole('button', { name: /^(Options|Opciones)$/ }).click();
      await page.getByRole('menuitem').first().click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-inventory-new-${language}-${width}.png` });
    });
  });
}
