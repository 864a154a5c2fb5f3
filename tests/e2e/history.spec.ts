import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/session';

// Contracts §C: POST /api/Audit/List answers a record's changes, newest first.
// FIXME: the audit trail is being built on the `db` branch; the mock on this branch has no Audit/List yet (the tab
// shows its error state). Remove `.fixme` once it has landed: the tab itself is unit-tested with a mocked data
// provider (tests/unit/engine/history.test.tsx).
test.fixme('the History tab of database 2 lists the change just saved, with who, when and the field before → after', async ({ page }) => {
  await signInViaApi(page);
  await page.goto('/system/configuration/data-base?id=2');
  await expect(page.getByLabel(/^Name/)).not.toHaveValue('');
  await page.getByRole('tab', { name: 'Connection' }).click();
  const storage = page.getByLabel(/^Storage/);
  const before = await storage.inputValue();
  const after = `blob-historia-${Date.now() % 100000}`;
  await storage.fill(after);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful process.').first()).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  const entries = page.getByRole('list', { name: 'Changes of this record, newest first' }).locator('> li');
  await expect(entries.first()).toContainText('Changed');
  await expect(entries.first()).toContainText('María Fernanda Gómez');
  await expect(entries.first()).toContainText(`Storage: ${before || '(empty)'} → ${after}`);
  await expect(entries.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M$/);
});

test.fixme('an edit dialog has its History tab too (a role of database 2), in Spanish', async ({ page }) => {
  await signInViaApi(page);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto('/system/configuration/data-base?id=2');
  await page.locator('#main-content').getByText('Operador', { exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Historial' }).click();
  const list = dialog.getByRole('list', { name: 'Cambios de este registro, del más reciente al más antiguo' });
  await expect(list.locator('> li').last()).toContainText('Creado');
});
