import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

// a resource declared by metadata alone, served by json-server's generic REST routes
test('warehouses: create with validation, find, edit and delete with confirmation', async ({ page }) => {
  await page.goto('/warehouses');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText(/1-10 of 30/)).toBeVisible();

  const takenCode = (await rows.first().locator('td').nth(1).textContent())!.trim();

  await page.getByRole('link', { name: /create/i }).click();
  await page.getByLabel(/^Code/).fill('sogamoso');
  await page.getByLabel(/^Name/).fill('Bodega Sogamoso Centro');
  await page.getByLabel(/^City/).fill('Sogamoso');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Three capital letters/)).toBeVisible();
  // a code another warehouse has: the server refuses it and its message lands on the field
  await page.getByLabel(/^Code/).fill(takenCode);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Another record already has code "${takenCode}".`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/warehouses\/create$/);
  await page.getByLabel(/^Code/).fill('SOG-901');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/warehouses(\?.*)?$/);

  await page.locator('#main-content').getByPlaceholder(/search/i).fill('Sogamoso');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('SOG-901');

  await rows.first().getByRole('link', { name: /edit/i }).click();
  await page.getByLabel(/^Phone/).fill('608 742 0000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/warehouses(\?.*)?$/);
  await expect(rows.first()).toContainText('608 742 0000');

  await rows.first().getByRole('button', { name: /delete/i }).click();
  await expect(page.getByRole('dialog')).toContainText(/delete/i);
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page.getByText(/no warehouses found|no results/i).first()).toBeVisible();
});
