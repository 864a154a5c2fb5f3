// Issue 51: a point of sale's new order made offline. "Guardar y generar Orden" checks the form on the device, keeps
// the order (its invoice file included) and answers at once; the order survives the closed tab and is made when the
// connection returns, as the documented calls the online save makes (Client/Save, Device/Save, OrderWom/Save,
// Upload/UploadFile). What the server refuses when it is sent (here a device with an open order) waits on the
// Conflicts page with the server's words.
import type { Browser, Page } from '@playwright/test';
import { expect, pageOverflow, SCREENS, test } from './support/fixtures';
import { keptWrites } from './support/offlineQueue';
import { womOrderNumber } from '../../contracts/repairPointOfSaleRules';
import { ownServer } from './support/ownServer';
import { choose, day, openPoint, saveOrder, searchClient } from './support/repairPoint';
import { pdfFile, pngFile, type SampleFile } from './support/sampleFiles';
import { storageStateFor, type Language } from './support/session';

// a server of the file's own: the orders and clients it makes are its own
const own = ownServer('offline-pos');

/** The form's labels in each language (the point of sale's messages.ts). */
const LABELS = {
  en: {
    name: /^Name/, department: /^Department/, city: /^City/, email: /^E-mail/, mobile: /^Mobile phone/,
    device: 'Device', lineType: /^Line type/, brand: /^Brand/, model: /^Model/, purchase: /^Purchase date/, charger: 'Charger',
    fault: /^Fault type/, fault2: /^Second fault type/, files: 'Files', invoiceName: /^Invoice name/, chooseFiles: 'Choose files',
    unchecked: (document: string) => `Offline, the client with document ${document} cannot be looked up: type their details.`,
    queued: (document: string, imei: string) => `The order for client ${document} (IMEI ${imei}) is saved on this device: it gets its number when the connection is back.`,
    waiting: 'You are offline. 1 change waits to be sent when the connection is back.',
    searchFirst: 'Search the client by document first',
  },
  es: {
    name: /^Nombre/, department: /^Departamento/, city: /^Ciudad/, email: /^Correo electrónico/, mobile: /^Celular/,
    device: 'Equipo', lineType: /^Tipo de línea/, brand: /^Marca/, model: /^Modelo/, purchase: /^Fecha de compra/, charger: 'Cargador',
    fault: /^Tipo de falla/, fault2: /^Segundo tipo de falla/, files: 'Archivos', invoiceName: /^Nombre de la factura/, chooseFiles: 'Elegir archivos',
    unchecked: (document: string) => `Sin conexión no se puede buscar el cliente con documento ${document}: ingrese sus datos.`,
    queued: (document: string, imei: string) => `La orden del cliente ${document} (IMEI ${imei}) quedó guardada en este dispositivo: recibe su número cuando vuelva la conexión.`,
    waiting: 'Sin conexión. 1 cambio espera a enviarse cuando vuelva la conexión.',
    searchFirst: 'Busque primero el cliente por documento',
  },
} as const;

interface OrderRow { orderId: number; imei: string; clientName: string }
interface OrderInfo {
  orderId: number; idOrderState: string; imei: string; warranty: boolean; pointName: string;
  client: { name: string; document: string }; files: Array<{ kind: string; name: string }>;
}

/** The server, asked as the admin (Node's fetch: the browser's offline state does not reach it). */
const server = async () => {
  const { token } = await own.sessionOf('admin');
  const call = async (path: string, init: RequestInit = {}) =>
    fetch(`${own.url}/api/${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } });
  return {
    /** the orders with this IMEI (the documented search: 404 when none) */
    ordersOf: async (imei: string): Promise<OrderRow[]> => {
      const answer = await call('OrderWom/getOrderByFilterVc', { method: 'POST', body: JSON.stringify({ type: 'fr_Imei', param1: imei, param2: '' }) });
      return answer.status === 404 ? [] : (await answer.json()).data;
    },
    details: async (id: number): Promise<OrderInfo> => (await (await call(`OrderWom/getAllOrderForInfo?id=${id}`)).json()).data[0],
    clientOf: async (document: string) => (await (await call(`Client/GetByDocument?document=${document}`)).json()).data as { id: number; name: string } | null,
    lastBrand: async () => ((await (await call('Parametric/GetBrandAll')).json()).data as Array<{ id: number }>).at(-1)!.id,
    openOrder: async (): Promise<OrderRow> =>
      (await (await call('OrderWom/GetOrderByState?states=4', { method: 'POST', body: JSON.stringify({ pageIndex: 1, pageSize: 1 }) })).json()).data.items[0],
  };
};

/** A fresh number of `digits` digits, unique across the runs of this file on its server. */
const fresh = (prefix: string, digits: number, index: number) => `${prefix}${String(Date.now() * 10 + index).slice(-(digits - prefix.length))}`;

/**
 * A context signed in as the admin in `language`, on the point of sale's create form, once the form has read what it
 * needs offline (the last of them: the last brand's models).
 */
async function openCreateForm(browser: Browser, language: Language, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: own.url, storageState: storageStateFor(own.url, await own.sessionOf('admin'), language), viewport });
  if (viewport) await context.addInitScript(() => localStorage.setItem('RaStore.sidebar.open', 'false'));
  const page = await context.newPage();
  const lastBrand = await (await server()).lastBrand();
  const ready = page.waitForResponse((answer) => answer.url().includes(`/api/Parametric/GetModelByBrand?brand=${lastBrand}`));
  await openPoint(page, 'Generar nueva Orden');
  await ready;
  return { context, page };
}

interface OfflineOrder { document: string; name: string; imei: string; purchaseDate: string; invoice: string; files: SampleFile[] }

/** The whole form, filled offline: the client typed as new (it cannot be looked up), the device, the files. */
async function fillOffline(page: Page, language: Language, order: OfflineOrder) {
  const t = LABELS[language];
  await searchClient(page, order.document, language);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(t.unchecked(order.document))).toBeVisible();
  await panel.getByRole('textbox', { name: t.name }).first().fill(order.name);
  await choose(page, t.department, 'Antioquia');
  await choose(page, t.city, 'Envigado');
  await panel.getByRole('textbox', { name: t.email }).fill('cliente.offline@correo.co');
  await panel.getByRole('textbox', { name: t.mobile }).fill('3015550101');

  await page.getByRole('tab', { name: t.device }).click();
  await choose(page, t.lineType, 'Pospago');
  await choose(page, t.brand, 'Samsung');
  await choose(page, t.model, 'Galaxy A54');
  await page.getByRole('textbox', { name: /^IMEI/ }).fill(order.imei);
  await page.getByLabel(t.purchase).fill(order.purchaseDate);
  await page.getByRole('textbox', { name: /^MIN/ }).fill('3015550101');
  await page.getByRole('checkbox', { name: t.charger }).check();
  await choose(page, t.fault, 'Pantalla');
  await choose(page, t.fault2, 'Batería');

  await page.getByRole('tab', { name: t.files }).click();
  await page.getByRole('textbox', { name: t.invoiceName }).fill(order.invoice);
  await page.getByLabel(t.chooseFiles).setInputFiles(order.files);
}

test.describe('offline, the point of sale', () => {
  test.use({ shareOnePage: false });

  test('a new order made offline survives the closed tab and is made when the connection returns, with its client, device and invoice', async ({ browser }) => {
    const api = await server();
    const { context, page } = await openCreateForm(browser, 'en');
    const order: OfflineOrder = {
      document: fresh('8', 10, 1), name: 'Camila Offline Restrepo', imei: fresh('35', 15, 1), purchaseDate: day(40),
      invoice: 'FAC-OFF-0001', files: [pdfFile('FAC-OFF-0001.pdf'), pngFile('equipo-offline.png')],
    };

    await context.setOffline(true);
    const banner = page.locator('[data-offline-banner]');
    await expect(banner).toContainText('You are offline');
    await expect(page.locator('[data-offline-order]')).toContainText('What only the server can check');
    await fillOffline(page, 'en', order);
    await saveOrder(page);
    await expect(page.locator('[data-queued-order]')).toHaveText(LABELS.en.queued(order.document, order.imei));
    await expect(banner).toContainText(LABELS.en.waiting);
    // the form starts again for the next client
    await expect(page.getByRole('tabpanel')).toContainText(LABELS.en.searchFirst);
    // kept on this device, the files with it; nothing reached the server
    await expect.poll(() => keptWrites(page), { timeout: 5_000 }).toBe(1);
    expect(await api.ordersOf(order.imei)).toEqual([]);
    expect(await api.clientOf(order.document)).toBeNull();

    // the tab is closed offline; the connection returns; the console is opened again
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('/MobileOperator/PointSafe');
    await expect.poll(async () => (await api.ordersOf(order.imei)).length, { timeout: 20_000 }).toBe(1);
    const [made] = await api.ordersOf(order.imei);
    const details = await api.details(made.orderId);
    expect(details).toMatchObject({ idOrderState: '1', imei: order.imei, warranty: true, pointName: 'Tienda Unicentro', client: { name: order.name, document: order.document } });
    // the files uploaded after the order was made, to its arrival documents
    await expect.poll(async () => (await api.details(made.orderId)).files.filter((file) => file.kind === 'Documentos').map((file) => file.name).sort(), { timeout: 10_000 })
      .toEqual(['FAC-OFF-0001.pdf', 'equipo-offline.png']);
    await expect(again.locator('[data-offline-banner]')).toHaveCount(0);
    // the operator is told the order's number (what the client takes away), until they close it
    const told = again.locator('[data-offline-sent]');
    await expect(told).toHaveText(`Order ${womOrderNumber(made.orderId)} was made for client ${order.document} (IMEI ${order.imei}), saved offline.`);
    await again.screenshot({ path: `${SCREENS}/offline-pos-sent-en.png` });
    await told.getByRole('button', { name: 'Close' }).click();
    await expect(told).toHaveCount(0);
    await expect.poll(() => keptWrites(again), { timeout: 5_000 }).toBe(0);
    // one order, one client
    expect((await api.ordersOf(order.imei)).length).toBe(1);
    expect((await api.clientOf(order.document))?.name).toBe(order.name);
    await context.close();
  });

  test('es, 390 px: an order whose device already has an open order waits on the Conflicts page with the server’s words', async ({ browser }) => {
    const api = await server();
    const open = await api.openOrder();
    const { context, page } = await openCreateForm(browser, 'es', { width: 390, height: 844 });
    const order: OfflineOrder = {
      document: fresh('7', 10, 2), name: 'Andrés Sin Conexión', imei: open.imei, purchaseDate: day(400),
      invoice: 'factura-sin-conexion', files: [pdfFile('factura-sin-conexion.pdf')],
    };

    await context.setOffline(true);
    const banner = page.locator('[data-offline-banner]');
    await fillOffline(page, 'es', order);
    await saveOrder(page);
    const queued = page.locator('[data-queued-order]');
    await expect(queued).toHaveText(LABELS.es.queued(order.document, order.imei));
    await expect(banner).toContainText(LABELS.es.waiting);
    // the form starts again, the document search empty
    await expect(page.getByRole('textbox', { name: 'Documento' }).first()).toHaveValue('');
    await banner.scrollIntoViewIfNeeded();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/offline-pos-queued-es-390.png` });

    // the connection returns with the page open: the order is sent, and the server refuses the device
    await context.setOffline(false);
    await expect(banner).toContainText('1 cambio guardado sin conexión necesita su decisión.', { timeout: 20_000 });
    await banner.getByRole('link', { name: 'Revisar' }).click();
    const card = page.locator('[data-set-aside]');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(`Orden nueva del cliente ${order.document} (IMEI ${order.imei})`);
    await expect(card).toContainText(`El servidor rechazó este cambio: El equipo con IMEI ${order.imei} ya tiene una orden abierta`);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}/offline-pos-conflicts-es-390.png`, fullPage: true });
    // opened anew (a load of the page alone: no line loaded but its own), the call is still named in its line's words
    await page.goto('/system/conflicts');
    await expect(card.getByRole('heading')).toHaveText(`Orden nueva del cliente ${order.document} (IMEI ${order.imei})`);
    // no second order for the device
    expect((await api.ordersOf(order.imei)).map((row) => row.orderId)).toEqual([open.orderId]);
    await context.close();
  });
});
