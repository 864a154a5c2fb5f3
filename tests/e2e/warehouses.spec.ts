import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

// a resource declared by metadata alone, served by json-server's generic REST routes; its list, create, edit
// and delete are the generated smoke test's (smoke.spec.ts): here, what its rules say when a value is wrong
test('warehouses: a code in the wrong format shows the rule\'s message; one another warehouse has is refused by the server on the field', async ({ page }) => {
  await page.goto('/warehouses');
  const rows = page.locator('tbody tr');
  const takenCode = (await rows.first().locator('td.column-code').textContent())!.trim();

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
  await expect(page.getByLabel(/^Code/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/warehouses\/create$/);
  await page.getByLabel(/^Code/).fill('SOG-901');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/warehouses(\?.*)?$/);
});
