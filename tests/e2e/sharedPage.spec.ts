// The tests of a spec file share one signed-in page (support/sharedPage.ts): what one test leaves must not reach the
// next, and a screen opened by `page.goto` shows the server's answer, as after a load. These run in order.
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

const LIST = '/system/configuration/data-bases';
const search = (page: import('@playwright/test').Page) => page.locator('#main-content').getByPlaceholder('Search');

test('1: a test leaves a search on the list, a listener and a mark in the page', async ({ page }) => {
  await page.goto(LIST);
  await search(page).fill('nothing-is-called-this');
  await expect(page.locator('#main-content').getByRole('button', { name: 'Clear filters' })).toBeVisible();
  page.on('dialog', () => {
    throw new Error('a listener of the first test heard a dialog of the next');
  });
  await page.evaluate(() => ((window as unknown as { bootedBefore: boolean }).bootedBefore = true));
});

test('2: the next test has the same page (not booted again), the list without that search, and no listener of it', async ({ page }) => {
  await page.goto(LIST);
  expect(await page.evaluate(() => (window as unknown as { bootedBefore?: boolean }).bootedBefore)).toBe(true);
  await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
  await expect(search(page)).toHaveValue('');
  // a dialog the first test's listener would have heard
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.evaluate(() => window.confirm('next test'));
});

test('3: a record changed through the API since a screen showed it: that screen opened again shows the change at once', async ({ page, session }) => {
  const headers = { Authorization: `Bearer ${session.token}` };
  const { data: record } = await (await page.request.get('/api/DataBase/Get?id=3', { headers })).json();
  const before = record.name as string;
  await page.goto(`${LIST}`);
  await expect(page.locator('#main-content tbody')).toContainText(before);

  const renamed = `Renombrada ${Date.now() % 100000}`;
  expect((await page.request.post('/api/DataBase/Save', { headers, data: { ...record, name: renamed } })).ok()).toBe(true);
  // watches every change of the page's content from now on: the old name must not show again, even for a moment
  // (a screen drawn from a read cached before the change, then corrected)
  // once the list has been left: the list still on screen may show it until then (the live list's own update)
  await page.evaluate((old) => {
    const seen = (window as unknown as { left: boolean; oldNameShown: boolean });
    Object.assign(seen, { left: false, oldNameShown: false });
    new MutationObserver(() => {
      const table = document.querySelector('#main-content tbody');
      if (!table) seen.left = true;
      else if (seen.left && table.textContent?.includes(old)) seen.oldNameShown = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, before);
  await page.goto('/system/dashboard');
  await page.goto(LIST);
  await expect(page.locator('#main-content tbody')).toContainText(renamed);
  const seen = await page.evaluate(() => {
    const { left, oldNameShown } = window as unknown as { left: boolean; oldNameShown: boolean };
    return { left, oldNameShown };
  });
  expect(seen).toEqual({ left: true, oldNameShown: false });
  // its name back, for the worker's next spec files
  const { data: now } = await (await page.request.get('/api/DataBase/Get?id=3', { headers })).json();
  expect((await page.request.post('/api/DataBase/Save', { headers, data: { ...now, name: before } })).ok()).toBe(true);
});
