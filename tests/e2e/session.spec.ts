import { expect, test } from './support/fixtures';
import { ADMIN, readCaptcha, signInViaApi, signInViaUi } from './support/session';

// every test here is about a session's storage, expiry and sign-out: each has a page of its own (support/sharedPage.ts)
test.use({ shareOnePage: false });

// both tests end their session, so each signs in with a session of its own (not the one the worker's tests share)

test('Log Out clears the session, the server forgets the token, and protected routes lead to /login', async ({ page }) => {
  await signInViaUi(page, ADMIN);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => [localStorage.getItem('authenticated'), localStorage.getItem('token'), localStorage.getItem('auth_userId')])).toEqual(['false', null, null]);

  // the old token no longer opens anything on the server
  const stale = await page.request.post('/api/DataBase/List', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageIndex: 1, pageSize: 10 },
  });
  expect(stale.status()).toBe(401);

  for (const path of ['/system/dashboard', '/system/configuration/data-bases', '/system/myAccount']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('input[name="captcha"]')).toBeVisible();
  }
});

test('a 401 from any call signs the user out and leads to /login', async ({ page }) => {
  const session = await signInViaApi(page);
  await page.goto('/system/configuration/data-bases');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // the session ends on the server (e.g. expired) while the page is open
  const refused = page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 401);
  // asked again on a kept-alive connection reset (ECONNRESET, as in the favicon test below)
  await page.request.post('/api/Auth/Logout', { headers: { Authorization: `Bearer ${session.token}` }, maxRetries: 2 });
  // a call the page still had under way (the notifications, a select's choices) may meet the 401 first and sign
  // the user out before the click; either call must lead to /login
  await page
    .getByRole('button', { name: /go to page 2/i })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await refused;
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBe('false');
});

test('issue 20: a session ending mid-session leads to sign-in and, after it, back to the same screen', async ({ page }) => {
  const session = await signInViaApi(page);
  await page.goto('/system/configuration/data-bases');
  await page.getByRole('button', { name: /go to page 2/i }).click();
  await expect(page).toHaveURL(/page=2/);
  const where = new URL(page.url());
  // the session expires on the server while the user works
  // asked again on a kept-alive connection reset (ECONNRESET, as in the favicon test below)
  await page.request.post('/api/Auth/Logout', { headers: { Authorization: `Bearer ${session.token}` }, maxRetries: 2 });
  await page.getByRole('button', { name: /go to page 3/i }).click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText('Your session has ended or is no longer valid. Please sign in again.');
  const form = page.locator('form');
  await form.locator('input[name="user"]').fill(ADMIN.login);
  await form.locator('input[name="password"]').fill(ADMIN.password);
  await form.locator('input[name="captcha"]').fill(await readCaptcha(page));
  await form.locator('button[type="submit"]').click();
  // back on the list, on the page where the session ended (page 2, or 3 if that click was sent first)
  await expect(page).toHaveURL(new RegExp(`${where.pathname}\\?.*page=[23]`));
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('issue 10 item 15: a bad session token leads to sign-in with a message saying why', async ({ page }) => {
  await signInViaApi(page);
  await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
  await page.goto('/system/configuration/data-bases');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText('Your session has ended or is no longer valid. Please sign in again.');
});

test('issue 10 item 15: the console has a favicon (no 404 in the console)', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await signInViaApi(page);
  await page.goto('/system/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a kept-alive connection the server closes as the request leaves resets it (ECONNRESET): asked again, as a browser would
  const icon = await page.request.get('/favicon.ico', { maxRetries: 2 });
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.ico');
  expect(missing).toEqual([]);
});
