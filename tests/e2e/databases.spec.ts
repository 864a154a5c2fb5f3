import { expect } from './support/fixtures';
import { onOwnServer, ownServer } from './support/ownServer';

// this spec stops and restarts its server, so it runs one of its own; its pages, signed in as the administrator, are on it
const own = ownServer('databases');
const test = onOwnServer(own);
test.use({ signedInAs: 'admin' });

/** The database the first test creates; the restart of the last test checks it is still there (tests run in order). */
const created = { id: '', name: '', url: 'https://recaudo.grupoandino.co/api/' };

// its list, paging, search, create and edit are the generated smoke test's (smoke.spec.ts); here, the spec's
// title and routes, the fields that follow the type, the URL rule, and (in the last test) persistence across a restart
test('databases: validate, create, find (still there after the restart of the last test)', async ({ page }) => {
  await page.goto('/system/configuration/data-bases');
  await expect(page.locator('#react-admin-title')).toHaveText('Microservices');
  const rows = page.locator('tbody tr');

  // a new one: id 0 is the creation route
  await page.getByRole('link', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/system\/configuration\/data-base\?id=0$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');

  const name = `Recaudo Pereira ${Date.now() % 100000}`;
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Alias/).fill('REC_PEI');
  // type 3 (API) shows the URL instead of the connection string
  await page.getByRole('combobox', { name: /Database type/ }).click();
  await page.getByRole('option', { name: 'API' }).click();
  await expect(page.getByLabel(/^Connection string/)).toHaveCount(0);
  const url = page.getByLabel(/^API URL/);
  await expect(url).toHaveValue('http://');
  await page.getByRole('button', { name: 'Save' }).click();
  // the form is tabbed: the failed save opens Connection, the tab holding the invalid URL
  await expect(page.getByRole('tab', { name: 'Connection, 1 invalid field' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/full address/i)).toBeVisible();
  await url.fill(created.url);
  await page.getByRole('button', { name: 'Save' }).click();

  // after the first save the route moves to the new id
  await expect(page).toHaveURL(/data-base\?id=[1-9]\d*$/);
  Object.assign(created, { id: new URL(page.url()).searchParams.get('id')!, name });
  await expect(page.getByText('Successful process.').first()).toBeVisible();

  // find it in the list
  await page.goto('/system/configuration/data-bases');
  await page.locator('#main-content').getByPlaceholder(/search/i).fill(name);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText('API');
});

test('a duplicate name is refused by the server with its message on the field', async ({ page }) => {
  await page.goto('/system/configuration/data-bases');
  const existing = (await page.locator('tbody tr').first().locator('td.column-name').textContent())!.trim();
  await page.goto('/system/configuration/data-base?id=0');
  await page.getByLabel(/^Name/).fill(existing);
  await page.getByLabel(/^Alias/).fill('DUP');
  await page.getByRole('tab', { name: 'Connection' }).click();
  await page.getByLabel(/^Connection string/).fill('Server=db;Database=dup;');
  await page.getByRole('button', { name: 'Save' }).click();
  // the server's error is for an input on the hidden General tab: that tab is marked and opened
  await expect(page.getByRole('tab', { name: 'General, 1 invalid field' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(new RegExp(existing, 'i')).last()).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/id=0$/);
});

test('issue 20: the server stopped during a save: the form says so and keeps what the user typed; saved once it is back (and the first test\'s database is still there)', async ({ page }) => {
  await page.goto('/system/configuration/data-base?id=2');
  const name = page.getByLabel(/^Name/);
  await expect(name).not.toHaveValue('');
  const typed = `Recaudo sin servidor ${Date.now() % 100000}`;
  await name.fill(typed);
  await own.server.stop();
  await page.getByRole('button', { name: 'Save' }).click();
  // the error is shown, and nothing the user typed is lost
  await expect(page.getByText('The server cannot be reached. Check your connection and try again.')).toBeVisible();
  await expect(name).toHaveValue(typed);
  await expect(page).toHaveURL(/data-base\?id=2$/);

  await own.restart();
  await expect(name).toHaveValue(typed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful process.').first()).toBeVisible();
  await page.goto('/system/configuration/data-base?id=2');
  await expect(page.getByLabel(/^Name/)).toHaveValue(typed);

  // the server restarted on the same data file: what the first test created before it is still there
  expect(created.id, 'the first test created a database').not.toBe('');
  await page.goto(`/system/configuration/data-base?id=${created.id}`);
  await expect(page.getByLabel(/^Name/)).toHaveValue(created.name);
  await expect(page.getByLabel(/^API URL/)).toHaveValue(created.url);
});
