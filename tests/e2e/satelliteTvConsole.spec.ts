import { stvDocumentId } from '../../mock-server/lines/satelliteTv/seed';
import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';

// Issue 14: the satellite-TV integration console. Seeded message n is in state MESSAGE_STATES[(n - 1) % 8]:
// 7, 15, 23... are STANDBY; 8, 16, 24... are OK. Each test uses messages of its own.
test.use({ signedInAs: 'admin' });

const consoleUrl = (token: string, extra = '') => `/SatelliteTV/components/Process?token=${token}&url=${encodeURIComponent('/api/')}${extra}`;
const messagesTable = (page: Page) => page.getByRole('table', { name: 'Messages' });
const rowOf = (page: Page, id: number) => messagesTable(page).getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('filters messages by state and document (chips in the URL), opens one, re-processes it and sees its new state and history', async ({ page, session: { token } }) => {
  await page.goto(consoleUrl(token));
  await expect(messagesTable(page).getByRole('row')).toHaveCount(51);
  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter messages' });
  await pick(page, 'State', 'STANDBY');
  await filter.getByLabel('Document Id').fill(stvDocumentId(23));
  await filter.getByRole('button', { name: 'Applyfilter' }).click();
  await expect(page).toHaveURL(/state=STANDBY/);
  await expect(page).toHaveURL(/documentId=DOC-2026-00023/);
  await expect(page.getByRole('button', { name: 'State: STANDBY' })).toBeVisible();
  await expect(messagesTable(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, 23)).toContainText('STANDBY');

  // the filters survive a reload (they live in the URL)
  await page.reload();
  await expect(messagesTable(page).getByRole('row')).toHaveCount(2);

  await rowOf(page, 23).getByRole('button', { name: 'View message 23' }).click();
  const detail = page.getByRole('dialog', { name: 'Message 23' });
  // the body formatted: JSON indented or XML one element a line, either way the document id on a line of its own
  await expect(detail.getByLabel('Message', { exact: true })).toContainText(/\n\s+("documentId": "DOC-2026-00023"|<DocumentId>DOC-2026-00023<\/DocumentId>)\n/);
  await expect(detail.getByText('No state changes recorded')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();

  await rowOf(page, 23).getByRole('button', { name: 'Re-process message 23' }).click();
  const tool = page.getByRole('dialog', { name: 'Re-process message 23' });
  await pick(page, 'New State', 'PENDING_PROCESS');
  await tool.getByLabel('Error').fill('Maestro de materiales corregido');
  await tool.getByRole('button', { name: 'Changes State' }).click();
  await expect(page.getByText('Successful process.')).toBeVisible();
  // no longer STANDBY: the filtered list is empty; without the state chip it shows the new state
  await expect(page.getByText('No records to show')).toBeVisible();
  await page.getByRole('button', { name: 'State: STANDBY' }).getByLabel('Remove filter State').click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(rowOf(page, 23)).toContainText('PENDING_PROCESS');
  await expect(rowOf(page, 23).getByRole('button', { name: 'Re-process message 23' })).toHaveCount(0);
  await rowOf(page, 23).getByRole('button', { name: 'View message 23' }).click();
  const history = page.getByRole('dialog', { name: 'Message 23' }).getByRole('table', { name: 'State changes' });
  await expect(history.getByRole('row').nth(1)).toContainText(/María Fernanda Gómez\s*STANDBY\s*PENDING_PROCESS\s*Maestro de materiales corregido/);
});

test('offers no re-process tool on OK messages, and the server refuses one with a clear message', async ({ page, session: { token } }) => {
  await page.goto(consoleUrl(token, '&state=OK'));
  await expect(messagesTable(page).getByRole('row')).toHaveCount(51);
  await expect(messagesTable(page).getByRole('button', { name: /^Re-process/ })).toHaveCount(0);
  await expect(messagesTable(page).getByRole('button', { name: /^View message/ })).toHaveCount(50);
  const answer = await page.request.post(`/api/Integration/Save?token=${token}`, { data: { id: 32, state: 'STANDBY', error: '' }, headers: { 'Accept-Language': 'en' } });
  expect(answer.status()).toBe(409);
  expect((await answer.json()).message).toBe('The message 32 is in state OK: only messages in STANDBY, READ_ERROR, WRITE_ERROR can be re-processed.');
});

test('a configuration and a flow switched off stay off after a reload; a flow order number is applied', async ({ page, session: { token } }) => {
  await page.goto(consoleUrl(token, '&tab=configuration'));
  const configSwitch = page.getByRole('switch', { name: 'Turn Devolución de técnico on or off' });
  await expect(configSwitch).toBeChecked();
  await configSwitch.click();
  await expect(page.getByText('Successful process.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Turn Devolución de técnico on or off' })).not.toBeChecked();

  await page.getByRole('tab', { name: 'Flow' }).click();
  await expect(page).toHaveURL(/tab=flow/);
  const card = page.getByRole('region', { name: 'Envío de respuestas SFTP' });
  await expect(card.getByRole('switch')).toBeChecked();
  await card.getByRole('switch').click();
  await expect(card.getByRole('switch')).not.toBeChecked();
  await card.getByLabel('Order number').fill('12');
  await card.getByRole('button', { name: 'Apply' }).click();
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Envío de respuestas SFTP' });
  await expect(reloaded.getByRole('switch')).not.toBeChecked();
  await expect(reloaded.getByText('Order 12')).toBeVisible();
});

test('a configuration switch is undone when the save fails', async ({ page, session: { token } }) => {
  await page.goto(consoleUrl(token, '&tab=configuration'));
  const configSwitch = page.getByRole('switch', { name: 'Turn Inventario cíclico on or off' });
  await expect(configSwitch).toBeChecked();
  await page.route('**/IntegraConfiguration/Save**', (route) => route.fulfill({ status: 500, json: { isSuccess: false, message: 'Base de datos no disponible', data: null } }));
  await configSwitch.click();
  await expect(page.getByText('Base de datos no disponible')).toBeVisible();
  await expect(configSwitch).toBeChecked();
});

for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390], ['en', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test(`integration console ${language} ${width}`, { tag: '@screens' }, async ({ page, session: { token } }) => {
      await page.goto(consoleUrl(token, '&state=READ_ERROR'));
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-messages-${language}-${width}.png` });
      await page.getByRole('row').nth(1).getByRole('button').first().click();
      await expect(page.getByRole('dialog').locator('pre').first()).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-message-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('tab').nth(1).click();
      await expect(page.getByRole('switch').first()).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-configuration-${language}-${width}.png` });
      await page.getByRole('tab').nth(2).click();
      await expect(page.getByRole('region').first()).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-flow-${language}-${width}.png` });
    });
  });
}

test('a configuration is created through the modal (required fields checked first) and edited', async ({ page, session: { token } }) => {
  await page.goto(consoleUrl(token, '&tab=configuration'));
  await page.getByRole('button', { name: 'New configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'New configuration' });
  const saves: string[] = [];
  page.on('request', (request) => request.url().includes('IntegraConfiguration/Save') && saves.push(request.url()));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(6);
  expect(saves).toEqual([]);
  for (const [label, value] of [['Alias', 'Lectura de kits'], ['Source', 'DIRECTV'], ['Process', 'KITS'], ['Operation', 'KIT_LOAD'], ['Type', 'INTERFACE'], ['Document type', 'KIT']]) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful process.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Lectura de kits' });
  await expect(row).toContainText('KIT_LOAD');
  await row.getByRole('button', { name: 'Edit Lectura de kits' }).click();
  const edit = page.getByRole('dialog', { name: /^Edit configuration \d+$/ });
  await edit.getByRole('textbox', { name: 'Operation', exact: true }).fill('KIT_SYNC');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Lectura de kits' })).toContainText('KIT_SYNC');
});
