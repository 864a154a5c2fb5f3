// Issue 51: work that survives a bad connection. Saves made offline wait in a queue (kept in IndexedDB), are sent in
// order when the connection returns, merged over what others saved meanwhile; a field both changed waits on the
// Conflicts page for the user. Checked against the server's records: nothing of the other user's is overwritten.
import type { BrowserContext } from '@playwright/test';
import { expect, pageOverflow, SCREENS, test, type Page } from './support/fixtures';
import { keptKeys, keptWrites } from './support/offlineQueue';
import { ownServer } from './support/ownServer';
import { FORM, openAs, openRepair, showOrder, TECH1 } from './support/repairTechnician';
import { storageStateFor } from './support/session';

// a server of the file's own: its tests rename records (databases, stores, orders' states) other specs look for
const own = ownServer('offline');

const recordPath = (id: number) => `/system/configuration/data-base?id=${id}`;

/** The console's own navigation (react-router's history), without a load: the app and its cached reads stay. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    const idx = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);

test.describe('offline', () => {
  test.use({ shareOnePage: false });

  const api = (baseURL: string, token: string) => ({
    get: async (id: number) => {
      const answer = await fetch(`${baseURL}/api/DataBase/Get?id=${id}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await answer.json()).data as Record<string, unknown>;
    },
    /** another session saves the record now, online */
    change: async (id: number, values: Record<string, unknown>) => {
      const current = await fetch(`${baseURL}/api/DataBase/Get?id=${id}`, { headers: { Authorization: `Bearer ${token}` } }).then((a) => a.json());
      const answer = await fetch(`${baseURL}/api/DataBase/Save`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...current.data, ...values }),
      });
      expect(answer.ok, await answer.clone().text()).toBe(true);
    },
  });

  const openRecord = async (page: Page, id: number, how: 'load' | 'inApp', name: string) => {
    if (how === 'load') await page.goto(recordPath(id));
    else await goInApp(page, recordPath(id));
    await expect(page.getByLabel(/^(Name|Nombre)/)).toHaveValue(name);
  };

  test('saves made offline survive the closed tab, are sent in order when the connection returns, and merge; a field both changed waits on Conflicts', async ({ browser }) => {
    const url = own.url;
    const admin = await own.sessionOf('admin');
    const other = api(url, admin.token);
    const context: BrowserContext = await browser.newContext({ baseURL: url, storageState: storageStateFor(url, admin, 'en') });
    const page = await context.newPage();
    const stamp = Date.now() % 100000;
    // the Log out that asks first comes once the first screen is drawn
    const signOutCode = page.waitForResponse((answer) => /\/SignOutMenuItem-[\w-]+\.js$/.test(answer.url()));
    // both records read online first (what was seen stays readable offline)
    await openRecord(page, 3, 'load', String((await other.get(3)).name));
    await openRecord(page, 4, 'inApp', String((await other.get(4)).name));
    await signOutCode;

    await context.setOffline(true);
    const banner = page.locator('[data-offline-banner]');
    await expect(banner).toContainText('You are offline');
    await page.getByLabel(/^Name/).fill(`Cuatro offline ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved on this device: it is sent when the connection is back.')).toBeVisible();
    await expect(banner).toContainText('You are offline. 1 change waits to be sent');
    await openRecord(page, 3, 'inApp', String((await other.get(3)).name));
    await page.getByLabel(/^Name/).fill(`Tres offline ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(banner).toContainText('You are offline. 2 changes wait to be sent');
    // the writes waiting are not loading: no spinner in the bar until the connection is back
    await expect(page.locator('.RaLoadingIndicator-loader')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${SCREENS}/offline-banner-en.png` });
    // both are kept on this device (the persister writes at most once a second)
    await expect.poll(() => keptWrites(page), { timeout: 5_000 }).toBe(2);
    // signing out now asks first: the two changes would wait for the next sign-in here
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const asking = page.getByRole('dialog', { name: 'Sign out with changes not sent?' });
    await expect(asking).toContainText('2 changes saved offline have not been sent yet.');
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await expect(asking).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Logout', includeHidden: true })).toHaveCount(0);

    // meanwhile, online, someone else changes record 3's alias (another field) and record 4's name (the same field)
    await other.change(3, { alias: `ALIAS_3_${stamp}` });
    await other.change(4, { name: `Cuatro online ${stamp}` });

    // the tab is closed offline; the connection returns; the console is opened again
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('/system/configuration/data-bases');
    const setAside = again.locator('[data-offline-banner]');
    await expect(setAside).toContainText('1 change saved offline needs your decision.');

    // record 3 merged: the user's name and the other's alias are both there
    await expect.poll(async () => (await other.get(3)).name).toBe(`Tres offline ${stamp}`);
    expect((await other.get(3)).alias).toBe(`ALIAS_3_${stamp}`);
    // record 4 not touched until the user decides
    expect((await other.get(4)).name).toBe(`Cuatro online ${stamp}`);

    await setAside.getByRole('link', { name: 'Review' }).click();
    await expect(again.getByRole('heading', { name: 'Conflicts', level: 1 })).toBeVisible();
    const card = again.locator('[data-set-aside]');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('This record changed on the server while you were offline.');
    const name = card.locator('[data-conflict-field="name"]');
    await expect(name).toContainText(/You and .+ both changed Name/);
    const apply = card.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await again.screenshot({ path: `${SCREENS}/offline-conflicts-en.png`, fullPage: true });
    await name.getByRole('button', { name: `Mine: “Cuatro offline ${stamp}”` }).click();
    await apply.click();
    await expect(again.getByText('Your change was applied.')).toBeVisible();
    await expect(again.getByText('Nothing waits for your decision')).toBeVisible();
    await expect(setAside).toHaveCount(0);
    expect((await other.get(4)).name).toBe(`Cuatro offline ${stamp}`);
    // and nothing is left to send on the next visit
    await expect.poll(() => keptWrites(again), { timeout: 5_000 }).toBe(0);
    await context.close();
  });

  test('es, 390 px: the banner offline, then the Conflicts page; keeping the other’s value applies only the rest', async ({ browser }) => {
    const url = own.url;
    const admin = await own.sessionOf('admin');
    const other = api(url, admin.token);
    const context = await browser.newContext({ baseURL: url, storageState: storageStateFor(url, admin, 'es'), viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('RaStore.sidebar.open', 'false'));
    const page = await context.newPage();
    const stamp = Date.now() % 100000;
    const signOutCode = page.waitForResponse((answer) => /\/SignOutMenuItem-[\w-]+\.js$/.test(answer.url()));
    await openRecord(page, 5, 'load', String((await other.get(5)).name));
    await signOutCode;
    // the Conflicts page seen once online (its code is then on this device: this test has no service worker)
    await goInApp(page, '/system/conflicts');
    await expect(page.getByRole('heading', { name: 'Conflictos', level: 1 })).toBeVisible();
    await openRecord(page, 5, 'inApp', String((await other.get(5)).name));
    await context.setOffline(true);
    const banner = page.locator('[data-offline-banner]');
    await expect(banner).toContainText('Sin conexión: lo que ya abrió sigue legible');
    await page.getByLabel(/^Nombre/).fill(`Cinco offline ${stamp}`);
    await page.getByLabel(/^Alias/).fill(`ALIAS_5_${stamp}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(banner).toContainText('Sin conexión. 1 cambio espera a enviarse cuando vuelva la conexión.');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/offline-banner-es-390.png` });
    // which change waits: the record and the fields changed
    await banner.getByRole('link', { name: 'Ver cuáles' }).click();
    const waiting = page.locator('[data-waiting-write]');
    await expect(page.locator('[data-waiting-writes]').getByRole('heading')).toHaveText('Por enviar (1)');
    await expect(waiting).toContainText(`Cinco offline ${stamp}`);
    await expect(waiting).toContainText('Nombre, Alias');
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/offline-waiting-es-390.png` });
    await page.goBack();
    await expect(page.getByLabel(/^Nombre/)).toHaveValue(`Cinco offline ${stamp}`);
    // Cerrar sesión asks first, in Spanish, on a phone
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    const asking = page.getByRole('dialog', { name: '¿Cerrar sesión con cambios sin enviar?' });
    await expect(asking).toContainText('1 cambio guardado sin conexión aún no se ha enviado.');
    await page.screenshot({ path: `${SCREENS}/offline-sign-out-es-390.png` });
    await asking.getByRole('button', { name: 'Cancelar' }).click();
    await expect(asking).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión', includeHidden: true })).toHaveCount(0);

    await other.change(5, { name: `Cinco online ${stamp}` });
    // the connection returns with the page open: the queue is sent at once
    await context.setOffline(false);
    await expect(banner).toContainText('1 cambio guardado sin conexión necesita su decisión.');
    await banner.getByRole('link', { name: 'Revisar' }).click();
    const card = page.locator('[data-set-aside]');
    await expect(card.locator('[data-merged-field="alias"]')).toContainText(`Su cambio de Alias a «ALIAS_5_${stamp}» se conserva.`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/offline-conflicts-es-390.png`, fullPage: true });
    await card.locator('[data-conflict-field="name"]').getByRole('button', { name: /^El de .+: «Cinco online/ }).click();
    await card.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Su cambio se aplicó.')).toBeVisible();
    // the other's name stays, the user's alias is applied
    const saved = await other.get(5);
    expect([saved.name, saved.alias]).toEqual([`Cinco online ${stamp}`, `ALIAS_5_${stamp}`]);
    await context.close();
  });
});

test.describe('offline, a technician', () => {
  // the console's service worker keeps its files, so the page reloads with no connection
  test.use({ shareOnePage: false, serviceWorkers: 'allow' });

  test('diagnoses three orders offline, reloads the page offline, reconnects: all three are saved, in quality control', async ({ browser }) => {
    const url = own.url;
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    const session = await openAs(page, TECH1, FORM, 'en');
    const headers = { Authorization: `Bearer ${session.token}` };
    const listed = async (state: string) =>
      (await (await page.request.post(`/api/OrderWom/GetOrderByStateAndTech?states=${state}`, { data: { pageIndex: 1, pageSize: 200 }, headers })).json()).data
        .items as Array<{ orderId: number; imei: string; idLineType: number }>;
    // three orders of line type 1 in repair (type 2 lends a loan phone first, online): arrivals confirmed if need be
    const lineType1 = (items: Awaited<ReturnType<typeof listed>>) => items.filter((order) => order.idLineType === 1);
    const inRepair = lineType1(await listed('10'));
    for (const arriving of lineType1(await listed('7')).slice(0, Math.max(0, 3 - inRepair.length))) {
      expect((await page.request.post('/api/OrderWom/receivedRepairStore', { data: { orderId: arriving.orderId }, headers })).ok()).toBe(true);
      inRepair.push(arriving);
    }
    const orders = inRepair.slice(0, 3);
    expect(orders).toHaveLength(3);
    await page.reload();
    // each order's repair opened online once (its details and the final states are then on this device)
    for (const { orderId: id, imei } of orders) {
      await showOrder(page, 'workshop', imei, id, '10');
      const repair = await openRepair(page, id);
      await expect(repair.locator('[data-field="imei"]')).toContainText(imei);
      await repair.getByRole('tab', { name: 'Reparacion' }).click();
      await expect(repair.getByRole('combobox', { name: 'Final state' })).toBeVisible();
      await repair.getByRole('button', { name: 'Close' }).click();
      await expect(repair).toHaveCount(0);
    }

    // the console's files are on the device once its service worker serves the page
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 20_000 });
    await context.setOffline(true);
    for (const [index, { orderId: id, imei }] of orders.entries()) {
      // the workshop's search is the list's own, on this device
      await showOrder(page, 'workshop', imei, id, '10');
      const repair = await openRepair(page, id);
      await repair.getByRole('tab', { name: 'Reparacion' }).click();
      await repair.getByRole('combobox', { name: 'Final state' }).click();
      await page.getByRole('option', { name: /^1 · / }).click();
      await repair.getByRole('textbox', { name: 'Comments' }).fill(`Diagnóstico sin conexión ${id}`);
      await repair.getByRole('button', { name: 'Guardar diagnóstico' }).click();
      await expect(repair).toHaveCount(0);
      await expect(page.locator('[data-offline-banner]')).toContainText(`You are offline. ${index + 1} change`);
    }
    await expect.poll(() => keptWrites(page), { timeout: 5_000 }).toBe(3);
    await page.screenshot({ path: `${SCREENS}/offline-technician-en.png` });
    // nothing reached the server
    for (const { orderId } of orders) expect(await stateOf(page, headers, orderId)).toBe('10');

    // the page reloaded with no connection: the console's files come from the device (its service worker), the orders
    // seen and the three diagnoses from IndexedDB
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.locator('[data-offline-banner]')).toContainText('You are offline. 3 changes');
    // which ones: the list of the changes waiting, in the order they will be sent
    await page.locator('[data-offline-banner]').getByRole('link', { name: 'See them' }).click();
    const waiting = page.locator('[data-waiting-writes]');
    await expect(waiting.getByRole('heading')).toHaveText('Waiting to be sent (3)');
    await expect(waiting.locator('[data-waiting-write]')).toHaveText(orders.map(({ orderId }) => `Order ${orderId}: diagnosis saved offline`));
    await page.screenshot({ path: `${SCREENS}/offline-waiting-en.png` });
    await page.goBack();
    await showOrder(page, 'workshop', orders[0].imei, orders[0].orderId, '10');
    for (const { orderId } of orders) expect(await stateOf(page, headers, orderId)).toBe('10');

    await context.setOffline(false);
    await expect.poll(async () => Promise.all(orders.map(({ orderId }) => stateOf(page, headers, orderId))), { timeout: 15_000 }).toEqual(['4', '4', '4']);
    for (const { orderId } of orders) expect((await detailsOf(page, headers, orderId)).diagnostic.comments).toBe(`Diagnóstico sin conexión ${orderId}`);
    await expect(page.locator('[data-offline-banner]')).toHaveCount(0);
    await context.close();
  });
});

const detailsOf = async (page: Page, headers: Record<string, string>, id: number) =>
  (await (await page.request.get(`/api/OrderWom/getAllOrderForInfo?id=${id}`, { headers })).json()).data[0];
const stateOf = async (page: Page, headers: Record<string, string>, id: number): Promise<string> => (await detailsOf(page, headers, id)).idOrderState;

test.describe('offline, a list', () => {
  test.use({ shareOnePage: false });

  // 50 inline edits of the five stores made offline while another session changes them online: every field only one
  // side changed is merged, every field both changed waits on Conflicts, and the audit trail shows that none of the
  // other session's values was overwritten without the user's choice
  test('50 edits offline against another session’s: disjoint fields merged, overlapping ones on Conflicts, 0 silent overwrites', async ({ browser }) => {
    const url = own.url;
    test.slow();
    const admin = await own.sessionOf('admin');
    const auth = { Authorization: `Bearer ${admin.token}` };
    const context = await browser.newContext({ baseURL: url, storageState: storageStateFor(url, admin, 'en') });
    const page = await context.newPage();
    // the cells' editor comes once the list is drawn, so cells can be edited offline
    const editorCode = page.waitForResponse((answer) => /\/InlineEditor-[\w-]+\.js$/.test(answer.url()));
    // the queue is kept on the device once the offline support's code has come (its files kept by the service worker
    // the console registers, which this spec's other tests use)
    const keeperCode = page.waitForResponse((answer) => /\/persistQueue-[\w-]+\.js$/.test(answer.url()));
    await page.goto('/MobileOperator/WorkShopManagement');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await editorCode;
    await keeperCode;
    const cell = (index: number, source: string) => rows.nth(index).locator(`[data-inline-cell="${source}"]`);
    const storesNow = async () => (await (await page.request.get('/api/WorkShop/GetAll?pageIndex=1&pageSize=1000', { headers: auth })).json()).data.items as Array<Record<string, unknown>>;
    const all = await storesNow();
    const shownNames = await rows.locator('[data-inline-cell="name"]').allTextContents();
    const stores = shownNames.map((name) => all.find((store) => store.name === name.trim())!);
    expect(stores.every(Boolean)).toBe(true);
    const stamp = Date.now() % 100000;
    const mine = (index: number, what: string, k: number) => `${what} ${index}.${k} off ${stamp}`;
    const theirs = (index: number, what: string) => `${what} ${index} online ${stamp}`;

    await context.setOffline(true);
    const edit = async (index: number, source: string, value: string) => {
      await cell(index, source).dblclick();
      await cell(index, source).getByRole('textbox').fill(value);
      await page.keyboard.press('Enter');
      await expect(cell(index, source)).toHaveText(value);
    };
    // the first three: name and address, five times each; the last two: the address, ten times
    for (let index = 0; index < 3; index++) {
      for (let k = 1; k <= 5; k++) {
        await edit(index, 'name', mine(index, 'Tienda', k));
        await edit(index, 'address', mine(index, 'Calle', k));
      }
    }
    for (let index = 3; index < 5; index++) for (let k = 1; k <= 10; k++) await edit(index, 'address', mine(index, 'Calle', k));
    await expect(page.locator('[data-offline-banner]')).toContainText('You are offline. 50 changes wait to be sent');
    // kept under their resource: restored after a reload, each finds how it is sent
    await expect.poll(async () => (await keptKeys(page))?.map((key) => key.slice(0, 2).join(' ')), { timeout: 5_000 }).toEqual(Array(50).fill('stores update'));

    // meanwhile, online: the other session changes the first three's address (as the user did) and the last two's name
    for (const [index, store] of stores.entries()) {
      const change = index < 3 ? { address: theirs(index, 'Avenida') } : { name: theirs(index, 'Taller') };
      const saved = await page.request.post('/api/WorkShop/update', { headers: auth, data: { ...store, ...change } });
      expect(saved.ok(), await saved.text()).toBe(true);
    }

    await context.setOffline(false);
    const banner = page.locator('[data-offline-banner]');
    await expect(banner).toContainText('3 changes saved offline need your decision.', { timeout: 30_000 });
    let current = new Map((await storesNow()).map((store) => [store.id, store]));
    for (const [index, store] of stores.entries()) {
      const saved = current.get(store.id)!;
      // the first three: the user's last name merged, the other's address kept until the user decides; the last two:
      // the other's name and the user's last address
      if (index < 3) expect([saved.name, saved.address]).toEqual([mine(index, 'Tienda', 5), theirs(index, 'Avenida')]);
      else expect([saved.name, saved.address]).toEqual([theirs(index, 'Taller'), mine(index, 'Calle', 10)]);
    }
    // the audit trail: no write ever put one of the user's addresses over the other's on the first three
    for (const store of stores.slice(0, 3)) {
      const trail = (await (await page.request.post('/api/Audit/List', { headers: auth, data: { resource: 'stores', id: store.id, pageIndex: 1, pageSize: 100 } })).json()).data
        .items as Array<{ changes: Array<{ field: string; after: unknown }> }>;
      expect(trail.some((entry) => entry.changes.some((change) => change.field === 'address' && change.after === theirs(stores.indexOf(store), 'Avenida')))).toBe(true);
      const overwrites = trail.flatMap((entry) => entry.changes).filter((change) => change.field === 'address' && String(change.after).includes(' off '));
      expect(overwrites).toEqual([]);
    }

    // the three on Conflicts, each with the user's last address against the other's: mine, theirs, mine
    await banner.getByRole('link', { name: 'Review' }).click();
    const cards = page.locator('[data-set-aside]');
    await expect(cards).toHaveCount(3);
    for (let index = 0; index < 3; index++) {
      const card = cards.filter({ has: page.getByRole('button', { name: `Mine: “${mine(index, 'Calle', 5)}”` }) });
      await card.locator('[data-conflict-field="address"]').getByRole('button', { name: index === 1 ? /’s: / : /^Mine: / }).click();
      await card.getByRole('button', { name: 'Apply' }).click();
      await expect(card).toHaveCount(0);
    }
    await expect(page.getByText('Nothing waits for your decision')).toBeVisible();
    current = new Map((await storesNow()).map((store) => [store.id, store]));
    for (const [index, store] of stores.slice(0, 3).entries()) {
      expect([current.get(store.id)!.name, current.get(store.id)!.address]).toEqual([mine(index, 'Tienda', 5), index === 1 ? theirs(index, 'Avenida') : mine(index, 'Calle', 5)]);
    }
    await context.close();
  });
});
