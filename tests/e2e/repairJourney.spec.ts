// Issue 17's journey: one order created at the point of sale (a new client, its warranty computed, files with the
// invoice) driven through the UI from state 1 to 12 by the screens each user works on (admin at the point of sale
// and in logistics, the technician the order is assigned to in the workshop), then its details: every stage reached,
// with its date and who moved it, in the traceability table. Each spec of a stage drives its own screen in detail.
import { expect, test, type Page } from './support/fixtures';
import { assignTechnician, LOGISTICS, logisticsRow, saveGuide, showLogisticsOrder } from './support/repairLogistics';
import {
  attachFiles, confirmPointAction, createdOrder, day, deliverToClient, fillDevice, fillNewClient, openPoint, pointRow, returnToPoint, saveOrder,
  searchAtPoint, searchClient, toast,
} from './support/repairPoint';
import {
  addPhoto, confirmAction, FORM, lendLoanPhone, openAs, openRepair, passQualityControl, saveRepair, sendQuote, showOrder, techRow, technicianNamed,
} from './support/repairTechnician';
import { pdfFile, pngFile } from './support/sampleFiles';
import { ADMIN } from './support/session';

test.use({ signedInAs: 'admin' });

/** The admin's name, as the traceability shows who moved each stage. */
const ADMIN_NAME = 'María Fernanda Gómez';
/** Every stage the order goes through, in order: assigning the technician stamps state 1 again. */
const STAGES = ['1', '1', '8', '7', '10', '3', '10', '4', '5', '9', '11', '6', '15', '12'];
/** The indexes in STAGES of the ones the technician moves (arrival, quote, payment, diagnosis, quality control, the send). */
const TECHNICIAN_STAGES = new Set([4, 5, 6, 7, 8, 10]);

const admin = (page: Page, path: string) => openAs(page, ADMIN, path, 'en');

test('an order created at the point of sale goes from state 1 to 12 through the point of sale, logistics and technician screens', async ({ page }) => {
  test.setTimeout(240_000);
  // unique per run: the order's own client and device (an IMEI with no other open order, not under a manufacturer date)
  const stamp = String(Date.now());
  const document = `7${stamp.slice(-9)}`;
  const imei = `35${stamp.slice(-13)}`;
  let id = 0;
  let technicianName = '';

  await test.step('point of sale: a new client, a device under warranty, files with the invoice → 1', async () => {
    await openPoint(page, 'Generar nueva Orden');
    await searchClient(page, document);
    await toast(page, 'El numero de documento es invalido');
    await fillNewClient(page, { name: `Cliente Recorrido ${stamp.slice(-4)}`, department: 'Valle del Cauca', city: 'Cali', email: `recorrido.${stamp}@correo.co`, mobile: '3157770000' });
    await fillDevice(page, imei, day(120));
    await expect(page.locator('[data-warranty="true"]')).toContainText('Under warranty (120 of 365 days since purchase)');
    await attachFiles(page, `FAC-${stamp}`, [pdfFile(`FAC-${stamp}.pdf`), pngFile('equipo-recorrido.png')]);
    await saveOrder(page);
    ({ id } = await createdOrder(page));
  });

  await test.step('logistics: Asignar taller, then the collection guide with its file → 8', async () => {
    await page.goto(LOGISTICS);
    await showLogisticsOrder(page, 'pendingCollection', imei, id, '1');
    technicianName = await assignTechnician(page, id);
    await logisticsRow(page, id).getByRole('button', { name: 'Generar Guia', exact: true }).click();
    await saveGuide(page, id, `GU-REC-${stamp.slice(-6)}`, pdfFile('guia-recogida.pdf'));
    await expect(logisticsRow(page, id).locator('td[data-state]')).toHaveAttribute('data-state', '8');
  });

  await test.step('point of sale: Confirmar Recogida → 7', async () => {
    await returnToPoint(page, 'Consultar Orden');
    await page.getByRole('tab', { name: /Pendiente entrega al transportador/ }).click();
    const row = await pointRow(page, id);
    await confirmPointAction(page, row, 'Confirmar Recogida');
    await expect(row).toHaveCount(0);
  });

  const technician = technicianNamed(technicianName);
  await test.step(`technician (${technician.login}): arrival → 10, the loan phone, the quote → 3, the payment → 10`, async () => {
    expect(technician.login, `a sign-in for ${technicianName}`).toBeDefined();
    await openAs(page, technician, FORM, 'en');
    await showOrder(page, 'workshop', imei, id, '7');
    await confirmAction(page, id, 'Confirmar llegada a el taller');
    await expect(techRow(page, id).locator('td[data-state]')).toHaveAttribute('data-state', '10');
    // a Pospago order is line type 2: the repair lends the client a phone first
    const repair = await openRepair(page, id);
    await lendLoanPhone(page, repair);
    await sendQuote(page, repair, '185000');
    await showOrder(page, 'pendingPayment', imei, id, '3');
    await confirmAction(page, id, 'Confirma pago');
  });

  await test.step('technician: the repair with a photo → 4, quality control approved → 5', async () => {
    await showOrder(page, 'workshop', imei, id, '10');
    const repair = await openRepair(page, id);
    await addPhoto(repair, pngFile('reparacion-recorrido.png'));
    await saveRepair(page, repair, 'Cambio de pantalla y batería');
    await showOrder(page, 'qualityControl', imei, id, '4');
    await passQualityControl(page, id, 'Radio', 'Radio sin señal');
    await expect(techRow(page, id).locator('td[data-state]')).toHaveAttribute('data-state', '5');
  });

  await test.step('logistics: the return guide → 9', async () => {
    await admin(page, LOGISTICS);
    await showLogisticsOrder(page, 'pendingClaim', imei, id, '5');
    await logisticsRow(page, id).getByRole('button', { name: 'Generar Guia (return)' }).click();
    await saveGuide(page, id, `GU-DEV-${stamp.slice(-6)}`, pdfFile('guia-devolucion.pdf'));
    await expect(logisticsRow(page, id).locator('td[data-state]')).toHaveAttribute('data-state', '9');
  });

  await test.step('technician: Confirmar Envio a punto → 11', async () => {
    await openAs(page, technician, FORM, 'en');
    await showOrder(page, 'qualityControl', imei, id, '9');
    await confirmAction(page, id, 'Confirmar Envio a punto');
    await expect(techRow(page, id)).toHaveCount(0);
  });

  await test.step('point of sale: received in store → 6, the exit order → 15, delivered with its proof → 12', async () => {
    await admin(page, '/MobileOperator/PointSafe');
    await returnToPoint(page, 'Consultar Orden');
    await page.getByRole('tab', { name: /Entrega a cliente/ }).click();
    await deliverToClient(page, await pointRow(page, id), id, { file: 'acta-recorrido.pdf', description: 'Entregado al titular' });
  });

  await test.step('the order\'s details: every stage with its date and who moved it', async () => {
    const { found } = await searchAtPoint(page, id);
    await expect(found.locator('[data-state="12"]')).toBeVisible();
    await found.getByRole('button', { name: 'Detalles' }).click();
    const details = page.getByRole('dialog', { name: `Order ${id}` });
    await expect(details.locator('[data-field="state"]')).toContainText('Finished');
    const stages = details.locator('tr[data-stage]');
    await expect(stages).toHaveCount(STAGES.length);
    expect(await stages.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-stage')))).toEqual(STAGES);
    const today = new Date().toLocaleDateString('en', { dateStyle: 'short' });
    for (const [i, stage] of (await stages.all()).entries()) {
      await expect(stage.locator('td').nth(1), `the date of stage ${i + 1} (${STAGES[i]})`).toContainText(today);
      await expect(stage.locator('td').nth(2)).toHaveText(TECHNICIAN_STAGES.has(i) ? technicianName : ADMIN_NAME);
    }
  });
});
