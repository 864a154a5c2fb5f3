// The point of sale's steps (spec 03 §2.5, §2.6), shared by repairPointOfSale.spec.ts and repairJourney.spec.ts:
// the create form's parts, the consult tabs' rows and actions, the delivery to the client and the order's details.
import { expect, type Locator, type Page } from '@playwright/test';
import { pdfFile, type SampleFile } from './sampleFiles';
import { recordPosts } from './repairLogistics';

/** The point of sale the admin works at in these specs (the seed gives admin three). */
export const POINT = 'Tienda Unicentro';

/** YYYY-MM-DD of `daysAgo` days before today (negative: after), in local time as the date field takes it. */
export const day = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Opens the point of sale, chooses POINT as the workshop and one of the two modes. */
export async function openPoint(page: Page, mode: 'Generar nueva Orden' | 'Consultar Orden') {
  await page.goto('/MobileOperator/PointSafe');
  await expect(page.locator('#react-admin-title')).toHaveText(/^(Point of sale|Punto de venta)$/);
  await page.getByRole('combobox', { name: /^(Workshop|Taller)/ }).click();
  await page.getByRole('option', { name: POINT }).click();
  await expect(page.locator('#react-admin-title')).toHaveText(POINT);
  await page.getByRole('button', { name: mode }).click();
}

/** Back at the point of sale where this user chose POINT before: the choice is remembered (the title is its name). */
export async function returnToPoint(page: Page, mode: 'Generar nueva Orden' | 'Consultar Orden') {
  await page.goto('/MobileOperator/PointSafe');
  await expect(page.locator('#react-admin-title')).toHaveText(POINT);
  await page.getByRole('button', { name: mode }).click();
}

/**
 * Picks an option of a select and waits until the select shows it. A click that lands while the menu is still
 * opening or being drawn again (a list that has just loaded) may choose nothing and leave the menu open: then the
 * option is clicked again.
 */
export const choose = async (page: Page, label: RegExp, option: string) => {
  const select = page.getByRole('combobox', { name: label });
  const item = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await select.click({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
    await expect(select).toHaveText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
};
export const saveOrder = (page: Page) => page.getByRole('button', { name: 'Guardar y generar Orden' }).click();
export const toast = (page: Page, text: string) => expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();

export async function searchClient(page: Page, document: string, language: 'en' | 'es' = 'en') {
  await page.getByRole('textbox', { name: language === 'en' ? 'Document' : 'Documento' }).first().fill(document);
  await page.getByRole('button', { name: language === 'en' ? 'Search client' : 'Buscar cliente' }).click();
}

export interface NewClient { name: string; department: string; city: string; email: string; mobile: string }

/** The new-client form (shown once the document found no client): every required field. */
export async function fillNewClient(page: Page, client: NewClient) {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: /^Name/ }).fill(client.name);
  await choose(page, /^Department/, client.department);
  await choose(page, /^City/, client.city);
  await panel.getByRole('textbox', { name: /^E-mail/ }).fill(client.email);
  await panel.getByRole('textbox', { name: /^Mobile phone/ }).fill(client.mobile);
}

/** The device tab: a Pospago (line type 2) Samsung Galaxy A54 with a charger, faults Pantalla and Batería. */
export async function fillDevice(page: Page, imei: string, purchaseDate: string) {
  await page.getByRole('tab', { name: 'Device' }).click();
  await choose(page, /^Line type/, 'Pospago');
  await choose(page, /^Brand/, 'Samsung');
  await choose(page, /^Model/, 'Galaxy A54');
  await page.getByRole('textbox', { name: /^IMEI/ }).fill(imei);
  await page.getByLabel(/^Purchase date/).fill(purchaseDate);
  await page.getByRole('textbox', { name: /^MIN/ }).fill('3015550101');
  await page.getByRole('checkbox', { name: 'Charger' }).check();
  await choose(page, /^Fault type/, 'Pantalla');
  await choose(page, /^Second fault type/, 'Batería');
}

/** The files tab: the invoice's name and the files (one of them named as the invoice); the invoice is marked so. */
export async function attachFiles(page: Page, invoiceName: string, files: SampleFile[]) {
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByRole('textbox', { name: /^Invoice name/ }).fill(invoiceName);
  await page.getByLabel('Choose files').setInputFiles(files);
  await expect(page.getByRole('listitem').filter({ hasText: `${invoiceName}.` }).getByText('Invoice')).toBeVisible();
}

/** After Guardar y generar Orden: the created order's banner ("Order Wom{id} created") and its id. */
export async function createdOrder(page: Page) {
  const created = page.locator('[data-created]');
  await expect(created).toContainText(/Order Wom\d+ created/);
  return { created, id: Number(await created.getAttribute('data-created')) };
}

/** A consult tab's row of order `id`, paging on (the tabs list their orders oldest first, 10 a page) until it shows. */
export async function pointRow(page: Page, id: number): Promise<Locator> {
  const row = page.locator(`[data-order="${id}"]`);
  await expect(page.locator('[data-order]').first()).toBeVisible();
  await expect(async () => {
    if (await row.count() === 0) await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return row;
}

/** A consult row's action that asks first (Confirmar Recogida, Confirmar Recepción en Tienda), confirmed. */
export async function confirmPointAction(page: Page, row: Locator, action: string) {
  await row.getByRole('button', { name: action }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Confirm/ }).click();
}

/**
 * Entrega a cliente for an order received by the transporter (11): Confirmar Recepción en Tienda (→ 6), the exit
 * order's PDF (→ 15), then the delivery proof, refused without a file, with its description (→ 12: the row leaves).
 */
export async function deliverToClient(page: Page, row: Locator, id: number, proof: { file: string; description: string }) {
  await expect(row.locator('button[data-action]')).toHaveText(['Ver Guia', 'Confirmar Recepción en Tienda']);
  await confirmPointAction(page, row, 'Confirmar Recepción en Tienda');
  await expect(row).toHaveAttribute('data-state', '6');

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Orden de Salida' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`${id}.*\\.pdf$`));
  await expect(row).toHaveAttribute('data-state', '15');

  await row.getByRole('button', { name: 'confirmar entrega al cliente' }).click();
  const dialog = page.getByRole('dialog', { name: `Delivery confirmation · order ${id}` });
  await dialog.getByRole('button', { name: 'Guardar Archivo' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Se necesita que suba un archivo');
  await dialog.getByLabel('Proof of delivery').setInputFiles(pdfFile(proof.file));
  await dialog.getByRole('textbox', { name: 'Description' }).fill(proof.description);
  const recorded = recordPosts(page);
  await dialog.getByRole('button', { name: 'Guardar Archivo' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  recorded.stop();
  // the documented calls: the proof through Upload/UploadFile (ComprobanteEntrega), then ConfirmDeliveryOrder
  expect(recorded.posts.map((p) => p.call)).toEqual(['Upload/UploadFile', 'OrderWom/ConfirmDeliveryOrder']);
  expect(Object.fromEntries(recorded.posts[0].query)).toMatchObject({ id: String(id), tableName: 'ComprobanteEntrega' });
  expect(Object.fromEntries(recorded.posts[1].query)).toMatchObject({ idOrder: String(id), description: proof.description });
}

/** Consultar Orden → Buscar Orden by order number: answers the search dialog and the order's row in it. */
export async function searchAtPoint(page: Page, id: number) {
  await page.getByRole('tab', { name: 'Buscar Orden' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Buscar Orden' }).click();
  const search = page.getByRole('dialog', { name: 'Search order' });
  await search.getByRole('textbox', { name: 'Value' }).fill(String(id));
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  return { search, found: search.locator(`tr[data-order="${id}"]`) };
}
