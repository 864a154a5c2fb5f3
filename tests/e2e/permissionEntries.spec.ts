import { expect, SCREENS, TAKE_SCREENS, test, transitionsDone, type Page } from './support/fixtures';

test.use({ signedInAs: 'admin' });

// seed: 33 entries (19 reports, 14 upload tables); "Reporte de existencias por bodega" belongs to database 2 and
// is assigned to María Fernanda Gómez, Julián Andrés Restrepo and Paola Andrea Díaz Quintero
const ENTRY = 'Reporte de existencias por bodega';

const entryRow = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });
const tags = (page: Page) => page.getByRole('dialog').locator('.MuiChip-root');

const openUsers = async (page: Page, name: string, button = 'Users') => {
  await entryRow(page, name).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  return dialog;
};

// its columns, 15 a page, the search and the absence of Create are the generated smoke test's (smoke.spec.ts)
test('permissions: the spec title, the type in words, and a Users assignment that survives a reload', async ({ page }) => {
  await page.goto('/system/Permissions');
  await expect(page.locator('#react-admin-title')).toHaveText('Permissions');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText(/Report|Upload table/);

  await page.locator('#main-content').getByPlaceholder(/search/i).fill('existencias');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Report');
  await expect(rows.first()).toContainText('Inventario Bogotá');

  const dialog = await openUsers(page, ENTRY);
  await expect(tags(page)).toHaveText(['María Fernanda Gómez', 'Julián Andrés Restrepo', 'Paola Andrea Díaz Quintero']);
  await tags(page).filter({ hasText: 'Julián Andrés Restrepo' }).locator('.MuiChip-deleteIcon').click();
  await dialog.getByRole('combobox', { name: 'Users' }).click();
  // only users of the entry's database are offered, and not those already chosen
  await expect(page.getByRole('option', { name: 'María Fernanda Gómez' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Luis Fernando Valencia Zapata' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful process.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await openUsers(page, ENTRY);
  await expect(tags(page)).toHaveText(['María Fernanda Gómez', 'Paola Andrea Díaz Quintero', 'Luis Fernando Valencia Zapata']);
});

test.describe(() => {
  test.use({ signedInAs: 'operador' });
  test('the operador (L and V on Permissions) sees the assigned users but cannot save', async ({ page }) => {
    await page.goto('/system/Permissions');
    await expect(page.locator('tbody tr')).toHaveCount(15);
    const dialog = await openUsers(page, 'Reporte de accesos por usuario');
    await expect(tags(page)).toHaveText(['María Fernanda Gómez', 'Julián Andrés Restrepo']);
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(dialog.locator('.MuiChip-deleteIcon')).toHaveCount(0);
  });
});

// npm test runs the Spanish pass at 390 px (the longer texts, the narrowest screen); the others are a reviewer's
for (const language of ['en', 'es'] as const) {
  test.describe(() => {
    test.use({ language });
    for (const width of [1280, 390]) {
      const kept = language === 'es' && width === 390;
      test(`screenshots of the Permissions screen and its Users dialog (${language}, ${width} px)`, { tag: kept ? [] : '@review' }, async ({ page }) => {
        const users = language === 'en' ? 'Users' : 'Usuarios';
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await page.goto('/system/Permissions');
        await expect(page.getByText('Reporte de accesos por usuario')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await transitionsDone(page);
        await page.screenshot({ path: `${SCREENS}/permissions-list-${language}-${width}.png`, fullPage: true });

        // the Users dialog only for its picture: its tags are the first test's
        if (TAKE_SCREENS) {
          await page.getByRole('button', { name: users }).first().click();
          await expect(tags(page).first()).toBeVisible();
          await transitionsDone(page);
          await page.screenshot({ path: `${SCREENS}/permissions-users-${language}-${width}.png` });
        }
      });
    }
  });
}
