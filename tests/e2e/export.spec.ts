import { expect, test } from './support/fixtures';
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';

test.use({ signedInAs: 'admin' });

const openDownloaded = async (download: import('@playwright/test').Download) => {
  const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  return { book, sheet, rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null }) };
};

// the warehouses list is exportable: its Export writes a real .xlsx of every row its filters match
test('warehouses: Export downloads an .xlsx of all the filtered rows, with the columns shown and readable values', async ({ page }) => {
  await page.goto('/warehouses');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const total = Number((await page.getByText(/^1-10 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(10);

  // SheetJS is fetched only now, when the user exports
  const sheetJs = page.waitForRequest((request) => /xlsx.*\.js$/.test(request.url()));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).first().click()]);
  await sheetJs;
  expect(download.suggestedFilename()).toMatch(/^Warehouses \d{4}-\d{2}-\d{2}\.xlsx$/);
  const all = await openDownloaded(download);
  expect(all.rows[0]).toEqual(['Code', 'Name', 'City', 'Phone', 'Active']);
  // every page, not the 10 rows on screen
  expect(all.rows).toHaveLength(total + 1);
  expect(all.rows.slice(1).every((row) => row[4] === 'Yes' || row[4] === 'No')).toBe(true);
  for (const address of Object.keys(all.sheet).filter((key) => !key.startsWith('!'))) expect(all.sheet[address].f).toBeUndefined();

  // with a filter: only the rows it matches
  await page.locator('#main-content').getByPlaceholder(/search/i).fill('Medellín');
  await expect(rows).toHaveCount(4);
  const [filtered] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).first().click()]);
  const medellin = await openDownloaded(filtered);
  expect(medellin.rows).toHaveLength(5);
  expect(medellin.rows.slice(1).map((row) => row[2])).toEqual(['Medellín', 'Medellín', 'Medellín', 'Medellín']);
});

test.describe('in Spanish', () => {
  test.use({ language: 'es' });

  // @review: unit engine/xlsxExport.test.tsx › the export button of a list › in Spanish: Exportar writes the Spanish headers and Sí / No
  test('the export speaks the user language: Spanish headers and values', { tag: '@review' }, async ({ page }) => {
    await page.goto('/warehouses');
    await expect(page.locator('tbody tr')).toHaveCount(10);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).first().click()]);
    const { rows } = await openDownloaded(download);
    expect(rows[0]).toEqual(['Código', 'Nombre', 'Ciudad', 'Teléfono', 'Activa']);
    expect(rows.slice(1).every((row) => row[4] === 'Sí' || row[4] === 'No')).toBe(true);
  });
});
