import { expect, SCREENS, test } from './support/fixtures';

// The API reference at /api/docs: swagger-ui from this server (no CDN), under its page policy, showing the document
// generated from the contracts.

test('/api/docs shows the OpenAPI document under its policy, with nothing loaded from elsewhere', async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) problems.push(`request to ${request.url()}`);
  });
  const bare = await page.request.get('/api/docs', { maxRedirects: 0 });
  expect([bare.status(), bare.headers().location]).toEqual([301, '/api/docs/']);
  // swagger-ui draws the operations near the view only: a deep link scrolls to one and opens it
  await page.goto(`/api/docs/#/${encodeURIComponent('01 §7.3')}/actionsApply`);
  // swagger-ui draws the whole document (over 200 operations) before its heading: give a loaded machine time
  await expect(page.getByRole('heading', { name: /Back office console API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('OAS 3.1')).toBeVisible();
  const apply = page.locator('.opblock.is-open', { hasText: '/Actions/Apply' });
  await expect(apply).toBeVisible();
  await expect(apply.getByText('signOutOtherSessions').first()).toBeVisible();
  await expect(apply.getByText('Applies one action of Actions/Get', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/api-docs-1280.png` });
  expect(problems).toEqual([]);
});
