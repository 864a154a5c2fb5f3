import type { Page } from '@playwright/test';
import { expect, pageOverflow, SCREENS, test } from './support/fixtures';
import {
  attachFiles, confirmPointAction, createdOrder, day, deliverToClient, fillDevice, fillNewClient, openPoint, POINT, pointRow,
  saveOrder as save, searchAtPoint, searchClient, toast,
} from './support/repairPoint';
import { pdfFile, pngFile } from './support/sampleFiles';

// The point of sale (spec 03 §2.5, §2.6, §5, §8): an order created for a new client with its warranty and invoice,
// each quoted message of the create form, DOA locking the operator's client, the consult tabs moving seeded orders
// (8 → 7, 11 → 6 → 15 → 12) and the delivery proof shown in the order's files.
test.use({ signedInAs: 'admin' });

async function api<T>(page: Page, token: string, path: string): Promise<T> {
  const answer = await page.request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await answer.json()).data as T;
}

interface PointOrder { orderId: number; orderState: string; typeGuide: number; nroGuide: string; imei: string }
const pointId = async (page: Page, token: string) =>
  (await api<{ id: number; name: string }[]>(page, token, 'Workshop/GetAllByUser?idUser=1')).find((w) => w.name === POINT)!.id;

test('an order for a new client: each missing part named in turn, warranty computed, files with the invoice, state 1', async ({ page }) => {
  await openPoint(page, 'Generar nueva Orden');
  // by keyboard: Enter in the document field searches
  await page.getByRole('textbox', { name: 'Document' }).first().fill('1099887766');
  await page.getByRole('textbox', { name: 'Document' }).first().press('Enter');
  await toast(page, 'El numero de documento es invalido');
  await save(page);
  await toast(page, 'No se han ingresado todos los datos del cliente');
  const panel = page.getByRole('tabpanel');
  await fillNewClient(page, { name: 'Andrea Catalina Mejía', department: 'Antioquia', city: 'Envigado', email: 'andrea.mejia@correo.co', mobile: '301555010' });
  await save(page);
  await toast(page, 'No se han ingresado todos los datos del cliente');
  await expect(panel.getByText('Exactly 10 digits')).toBeVisible();
  await panel.getByRole('textbox', { name: /^Mobile phone/ }).fill('3015550101');

  await save(page);
  await toast(page, 'No se han ingresado todos los datos del equipo');
  await expect(page.getByRole('tab', { name: 'Device' })).toHaveAttribute('aria-selected', 'true');
  await fillDevice(page, '359000111222333', day(40));
  await expect(page.locator('[data-warranty="true"]')).toContainText('Under warranty (40 of 365 days since purchase)');
  await page.getByLabel(/^Purchase date/).fill(day(-1));
  await save(page);
  await expect(page.getByText('Cannot be later than today')).toBeVisible();
  await page.getByLabel(/^Purchase date/).fill(day(40));

  await save(page);
  await toast(page, 'No se ha verificado adecuadamente la factura, verifica el nombre de la factura');
  await expect(page.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
  await attachFiles(page, 'FAC-2026-0042', [pdfFile('FAC-2026-0042.pdf'), pngFile('equipo-frente.png')]);
  // the saves are the documented calls, their bodies named as spec 03 §3 names them (the real backend's contract)
  const deviceSave = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/Device/Save');
  const orderSave = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/OrderWom/Save');
  await save(page);
  expect((await deviceSave).postDataJSON()).toMatchObject({ imei: '359000111222333', MIN: '3015550101', idBrand: expect.any(Number), DOA: false, warranty: true, charger: true });
  expect((await orderSave).postDataJSON()).toMatchObject({ idUserWom: 1, loanDevice: false, idFoulType: expect.any(Number), idFoulType2: expect.any(Number) });

  const { created, id } = await createdOrder(page);
  await created.getByRole('button', { name: 'Detalles' }).click();
  const details = page.getByRole('dialog', { name: `Order ${id}` });
  await expect(details.locator('[data-field="state"]')).toContainText('Pending collection at point');
  await expect(details.locator('[data-field="client"]')).toContainText('Andrea Catalina Mejía');
  await expect(details.locator('[data-field="point"]')).toContainText(POINT);
  await expect(details.locator('[data-field="warranty"]')).toContainText('Yes');
  await expect(details.locator('[data-field="faults"]')).toContainText('Pantalla · Batería');
  // its creation is the first stage of its traceability, stamped with the user who created it
  await expect(details.locator('tr[data-stage]')).toHaveCount(1);
  await expect(details.locator('tr[data-stage="1"]')).toContainText('María Fernanda Gómez');
  await details.getByRole('button', { name: 'View files' }).click();
  const files = page.getByRole('dialog', { name: `Files of order ${id}` });
  await files.getByRole('tab', { name: 'Documentos de llegada' }).click();
  await expect(files.getByRole('link', { name: 'FAC-2026-0042.pdf' })).toBeVisible();
  await expect(files.getByRole('link', { name: 'equipo-frente.png' })).toBeVisible();
});

test('the server\'s refusals: an expired IMEI warranty, a device in an open order (Wom and Ok), the client save answering 0', async ({ page, session: { token } }) => {
  const open = (await (await page.request.post('/api/OrderWom/GetOrderByState?states=4', {
    headers: { Authorization: `Bearer ${token}` }, data: { pageIndex: 1, pageSize: 1 },
  })).json()).data.items[0] as { orderId: number; imei: string };
  await openPoint(page, 'Generar nueva Orden');
  await searchClient(page, '10000000');
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: /^Name/ })).not.toHaveValue('');
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByRole('textbox', { name: /^Invoice name/ }).fill('factura');
  await page.getByLabel('Choose files').setInputFiles(pdfFile('factura.pdf'));

  await fillDevice(page, '356938035643809', day(10));
  await save(page);
  await toast(page, 'Imei no tiene garantia validad');

  await page.getByRole('textbox', { name: /^IMEI/ }).fill(open.imei);
  await save(page);
  const modal = page.getByRole('dialog', { name: 'Device with an open order' });
  await expect(modal).toContainText(`The device with IMEI ${open.imei} already has an open order`);
  await expect(modal).toContainText(`Order: Wom${open.orderId}`);
  await modal.getByRole('button', { name: 'Ok' }).click();
  await expect(modal).toHaveCount(0);

  // exhibition loads the operator's client unlocked; changing it is refused by Client/Save (id 0)
  await page.getByRole('checkbox', { name: 'Exhibition' }).check();
  await page.getByRole('tab', { name: 'Client' }).click();
  const name = page.getByRole('tabpanel').getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveValue('WOM Colombia S.A.S.');
  await expect(name).toBeEnabled();
  await name.fill('WOM Colombia S.A.S. (editado)');
  await save(page);
  await toast(page, 'Verifica la informacion de cliente');
  // the server's reason stays on the client tab until the client is changed again
  const reason = page.getByRole('tabpanel').getByRole('alert').filter({ hasText: 'The operator\'s client (nit 900123456) cannot be changed here.' });
  await expect(reason).toBeVisible();
  await name.fill('WOM Colombia S.A.S.');
  await expect(reason).toHaveCount(0);
});

test('DOA loads the operator\'s client and locks it; Exhibition unticks DOA and unlocks it', async ({ page }) => {
  await openPoint(page, 'Generar nueva Orden');
  await page.getByRole('tab', { name: 'Device' }).click();
  await page.getByRole('checkbox', { name: 'DOA' }).check();
  await page.getByRole('tab', { name: 'Client' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('DOA order: the operator\'s client (nit 900123456) cannot be changed')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /^Name/ })).toHaveValue('WOM Colombia S.A.S.');
  await expect(panel.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  await expect(panel.getByRole('textbox', { name: /^E-mail/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Search client' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Device' }).click();
  await page.getByRole('checkbox', { name: 'Exhibition' }).check();
  await expect(page.getByRole('checkbox', { name: 'DOA' })).not.toBeChecked();
  await page.getByRole('tab', { name: 'Client' }).click();
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: /^Name/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Search client' })).toBeEnabled();
});

test('Pendiente entrega al transportador: Ver Guia, then Confirmar Recogida moves the order 8 → 7', async ({ page, session: { token } }) => {
  const orders = await api<PointOrder[]>(page, token, `OrderWom/GetOrdersToPointStore?workshopId=${await pointId(page, token)}`);
  const order = orders.find((o) => o.orderState === '8')!;
  await openPoint(page, 'Consultar Orden');
  await page.getByRole('tab', { name: /Pendiente entrega al transportador/ }).click();
  const row = await pointRow(page, order.orderId);
  await row.getByRole('button', { name: 'Ver Guia' }).click();
  const guide = page.getByRole('dialog', { name: `Guide of order ${order.orderId}` });
  await expect(guide).toContainText(order.nroGuide);
  await expect(guide.getByRole('link', { name: `guia-${order.orderId}.pdf` })).toBeVisible();
  await guide.getByRole('button', { name: 'Close' }).click();
  await confirmPointAction(page, row, 'Confirmar Recogida');
  await expect(row).toHaveCount(0);
  const after = await api<PointOrder[]>(page, token, `OrderWom/GetOrdersToPointStore?workshopId=${await pointId(page, token)}`);
  expect(after.find((o) => o.orderId === order.orderId)).toBeUndefined();
});

test('Entrega a cliente: 11 → 6 (Confirmar Recepción en Tienda), the exit order → 15, the delivery proof → 12 and in its files', async ({ page, session: { token } }) => {
  const orders = await api<PointOrder[]>(page, token, `OrderWom/GetOrdersToPointStore?workshopId=${await pointId(page, token)}`);
  const order = orders.find((o) => o.orderState === '11')!;
  await openPoint(page, 'Consultar Orden');
  await page.getByRole('tab', { name: /Entrega a cliente/ }).click();
  const row = await pointRow(page, order.orderId);
  await deliverToClient(page, row, order.orderId, { file: 'acta-entrega.pdf', description: 'Entregado a la titular con cédula' });

  const { found } = await searchAtPoint(page, order.orderId);
  await expect(found.locator('[data-state="12"]')).toBeVisible();
  await found.getByRole('button', { name: 'Detalles' }).click();
  await page.getByRole('dialog', { name: `Order ${order.orderId}` }).getByRole('button', { name: 'View files' }).click();
  const files = page.getByRole('dialog', { name: `Files of order ${order.orderId}` });
  await files.getByRole('tab', { name: 'Comprobante de Entrega' }).click();
  await expect(files.getByRole('link', { name: 'acta-entrega.pdf' })).toBeVisible();
  await expect(files.getByText('Entregado a la titular con cédula')).toBeVisible();
});

test('Buscar Orden: the shared search; nothing typed gives No se encontro resultado', async ({ page }) => {
  await openPoint(page, 'Consultar Orden');
  await page.getByRole('tab', { name: 'Buscar Orden' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Buscar Orden' }).click();
  const search = page.getByRole('dialog', { name: 'Search order' });
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(search.getByRole('alert')).toHaveText('No se encontro resultado');
  await search.getByRole('textbox', { name: 'Value' }).fill('6');
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(search.locator('tr[data-order="6"]')).toBeVisible();
});

// Screenshots to look at (not committed): English and Spanish desktop, Spanish at 390 px; the page never scrolls sideways
// and every action button of the consult tabs' rows lies whole inside the tab's panel (none cut at the card's edge)
async function pointOfSaleScreens(page: Page, language: 'en' | 'es', width: number) {
  const overflow = () => pageOverflow(page);
  const cutActions = () => page.evaluate(() => {
    // the panel's content box: what the table (which clips what it scrolls) is given inside the card
    const panel = document.querySelector('[role="tabpanel"]')!;
    const { left, right } = panel.getBoundingClientRect();
    const style = getComputedStyle(panel);
    const [from, to] = [left + parseFloat(style.paddingLeft), right - parseFloat(style.paddingRight)];
    return [...document.querySelectorAll('[data-order] [data-action]')]
      .filter((button) => { const box = button.getBoundingClientRect(); return box.left < from - 0.5 || box.right > to + 0.5; })
      .map((button) => `${button.closest('[data-order]')!.getAttribute('data-order')}: ${button.textContent}`);
  });
  // the first step says what comes after the choice (issue 47 item 8)
  await page.goto('/MobileOperator/PointSafe');
  await expect(page.getByText(language === 'es' ? /^Luego genere allí una orden de reparación/ : /^Then create a repair order there/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/pointOfSale-first-${language}-${width}.png` });
  await openPoint(page, 'Generar nueva Orden');
  await searchClient(page, '10000000', language);
  await expect(page.getByRole('tabpanel').getByRole('textbox', { name: /^(Name|Nombre)/ })).not.toHaveValue('');
  expect(await overflow(), `the client tab at ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/pointOfSale-client-${language}-${width}.png`, fullPage: true });
  await page.getByRole('tab', { name: language === 'es' ? 'Equipo' : 'Device' }).click();
  await save(page);
  expect(await overflow(), `the device tab at ${width} px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENS}/pointOfSale-device-${language}-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Consultar Orden' }).click();
  for (const [tab, shot] of [['Pendiente entrega al transportador', 'pickup'], ['Entrega a cliente', 'consult']]) {
    await page.getByRole('tab', { name: new RegExp(tab) }).click();
    await expect(page.locator('[data-order] [data-action]').first()).toBeVisible();
    expect(await overflow(), `${shot} at ${width} px`).toBeLessThanOrEqual(0);
    expect(await cutActions()).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/pointOfSale-${shot}-${language}-${width}.png`, fullPage: true });
  }
}

// the English pass is a reviewer's (test:screens): its checks are the layout's (its hint: pointSafe.test.tsx)
test.describe(() => {
  test.use({ language: 'en', viewport: { width: 1366, height: 844 } });
  test('point of sale in en at 1366 px', { tag: '@review' }, async ({ page }) => {
    await pointOfSaleScreens(page, 'en', 1366);
  });
});

// one page: the desktop first, then the same steps on a phone's width
test.describe(() => {
  test.use({ language: 'es', viewport: { width: 1366, height: 844 } });
  test('point of sale in es at 1366 px, then at 390 px', async ({ page }) => {
    await pointOfSaleScreens(page, 'es', 1366);
    await page.setViewportSize({ width: 390, height: 844 });
    // the workshop chosen is forgotten (react-admin's store, as a new page starts it): the phone's pass chooses it too;
    // so is the side menu's state (left open by the desktop's pass when a reviewer's run comes first, its drawer would
    // cover a phone's page)
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('RaStore.pointOfSale.workshop.') || key === 'RaStore.sidebar.open')
        .forEach((key) => localStorage.removeItem(key)),
    );
    await pointOfSaleScreens(page, 'es', 390);
  });
});
