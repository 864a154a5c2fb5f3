import { expect, SCREENS, test, type Page } from './support/fixtures';

// Issue 11: the product list and detail, opened like a module entry (token and url in the address).
test.use({ signedInAs: 'admin' });

const listUrl = (token: string, extra = '') => `/Catalog/components/Products?token=${token}&url=${encodeURIComponent('/api/')}${extra}`;
const cards = (page: Page) => page.getByTestId('product-card');
const count = (page: Page) => page.getByTestId('product-count');
/** The pictures on screen have arrived (those further down load when scrolled to, and keep their placeholder). */
const picturesInViewLoaded = (page: Page) =>
  page.waitForFunction(() => [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete));

test('product list: filter, page, open a product and come Back to the same page and filters', async ({ page, session: { token } }) => {
  await page.goto(listUrl(token));
  await expect(cards(page)).toHaveCount(50);
  await expect(count(page)).toHaveText('2,400 products');
  // every step of the path in the reader's language (Spanish: menuNames.test.tsx)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').filter({ hasText: /\w/ })).toHaveText(['Catalogue', 'Products']);
  await expect(cards(page).first()).toContainText('SKU-000001');
  // the pictures arrive (lazily) as real images, not a broken icon
  await expect(cards(page).first().locator('img')).toHaveJSProperty('complete', true);
  expect(await cards(page).first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Teléfonos móviles' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(count(page)).toHaveText('300 products');
  await expect(page).toHaveURL(/catalog=3/);
  const firstOfPage1 = (await cards(page).first().textContent())!;
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page).first()).not.toHaveText(firstOfPage1);
  const second = cards(page).nth(3);
  const sku = (await second.textContent())!.match(/SKU-\d{6}/)![0];
  await second.getByRole('link', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/Catalog\/components\/Product\?id=\d+&token=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/catalog=3.*page=2|page=2.*catalog=3/);
  await expect(page.getByRole('button', { name: 'page 2', exact: false }).first()).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).nth(3)).toContainText(sku);

  // SKU and description filters; nothing found says so
  await page.getByLabel('SKU').fill('SKU-000123');
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: '-- All --' }).click();
  await page.getByLabel('SKU').press('Enter');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('SKU-000123');
  await page.getByLabel('SKU').fill('no-such-sku');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No products match these filters.')).toBeVisible();
});

test('a picture that cannot load shows a neutral picture, not a broken icon', async ({ page, session: { token } }) => {
  await page.route('**/api/Products/Image/1/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(listUrl(token));
  await expect(cards(page).first().getByTestId('no-picture')).toBeVisible();
  await expect(cards(page).nth(1).getByTestId('no-picture')).toHaveCount(0);
});

test('product detail: details, stock, gallery zoom and arrows, technical sheet, edit name, description and image', async ({ page, session: { token } }) => {
  await page.goto(`/Catalog/components/Product?id=8&token=${token}&url=${encodeURIComponent('/api/')}`);
  const details = page.getByRole('table', { name: 'Details' });
  await expect(details).toContainText('SKU-000008'.replace('SKU-000008', '')); // loaded
  for (const label of ['Name', 'Description', 'Category', 'Group', 'Cod_Ean', 'Height', 'Length', 'Width', 'Weight', 'Unit of weight']) {
    await expect(details.getByRole('rowheader', { name: label, exact: true }).or(details.getByText(label, { exact: true }))).toBeVisible();
  }
  await expect(page.getByTestId('stock-table')).toBeVisible();

  // zoom after resting on the picture
  const main = page.getByTestId('gallery-main');
  await main.hover();
  await expect(main).toHaveAttribute('data-zoomed', 'true');
  // ×4 once its transition has run
  await expect.poll(() => main.locator('img').evaluate((img) => getComputedStyle(img).transform)).toMatch(/^matrix\(4, 0, 0, 4/);
  await page.mouse.move(0, 0);
  await expect(main).toHaveAttribute('data-zoomed', 'false');
  // arrows move between pictures
  const position = page.getByTestId('picture-position');
  const total = Number((await position.textContent())!.match(/of (\d+)/)![1]);
  await page.getByTestId('gallery').focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(total > 1 ? `Picture 2 of ${total}` : 'Picture 1 of 1');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`Picture 1 of ${total}`);

  // the technical sheet opens in a new tab as a PDF (the headless shell has no PDF viewer: its tab downloads the file,
  // so the file is read from the link's address)
  const sheetLink = page.getByRole('link', { name: 'View technical sheet' });
  await expect(sheetLink).toHaveAttribute('target', '_blank');
  const [sheet] = await Promise.all([page.context().waitForEvent('page'), sheetLink.click()]);
  const pdf = await page.request.get(new URL((await sheetLink.getAttribute('href'))!, page.url()).href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await sheet.close();

  // edit: required fields (invalid once touched, nothing sent), then name, description and an image
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Edit SKU');
  const saves: string[] = [];
  page.on('request', (request) => request.url().includes('Products/Save') && saves.push(request.url()));
  const name = dialog.getByLabel('Name');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  await name.fill('');
  await expect(name).toHaveAttribute('aria-invalid', 'false'); // not yet touched
  await name.blur();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  expect(saves).toHaveLength(0);
  await name.fill('Antena editada e2e');
  await dialog.getByLabel('Description').fill('Descripción editada e2e');
  await dialog.getByRole('tab', { name: 'Image' }).click();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  await dialog.getByTestId('product-image-input').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'foto.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful process.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Antena editada e2e');
  await expect(page.getByTestId('gallery-main').locator('img')).toHaveAttribute('alt', /foto\.png/);
  expect(saves).toHaveLength(1);
});

test.describe('as the demo user with role value 2', () => {
  test.use({ signedInAs: 'operador' });
  test('sees the product without Editar', async ({ page, session: { token } }) => {
    // the role value answers (it is 1 until then)
    const roleAnswered = page.waitForResponse((r) => r.url().includes('Products/GetRolByUser'));
    await page.goto(`/Catalog/components/Product?id=9&token=${token}&url=${encodeURIComponent('/api/')}`);
    await expect(page.getByRole('table', { name: 'Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(await (await roleAnswered).json()).toMatchObject({ data: 2 });
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });
});

// screenshots only: 50 cards and the breadcrumb are the first test's (the Spanish breadcrumb menuNames.test.tsx's), the
// stock table the detail test's
for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test('product list and detail', { tag: '@screens' }, async ({ page, session: { token } }) => {
      await page.goto(listUrl(token));
      await expect(cards(page)).toHaveCount(50);
      // every step of the path in the reader's language
      await expect(page.getByRole('navigation', { name: /Breadcrumb|Ruta/ }).getByRole('listitem').filter({ hasText: /\w/ })).toHaveText(
        language === 'es' ? ['Catálogo', 'Productos'] : ['Catalogue', 'Products'],
      );
      await picturesInViewLoaded(page);
      await page.screenshot({ path: `${SCREENS}/catalogue-list-${language}-${width}.png` });
      await page.goto(`/Catalog/components/Product?id=12&token=${token}&url=${encodeURIComponent('/api/')}`);
      await expect(page.getByTestId('stock-table')).toBeVisible();
      await picturesInViewLoaded(page);
      await page.screenshot({ path: `${SCREENS}/catalogue-detail-${language}-${width}.png`, fullPage: true });
    });
  });
}
