import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

// Contracts §C: POST /api/Audit/List answers a record's changes, newest first.
test('the History tab of database 2 lists the change just saved, with who, when and the field before → after', async ({ page }) => {
  await page.goto('/system/configuration/data-base?id=2');
  await expect(page.getByLabel(/^Name/)).not.toHaveValue('');
  await page.getByRole('tab', { name: 'Connection' }).click();
  const storage = page.getByLabel(/^Storage/);
  const before = await storage.inputValue();
  const after = `blob-historia-${Date.now() % 100000}`;
  await storage.fill(after);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful process.').first()).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  const entries = page.getByRole('list', { name: 'Changes of this record, newest first' }).locator('> li');
  await expect(entries.first()).toContainText('Changed');
  await expect(entries.first()).toContainText('María Fernanda Gómez');
  await expect(entries.first()).toContainText(`Storage: ${before || '(empty)'} → ${after}`);
  await expect(entries.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M$/);
});

test('a user\u2019s History names its roles and databases, and shows its password only as ***', async ({ page, session: { token } }) => {
  const login = `historia.${Date.now() % 1_000_000}`;
  const created = await page.request.post('/api/User/Save', {
    headers: { Authorization: `Bearer ${token}` },
    // roles 7 and 8 are Administrador and Operador of database 2 (Inventario Bogotá)
    data: { id: 0, name: `Historia ${login}`, login, email: `${login}@grupoandino.co`, password: 'Historia#2026', databases: [2], roles: [7, 8] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await page.goto(`/system/configuration/users?filter=${encodeURIComponent(JSON.stringify({ q: login }))}`);
  await page.locator('#main-content tbody tr').filter({ hasText: login }).locator('td.column-name').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'History' }).click();
  const entry = dialog.getByRole('list', { name: 'Changes of this record, newest first' }).locator('> li').last();
  await expect(entry).toContainText('Created');
  await expect(entry).toContainText('Roles: (empty) → Administrador, Operador');
  await expect(entry).toContainText('Databases: (empty) → Inventario Bogotá');
  await expect(entry).toContainText('Password: (empty) → ***');
  await expect(entry).not.toContainText('Historia#2026');
  await expect(entry).not.toContainText('$');
});

test.describe('in Spanish', () => {
  test.use({ language: 'es' });
  test('an edit dialog has its History tab too: a role created in database 2, its database by name', async ({ page }) => {
    await page.goto('/system/configuration/data-base?id=2');
    await expect(page.getByLabel(/^Nombre/)).toHaveValue('Inventario Bogotá');
    const rolesTab = page.getByRole('tabpanel').or(page.locator('.MuiCard-root').last());
    await rolesTab.getByRole('button', { name: 'Crear' }).click();
    const dialog = page.getByRole('dialog');
    const name = `Auditoría ${Date.now() % 100000}`;
    await dialog.getByLabel(/^Nombre/).fill(name);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();

    await rolesTab.getByText(name).click();
    await dialog.getByRole('tab', { name: 'Historial' }).click();
    const list = dialog.getByRole('list', { name: 'Cambios de este registro, del más reciente al más antiguo' });
    const created = list.locator('> li').last();
    await expect(created).toContainText('Creado');
    await expect(created).toContainText(`Nombre: (vacío) → ${name}`);
    // the role's database is named as the list names it, not by its id
    await expect(created).toContainText('Base de datos: (vacío) → Inventario Bogotá');
  });
});
