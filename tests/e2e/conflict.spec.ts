import { expect, test, type Page } from './support/fixtures';
import { storageStateFor } from './support/session';

const DATABASE_2 = '/system/configuration/data-base?id=2';

const openConnection = async (page: Page) => {
  await page.goto(DATABASE_2);
  await expect(page.getByLabel(/^Name/)).not.toHaveValue('');
  await page.getByRole('tab', { name: 'Connection' }).click();
};

// Contracts §B: a save carrying a stale version answers 409 with who changed the record and when.
test('two sessions edit database 2: the second save gets the message, keeps its input, and may reload', async ({ browser, server, sessionOf }) => {
  // two browsers of their own, both signed in as the admin on this worker's server
  const signedIn = async () =>
    (await browser.newContext({ baseURL: server.url, storageState: storageStateFor(server.url, await sessionOf('admin'), undefined) })).newPage();
  const first = await signedIn();
  const second = await signedIn();
  await openConnection(first);
  await openConnection(second);
  const stamp = Date.now() % 100000;

  // the first session saves the storage
  await first.getByLabel(/^Storage/).fill(`blob-primera-${stamp}`);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Successful process.').first()).toBeVisible();

  // the second, loaded before that, changes the connection string: its save is refused
  const typed = `Server=sql-inv-bog;Database=inv_${stamp};`;
  await second.getByLabel(/^Connection string/).fill(typed);
  await second.getByRole('button', { name: 'Save' }).click();
  const notice = second.getByRole('alert').filter({ hasText: 'Someone else saved this record' });
  await expect(notice).toContainText(/changed this record on .+ Reload it to see their changes\./);
  await expect(second.getByLabel(/^Connection string/)).toHaveValue(typed);
  // what the first session changed is named before the reload (issue 51: the 409 says each field changed since the
  // version the form was loaded at); no field was changed by both, so nothing is asked
  await expect(notice.locator('[data-changed-field="storage"]')).toContainText(`changed Storage to “blob-primera-${stamp}”`);
  await expect(notice.locator('[data-conflict-field]')).toHaveCount(0);

  // Reload: the first session's storage comes in, the typed connection string stays; then the save goes through
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'The current record is loaded' })).toBeVisible();
  await expect(second.getByLabel(/^Storage/)).toHaveValue(`blob-primera-${stamp}`);
  await expect(second.getByLabel(/^Connection string/)).toHaveValue(typed);
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('Successful process.').first()).toBeVisible();

  // both changes are kept
  await second.reload();
  await second.getByRole('tab', { name: 'Connection' }).click();
  await expect(second.getByLabel(/^Storage/)).toHaveValue(`blob-primera-${stamp}`);
  await expect(second.getByLabel(/^Connection string/)).toHaveValue(typed);
  await first.context().close();
  await second.context().close();
});
