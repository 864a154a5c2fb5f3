// Issue 10: what a new user tripped on in the shell and the administration screens.
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

const USERS = '/system/configuration/users';

test.describe(() => {
  test.use({ language: 'es' });
  test('item 8: the users database filter reads "Todos" at first and after choosing it, as tall as the search box', async ({ page }) => {
    await page.goto(USERS);
    const filter = page.getByRole('combobox', { name: /Base de datos/ });
    await expect(filter).toHaveText('Todos');
    await filter.click();
    await page.getByRole('option', { name: 'Televisión Satelital' }).click();
    await expect(filter).toHaveText('Televisión Satelital');
    await filter.click();
    await page.getByRole('option').filter({ hasText: /^Todos$/ }).click();
    await expect(filter).toHaveText('Todos');
    const search = page.locator('#main-content').getByPlaceholder(/buscar/i);
    const box = async (locator: typeof search) => (await locator.locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")][1]').boundingBox())!;
    const [select, text] = [await box(filter), await box(search)];
    expect(Math.abs(select.height - text.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(select.y - text.y)).toBeLessThanOrEqual(1);
  });
});
