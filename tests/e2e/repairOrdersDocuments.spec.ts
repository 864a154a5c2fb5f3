import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as XLSX from 'xlsx';
import { expect, SCREENS, test } from './support/fixtures';

// The repair orders' documents: both .xlsx reports downloaded and read back, the details modal's full record and
// traceability, the arrival and exit orders as PDFs (text, terms, 21 × 29 cm), the exit order moving 6 → 15.
test.use({ signedInAs: 'admin' });

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const sheetRows = async (download: Download) => {
  const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer', cellFormula: true });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
};
const pdfPages = async (download: Download) => {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync((await download.path())!)), standardFontDataUrl }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
    pages.push({ text, width: page.view[2], height: page.view[3] });
  }
  return pages;
};

/** An order in `state` and how many there are, asked of the server the way the table asks. */
async function ordersIn(page: Page, token: string, state: string) {
  const answer = await page.request.post(`/api/OrderWom/GetOrderByState?states=${state}`, {
    headers: { Authorization: `Bearer ${token}` }, data: { pageIndex: 1, pageSize: 10 },
  });
  const { items, totalItemCount } = (await answer.json()).data;
  return { first: items[0] as { orderId: number }, total: totalItemCount as number };
}

async function openDetailsBySearch(page: Page, id: number) {
  await page.getByRole('button', { name: 'Search order' }).click();
  const search = page.getByRole('dialog', { name: 'Search order' });
  await search.getByRole('textbox', { name: 'Value' }).fill(String(id));
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await search.locator(`tr[data-order="${id}"]`).getByRole('button', { name: 'Detalles' }).click();
  const details = page.getByRole('dialog', { name: `Order ${id}` });
  await expect(details.getByRole('table', { name: 'Traceability' })).toBeVisible();
  return details;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/MobileOperator/Logistics');
  await expect(page.locator('[data-count="pendingCollection"]')).toHaveText(/^\d+$/);
});

test('Reporte Guias.xlsx: Pendiente por recoger lists the orders waiting with a collection guide', async ({ page, session: { token } }) => {
  const { total } = await ordersIn(page, token, '8');
  await page.getByRole('button', { name: 'Guide report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guide report' });
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Guides' }).click();
  await page.getByRole('option', { name: 'Pendiente por recoger' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Generate' }).click()]);
  expect(download.suggestedFilename()).toBe('Reporte Guias.xlsx');
  const rows = await sheetRows(download);
  expect(rows[0].slice(0, 3)).toEqual(['Order', 'State', 'Collection guide']);
  expect(rows).toHaveLength(total + 1);
  expect(new Set(rows.slice(1).map((r) => r[1]))).toEqual(new Set(['Collection guide generated']));
  await expect(dialog).toHaveCount(0);
});

test('reporte.xlsx by Estado; changing the search type clears the parameter', async ({ page, session: { token } }) => {
  const { total } = await ordersIn(page, token, '3');
  await page.getByRole('button', { name: 'Order report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order report' });
  await dialog.getByRole('combobox', { name: 'Estado', exact: true }).click();
  await page.getByRole('option', { name: 'Pending payment' }).click();
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeEnabled();
  await dialog.getByRole('combobox', { name: 'Search by' }).click();
  await page.getByRole('option', { name: 'Nro Orden' }).click();
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Search by' }).click();
  await page.getByRole('option', { name: 'Estado' }).click();
  await dialog.getByRole('combobox', { name: 'Estado', exact: true }).click();
  await page.getByRole('option', { name: 'Pending payment' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Generate' }).click()]);
  expect(download.suggestedFilename()).toBe('reporte.xlsx');
  const rows = await sheetRows(download);
  expect(rows[0].slice(0, 2)).toEqual(['Order', 'State']);
  expect(rows).toHaveLength(total + 1);
  expect(new Set(rows.slice(1).map((r) => r[1]))).toEqual(new Set(['Pending payment']));
});

test('details: the full record, traceability per stage; the exit order PDF holds the terms, is 21 × 29 cm and moves 6 to 15', async ({ page, session: { token } }) => {
  const { first } = await ordersIn(page, token, '6');
  const id = first.orderId;
  const details = await openDetailsBySearch(page, id);
  await expect(details.locator('[data-field="state"]')).toContainText('Pending pickup at the point');
  await expect(details.locator('[data-field="loanDevice"] td')).toHaveText(/^(Sin Prestamo|\d{15})$/);
  await expect(details.locator('[data-field="warranty"] td')).toHaveText(/^(Yes|No)$/);
  await expect(details.getByRole('table', { name: 'Traceability' }).locator('tbody tr')).toHaveCount(9);

  const [arrival] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: 'Arrival order' }).click()]);
  expect(arrival.suggestedFilename()).toBe(`arrival-order-${id}.pdf`);
  expect((await pdfPages(arrival))[0].text).toContain(`Arrival order N° ${id}`);

  const [exit] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: 'Exit order' }).click()]);
  const pages = await pdfPages(exit);
  const text = pages.map((p) => p.text).join(' ');
  expect(text).toContain(`Exit order N° ${id}`);
  expect(text).toContain('45 days');
  expect(text).toContain('$2,500 per day');
  expect(pages[0].width).toBeCloseTo(595.28, 1);
  expect(pages[0].height).toBeCloseTo(822.05, 1);
  await expect(details.locator('[data-field="state"]')).toContainText('Received in store');
  await expect(details.getByRole('table', { name: 'Traceability' }).locator('tbody tr').last()).toHaveAttribute('data-stage', '15');

  await details.getByRole('button', { name: 'View files' }).click();
  const files = page.getByRole('dialog', { name: `Files of order ${id}` });
  await expect(files.getByRole('link', { name: `guia-${id}.pdf` })).toBeVisible();
  await files.getByRole('tab', { name: 'Documentos de llegada' }).click();
  await expect(files.getByRole('link', { name: `orden-llegada-${id}.pdf` })).toBeVisible();
});

test.describe('in Spanish at 390 px', () => {
  test.use({ language: 'es', viewport: { width: 390, height: 844 } });
  test('the exit order prints the Spanish terms: 45 días and $2.500 por día', async ({ page, session: { token } }) => {
    const { first } = await ordersIn(page, token, '12');
    await page.getByRole('button', { name: 'Buscar orden' }).click();
    const search = page.getByRole('dialog');
    await search.getByRole('textbox', { name: 'Valor' }).fill(String(first.orderId));
    await search.getByRole('button', { name: 'Buscar', exact: true }).click();
    await search.locator(`tr[data-order="${first.orderId}"]`).getByRole('button', { name: 'Detalles' }).click();
    const details = page.getByRole('dialog', { name: `Orden ${first.orderId}` });
    await expect(details.getByRole('table', { name: 'Trazabilidad' })).toBeVisible();
    const [exit] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: 'Orden de salida' }).click()]);
    const text = (await pdfPages(exit)).map((p) => p.text).join(' ');
    expect(text).toContain(`Orden de salida N° ${first.orderId}`);
    expect(text).toContain('45 días');
    expect(text).toContain('$2.500 por día, IVA incluido');
    // the modal fits the phone's width: its buttons wrap, nothing runs off the screen
    const box = (await details.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(details.getByRole('button', { name: 'Ver archivos' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SCREENS}/repairOrders-details-es-390.png` });
  });
});
