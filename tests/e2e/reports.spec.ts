import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, SCREENS, test, type Page } from './support/fixtures';

// Issue 12: an analyst configures a report (two parameters, three columns), finds it in the picker, runs it with
// filters, pages it, sees its chart, exports the page and reads the .xlsx back, e-mails it and finds it in the outbox.
// The tests share this worker's server: the configured report is made once and used by the next ones.
test.use({ signedInAs: 'admin' });
test.describe.configure({ mode: 'serial' });

const REPORT = 'Productos por peso e2e';
const SCRIPT = "select p.id, p.sku, p.weight as peso from products p where p.weight >= $1 and ($2 = '' or p.sku ilike $2 || '%') order by p.id";

const sheetRows = (bytes: Buffer) => {
  const book = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
};
const choose = async (page: Page, scope: ReturnType<Page['getByRole']>, label: string | RegExp, option: string | RegExp) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
};

test('configure a report with two parameters, Test it, save it and define three columns', async ({ page, session }) => {
  await page.goto('/system/report/ProcessReport');
  await expect(page.getByRole('table', { name: 'Report configuration' }).locator('tbody tr')).toHaveCount(7);
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('menuitem', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'New report' });
  // all required: a save with nothing says so on each field
  await dialog.getByRole('button', { name: 'Save' }).click();
  // all required (the API comes filled in with the console's own): a save with nothing says so on each field
  await expect(dialog.getByText('Required')).toHaveCount(6);
  await dialog.getByLabel('Name').fill(REPORT);
  await dialog.getByLabel('Alias').fill('productos_e2e');
  await dialog.getByLabel('Connection string').fill('Host=localhost;Database=console');
  await choose(page, dialog, /^Database(?! type)/, 'Consola Administrativa');
  await choose(page, dialog, /^Database type/, '2 SQL');
  await dialog.getByLabel('Script').fill('select p.id, p.sku, p.weigth as peso from products p');
  // Test shows the engine's error before saving
  await dialog.getByRole('button', { name: 'Test' }).click();
  await expect(dialog.getByTestId('script-test')).toHaveText('The database engine refused the script: column p.weigth does not exist');
  await dialog.getByLabel('Script').fill(SCRIPT);
  for (const [column, alias, type] of [['peso', 'Peso mínimo', '2 Numeric'], ['sku', 'SKU empieza por', '1 Text']]) {
    await dialog.getByRole('button', { name: 'Add parameter' }).click();
    const parameter = page.getByRole('dialog', { name: 'New parameter' });
    await parameter.getByRole('button', { name: 'Add' }).click();
    await expect(parameter.getByText('Required')).toHaveCount(3);
    await parameter.getByLabel('Column').fill(column);
    await parameter.getByLabel('Alias').fill(alias);
    await choose(page, parameter, /^Type/, type);
    await parameter.getByRole('button', { name: 'Add' }).click();
    await expect(parameter).toBeHidden();
  }
  await expect(dialog.getByRole('table', { name: 'Parameters' }).locator('tbody tr')).toHaveText([/\$1peso/, /\$2sku/]);
  await dialog.getByRole('button', { name: 'Test' }).click();
  await expect(dialog.getByTestId('script-test').locator('thead th')).toHaveText(['id', 'sku', 'peso']);
  await expect(dialog.getByTestId('script-test').locator('tbody tr')).toHaveCount(20);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful process.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search').fill('productos_e2e');
  const row = page.getByRole('table', { name: 'Report configuration' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Columns ${REPORT}` }).click();
  const columns = page.getByRole('dialog', { name: `Columns of ${REPORT}` });
  for (const [name, alias, type] of [['id', 'Id', 'Numero'], ['sku', 'SKU', 'Texto'], ['peso', 'Peso', 'Numero']]) {
    await columns.getByLabel('Name').fill(name);
    await columns.getByLabel('Alias').fill(alias);
    await choose(page, columns, /^Data type/, type);
    await columns.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expect(columns.getByRole('list', { name: 'Columns to save' }).getByRole('listitem')).toHaveCount(3);
  await columns.getByRole('button', { name: 'Save columns' }).click();
  await expect(columns.getByRole('list', { name: 'Columns to save' }).getByRole('listitem')).toHaveCount(0);
  await expect(columns.getByRole('list', { name: 'Saved columns' }).getByRole('listitem')).toHaveCount(3);
  await columns.getByRole('button', { name: 'Close' }).click();

  // who may run it is the Permissions screen's: the admin is given it
  const id = Number(await row.locator('td').first().textContent());
  const assigned = await page.request.post('/api/Permission/SaveUserPermint', {
    headers: { Authorization: `Bearer ${session.token}` }, data: { idTable: id, tableType: 1, users: [1] },
  });
  expect(assigned.status()).toBe(200);
});

test.describe('in Spanish', () => {
  test.use({ language: 'es' });

  test('find it in the picker, run it with filters (each message), page it, chart, export the page, e-mail it', async ({ page }) => {
    await page.goto('/system/report/reports');
    await page.getByRole('combobox', { name: 'Reporte' }).click();
    await page.getByRole('option', { name: REPORT }).click();
    await page.getByRole('button', { name: 'Abrir' }).click();
    await expect(page).toHaveURL(/\/system\/report\/report-view\?id=\d+&url=%2Fapi%2F/);
    await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();
    await expect(page.getByLabel('Límite de filas')).toHaveValue('1000');
    await page.getByLabel('Peso mínimo').fill('0');

    const filters = page.getByRole('region', { name: 'Filtros' }).or(page.locator('section[aria-label="Filtros"]'));
    const execute = page.getByRole('button', { name: 'Ejecutar' });
    await filters.getByLabel('Aplicar filtros').check();
    await execute.click();
    await expect(page.getByText('Es necesario ingresar todos los filtros.')).toBeVisible();
    await filters.getByRole('button', { name: 'Quitar' }).click();
    await execute.click();
    await expect(page.getByText('Es necesario ingresar los filtros.')).toBeVisible();
    await filters.getByRole('button', { name: 'Agregar filtro' }).click();
    const first = filters.getByRole('group', { name: 'Filtros 1' });
    await choose(page, first, 'Columna', 'Id');
    await choose(page, first, 'Signo', '<');
    await execute.click();
    await expect(page.getByText('Debe ingresar un valor.')).toBeVisible();
    await first.getByLabel('Valor').fill('46');
    await filters.getByRole('button', { name: 'Agregar filtro' }).click();
    const second = filters.getByRole('group', { name: 'Filtros 2' });
    await choose(page, second, 'Columna', 'Id');
    await choose(page, second, 'Signo', '>');
    await second.getByLabel('Valor').fill('2');
    await execute.click();
    await expect(page.getByText('Ya se ingresó este filtro.')).toBeVisible();
    await choose(page, second, 'Columna', 'Peso');
    await second.getByLabel('Valor').fill('0');
    await execute.click();

    const table = page.getByRole('table', { name: 'Visor de reportes' });
    await expect(page.getByTestId('report-count')).toContainText('45 filas');
    await expect(table.locator('thead th')).toHaveText(['Id', 'SKU', 'Peso']);
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('1');
    await page.getByRole('button', { name: /página siguiente|next page/i }).click();
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('21');
    await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();

    // the page on screen as .xlsx: header row = the columns' aliases, its 20 rows, no formula anywhere
    const sheetJs = page.waitForRequest((request) => /xlsx.*\.js$/.test(request.url()));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar página (.xlsx)' }).click()]);
    await sheetJs;
    const rows = sheetRows(readFileSync((await download.path())!));
    expect(rows[0]).toEqual(['Id', 'SKU', 'Peso']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 20 }, (_v, i) => 21 + i));
    expect(typeof rows[1][2]).toBe('number');

    // the whole report by e-mail: the spec's message, and the mail in the outbox, sent, with its .xlsx
    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    const mail = page.getByRole('dialog', { name: 'Enviar por correo' });
    await mail.getByLabel('Correo').fill('no-es-correo');
    await mail.getByRole('button', { name: 'Enviar' }).click();
    await expect(mail.getByText('Ingrese un correo válido.')).toBeVisible();
    await mail.getByLabel('Correo').fill('analista@example.com');
    await mail.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Se envío correctamente el reporte.')).toBeVisible();
    const outbox = page.locator('section[aria-labelledby="report-outbox-title"]');
    await expect(outbox.getByRole('listitem').first()).toContainText('analista@example.com (45 filas)');
    // sent: the embedded SMTP catcher took it (issue 36; the Mailbox is reportMail.spec.ts's)
    await expect(outbox.getByRole('listitem').first()).toContainText('Enviado');
    const href = await outbox.getByRole('link').first().getAttribute('href');
    const sent = await page.request.get(href!);
    expect(sent.status()).toBe(200);
    const sentRows = sheetRows(Buffer.from(await sent.body()));
    expect(sentRows[0]).toEqual(['Id', 'SKU', 'Peso']);
    expect(sentRows).toHaveLength(46);
  });
});

test.describe('a user not assigned to the report', () => {
  test.use({ signedInAs: 'operador' });

  test('does not find it in the picker, and the viewer says the server refused it', async ({ page }) => {
    await page.goto('/system/report/reports');
    await page.getByRole('combobox', { name: 'Report' }).click();
    await expect(page.getByRole('option', { name: 'Reporte de accesos por usuario' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Productos del catálogo por peso' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/system/report/report-view?id=19&url=%2Fapi%2F');
    await expect(page.getByRole('alert').filter({ hasText: 'You are not assigned to this report' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Execute' })).toHaveCount(0);
  });
});

async function viewerAndConfiguration(page: Page, language: 'en' | 'es', width: number) {
  await page.goto('/system/report/report-view?id=17&url=%2Fapi%2F');
  await page.getByRole('button', { name: language === 'es' ? 'Ejecutar' : 'Execute' }).click();
  await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/reports-viewer-${language}-${width}.png`, fullPage: true });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth(), `the viewer at ${width} px`).toBeLessThanOrEqual(width);
  // the result's headers wrap between words, never inside one ("Esta" / "do"): no more lines than words
  const headers = await page.getByRole('table', { name: language === 'es' ? 'Visor de reportes' : 'Report viewer' }).locator('th').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      return { text: cell.textContent ?? '', lines, words: (cell.textContent ?? '').trim().split(/\s+/).length };
    }),
  );
  expect(headers.length).toBeGreaterThan(0);
  for (const header of headers) expect(header.lines, `${header.text} at ${width} px`).toBeLessThanOrEqual(header.words);
  await page.goto('/system/report/ProcessReport');
  // a table on a wide screen, a list on a phone
  const rows = width < 600 ? page.getByRole('list', { name: 'Configuración de reportes' }).getByRole('listitem') : page.locator('tbody tr');
  await expect(rows.first()).toContainText('accesos_usuario');
  expect(await pageWidth(), `the configuration at ${width} px`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${SCREENS}/reports-config-${language}-${width}.png`, fullPage: true });
  // the report modal of a seeded report, its script tested
  await page.getByRole('button', { name: language === 'es' ? 'Editar Reporte de accesos por usuario' : 'Edit Reporte de accesos por usuario' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: language === 'es' ? 'Parámetros' : 'Parameters' }).locator('tbody tr')).toHaveCount(2);
  await dialog.getByRole('button', { name: language === 'es' ? 'Probar' : 'Test' }).click();
  await expect(dialog.getByTestId('script-test').locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/reports-dialog-${language}-${width}.png`, fullPage: true });
}

// one page: the desktop first, then a phone's width
test.describe('screenshots es 1280px then 390px', () => {
  test.use({ language: 'es', viewport: { width: 1280, height: 900 } });
  test('viewer with a result and chart, configuration', async ({ page }) => {
    await viewerAndConfiguration(page, 'es', 1280);
    await page.setViewportSize({ width: 390, height: 900 });
    await viewerAndConfiguration(page, 'es', 390);
  });
});

// the English pass is a reviewer's (test:screens): its checks are the layout's; the English buttons are the first tests'
test.describe('screenshots en 1280px', () => {
  test.use({ language: 'en', viewport: { width: 1280, height: 900 } });
  test('viewer with a result and chart, configuration', { tag: '@review' }, async ({ page }) => {
    await viewerAndConfiguration(page, 'en', 1280);
  });
});
