import { expect, SCREENS, startWithMenuClosed, test, transitionsDone, type Page } from './support/fixtures';
import { signInAnswer, storageStateFor } from './support/session';
import type { Browser } from '@playwright/test';

// Columns the user chooses and saved views (issue 34 items 1 and 2) on lists the engine draws from a definition:
// the stores list (built in) and the portability requests (designed in the Resource Designer), with no per-list code.
test.use({ signedInAs: 'admin' });

const STORES = '/MobileOperator/WorkShopManagement';
const PORTABILITY = '/Portability/components/Portability';
const PASSWORD = 'Vistas#2026';

const api = async <T = unknown>(baseURL: string, token: string, path: string, body: unknown, method = 'POST'): Promise<T> => {
  const answer = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${JSON.stringify(json)}`);
  return json.data as T;
};

/**
 * A view of the portability list naming legacyCode: a version of the design with that field is published, the view
 * saved, and the version before it published again (the design as it was, the field gone).
 */
async function viewOfRemovedField(baseURL: string, token: string): Promise<{ id: number }> {
  const designs = await api<Array<{ id: number; name: string; publishedVersion: number }>>(baseURL, token, 'ResourceDesigner/List', undefined, 'GET');
  const { id, publishedVersion } = designs.find((design) => design.name === 'portabilityRequests')!;
  const record = await api<{ version: number; draft: { fields: unknown[] } }>(baseURL, token, 'ResourceDesigner/Get', { id });
  const legacy = { source: 'legacyCode', kind: 'text', label: { es: 'Código anterior', en: 'Legacy code' }, required: false, inList: true, sortable: false, filterable: true };
  await api(baseURL, token, 'ResourceDesigner/SaveDraft', { id, version: record.version, draft: { ...record.draft, fields: [...record.draft.fields, legacy] } });
  await api(baseURL, token, 'ResourceDesigner/Publish', { id });
  const view = await api<{ id: number }>(baseURL, token, 'ListViews/Save', {
    resource: 'portabilityRequests',
    name: 'From the old design',
    state: { filter: { legacyCode: 'X1' }, sort: null, perPage: 10, columns: { order: ['legacyCode', 'status'], hidden: [], widths: {} } },
  });
  await api(baseURL, token, 'ResourceDesigner/Restore', { id, number: publishedVersion });
  return view;
}

/** A role of the console's database with L, V and W on the stores list, and two users of it. */
async function storeOperators(baseURL: string, token: string) {
  const stamp = Date.now() % 1_000_000;
  const roleName = `Tiendas ${stamp}`;
  const role = await api<number>(baseURL, token, 'Role/Save', { name: roleName, dataBaseId: 1 });
  const menus = await api<{ items: Array<{ id: number; path: string }> }>(baseURL, token, 'Menu/List', { dataBaseId: 1, pageIndex: 1, pageSize: 500 });
  const stores = menus.items.find((menu) => menu.path === STORES)!;
  await api(baseURL, token, 'Menu/SaveAccess', { role, menu: stores.id, l: true, v: true, w: true });
  const users = [`vistas.a${stamp}`, `vistas.b${stamp}`].map((login) => ({ login, password: PASSWORD }));
  for (const [index, user] of users.entries()) {
    await api(baseURL, token, 'User/Save', {
      name: index === 0 ? 'Olga Quintero' : 'Bruno Compañero', login: user.login, email: `${user.login}@grupoandino.co`, password: PASSWORD,
      passwordConfirm: PASSWORD, changePassword: 'False', roles: [role], databases: [1], dataBaseId: 1,
    });
  }
  return { roleName, users };
}

const openAs = async (browser: Browser, baseURL: string, user: { login: string; password: string }, language: 'es' | 'en', width = 1366) => {
  const context = await browser.newContext({ storageState: storageStateFor(baseURL, await signInAnswer(baseURL, user), language), baseURL, viewport: { width, height: width < 600 ? 844 : 768 } });
  return { page: await context.newPage(), close: () => context.close() };
};

/**
 * The administrator's column choice and views on the portability list are kept by this worker's server: later specs
 * on the same worker (portability.spec.ts) must find the list as its definition draws it.
 */
test.afterEach(async ({ server, session }) => {
  await api(server.url, session.token, 'ListPreferences/Save', { resource: 'portabilityRequests', columns: null });
  const { views } = await api<{ views: Array<{ id: number; mine: boolean }> }>(server.url, session.token, 'ListViews/List?resource=portabilityRequests', undefined, 'GET');
  for (const view of views.filter((v) => v.mine)) await api(server.url, session.token, 'ListViews/Delete', { id: view.id });
});

const headers = (page: Page) => page.locator('#main-content table thead th').filter({ hasText: /\S/ });

const LONG_CHANNEL = 'Distribuidor autorizado Almacenes Éxito Bogotá Norte, punto de venta 12';

/**
 * The portability design given four more text columns ("Canal de venta 1" to 4, as in issue 47), the newest request a
 * long value in the first; answers how to put the published design back (portability.spec.ts reads its columns).
 */
async function withSalesChannels(baseURL: string, token: string) {
  const designs = await api<Array<{ id: number; name: string }>>(baseURL, token, 'ResourceDesigner/List', undefined, 'GET');
  const id = designs.find((design) => design.name === 'portabilityRequests')!.id;
  const publish = async (change: (fields: object[]) => object[]) => {
    const current = await api<{ version: number; draft: { fields: object[] } }>(baseURL, token, 'ResourceDesigner/Get', { id });
    await api(baseURL, token, 'ResourceDesigner/SaveDraft', { id, version: current.version, draft: { ...current.draft, fields: change(current.draft.fields) } });
    await api(baseURL, token, 'ResourceDesigner/Publish', { id });
  };
  const channels = [1, 2, 3, 4].map((n) => ({ source: `salesChannel${n}`, kind: 'text', label: { es: `Canal de venta ${n}`, en: `Sales channel ${n}` } }));
  await publish((fields) => [...fields, ...channels]);
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const [newest] = await (await fetch(`${baseURL}/api/rest/portabilityRequests?_sort=requestedAt&_order=DESC&_start=0&_end=1`, { headers })).json();
  const patch = (value: string | null, version: number) =>
    fetch(`${baseURL}/api/rest/portabilityRequests/${newest.id}`, { method: 'PATCH', headers, body: JSON.stringify({ version, salesChannel1: value }) }).then((answer) => answer.json());
  const changed = await patch(LONG_CHANNEL, newest.version);
  return async () => {
    await patch(null, changed.version);
    await publish((fields) => fields.filter((field) => !channels.some((channel) => channel.source === (field as { source: string }).source)));
  };
}

/**
 * What the issue measured on a wide list, in the page: each column header scrolled into view (as the keyboard's focus
 * does) and then not fully between the card's left edge and the pinned row buttons; headers whose label takes more than
 * two lines; cells whose value takes more than one; how far the page itself scrolls sideways.
 */
const measureWideList = (page: Page) =>
  page.evaluate(async () => {
    const lines = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    const scroller = document.querySelector('#main-content .RaDataTable-tableWrapper')!;
    const actions = document.querySelector('#main-content thead th:last-child')!;
    const columns = [...document.querySelectorAll('#main-content thead th')].filter((th) => th.textContent!.trim() && th !== actions);
    const covered: string[] = [];
    for (const th of columns) {
      th.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await new Promise(requestAnimationFrame);
      const box = th.getBoundingClientRect();
      const room = { left: scroller.getBoundingClientRect().left, right: actions.getBoundingClientRect().left };
      if (box.left < room.left - 1 || box.right > room.right + 1) covered.push(`${th.textContent}: ${Math.round(box.left)}-${Math.round(box.right)} of ${Math.round(room.left)}-${Math.round(room.right)}`);
    }
    scroller.scrollLeft = 0;
    const cells = [...document.querySelectorAll('#main-content tbody tr:nth-child(-n+5) td:not(.row-actions)')];
    return {
      covered,
      tallHeaders: columns.filter((th) => lines(th) > 2).map((th) => th.textContent),
      wrappedCells: cells.filter((td) => lines(td) > 1).map((td) => td.textContent),
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });

test('es and en, 1366 px: a list with many columns shows each one whole beside the pinned row buttons, on one line, and the page never scrolls sideways', async ({ page, server, session }) => {
  const restore = await withSalesChannels(server.url, session.token);
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const language of ['es', 'en'] as const) {
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto(PORTABILITY);
      await expect(headers(page).filter({ hasText: language === 'es' ? 'Canal de venta 4' : 'Sales channel 4' })).toHaveCount(1);
      await expect(page.locator('#main-content table tbody tr').first()).toBeVisible();
      expect(await measureWideList(page)).toEqual({ covered: [], tallHeaders: [], wrappedCells: [], pageOverflow: 0 });
      // a long value ends in an ellipsis, whole on hover
      const long = page.locator('#main-content tbody .one-line').filter({ hasText: 'Distribuidor autorizado' });
      await long.hover();
      await expect(long).toHaveAttribute('title', LONG_CHANNEL);
      expect(await long.evaluate((element) => getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth)).toBe(true);
      await page.screenshot({ path: `${SCREENS}/list-many-columns-${language}-1366.png` });
    }
  } finally {
    await restore();
  }
});

test('es: an operator hides two columns, saves a view shared with a role; another browser and the role\'s other member see the same list', async ({ browser, server, session }) => {
  const { roleName, users } = await storeOperators(server.url, session.token);
  const { page, close } = await openAs(browser, server.url, users[0], 'es');
  await page.goto(STORES);
  const table = page.getByRole('table', { name: 'Gestión de talleres' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(headers(page)).toHaveText(['Nombre', 'Dirección', 'Departamento', 'Ciudad', 'Estado']);

  await page.getByRole('button', { name: 'Columnas' }).click();
  const chooser = page.getByRole('list', { name: 'Columnas de esta lista' });
  await chooser.getByRole('checkbox', { name: 'Mostrar Dirección' }).click();
  await chooser.getByRole('checkbox', { name: 'Mostrar Departamento' }).click();
  for (let step = 0; step < 3; step++) await chooser.getByRole('button', { name: 'Mover Ciudad a la izquierda' }).click();
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/list-columns-es-1366.png` });
  await page.keyboard.press('Escape');
  await expect(headers(page)).toHaveText(['Ciudad', 'Nombre', 'Estado']);

  // the page size is part of the view
  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await page.getByRole('option', { name: '40' }).click();
  await expect(page).toHaveURL(/perPage=40/);

  await page.getByRole('button', { name: 'Guardar vista' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Requerido')).toBeVisible();
  await dialog.getByLabel('Nombre').fill('Tiendas por ciudad');
  await dialog.getByLabel('Compartir con roles').click();
  await page.getByRole('option', { name: new RegExp(`^${roleName}`) }).click();
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/list-views-dialog-es-1366.png` });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Vista «Tiendas por ciudad» guardada.')).toBeVisible();
  await expect(page).toHaveURL(/view=\d+/);
  const viewId = /view=(\d+)/.exec(page.url())![1];
  await expect(page.getByRole('tab', { name: 'Tiendas por ciudad', selected: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/list-views-es-1366.png` });
  await close();

  // another browser of the same user: the columns the server kept (the list opened plainly: the user's own choice)
  const again = await openAs(browser, server.url, users[0], 'es');
  await again.page.goto(STORES);
  await expect(headers(again.page)).toHaveText(['Ciudad', 'Nombre', 'Estado']);
  await again.close();

  // the role's other member opens the link: the same columns and page size, read-only
  const other = await openAs(browser, server.url, users[1], 'es');
  await other.page.goto(`${STORES}?view=${viewId}`);
  await expect(other.page.getByRole('tab', { name: 'Tiendas por ciudad', selected: true })).toBeVisible();
  await expect(headers(other.page)).toHaveText(['Ciudad', 'Nombre', 'Estado']);
  await expect(other.page).toHaveURL(/perPage=40/);
  await expect(other.page.getByText('Compartida por Olga Quintero · solo lectura')).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
  // at 390 px the cards follow the view's columns: the city and the state under the name, no address
  await other.page.setViewportSize({ width: 390, height: 844 });
  const card = other.page.locator('#main-content li').filter({ hasText: /Abierto|Cerrado/ }).first();
  await expect(card).toBeVisible();
  // the definition's card reads "address · department · city · state" under the name; the view's "city · state"
  await expect(card.locator('span[aria-hidden]', { hasText: '·' })).toHaveCount(1);
  await expect(card.getByText('Abierto')).toBeVisible();
  await transitionsDone(other.page);
  await other.page.screenshot({ path: `${SCREENS}/list-views-es-390.png` });
  const overflow = await other.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // the column chooser fits the phone (it opened past its right edge): a bottom sheet, its names and buttons on screen
  // (the page loaded again as a phone opens it, its menu drawer closed: the wider page's open menu would take the click)
  await startWithMenuClosed(other.page);
  await other.page.reload();
  await other.page.getByRole('button', { name: 'Columnas' }).click();
  const sheet = other.page.getByRole('list', { name: 'Columnas de esta lista' });
  await expect(sheet.getByText('Ciudad')).toBeVisible();
  await transitionsDone(other.page);
  const outside = await other.page.evaluate(() =>
    [...document.querySelectorAll('.MuiDrawer-paper :is(h2, p, button, li span), .MuiPopover-paper :is(h2, p, button, li span)')]
      .map((element) => ({ text: element.textContent || element.getAttribute('aria-label'), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
      .map(({ text }) => text),
  );
  expect(outside).toEqual([]);
  await other.page.screenshot({ path: `${SCREENS}/list-columns-es-390.png` });
  await other.page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await other.close();
});

test('en: a designed resource gets columns, resizing and views with no code; a view naming a removed field opens and says so once', async ({ page, server, session }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(PORTABILITY);
  await expect(page.locator('#main-content table tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('list', { name: 'Columns of this list' }).getByRole('checkbox', { name: 'Show Holder' }).click();
  await page.keyboard.press('Escape');
  await expect(headers(page).filter({ hasText: 'Holder' })).toHaveCount(0);
  // the chooser gone (its backdrop fading out would take the drag below), every animation over
  await expect(page.getByRole('list', { name: 'Columns of this list' })).toBeHidden();
  await transitionsDone(page);

  // resize: drag the right edge of "Number to port"; the width is kept after a reload
  const header = page.locator('#main-content table thead th').filter({ hasText: 'Number to port' });
  const before = (await header.boundingBox())!.width;
  const handle = header.locator('[data-resize]');
  const box = (await handle.boundingBox())!;
  // the choice goes to the server a moment after the last change: the save that carries the new width
  const widthSaved = page.waitForResponse(
    (answer) => answer.url().includes('/api/ListPreferences/Save') && Object.keys(answer.request().postDataJSON()?.columns?.widths ?? {}).length > 0,
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await header.boundingBox())!.width).toBeGreaterThan(before + 80);
  const resized = (await header.boundingBox())!.width;
  expect((await widthSaved).ok()).toBe(true);
  await page.reload();
  await expect.poll(async () => Math.round((await header.boundingBox())!.width)).toBe(Math.round(resized));

  // a filter (from the URL, as the filter form writes it) saved with the columns as a view
  await page.goto(`${PORTABILITY}?filter=${encodeURIComponent(JSON.stringify({ status: 'approved' }))}`);
  await expect(page.locator('#main-content table tbody tr').first()).toContainText('Approved');
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Approved requests');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: 'Approved requests', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page).not.toHaveURL(/approved/);
  await page.getByRole('tab', { name: 'Approved requests' }).click();
  await expect(page).toHaveURL(/approved/);
  await expect(headers(page).filter({ hasText: 'Holder' })).toHaveCount(0);
  await expect(page.locator('#main-content table tbody tr').first()).toContainText('Approved');
  await page.screenshot({ path: `${SCREENS}/list-views-en-1366.png` });

  // a view kept from an older definition: saved while the design had a field legacyCode (the server refuses a view
  // naming a field the list does not have), which the next version removed; the field is skipped, the user told once
  const old = await viewOfRemovedField(server.url, session.token);
  await page.goto(`${PORTABILITY}?view=${old.id}`);
  await expect(page.getByText('The view “From the old design” names fields this list no longer has, skipped: legacyCode.')).toBeVisible();
  await expect(page).toHaveURL(/perPage=10/);
  await expect(headers(page).filter({ hasText: 'Status' })).toHaveCount(1);
  await expect(headers(page).filter({ hasText: /legacy/i })).toHaveCount(0);
  await page.goto(PORTABILITY);
  await page.goto(`${PORTABILITY}?view=${old.id}`);
  await expect(page.getByRole('tab', { name: 'From the old design', selected: true })).toBeVisible();
  await expect(page.getByText(/names fields this list no longer has/)).toHaveCount(0);

  // the user's default view opens when the list is opened plainly (the views bar itself comes after the rows)
  await api(server.url, session.token, 'ListViews/SetDefault', { resource: 'portabilityRequests', id: old.id });
  await page.goto(PORTABILITY);
  await expect(page).toHaveURL(new RegExp(`view=${old.id}`));
  await expect(page.getByRole('tab', { name: 'From the old design', selected: true })).toBeVisible();
  await api(server.url, session.token, 'ListViews/SetDefault', { resource: 'portabilityRequests', id: null });

  // at 390 px the cards follow the view's columns too
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('#main-content li').filter({ hasText: /Requested|Approved|Ported/ }).first()).toBeVisible();
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/list-views-en-390.png` });
  await page.setViewportSize({ width: 1366, height: 768 });

  // the owner deletes it, after confirming
  await page.getByRole('button', { name: 'Options of the view “From the old design”' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('View “From the old design” deleted.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'From the old design' })).toHaveCount(0);
});
