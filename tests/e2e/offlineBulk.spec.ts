// Issue 51: a bulk edit made offline. Three stores selected on a generated list, the connection drops, their address
// set: one ordinary update per row is kept on this device (the banner counts them) and shown at once; meanwhile
// another session changes one of them online (its name); when the connection returns every row gets the address and
// the other's name stays (merged three ways on the version each row was read at). es, 390 px: "Editar todos (N)"
// offline on a phone, the dialog and its texts.
import { expect, pageOverflow, SCREENS, test, type Page } from './support/fixtures';
import { ownServer } from './support/ownServer';
import { storageStateFor } from './support/session';

// a server of the file's own: its stores' addresses and names change for good
const own = ownServer('offline-bulk');

const STORES = '/MobileOperator/WorkShopManagement';

type Store = { id: number; name: string; address: string; version: number } & Record<string, unknown>;

/** The API as another session uses it (the documented calls), with the admin's token. */
const api = (page: Page, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    stores: async (): Promise<Store[]> => (await (await page.request.get('/api/WorkShop/GetAll?pageIndex=1&pageSize=1000', { headers })).json()).data.items,
    /** another session saves the store now, online, on its current version */
    change: async (id: number, values: Partial<Store>) => {
      const current = (await api(page, token).stores()).find((store) => store.id === id)!;
      const answer = await page.request.post('/api/WorkShop/update', { headers, data: { ...current, ...values } });
      expect(answer.ok(), await answer.text()).toBe(true);
    },
  };
};

/** Opens the stores list and waits until the bulk editor's code is on this device (it comes once the list is drawn). */
const openStores = async (page: Page) => {
  const editorCode = page.waitForResponse((answer) => /\/BulkEditDialog-[\w-]+\.js$/.test(answer.url()));
  await page.goto(STORES);
  const code = await editorCode;
  // the chunk and every chunk it imports
  await page.evaluate((url) => import(url).then(() => true), code.url());
};

test.describe('bulk edit offline', () => {
  test.use({ shareOnePage: false });

  test('en: three stores’ address set offline, one renamed online meanwhile: on reconnection all three have the address and the other’s name stays', async ({ browser }) => {
    const url = own.url;
    const admin = await own.sessionOf('admin');
    const context = await browser.newContext({ baseURL: url, storageState: storageStateFor(url, admin, 'en'), viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const other = api(page, admin.token);
    await openStores(page);
    const rows = page.locator('#main-content table').first().locator('tbody tr');
    await expect(rows).toHaveCount(5);
    const all = await other.stores();
    const shown = (await rows.locator('[data-inline-cell="name"]').allTextContents()).map((name) => all.find((store) => store.name === name.trim())!);
    expect(shown.every(Boolean)).toBe(true);
    const chosen = shown.slice(0, 3);
    for (let index = 0; index < 3; index++) await rows.nth(index).getByRole('checkbox').check();
    const stamp = Date.now() % 100000;
    const address = `Avenida offline ${stamp}`;

    await context.setOffline(true);
    const banner = page.locator('[data-offline-banner]');
    await expect(banner).toContainText('You are offline');
    await page.getByRole('button', { name: 'Edit selected (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit 3 rows' });
    await expect(dialog.locator('[data-bulk-offline]')).toContainText('You are offline: the server cannot preview this change.');
    // every row was read on this device: none is left out
    await expect(dialog.getByText(/not read on this device/)).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Address' }).check();
    await dialog.getByRole('textbox', { name: /^Address/ }).fill(address);
    await dialog.getByRole('button', { name: 'Save for 3 rows on this device' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save the bulk edit on this device?' });
    await expect(confirm).toContainText('3 rows change here at once and are sent when the connection is back. The server has not checked them yet');
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByText('Saved on this device: 3 rows are sent when the connection is back.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // the selection cleared, the rows show the new address at once, the banner counts the three changes
    await expect(page.getByRole('button', { name: /^Edit selected/ })).toHaveCount(0);
    for (let index = 0; index < 3; index++) await expect(rows.nth(index).locator('[data-inline-cell="address"]')).toHaveText(address);
    await expect(banner).toContainText('You are offline. 3 changes wait to be sent');
    await page.screenshot({ path: `${SCREENS}/offline-bulk-en.png` });
    // nothing reached the server yet
    expect((await other.stores()).filter((store) => store.address === address)).toEqual([]);

    // meanwhile, online, another session renames the second store (another field than the bulk edit's)
    const renamed = `Tienda online ${stamp}`;
    await other.change(chosen[1].id, { name: renamed });

    await context.setOffline(false);
    await expect
      .poll(async () => {
        const now = await other.stores();
        return chosen.map(({ id }) => now.find((store) => store.id === id)!.address);
      }, { timeout: 15_000 })
      .toEqual([address, address, address]);
    const now = await other.stores();
    expect(chosen.map(({ id }) => now.find((store) => store.id === id)!.name)).toEqual([chosen[0].name, renamed, chosen[2].name]);
    // the two stores not selected keep their address
    for (const store of shown.slice(3)) expect(now.find(({ id }) => id === store.id)!.address).toBe(store.address);
    // merged, nothing waits for a decision
    await expect(banner).toHaveCount(0);
    await context.close();
  });

  test('es, 390 px: "Editar todos (N)" offline on a phone: the dialog fits, its texts, the rows kept on this device and sent when back online', async ({ browser }) => {
    const url = own.url;
    const admin = await own.sessionOf('admin');
    const context = await browser.newContext({ baseURL: url, storageState: storageStateFor(url, admin, 'es'), viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('RaStore.sidebar.open', 'false'));
    const page = await context.newPage();
    const other = api(page, admin.token);
    await openStores(page);
    await expect(page.getByRole('button', { name: 'Editar todos (5)' })).toBeVisible();
    const stamp = Date.now() % 100000;
    const address = `Carrera sin conexión ${stamp}`;

    await context.setOffline(true);
    const banner = page.locator('[data-offline-banner]');
    await expect(banner).toContainText('Sin conexión: lo que ya abrió sigue legible');
    await page.getByRole('button', { name: 'Editar todos (5)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar 5 filas' });
    await expect(dialog.locator('[data-bulk-offline]')).toContainText('Sin conexión: el servidor no puede mostrar la vista previa de este cambio.');
    await dialog.getByRole('checkbox', { name: 'Dirección' }).check();
    await dialog.getByRole('textbox', { name: /^Dirección/ }).fill(address);
    const save = dialog.getByRole('button', { name: 'Guardar 5 filas en este dispositivo' });
    await expect(save).toBeEnabled();
    expect(await dialog.evaluate((node) => node.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/offline-bulk-es-390.png` });
    await save.click();
    const confirm = page.getByRole('dialog', { name: '¿Guardar la edición masiva en este dispositivo?' });
    await expect(confirm).toContainText('5 filas cambian aquí enseguida y se envían cuando vuelva la conexión.');
    await page.screenshot({ path: `${SCREENS}/offline-bulk-confirm-es-390.png` });
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Guardado en este dispositivo: 5 filas se envían cuando vuelva la conexión.')).toBeVisible();
    await expect(banner).toContainText('Sin conexión. 5 cambios esperan a enviarse cuando vuelva la conexión.');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await context.setOffline(false);
    await expect.poll(async () => (await other.stores()).map((store) => store.address), { timeout: 15_000 }).toEqual(Array(5).fill(address));
    await expect(banner).toHaveCount(0);
    await context.close();
  });
});
