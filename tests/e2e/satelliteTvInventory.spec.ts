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

  // Guardar with nothing filled: no header field is required (spec 02 §5), but the blank line names neither a product nor
  // a quantity: each problem shown on its field, nothing sent
  const saves: string[] = [];
  page.on('request', (request) => request.url().includes('InventoryAdjustment/Save') && saves.push(request.url()));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Choose a product, or remove the line')).toBeVisible();
  await expect(dialog.getByText('A whole number from -100000 to 100000, such as 4 or -2')).toBeVisible();
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(0);
  expect(saves).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/satelliteTv-inventory-checks-en.png` });

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

// Issue 33 item 3, spec 02 §5: "Inventory adjustment: no validation rules; items are added freely." An adjustment that
// lowers stock (a negative quantity), with no configuration and no document id, is saved and listed as the screen shows it.
const TEXTS = {
  es: {
    options: 'Opciones', new: 'Nuevo', dialog: 'Nuevo ajuste de inventario', product: 'Producto', quantity: 'Cantidad', note: 'Nota', add: 'Agregar ítem',
    table: 'Ajuste de Inventario', view: 'Ver el ajuste', detail: 'Ajuste de inventario', items: 'Ítems', close: 'Cerrar', configuration: 'Configuración',
    documentId: 'Id de documento', rules: 'Ningún campo es obligatorio. Cada línea lleva un producto y una cantidad entera: positiva suma existencias, negativa las descuenta.',
  },
  en: {
    options: 'Options', new: 'New', dialog: 'New inventory adjustment', product: 'Product', quantity: 'Quantity', note: 'Note', add: 'Add item',
    table: 'Inventory adjustment', view: 'View adjustment', detail: 'Inventory adjustment', items: 'Items', close: 'Close', configuration: 'Configuration',
    documentId: 'Document Id', rules: 'No field is required. Each line needs a product and a whole quantity: a positive one adds stock, a negative one lowers it.',
  },
} as const;

for (const language of ['es', 'en'] as const) {
  test.describe(() => {
    test.use({ language });
    // npm test runs it in Spanish; the English labels → :14 above, the English rules line →
    // tests/unit/satelliteTv/adjustmentForms.test.ts › the inventory adjustment form says what it checks › in en
    test(`${language}: an adjustment lowering stock, without configuration or document id, is saved and listed`, { tag: language === 'es' ? [] : '@review' }, async ({ page, session: { token } }) => {
      const t = TEXTS[language];
      const note = `Faltante en conteo ${language}`;
      await page.goto(screenUrl(token));
      const list = page.getByRole('table', { name: t.table });
      await expect(list.getByRole('row').nth(1)).toBeVisible();
      // the newest adjustment before this one: the list, read again after the save, has the new one above it
      const newestBefore = (await list.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
      await page.getByRole('button', { name: t.options }).click();
      await page.getByRole('menuitem', { name: t.new }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      // the form says what it checks; configuration and document id are not marked required
      await expect(dialog.getByText(t.rules)).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: t.configuration, exact: true })).not.toHaveAttribute('aria-required', 'true');
      await expect(dialog.getByRole('textbox', { name: t.documentId, exact: true })).not.toHaveAttribute('required');
      await dialog.getByRole('textbox', { name: t.note, exact: true }).fill(note);
      await pick(page, `${t.product} 1`, /^DTV-ANT-60 /);
      await dialog.getByRole('textbox', { name: `${t.quantity} 1`, exact: true }).fill('-3');
      await dialog.getByRole('button', { name: t.add }).click();
      await pick(page, `${t.product} 2`, /^DTV-H25-500 /);
      await dialog.getByRole('textbox', { name: `${t.quantity} 2`, exact: true }).fill('-1');
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().includes('InventoryAdjustment/Save')),
        dialog.getByRole('button', { name: 'Guardar' }).click(),
      ]);
      expect(request.postDataJSON()).toMatchObject({ documentId: '', productActivityNote: note, items: [{ quantity: -3 }, { quantity: -1 }] });
      expect(request.postDataJSON()).not.toHaveProperty('configuration');
      await expect(page.getByText('Ajuste de inventario guardado con exito...')).toBeVisible();
      await expect(dialog).toBeHidden();

      // the newest first: its row, then its items with the stock they take out
      const row = list.getByRole('row').nth(1);
      // read once the list shows the new adjustment (its refetch may still be on its way when the dialog closes)
      await expect(row.getByRole('cell').first()).not.toHaveText(newestBefore);
      const id = (await row.getByRole('cell').first().innerText()).trim();
      await row.getByRole('button', { name: `${t.view} ${id}` }).click();
      const detail = page.getByRole('dialog', { name: `${t.detail} ${id}` });
      const items = detail.getByRole('table', { name: t.items }).getByRole('row');
      await expect(items).toHaveCount(3);
      await expect(items.nth(1).getByRole('cell')).toHaveText(['1', 'DTV-ANT-60', '-3', '', '']);
      await expect(items.nth(2).getByRole('cell')).toHaveText(['2', 'DTV-H25-500', '-1', '', '']);
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-inventory-negative-${language}.png` });
      await detail.getByRole('button', { name: t.close }).click();
    });
  });
}

for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test(`inventory adjustment ${language} ${width}`, { tag: '@screens' }, async ({ page, session: { token } }) => {
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
