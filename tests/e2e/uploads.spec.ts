import * as XLSX from 'xlsx';
import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';

// Issue 13: upload types, the upload with preview and import, the background upload and the order loading.
test.use({ signedInAs: 'admin' });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (rows: unknown[][]): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Hoja1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};
const pickFile = (page: Page, name: string, buffer: Buffer, mimeType = XLSX_TYPE) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
const chooseOption = async (page: Page, label: string | RegExp, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const stamp = () => String(Date.now() % 1000).padStart(3, '0');

test('configure a type, upload a file with two bad rows, import the valid ones and read back the rows left out', async ({ page, session: { token } }) => {
  const n = stamp();
  const alias = `Bodegas E2E ${n}`;
  await page.goto('/App/components/ProcessUploadFile');
  await expect(page.getByText('Cargue de bodegas')).toBeVisible();
  await page.getByRole('link', { name: /create/i }).or(page.getByRole('button', { name: /create/i })).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByLabel(/^Alias/).fill(alias);
  await dialog.getByLabel(/^Code/).fill(`BOD_E2E_${n}`);
  await chooseOption(page, /^Procedure/, 'Warehouses (sp_CargueBodegas)');
  await chooseOption(page, /^Database/, 'Inventario Bogotá');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search' }).fill(alias);
  await expect(page.getByRole('cell', { name: 'Cargue de bodegas' })).toBeHidden();
  await expect(page.getByRole('cell', { name: alias })).toBeVisible();
  // the edit modal is titled by the alias
  await page.getByRole('cell', { name: alias }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: alias })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel(/^Alias/)).toHaveValue(alias);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // who may upload with it is assigned on the Permissions screen (its entry has the type's id)
  const list = await page.request.post('/api/ProcessUploadFile/List', { data: { pageIndex: 1, pageSize: 10, search: alias }, headers: { Authorization: `Bearer ${token}` } });
  const typeId = (await list.json()).data.items[0].idUploadFile as number;
  const assigned = await page.request.post('/api/Permission/SaveUserPermint', { data: { idTable: typeId, tableType: 2, users: [1] }, headers: { Authorization: `Bearer ${token}` } });
  expect(assigned.ok()).toBeTruthy();

  await page.goto('/App/components/UploadFile');
  await expect(page.getByText('Choose an upload type to pick a file.')).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await chooseOption(page, 'Upload type', alias);
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();
  await pickFile(page, `bodegas-${n}.xlsx`, xlsx([
    ['code', 'name', 'city', 'address', 'phone', 'active'],
    [`EXA-${n}`, 'Bodega buena 1', 'Tunja'],
    ['malo', 'Bodega mala', 'Tunja'],
    [`EXB-${n}`, '', 'Tunja'],
    [`EXC-${n}`, 'Bodega buena 2', 'Duitama'],
  ]));
  await upload.click();
  await expect(page.getByTestId('upload-summary')).toHaveText('Rows read: 4 · valid: 2 · with errors: 2');
  await expect(page.getByTestId('preview-row-3').getByTestId('cell-error')).toHaveText('The field code does not have the expected format (ABC-123).');
  await expect(page.getByTestId('preview-row-4').getByTestId('cell-error')).toHaveText('The field name is required.');
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/uploads-preview-en-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 rows have errors and will be left out. Import only the valid rows (2)?')).toBeVisible();
  await page.getByRole('button', { name: 'Import only the valid rows' }).click();
  await expect(page.getByText('2 rows were written; 2 rows were left out.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download rows left out (.xlsx)' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
  expect(rows[0]).toEqual(['Row', 'code', 'name', 'city', 'address', 'phone', 'active', 'Error']);
  expect(rows.slice(1).map((r) => [r[0], r[1], r[7]])).toEqual([
    [3, 'malo', 'code: The field code does not have the expected format (ABC-123).'],
    [4, `EXB-${n}`, 'name: The field name is required.'],
  ]);
});

test('a .xlsx that is really a PNG is refused with a clear message', async ({ page }) => {
  await page.goto('/App/components/UploadFile');
  await chooseOption(page, 'Upload type', 'Cargue de bodegas');
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(128)]);
  await pickFile(page, 'foto.xlsx', png);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('The file foto.xlsx is not a spreadsheet (.xls or .xlsx): its content is image/png.')).toBeVisible();
});

test.describe(() => {
  // it waits for the socket a load opens
  test.use({ shareOnePage: false });
  test('a background upload: its notification turns COMPLETE without a reload', async ({ page }) => {
    const socketOpen = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
    await page.goto('/App/components/NewUploadFile');
    await socketOpen;
    await chooseOption(page, 'Upload type', 'Cargue de seriales de equipos');
    const n = String(Date.now() % 10_000_000).padStart(7, '0');
    const name = `seriales-${n}.xlsx`;
    await pickFile(page, name, xlsx([
      ['Serial', 'SerialRegalo', 'Bodega', 'Nombre', 'Documento', 'Telefono'],
      [`895710088${n}001`, `RG88${n.slice(1)}00`, 'BOG-001', 'Laura Gómez', '1020304050', '3001112233'],
    ]));
    await page.getByRole('button', { name: 'Upload and process in the background' }).click();
    await expect(page.getByText('The file was queued.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const row = page.getByRole('dialog', { name: 'Notifications' }).locator('li', { hasText: name });
    await expect(row.locator('[data-process="COMPLETE"]')).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText(`File ${name}: 1 rows written.`);
  });
});

test.describe('order loading', () => {
  test.use({ language: 'es' });
  const header = ['Documento', 'Cliente', 'Celular', 'Correo', 'Marca', 'Modelo', 'IMEI', 'Linea', 'FechaCompra', 'Falla', 'Punto'];
  const order = (imei: string, point: number) => ['1019876543', 'Paula Andrea Ríos', '3001234567', 'paula@correo.co', 'Samsung', 'Galaxy A54', imei, '3109876543', '2026-05-10', 'Pantalla rota', point];

  test('a clean file: "Se completó la carga sin novedades" and the orders listed', async ({ page }) => {
    await page.goto('/Upload/components/BoldOrderLoading');
    const imei = `35${String(Date.now()).slice(-13)}`;
    await pickFile(page, 'pedidos.xlsx', xlsx([header, order(imei, 3)]));
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    await expect(page.getByText('Se completó la carga sin novedades').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(imei) })).toBeVisible();
    await transitionsDone(page);
    await page.screenshot({ path: `${SCREENS}/uploads-orders-es-1280.png`, fullPage: true });
  });

  test('a broken file: "Error al cargar los pedidos" and the Error column filled', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/Upload/components/BoldOrderLoading`);
    await pickFile(page, 'pedidos-malos.xlsx', xlsx([header, order('123', 3), order(`35${String(Date.now()).slice(-13)}`, 1)]));
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    await expect(page.getByText('Error al cargar los pedidos').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'IMEI: El campo IMEI no tiene el formato esperado (15 dígitos / 15 digits).' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /Punto: 1 no es un punto de venta abierto/ })).toBeVisible();
    await transitionsDone(page);
    await page.screenshot({ path: `${SCREENS}/uploads-orders-es-390.png`, fullPage: true });
  });
});

test.describe('in Spanish at 390 px', () => {
  test.use({ language: 'es' });

  test('the preview says each bad cell in Spanish and the summary fits the phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/App/components/UploadFile');
    await expect(page.getByText('Elija un tipo de cargue para escoger un archivo.')).toBeVisible();
    await chooseOption(page, 'Tipo de cargue', 'Cargue de bodegas');
    await pickFile(page, 'bodegas.xlsx', xlsx([['code', 'name', 'city'], ['PAS-777', 'Bodega Pasto', 'Pasto'], ['pasto', 'Mala', 'Pasto']]));
    await page.getByRole('button', { name: 'Cargar', exact: true }).click();
    await expect(page.getByTestId('upload-summary')).toHaveText('Filas leídas: 2 · válidas: 1 · con errores: 1');
    await expect(page.getByTestId('preview-row-3').getByTestId('cell-error')).toHaveText('El campo code no tiene el formato esperado (ABC-123).');
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByText('1 fila tiene errores y quedará por fuera. ¿Importar solo las filas válidas (1)?')).toBeVisible();
    await transitionsDone(page);
    await page.screenshot({ path: `${SCREENS}/uploads-preview-es-390.png`, fullPage: true });
  });
});
