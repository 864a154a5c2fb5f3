import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

// the Roles tab of a database: its roles only, created and edited in a dialog, status read-only in the list
test('roles tab: list of the database, create after the required message, switch the status in the dialog', async ({ page }) => {
  await page.goto('/system/configuration/data-base?id=2');
  await page.getByRole('tab', { name: 'Roles' }).click();
  const tab = page.getByRole('tabpanel').or(page.locator('.MuiCard-root').last());
  const rows = tab.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  // the status is read-only in the list: its only checkboxes select rows for a bulk edit (one per row and the header's)
  const table = tab.locator('table');
  await expect(table.getByRole('switch')).toHaveCount(0);
  await expect(table.getByRole('checkbox')).toHaveCount(before + 1);
  // a database's roles tab offers its bulk edit (a selection, nothing changed; the editor: bulkEdit.spec.ts)
  const firstRole = rows.first().getByRole('checkbox');
  await firstRole.click();
  await expect(page.getByRole('button', { name: 'Edit selected (1)' })).toBeVisible();
  await firstRole.click();
  await expect(page.getByRole('button', { name: /Edit selected/ })).toHaveCount(0);

  await tab.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  const name = `Auditor ${Date.now() % 100000}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before + 1);

  await tab.getByText(name).click();
  await expect(dialog.getByLabel(/^Name/)).toHaveValue(name);
  const status = dialog.getByRole('switch', { name: 'Active' });
  await expect(status).toBeChecked();
  await status.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // persisted: a reload shows it inactive (a cross in the status column)
  await page.reload();
  await page.getByRole('tab', { name: 'Roles' }).click();
  const row = rows.filter({ hasText: name });
  // the status column (Requires a second factor is a boolean column too)
  await expect(row.locator('.column-status').getByLabel('No')).toBeVisible();
});
