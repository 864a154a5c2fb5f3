import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';
import { pdfPagesOf } from './support/documents';
import { stvFreeShipment, STV_REMISSIONS } from '../../mock-server/lines/satelliteTv/seed2';

// Issue 15: remissions. A new remission, three lines (one invalid) kept in local storage across a reload,
// Confirmar with the invalid line's toast, the dispatch note on screen and as a PDF read back with pdfjs.
test.use({ signedInAs: 'admin' });

const module = (token: string) => `token=${token}&url=${encodeURIComponent('/api/')}`;
const listUrl = (token: string) => `/SatelliteTV/components/Remission?${module(token)}`;
const table = (page: Page) => page.getByRole('table', { name: 'Remissions' });

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('creates a remission, keeps its lines across a reload, confirms them and downloads the dispatch note', async ({ page, session: { token } }) => {
  await page.goto(listUrl(token));
  await expect(table(page).getByRole('row')).toHaveCount(51);
  await expect(table(page).getByRole('row').nth(1).getByRole('cell').first()).toHaveText(String(STV_REMISSIONS));

  await page.getByRole('button', { name: 'New remission' }).click();
  const dialog = page.getByRole('dialog', { name: 'New remission' });
  const saves: string[] = [];
  page.on('request', (request) => request.url().includes('RemissionSave') && saves.push(request.url()));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(3);
  await dialog.getByLabel('Placa').fill('ab-12');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Three letters and three digits, e.g. ABC123')).toBeVisible();
  expect(saves).toEqual([]);
  await pick(page, 'Transportador', 'Coordinadora Mercantil S.A.');
  await pick(page, 'Depósito', /Bodega Cali Acopi/);
  await dialog.getByLabel('Placa').fill('kxm 482');
  await expect(dialog.getByLabel('Placa')).toHaveValue('KXM482');
  await dialog.getByLabel('Observación').fill('Entregar en muelle 3');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const id = STV_REMISSIONS + 1;
  const info = page.getByRole('dialog', { name: `Remission ${id}` });
  for (const text of ['D-Bodega Cali Acopi', 'DIRECTV', 'Coordinadora Mercantil S.A.', 'KXM482', 'Cl 15 # 26-61, Cali']) await expect(info.getByText(text, { exact: true })).toBeVisible();
  await info.getByRole('button', { name: 'Close' }).click();
  await expect(table(page).getByRole('row').nth(1)).toContainText('KXM482');

  await table(page).getByRole('link', { name: `Details of remission ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`DetailRemission\\?.*id=${id}`));
  await expect(page.getByText('D-Bodega Cali Acopi')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar detalle' }).click();
  let lines = page.getByRole('dialog', { name: `Add lines to remission ${id}` });
  const [first, second, invalid] = [stvFreeShipment(900), stvFreeShipment(901), 99];
  for (const [sending, boxes] of [[first, 4], [second, 7], [invalid, 1]]) {
    await lines.getByLabel('Envío').fill(String(sending));
    await lines.getByLabel('Cajas').fill(String(boxes));
    await lines.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(lines.getByRole('cell', { name: String(sending), exact: true })).toBeVisible();
  }
  // numbers only, both required
  await lines.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(lines.getByText('Required')).toHaveCount(2);

  // nothing sent yet: a reload finds the three lines in the browser
  await page.reload();
  await page.getByRole('button', { name: 'Adicionar detalle' }).click();
  lines = page.getByRole('dialog', { name: `Add lines to remission ${id}` });
  const draft = lines.getByRole('table', { name: /Lines to confirm/ }).getByRole('row');
  await expect(draft).toHaveCount(4);
  await lines.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`el numero de envio ${invalid} no es valido`)).toBeVisible();
  await expect(draft).toHaveCount(2);
  await expect(draft.nth(1)).toContainText(String(invalid));
  await lines.getByRole('button', { name: 'Close' }).click();
  const saved = page.getByRole('table', { name: 'Saved lines' });
  await expect(saved.getByRole('row')).toHaveCount(3);
  await expect(saved).toContainText(String(first));
  await expect(saved).toContainText(String(second));

  await page.getByRole('button', { name: 'Reporte' }).click();
  const note = page.getByRole('dialog', { name: /REMISIÓN SALIDA DE MERCANCIAS/ });
  await expect(note.getByRole('region', { name: '1 / 1' })).toContainText('Total boxes: 11');
  await expect(note.getByRole('region', { name: '1 / 1' })).toContainText('KXM482');
  const [download] = await Promise.all([page.waitForEvent('download'), note.getByRole('button', { name: 'Descargar documento' }).click()]);
  expect(download.suggestedFilename()).toBe(`Remision-${id}-KXM482.pdf`);
  const pages = await pdfPagesOf(download);
  expect(pages).toHaveLength(1);
  // 800 × 1100 px = 600 × 825 pt
  expect([pages[0].width * 96 / 72, pages[0].height * 96 / 72]).toEqual([800, 1100]);
  for (const text of ['REMISIÓN SALIDA DE MERCANCIAS', 'KXM482', String(first), String(second), '1 / 1', 'Total boxes: 11']) expect(pages[0].text).toContain(text);
  expect(pages[0].text).not.toContain(` ${invalid} `);
});

test('a remission with more than 30 lines prints pages of 15 rows, each numbered "n / N"', async ({ page, session: { token } }) => {
  // seeded remission 5 gets 30 more lines through the API
  const body = Array.from({ length: 30 }, (_, i) => ({ sending: stvFreeShipment(100 + i), boxes: 1, idRemission: 5 }));
  const answer = await page.request.post('/api/Remission/SaveRemissionDetail', { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const stored = await (await page.request.get('/api/Remission/GetRemissionDetailById?id=5', { headers: { Authorization: `Bearer ${token}` } })).json();
  const count = stored.data.length;
  expect(count).toBeGreaterThan(30);
  await page.goto(`/SatelliteTV/components/DetailRemission?id=5&${module(token)}`);
  await expect(page.getByRole('table', { name: 'Saved lines' }).getByRole('row')).toHaveCount(count + 1);
  await page.getByRole('button', { name: 'Reporte' }).click();
  const note = page.getByRole('dialog', { name: /REMISIÓN SALIDA DE MERCANCIAS/ });
  const total = Math.ceil(count / 15);
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(note.getByRole('region')).toHaveCount(total);
  await expect(note.getByRole('region', { name: `1 / ${total}` }).getByRole('row')).toHaveCount(16);
  const [download] = await Promise.all([page.waitForEvent('download'), note.getByRole('button', { name: 'Descargar documento' }).click()]);
  const pages = await pdfPagesOf(download);
  expect(pages.map((p) => p.text.includes(`/ ${total}`))).toEqual(Array(total).fill(true));
  for (const line of body) expect(pages.map((p) => p.text).join(' ')).toContain(String(line.sending));
});

for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test(`remissions ${language} ${width}`, { tag: '@screens' }, async ({ page, session: { token } }) => {
      await page.goto(listUrl(token));
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-remissions-${language}-${width}.png` });
      await page.getByRole('button', { name: /^(New remission|Nueva remisión)$/ }).click();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-remission-new-${language}-${width}.png` });
      await page.goto(`/SatelliteTV/components/DetailRemission?id=12&${module(token)}`);
      await expect(page.getByText(/^D-/)).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-remission-detail-${language}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Adicionar detalle' }).click();
      await page.getByLabel('Envío').fill('70003950');
      await page.getByLabel('Cajas').fill('3');
      await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-remission-lines-${language}-${width}.png` });
      await page.getByRole('button', { name: /^(Close|Cerrar)$/ }).click();
      await page.getByRole('button', { name: 'Reporte' }).click();
      await expect(page.getByRole('region').first()).toBeVisible();
      await transitionsDone(page);
      await page.screenshot({ path: `${SCREENS}/satelliteTv-remission-note-${language}-${width}.png` });
    });
  });
}
