import { readFileSync, writeFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';
import { stvOrderNumber } from '../../mock-server/lines/satelliteTv/seed2';

// Issue 15: an order's serials. Search (the no-record info toast), the order and its owner, a serial added by hand,
// three uploaded from the Download Format template filled in, one deleted after confirming, Approved: they move to
// the Approved tab.
test.use({ signedInAs: 'admin' });

const module = (token: string) => `token=${token}&url=${encodeURIComponent('/api/')}`;
const screen = (token: string) => `/MobileOperator/SerialAssignmentPreRecruitment?${module(token)}`;
const rowsOf = (page: Page, name: 'Assigned' | 'Approved') => page.getByRole('table', { name }).getByRole('row');

test('assigns serials by hand and from the template, deletes one, approves the rest', async ({ page, session: { token } }, testInfo) => {
  await page.goto(screen(token));
  await page.getByRole('textbox', { name: 'Nro Pedido' }).fill('PED-999999');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No se encontraron registros para la orden' }).first()).toBeVisible();

  const nroOrder = stvOrderNumber(20);
  await page.getByRole('textbox', { name: 'Nro Pedido' }).fill(nroOrder.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`nroOrder=${nroOrder}`));
  await expect(page.getByText(/^0 of \d+ serials$/)).toBeVisible();
  for (const label of ['Movement code', 'Name', 'Document', 'E-mail', 'Vehicle', 'Observations', 'Internal line', 'Warehouse']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Assigned' }).getByText('No records to show')).toBeVisible();

  // New Serial: both required, the phone 10 digits
  await page.getByRole('button', { name: 'New Serial' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Serial' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);
  await dialog.getByLabel('Serial').fill('zx-e2e-001');
  await dialog.getByLabel('Phone').fill('31500');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('10 digits starting with 3')).toBeVisible();
  await dialog.getByLabel('Phone').fill('3158880001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowsOf(page, 'Assigned')).toHaveCount(2);
  await expect(rowsOf(page, 'Assigned').nth(1)).toContainText('ZX-E2E-001');

  // Upload Serials: the template, filled in, uploaded
  await page.getByRole('button', { name: 'Upload Serials' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Serials' });
  const [template] = await Promise.all([page.waitForEvent('download'), upload.getByRole('button', { name: 'Download Format' }).click()]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = XLSX.read(readFileSync((await template.path())!), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]];
  expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([['Serial', 'Phone']]);
  XLSX.utils.sheet_add_aoa(sheet, [['ZX-E2E-002', '3158880002'], ['ZX-E2E-003', '3158880003'], ['ZX-E2E-004', '3158880004']], { origin: -1 });
  const filled = testInfo.outputPath('seriales.xlsx');
  writeFileSync(filled, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  await upload.locator('input[type=file]').setInputFiles(filled);
  await expect(upload.getByText('seriales.xlsx')).toBeVisible();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByText('3 serials uploaded')).toBeVisible();
  await expect(rowsOf(page, 'Assigned')).toHaveCount(5);

  // the same file again: every row refused, nothing added
  await page.getByRole('button', { name: 'Upload Serials' }).click();
  await upload.locator('input[type=file]').setInputFiles(filled);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText(`The serial ZX-E2E-002 is already assigned to order ${nroOrder}.`)).toBeVisible();
  await upload.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowsOf(page, 'Assigned')).toHaveCount(5);

  // delete one behind a confirmation
  await page.getByRole('button', { name: 'Delete serial ZX-E2E-003' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete serial ZX-E2E-003?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowsOf(page, 'Assigned')).toHaveCount(5);
  await page.getByRole('button', { name: 'Delete serial ZX-E2E-003' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(rowsOf(page, 'Assigned')).toHaveCount(4);

  // Approved: the three left move to Approved (status P)
  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve the assigned serials?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('3 serials approved')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Approved', selected: true })).toBeVisible();
  await expect(rowsOf(page, 'Approved')).toHaveCount(4);
  for (const serial of ['ZX-E2E-001', 'ZX-E2E-002', 'ZX-E2E-004']) await expect(page.getByRole('table', { name: 'Approved' })).toContainText(serial);
  await page.getByRole('tab', { name: 'Assigned' }).click();
  await expect(page.getByRole('table', { name: 'Assigned' }).getByText('No records to show')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approved', exact: true })).toBeDisabled();
  // a reload shows the same order
  await page.reload();
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(rowsOf(page, 'Approved')).toHaveCount(4);
});

for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test(`serial assignment ${language} ${width}`, { tag: '@screens' }, async ({ page, session: { token } }) => {
      await page.goto(`${screen(token)}&nroOrder=${stvOrderNumber(7)}`);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-serials-${language}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: /^(Upload Serials)$/ }).click();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-serials-upload-${language}-${width}.png` });
    });
  });
}

// Issue 33 item 5: the spec's Order (02 §3) has no held count, so a backend answering Order/Get as documented must
// not leave "%{held} de 5 seriales" on the screen; with the count (our server's extra) the row reads in the language.
for (const [language, texts] of [
  ['es', { held: /^\d+ de \d+ seriales$/, heldLabel: 'Seriales' }],
  ['en', { held: /^\d+ of \d+ serials$/, heldLabel: 'Serials' }],
] as const) {
  test.describe(() => {
    test.use({ language });
    // npm test runs it in Spanish; English "N of M serials" → :15 above, no raw %{…} in English →
    // tests/unit/i18n-interpolation.test.ts › a variable the caller could not give shows as a dash…
    test(`the order's summary never shows a raw placeholder (${language})`, { tag: language === 'es' ? [] : '@review' }, async ({ page, session: { token } }) => {
      const nroOrder = stvOrderNumber(21);
      await page.goto(`${screen(token)}&nroOrder=${nroOrder}`);
      await expect(page.getByText(texts.held)).toBeVisible();
      // as the documented Order/Get answers: dateCreation, nroOrder, line, quantity, warehouse only
      await page.route('**/api/Order/Get?**', async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { data: Record<string, unknown> | null };
        if (body.data) delete body.data.serials;
        await route.fulfill({ response: answer, json: body });
      });
      await page.reload();
      await expect(page.getByText(nroOrder, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expect(page.getByText(texts.heldLabel, { exact: true })).toHaveCount(0);
      expect(await page.locator('body').innerText()).not.toContain('%{');
    });
  });
}
