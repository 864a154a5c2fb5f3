// The logistics screen's steps (spec 03 §2.1–§2.3), shared by repairOrders.spec.ts and repairJourney.spec.ts: the
// tiles, the table's rows, Asignar taller and the guide modal.
import { expect, type Page, type Request } from '@playwright/test';
import type { SampleFile } from './sampleFiles';

export const LOGISTICS = '/MobileOperator/Logistics';

export const logisticsTable = (page: Page) => page.getByRole('table', { name: 'Logistics' });
export const logisticsRows = (page: Page) => logisticsTable(page).locator('tbody tr[data-order]');
export const logisticsRow = (page: Page, id: number | string) => page.locator(`tr[data-order="${id}"]`);
export const tile = (page: Page, key: string) => page.locator(`[data-tile="${key}"]`);

/** Chooses a tile and waits for its rows. */
export async function openTile(page: Page, key: string) {
  await tile(page, key).click();
  await expect(tile(page, key)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(logisticsRows(page).first()).toBeVisible();
}

/** The tile `key` narrowed by the free-text filter to the order with this IMEI, in state `state`. */
export async function showLogisticsOrder(page: Page, key: string, imei: string, id: number, state: string) {
  await tile(page, key).click();
  await page.getByRole('textbox', { name: 'Filter' }).fill(imei);
  await expect(logisticsRows(page)).toHaveCount(1);
  await expect(logisticsRow(page, id).locator('td[data-state]')).toHaveAttribute('data-state', state);
}

/** Asignar taller on the order's row: its workshop's two technicians listed, the first one saved. Answers its name. */
export async function assignTechnician(page: Page, id: number | string): Promise<string> {
  await logisticsRow(page, id).getByRole('button', { name: 'Asignar taller' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Workshop technician' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  const name = (await options.first().innerText()).trim();
  await options.first().click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: `Order ${id}` }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return name;
}

/** The API writes (POST, reads such as GetOrderByState aside) the page makes from now on, as 'Controller/Action' with their query and JSON body, in order. */
export function recordPosts(page: Page) {
  const posts: { call: string; query: URLSearchParams; body: unknown }[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || !url.pathname.startsWith('/api/') || /\/get/i.test(url.pathname)) return;
    let body: unknown = null;
    try { body = request.postDataJSON(); } catch { /* multipart */ }
    posts.push({ call: url.pathname.slice('/api/'.length), query: url.searchParams, body });
  };
  page.on('request', listener);
  return { posts, stop: () => page.off('request', listener) };
}

/**
 * In the open guide modal of order `id`: the number and its file (shown by name), Save, then the confirmation. The
 * documented calls of spec 03 §7 and §4.2 are made, in order: TransferGuide/Save, the file through Upload/UploadFile
 * (Guias), UpdateStatusTraceability 8 (collection) or 9 (return).
 */
export async function saveGuide(page: Page, id: number | string, guideNumber: string, file: SampleFile) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Guide number' }).fill(guideNumber);
  await dialog.getByLabel('Guide file').setInputFiles(file);
  await expect(dialog.getByText(file.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: `Order ${id}` });
  await expect(confirm).toContainText(`Save guide ${guideNumber} for order ${id}?`);
  const recorded = recordPosts(page);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  recorded.stop();
  const [save, upload, status] = recorded.posts;
  expect(recorded.posts.map((p) => p.call)).toEqual(['TransferGuide/Save', 'Upload/UploadFile', 'OrderWom/UpdateStatusTraceability']);
  const { type } = save.body as { type: 1 | 2 };
  expect(save.body).toEqual({ type, idOrder: Number(id), nroGuide: guideNumber });
  expect(Object.fromEntries(upload.query)).toMatchObject({ id: String(id), tableName: 'Guias' });
  expect(status.body).toEqual({ orderId: Number(id), status: type === 1 ? 8 : 9 });
}
