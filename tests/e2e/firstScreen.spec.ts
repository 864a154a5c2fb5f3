import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });
// every test here is about what a load asks for and draws first: each has a page of its own (support/sharedPage.ts)
test.use({ shareOnePage: false });

// main.tsx asks for the opened list's first page while the app's code downloads (src/shell/lines/firstLists.ts); the
// list then uses that answer: the rows come one round trip sooner and the server is asked once
test('a list opened by its address asks for its first page before the app code has loaded, and only once', async ({ page }) => {
  const listCalls: string[] = [];
  let listAsked!: () => void;
  const asked = new Promise<void>((resolve) => (listAsked = resolve));
  page.on('request', (request) => {
    if (!request.url().includes('/api/DataBase/List')) return;
    listCalls.push(request.postData() ?? '');
    listAsked();
  });
  // the app's chunk is held until the list is asked for: only a request made before the app runs gets through
  let heldUntilAsked = false;
  await page.route(/\/assets\/App-[\w-]+\.js$/, async (route) => {
    heldUntilAsked = await Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    await route.continue();
  });

  await page.goto('/system/configuration/data-bases');
  await expect(page.locator('tbody tr')).toHaveCount(10);
  expect(heldUntilAsked).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(listCalls).toEqual([JSON.stringify({ pageIndex: 1, pageSize: 10, sortField: 'id', sortOrder: 'ASC' })]);

  // a sorted or paged address is not guessed: the list asks for what the address says
  listCalls.length = 0;
  await page.unroute(/\/assets\/App-[\w-]+\.js$/);
  await page.goto('/system/configuration/data-bases?page=2&perPage=10&sort=id&order=ASC');
  await expect(page.getByText(/^11-20 of/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listCalls.map((body) => JSON.parse(body).pageIndex)).toEqual([2]);
});
