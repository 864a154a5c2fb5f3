import { expect, SCREENS, test, type Page } from './support/fixtures';

// Order lookup, abandoned devices and the sales-channel form (issue 18, spec 04 §2.4, §2.6, §2.10); a phone lent
// from the repair modal and refused for deletion is driven in repairTechnician.spec.ts.
test.use({ signedInAs: 'admin', language: 'es' });

const choose = async (page: Page, field: string, option: string) => {
  await page.locator(`[data-field="${field}"]`).locator('..').click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const confirm = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
const api = async (page: Page, session: { token: string }, path: string, body: unknown = undefined) => {
  const answer = await page.request.post(`/api/${path}`, { data: body, headers: { Authorization: `Bearer ${session.token}` } });
  return (await answer.json()) as { data: any; message: string };
};
const search = async (page: Page, type: string, value: string) => {
  await choose(page, 'type', type);
  await page.locator('[data-field="value"]').fill(value);
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
};

test('order lookup: No se encontro resultado; edit with Datos invalidos; return to the previous state; cancel', async ({ page, session }) => {
  await page.goto('/MobileOperator/DataManagment');
  await page.getByRole('search').getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('alert')).toHaveText('No se encontro resultado');
  await search(page, 'Número de orden', '99999999');
  await expect(page.getByRole('alert')).toHaveText('No se encontro resultado');

  // an order in quality control (4): came from the workshop (2)
  const { data: found } = await api(page, session, 'OrderWom/GetOrderByState?states=4', { pageIndex: 1, pageSize: 1 });
  const id = String(found.items[0].orderId);
  await search(page, 'Número de orden', id);
  const row = page.locator(`tr[data-row="${id}"]`);
  await expect(row.locator('[data-state]')).toHaveText('Control de calidad');

  await row.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-field="imei"]').fill('12345');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Datos invalidos')).toBeVisible();
  await dialog.locator('[data-field="imei"]').fill('351111222233334');
  await dialog.locator('[data-field="observation"]').fill('Pantalla rayada');
  const update = page.waitForRequest((request) => request.url().includes('/api/OrderWom/UpdateDataOrder?'));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  // the documented call: everything in the query string, the signed-in user as iduser
  const sent = new URL((await update).url()).searchParams;
  expect([sent.get('Id'), sent.get('imei'), sent.get('observation'), sent.get('iduser')]).toEqual([id, '351111222233334', 'Pantalla rayada', String(session.userId)]);
  await expect(page.getByText(`Orden ${id} actualizada`)).toBeVisible();
  await expect(row).toContainText('351111222233334');

  await row.getByRole('button', { name: 'Regresar a En reparación' }).click();
  await expect(page.getByRole('dialog')).toContainText(`¿Regresar la orden ${id} de "Control de calidad" a su estado anterior "En reparación"?`);
  await confirm(page);
  await expect(page.getByText(`Orden ${id} regresada a "En reparación"`)).toBeVisible();
  await expect(row.locator('[data-state]')).toHaveText('En reparación');

  await row.getByRole('button', { name: 'Cancelar orden' }).click();
  await confirm(page);
  await expect(page.getByText(`Orden ${id} cancelada`)).toBeVisible();
  await expect(row.locator('[data-state]')).toHaveText('Cancelada');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('a device marked abandoned moves from the pending tab to the abandoned one', async ({ page }) => {
  await page.goto('/MobileOperator/PhoneAbandoned');
  await expect(page.getByText('Un equipo que lleva 45 días o más en tienda desde que quedó listo está pendiente.')).toBeVisible();
  const pendingTab = page.getByRole('tab', { name: /Equipos pendientes/ });
  const abandonedTab = page.getByRole('tab', { name: /Equipos abandonados/ });
  const first = page.locator('tbody tr[data-row]').first();
  await expect(first).toBeVisible();
  const id = (await first.getAttribute('data-row'))!;
  const days = Number(await first.locator('td').nth(2).innerText());
  expect(days).toBeGreaterThanOrEqual(45);
  const before = Number((await abandonedTab.innerText()).match(/\((\d+)\)/)![1]);
  await first.getByRole('button', { name: 'Marcar abandonado' }).click();
  const marked = page.waitForRequest((request) => request.url().endsWith('/api/OrderWom/UpdateStatusTraceability'));
  await confirm(page);
  // spec 04 §4: status 16 with the order's own id
  expect((await marked).postDataJSON()).toMatchObject({ orderId: Number(id), status: 16 });
  await expect(page.getByText(`Orden ${id} marcada como abandonada`)).toBeVisible();
  await expect(page.locator(`tr[data-row="${id}"]`)).toHaveCount(0);
  await expect(abandonedTab).toHaveText(new RegExp(`\\(${before + 1}\\)`));
  await abandonedTab.click();
  await expect(page.getByRole('table', { name: 'Equipos abandonados' })).toBeVisible();
  await expect(async () => {
    if (await page.locator(`tr[data-row="${id}"]`).count() === 0) await page.getByRole('button', { name: 'Última página' }).click();
    await expect(page.locator(`tr[data-row="${id}"]`)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(pendingTab).toBeVisible();
});

test('the sales-channel form has its three tabs and options, and saves nothing', async ({ page }) => {
  await page.goto('/MobileOperator/SalesChannel');
  await expect(page.getByText('Este formulario es informativo: no guarda ni carga nada.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Cliente', 'Entrega', 'Trazabilidad']);
  await page.getByLabel('Canal de venta').click();
  await expect(page.getByRole('option')).toHaveText(['Call center', 'Distribuidor', 'Tienda virtual', 'Retail', 'CAV']);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Entrega' }).click();
  await page.getByLabel('Jornada de entrega').click();
  await expect(page.getByRole('option')).toHaveText(['AM', 'PM']);
  await page.keyboard.press('Escape');
  await page.getByLabel('Tipo de entrega').click();
  await expect(page.getByRole('option')).toHaveText(['Programada', 'Express']);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Trazabilidad' }).click();
  await page.getByLabel('Estado de la entrega').click();
  await expect(page.getByRole('option')).toHaveText(['Transito', 'Reparto', 'Entregado', 'Devolucion', 'Novedad']);
  await page.keyboard.press('Escape');
  const calls: string[] = [];
  page.on('request', (request) => { if (request.url().includes('/api/')) calls.push(request.url()); });
  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByText('No se guardó nada: este formulario no hace llamadas.')).toBeVisible();
  expect(calls).toEqual([]);
});

for (const [language, width] of [['es', 1280], ['en', 1280], ['es', 390]] as const) {
  test.describe(`screenshots ${language} ${width}px`, () => {
    test.use({ language, viewport: { width, height: 900 } });
    test('order lookup, abandoned devices, sales channel', { tag: '@screens' }, async ({ page }) => {
      await page.goto('/MobileOperator/DataManagment');
      await page.locator('[data-field="value"]').fill('5');
      await page.getByRole('search').getByRole('button').click();
      await expect(page.locator('tbody tr[data-row]')).toHaveCount(1);
      await page.screenshot({ path: `${SCREENS}/backoffice-consult-${language}-${width}.png`, fullPage: true });
      await page.goto('/MobileOperator/PhoneAbandoned');
      await expect(page.locator('tbody tr[data-row]').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/backoffice-abandoned-${language}-${width}.png`, fullPage: true });
      await page.goto('/MobileOperator/SalesChannel');
      await expect(page.getByRole('tab').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/backoffice-sales-channel-${language}-${width}.png`, fullPage: true });
    });
  });
}
