import { expect, SCREENS, test, type Page } from './support/fixtures';
import { csvFile, fileOfSize, pdfFile, pngFile } from './support/sampleFiles';

const DATABASE = '/system/configuration/data-base?id=3';
const MB = 1024 * 1024;

// the tests share database 3's files (on this worker's server): the flow first, the screenshots of its result after
test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: 'admin' });

const openFilesTab = async (page: Page, tab = 'Upload File') => {
  await page.goto(DATABASE);
  await page.getByRole('tab', { name: tab }).click();
};
const iconSlot = (page: Page) => page.getByTestId('attachments-DataBasesObjectIcon');
const filesSlot = (page: Page) => page.getByTestId('attachments-DataBasesObject');
/** the toast; react-admin shows one at a time */
const toast = (page: Page) => page.locator('.MuiSnackbar-root');

test('database files: the icon, documents through the pending list, refusals, removal, and all of it after a reload', async ({ page }) => {
  await openFilesTab(page);

  // the icon: sent as soon as it is chosen, shown as a thumbnail, and its drop area goes away
  await expect(iconSlot(page).getByTestId('drop-area')).toBeVisible();
  await iconSlot(page).getByLabel('Choose a file').setInputFiles(pngFile('logo-recaudo.png'));
  await expect(toast(page)).toContainText('File upload successful.');
  const thumbnail = iconSlot(page).getByRole('img', { name: 'logo-recaudo.png' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  await expect(iconSlot(page).getByTestId('drop-area')).toHaveCount(0);

  // documents wait in a list; one is taken off before sending
  const files = filesSlot(page);
  await expect(files.getByText('No files yet')).toBeVisible();
  await files.getByLabel('Choose files').setInputFiles([pdfFile('plano-bodega.pdf'), csvFile('inventario.csv')]);
  await expect(files.getByText('2 files ready to upload')).toBeVisible();
  await files.getByRole('button', { name: 'Take inventario.csv off the list' }).click();
  await expect(files.getByText('1 file ready to upload')).toBeVisible();
  await files.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page)).toContainText('File upload successful.');
  const pdfLink = files.getByRole('link', { name: 'plano-bodega.pdf' });
  await expect(pdfLink).toBeVisible();
  await expect(files.getByText(/^PDF · /)).toBeVisible();
  await expect(files.getByRole('link', { name: 'inventario.csv' })).toHaveCount(0);
  await expect(files.getByText(/ready to upload/)).toHaveCount(0);
  // the link carries the token, so it opens without the bearer header
  const download = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(download.headers()['content-type']).toContain('application/pdf');

  await files.getByLabel('Choose files').setInputFiles(csvFile('inventario.csv'));
  await files.getByRole('button', { name: 'Upload' }).click();
  await expect(files.getByRole('link', { name: 'inventario.csv' })).toBeVisible();
  await expect(files.getByText(/^CSV · /)).toBeVisible();

  // refused before sending: too big, another type; nothing joins the list
  const uploads: string[] = [];
  page.on('request', (request) => request.url().includes('Upload/UploadFile') && uploads.push(request.url()));
  await files.getByLabel('Choose files').setInputFiles(fileOfSize('escaneo-completo.pdf', 'application/pdf', 11 * MB));
  await expect(files.getByRole('alert')).toHaveText('escaneo-completo.pdf is 11 MB; the limit is 10 MB');
  await files.getByLabel('Choose files').setInputFiles(fileOfSize('instalador.exe', 'application/x-msdownload', 2048));
  await expect(files.getByRole('alert')).toHaveText(/^instalador\.exe: this type of file is not accepted \(allowed: png, .*txt\)$/);
  await expect(files.getByText(/ready to upload/)).toHaveCount(0);
  await expect(files.getByRole('link')).toHaveCount(2);
  expect(uploads).toEqual([]);

  // the server's own refusal (a .txt whose content type is not text) is the red toast with its message
  await files.getByLabel('Choose files').setInputFiles(fileOfSize('notas.txt', 'application/octet-stream', 64));
  await files.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page)).toContainText('notas.txt');
  await expect(toast(page).locator('.MuiSnackbarContent-root')).toHaveCSS('background-color', /rgb\((2[0-9]{2}), \d+, \d+\)/);
  await files.getByRole('button', { name: 'Take notas.txt off the list' }).click();

  // removal asks first
  await files.getByRole('button', { name: 'Remove inventario.csv' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Remove inventario.csv? This cannot be undone.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page)).toContainText('remove file successfully.');
  await expect(files.getByRole('link', { name: 'inventario.csv' })).toHaveCount(0);

  // all of it is on the server
  await page.reload();
  await page.getByRole('tab', { name: 'Upload File' }).click();
  await expect(iconSlot(page).getByRole('img', { name: 'logo-recaudo.png' })).toBeVisible();
  await expect(iconSlot(page).getByTestId('drop-area')).toHaveCount(0);
  await expect(filesSlot(page).getByRole('link', { name: 'plano-bodega.pdf' })).toBeVisible();
  await expect(filesSlot(page).getByRole('link', { name: 'inventario.csv' })).toHaveCount(0);
});

// npm test runs the Spanish pass at 390 px (the longer texts, the narrowest slots); the others are a reviewer's
for (const language of ['en', 'es'] as const) {
  test.describe(() => {
    test.use({ language });
    for (const width of [1280, 390]) {
      const kept = language === 'es' && width === 390;
      test(`screenshot of the Upload File tab (${language}, ${width} px)`, { tag: kept ? [] : '@review' }, async ({ page }) => {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await openFilesTab(page, language === 'en' ? 'Upload File' : 'Cargar archivos');
        const files = filesSlot(page);
        await expect(files.getByRole('link', { name: 'plano-bodega.pdf' })).toBeVisible();
        await expect(iconSlot(page).getByRole('img')).toBeVisible();
        // a pending file and a refusal, so every part of the slot is in the picture
        await files.getByLabel(/Choose files|Elegir archivos/).setInputFiles(csvFile('inventario-junio.csv'));
        await files.getByLabel(/Choose files|Elegir archivos/).setInputFiles(fileOfSize('instalador.exe', 'application/x-msdownload', 10));
        await expect(files.getByRole('alert')).toBeVisible();
        // nothing inside the slots is wider than they are (the page itself is the engine's: see the report)
        for (const slot of [iconSlot(page), files]) {
          expect(await slot.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
        }
        // a phone shows what its screen holds (the form's Save bar is fixed at its bottom): the tab from its top
        if (width < 600) await page.getByRole('tab', { name: language === 'en' ? 'Upload File' : 'Cargar archivos', selected: true }).evaluate((tab) => window.scrollTo(0, tab.getBoundingClientRect().top + window.scrollY));
        await page.screenshot({ path: `${SCREENS}/attachments-${language}-${width}.png`, fullPage: width >= 600 });
      });
    }
  });
}
