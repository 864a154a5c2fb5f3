// The Resource Designer (issue 19): an administrator designs "Proveedores" (text, e-mail, a number with a range,
// a select, a reference to warehouses), publishes it and uses it from the menu like any built-in resource; the
// server refuses on the right field; a label change and version 1 restored; the operator (no W) sees it
// read-only, in a browser signed in before it existed.
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, SCREENS, startWithMenuClosed, transitionsDone, type Locator, type Page } from './support/fixtures';
import { onOwnServer, ownServer } from './support/ownServer';
import { storageStateFor } from './support/session';
import { choiceInput } from './support/smoke/screens';
import { UI } from './support/smoke/texts';

// a published resource adds a menu entry for good: this spec has a server of its own, so the other specs of the
// worker keep the seeded menu; its pages are on it
const own = ownServer('designer');
const test = onOwnServer(own);

test.use({ signedInAs: 'admin' });
test.describe.configure({ mode: 'serial' });

const SAMPLE = JSON.stringify([
  { Nombre: 'Andina SAS', Correo: 'ventas@andina.co', 'Calificación': 4, 'Categoría': 'equipos' },
  { Nombre: 'Repuestos del Sur', Correo: 'info@sur.co', 'Calificación': 3, 'Categoría': 'repuestos' },
  { Nombre: 'Cali Móvil', Correo: 'hola@calimovil.co', 'Calificación': 5, 'Categoría': 'equipos' },
  { Nombre: 'Bogotá Cel', Correo: 'bogota@cel.co', 'Calificación': 2, 'Categoría': 'repuestos' },
]);

const fieldPanel = (page: Page, source: string) => page.locator('.MuiAccordion-root').filter({ has: page.getByText(new RegExp(`^${source} · `)) });

/** Opens a field's panel (closed ones hold no inputs) and answers it. */
const openField = async (page: Page, source: string): Promise<Locator> => {
  const panel = fieldPanel(page, source);
  const summary = panel.locator('.MuiAccordionSummary-root');
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(panel.getByLabel(/^Source/)).toBeVisible();
  return panel;
};

const choose = async (page: Page, scope: Locator, label: RegExp, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const versionsList = (page: Page) => page.getByRole('list', { name: 'Versions' });
const sideMenu = (page: Page) => page.getByRole('menu', { name: 'Administration' });

const fillSupplier = async (page: Page, values: { name: string; email: string; rating: string; category: string }) => {
  const main = page.locator('#main-content');
  await main.getByLabel(/^Name/).fill(values.name);
  await main.getByLabel(/^E-mail/).fill(values.email);
  await main.getByLabel(/^Rating/).fill(values.rating);
  await (await choiceInput(main, 'Category')).click();
  await page.getByRole('option', { name: values.category, exact: true }).click();
  await (await choiceInput(main, 'Warehouse')).click();
  await page.getByRole('option').filter({ hasText: /\S/ }).first().click();
};

const publish = async (page: Page) => {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
};

test('an administrator designs Proveedores, publishes it, and works with it from the menu; a user signed in before sees it read-only', async ({ page, browser }) => {
  test.slow();
  // the operator's browser is signed in before the resource exists
  const operatorContext = await browser.newContext({ storageState: storageStateFor(own.url, await own.sessionOf('operador'), undefined), baseURL: own.url });
  const operator = await operatorContext.newPage();
  await operator.goto('/system/dashboard');
  await expect(operator.getByRole('menu', { name: 'Administration' })).toBeVisible();
  await expect(operator.getByRole('menuitem', { name: 'Suppliers' })).toHaveCount(0);

  await page.goto('/system/configuration/resources');
  await page.getByRole('link', { name: 'New resource' }).click();
  await page.getByLabel(/^Name/).fill('proveedores');
  await page.getByLabel(/^Plural label \(Spanish\)/).fill('Proveedores');
  await page.getByLabel(/^Plural label \(English\)/).fill('Suppliers');
  await page.getByLabel(/^Singular label \(Spanish\)/).fill('Proveedor');
  await page.getByLabel(/^Singular label \(English\)/).fill('Supplier');

  // the fields start from pasted sample rows: kinds, required-ness and choices inferred, reviewed, then used
  await page.getByRole('button', { name: 'Start from a sample' }).click();
  const sample = page.getByRole('dialog', { name: 'Start from a sample' });
  await sample.getByLabel('Or paste JSON rows').fill(SAMPLE);
  await sample.getByRole('button', { name: 'Read the rows' }).click();
  await expect(sample.getByRole('status')).toHaveText('4 field(s) found in 4 row(s). Review them, then use them: they replace the current fields.');
  const kinds = sample.getByRole('combobox');
  await expect(kinds).toHaveText(['Text', 'E-mail', 'Number', 'Choice list']);
  await sample.getByRole('button', { name: 'Use these fields' }).click();

  let panel = await openField(page, 'nombre');
  await panel.getByLabel(/^Label \(English\)/).fill('Name');
  await panel.getByRole('checkbox', { name: 'Sortable' }).check();
  await panel.getByRole('checkbox', { name: 'Filter' }).check();
  panel = await openField(page, 'correo');
  await panel.getByLabel(/^Label \(English\)/).fill('E-mail');
  panel = await openField(page, 'calificacion');
  await panel.getByLabel(/^Label \(English\)/).fill('Rating');
  await panel.getByLabel(/^Minimum$/).fill('1');
  await panel.getByLabel(/^Maximum$/).fill('5');
  await panel.getByRole('checkbox', { name: 'Required' }).uncheck();
  panel = await openField(page, 'categoria');
  await panel.getByLabel(/^Label \(English\)/).fill('Category');
  await panel.getByLabel(/^Label 1 \(Spanish\)/).fill('Equipos');
  await panel.getByLabel(/^Label 1 \(English\)/).fill('Devices');
  await panel.getByLabel(/^Label 2 \(Spanish\)/).fill('Repuestos');
  await panel.getByLabel(/^Label 2 \(English\)/).fill('Spare parts');

  // a reference to warehouses, added by hand
  await page.getByRole('button', { name: 'Add field' }).click();
  panel = await openField(page, 'field5');
  await panel.getByLabel(/^Source/).fill('bodega');
  panel = fieldPanel(page, 'bodega');
  await choose(page, panel, /^Kind/, 'Reference');
  await panel.getByLabel(/^Label \(Spanish\)/).fill('Bodega');
  await panel.getByLabel(/^Label \(English\)/).fill('Warehouse');
  await choose(page, panel, /^Referenced resource/, 'warehouses');
  await panel.getByRole('checkbox', { name: 'In the list' }).uncheck();

  // who may use it: every flag for the administrators (the default), list/view/export for the operators
  for (const flag of ['List', 'View', 'Export']) await page.getByRole('checkbox', { name: `Operador: ${flag}` }).check();
  await publish(page);
  await expect(page.getByText('Resource published.')).toBeVisible();
  await expect(versionsList(page).getByText('Version 1', { exact: true })).toBeVisible();

  // the operator's browser learns of it without signing in again: the menu shows it, the list opens read-only
  const entry = operator.getByRole('menuitem', { name: 'Suppliers' });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(operator).toHaveURL(/\/proveedores$/);
  await expect(operator.getByText('No Suppliers yet.')).toBeVisible();
  await expect(operator.getByRole('link', { name: UI.create })).toHaveCount(0);

  // the administrator opens it from the menu and creates records with the designed form
  await sideMenu(page).getByRole('menuitem', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/\/proveedores$/);
  const main = page.locator('#main-content');
  // issue 47 item 5: titled with the designed labels (singular for one record), the breadcrumb as the menu names it
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(page.locator('#react-admin-title')).toHaveText('Suppliers');
  await expect(breadcrumb).toHaveText(['Administration', 'Suppliers']);
  await main.getByRole('link', { name: UI.create }).click();
  await expect(page.locator('#react-admin-title')).toHaveText('Create Supplier');
  await expect(breadcrumb).toHaveText(['Administration', 'Suppliers', 'New']);
  await fillSupplier(page, { name: 'Andina Repuestos', email: 'ventas@andina.co', rating: '4', category: 'Spare parts' });
  await main.getByRole('button', { name: UI.save }).click();
  await expect(page.getByText(UI.created).first()).toBeVisible();
  await expect(main.locator('tbody tr')).toHaveCount(1);

  // the form's own rules let a name of spaces through; the server refuses it, on the Name input, in English
  await main.getByRole('link', { name: UI.create }).click();
  await fillSupplier(page, { name: '   ', email: 'hola@calimovil.co', rating: '2', category: 'Devices' });
  await main.getByRole('button', { name: UI.save }).click();
  await expect(main.getByText('The field Name is required.')).toBeVisible();
  await expect(main.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  await main.getByLabel(/^Name/).fill('Cali Móvil');
  await main.getByRole('button', { name: UI.save }).click();
  await expect(main.locator('tbody tr')).toHaveCount(2);

  // edit: the rating of Cali Móvil (its row's Edit button: a click on an editable cell edits that cell in place)
  await main.locator('tbody tr').filter({ hasText: 'Cali Móvil' }).getByRole('button', { name: 'Edit' }).click();
  await main.getByLabel(/^Rating/).fill('5');
  await main.getByRole('button', { name: UI.save }).click();
  await expect(main.locator('tbody tr').filter({ hasText: 'Cali Móvil' })).toContainText('5');

  // filters: the category (a select) and a part of the name (a text filter)
  const rows = main.locator('tbody tr');
  const addFilter = async (label: string) => {
    await main.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: label }).click();
  };
  await addFilter('Category');
  await (await choiceInput(main, 'Category')).click();
  await page.getByRole('option', { name: 'Devices', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Cali Móvil');
  await main.getByRole('button', { name: 'Remove this filter' }).click();
  await expect(rows).toHaveCount(2);
  await addFilter('Name');
  await main.locator('form').getByLabel(/^Name$/).fill('andina');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Andina Repuestos');
  await main.getByRole('button', { name: 'Remove this filter' }).click();
  await expect(rows).toHaveCount(2);

  // export: an .xlsx with the shown columns and both rows
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Export' }).first().click()]);
  const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer' });
  const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
  expect(sheet[0]).toEqual(['Name', 'E-mail', 'Rating', 'Category']);
  expect(sheet.slice(1).map((row) => row[0]).sort()).toEqual(['Andina Repuestos', 'Cali Móvil']);

  // delete, after confirming
  await rows.filter({ hasText: 'Cali Móvil' }).getByRole('button', { name: UI.delete }).click();
  await page.getByRole('button', { name: UI.confirm }).click();
  await expect(page.getByText(UI.deleted).first()).toBeVisible();
  await expect(rows).toHaveCount(1);

  // the operator (L, V, R without W) sees the record and cannot change it
  await operator.reload();
  await operator.locator('tbody tr td.column-nombre').first().click();
  await expect(operator.getByText('Andina Repuestos').first()).toBeVisible();
  await expect(operator.getByRole('button', { name: UI.save })).toHaveCount(0);
  await operatorContext.close();
});

test('a label changed and published as version 2 shows in the list; version 1 restored brings it back', async ({ page }) => {
  await page.goto('/system/configuration/resources');
  await page.getByRole('link', { name: 'Suppliers' }).click();
  const panel = await openField(page, 'nombre');
  await panel.getByLabel(/^Label \(English\)/).fill('Company name');
  await publish(page);
  await expect(page.getByText('Resource published.')).toBeVisible();
  await expect(versionsList(page).getByText('Version 2', { exact: true })).toBeVisible();
  // the two versions side by side, the change named
  await expect(page.getByText(/Fields changed:\s*nombre \(label\)/)).toBeVisible();

  await sideMenu(page).getByRole('menuitem', { name: 'Suppliers' }).click();
  await expect(page.locator('thead th.column-nombre')).toHaveText('Company name');

  await page.goBack();
  await page.getByRole('button', { name: 'Restore Version 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version 1 restored.')).toBeVisible();
  await expect(versionsList(page).getByText('Version 3', { exact: true })).toBeVisible();
  await sideMenu(page).getByRole('menuitem', { name: 'Suppliers' }).click();
  await expect(page.locator('thead th.column-nombre')).toHaveText('Name');
});

/** The designer's editor with the first field open and the versions compared, for a person to look at. */
const shootEditor = async (page: Page, file: string, resourceLink: string, fieldLabel: string) => {
  await page.goto('/system/configuration/resources');
  await page.getByRole('link', { name: resourceLink }).click();
  await page.locator('.MuiAccordionSummary-root').filter({ hasText: fieldLabel }).first().click();
  await expect(page.locator('.MuiAccordionDetails-root').first()).toBeVisible();
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/${file}`, fullPage: true });
};

test('screens: the designer in English at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await shootEditor(page, 'designer-en-1280.png', 'Suppliers', 'Nombre');
  await expect(page.getByRole('heading', { name: 'Fields' })).toBeVisible();
});

test.describe('in Spanish', () => {
  test.use({ language: 'es' });

  test('screens: the designer in Spanish at 1280 px and at 390 px, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await shootEditor(page, 'designer-es-1280.png', 'Proveedores', 'Nombre');
    await expect(page.getByRole('heading', { name: 'Campos' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await startWithMenuClosed(page);
    await shootEditor(page, 'designer-es-390.png', 'Proveedores', 'Nombre');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page is no wider than the phone').toBeLessThanOrEqual(0);
    await page.goto('/system/configuration/resources');
    await expect(page.getByRole('link', { name: 'Proveedores' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/designer-list-es-390.png`, fullPage: true });
  });
});
