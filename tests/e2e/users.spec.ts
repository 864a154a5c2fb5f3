import { expect, SCREENS, test, type Locator, type Page } from './support/fixtures';

test.use({ signedInAs: 'admin' });

const USERS = '/system/configuration/users';
const DATABASE_2 = '/system/configuration/data-base?id=2';
const unique = () => String(Date.now() % 1_000_000);

const rows = (page: Page) => page.locator('#main-content tbody tr');
const names = async (page: Page) => (await rows(page).locator('td.column-name').allTextContents()).map((name) => name.trim());
const total = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

/** Picks an option of an autocomplete (databases, roles, users) by typing part of it. */
const pick = async (page: Page, input: Locator, typed: string, option: string | RegExp) => {
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
};

test('users screen: filter by database and text, sort by name', async ({ page, session: { token } }) => {
  await page.goto(USERS);
  await expect(page.locator('#react-admin-title')).toHaveText('User manager');
  await expect(rows(page)).toHaveCount(10);
  const allTotal = await total(page).textContent();

  // one database: fewer users, all linked to it; "All" brings everyone back
  await page.getByRole('combobox', { name: 'Database' }).click();
  await page.getByRole('option', { name: 'Televisión Satelital' }).click();
  await expect(total(page)).not.toHaveText(allTotal!);
  const linked = await page.request.post('/api/User/List', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageIndex: 1, pageSize: 10, dataBaseId: 8, sortField: 'name', sortOrder: 'ASC' },
  });
  const linkedNames = (await linked.json()).data.items.map((user: { name: string }) => user.name);
  await expect.poll(() => names(page)).toEqual(linkedNames);
  await page.getByRole('combobox', { name: 'Database' }).click();
  // react-admin names the empty choice "Clear value" for screen readers; it reads "All"
  await page.getByRole('option').filter({ hasText: /^All$/ }).click();
  await expect(total(page)).toHaveText(allTotal!);

  // the text filter searches name, login, e-mail and document, accents ignored
  const search = page.locator('#main-content').getByPlaceholder(/search/i);
  await search.fill('operador');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Julián Andrés Restrepo');
  await search.fill('julian');
  await expect(rows(page).first()).toContainText('Julián Andrés Restrepo');
  await search.fill('');
  await expect(total(page)).toHaveText(allTotal!);

  // sorted by name; the header turns the order round
  const ascending = await names(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'es')));
  await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
  await expect.poll(() => names(page)).not.toEqual(ascending);
  const descending = await names(page);
  expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'es')));
});

test('create a user in the dialog: policy and mismatch first, then two databases and a role; find it and edit it', async ({ page }) => {
  await page.goto(USERS);
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create User' })).toBeVisible();

  const id = unique();
  const name = `Paula Andrea Quintero ${id}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Login/).fill(`pquintero${id}`);
  await dialog.getByLabel(/^Email/).fill(`pquintero${id}@grupoandino.co`);
  await dialog.getByLabel(/^Document/).fill(`52${id}`);
  await dialog.getByLabel(/^Password/).fill('corta1');
  await dialog.getByLabel(/^Confirm password/).fill('otra');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The password must have at least 8 characters, an uppercase letter and one of the special characters !@#$%^&*.')).toBeVisible();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();

  await dialog.getByLabel(/^Password/).fill('Quintero#2026');
  await dialog.getByLabel(/^Confirm password/).fill('Quintero#2026');
  await expect(dialog.getByText('Passwords do not match')).toHaveCount(0);
  const databases = dialog.getByLabel('Databases');
  await pick(page, databases, 'Inventario Bog', 'Inventario Bogotá');
  await pick(page, databases, 'Televisi', 'Televisión Satelital');
  await pick(page, dialog.getByLabel('Roles'), 'Operador', 'Operador (TVS_NAL)');
  await expect(dialog.getByRole('button', { name: 'Operador (TVS_NAL)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Successful process.').first()).toBeVisible();

  // find it, open it: no password fields on an edit, its databases and role kept
  await page.locator('#main-content').getByPlaceholder(/search/i).fill(`pquintero${id}`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  await expect(dialog.getByLabel(/^Name/)).toHaveValue(name);
  await expect(dialog.getByLabel(/Password/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Inventario Bogotá' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Televisión Satelital' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Operador (TVS_NAL)' })).toBeVisible();
  await dialog.getByLabel(/^Document/).fill(`53${id}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page).first()).toContainText(`53${id}`);
});

test('a duplicate login shows the server message on the login field', async ({ page }) => {
  await page.goto(USERS);
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill('Otro Operador');
  await dialog.getByLabel(/^Login/).fill('OPERADOR');
  await dialog.getByLabel(/^Email/).fill(`otro${unique()}@grupoandino.co`);
  await dialog.getByLabel(/^Password/).fill('Operador#2027');
  await dialog.getByLabel(/^Confirm password/).fill('Operador#2027');
  await pick(page, dialog.getByLabel('Databases'), 'Consola', 'Consola Administrativa');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const message = 'The login "operador" is already used by Julián Andrés Restrepo.';
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog.getByLabel(/^Login/)).toHaveAttribute('aria-invalid', 'true');
});

// the operator's role has L and V on the users menu entry, not W
test.describe(() => {
  test.use({ signedInAs: 'operador' });
  test('operador sees the users but cannot create or change them; a forged save is refused with 403', async ({ page, session }) => {
    await page.goto(USERS);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
    await rows(page).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /^User/ })).toBeVisible();
    const login = (await rows(page).first().locator('td.column-login').textContent())!.trim();
    await expect(dialog.getByText(login, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/users-show-en-1280.png`, animations: 'disabled' });

    const forged = await page.request.post('/api/User/Save', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { id: 2, name: 'Hackeado', login: 'operador', email: 'operador@grupoandino.co', databases: [1] },
    });
    expect(forged.status()).toBe(403);
  });
});

/** Whether a name is among the tab's rows, going through its pages (sorted by name, a new one may be on any). */
const tabHasUser = async (tab: Locator, name: string) => {
  // the tab's rows are there (its list may still be loading, e.g. right after a reload)
  await expect(tab.locator('.MuiTablePagination-displayedRows')).toBeVisible();
  for (;;) {
    if (await tab.locator('td.column-name', { hasText: name }).count()) return true;
    const next = tab.getByRole('button', { name: 'Go to next page' });
    if (!(await next.isEnabled())) return false;
    const shown = await tab.locator('.MuiTablePagination-displayedRows').textContent();
    await next.click();
    await expect(tab.locator('.MuiTablePagination-displayedRows')).not.toHaveText(shown!);
  }
};

test('database detail: the User tab lists its users, assigns existing ones and creates new ones', async ({ page, session: { token } }) => {
  await page.goto(DATABASE_2);
  await page.getByRole('tab', { name: 'User' }).click();
  const tab = page.locator('.MuiCard-root').filter({ has: page.getByRole('tab', { name: 'User' }) });
  const linked = await page.request.post('/api/User/List', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageIndex: 1, pageSize: 10, dataBaseId: 2, sortField: 'name', sortOrder: 'ASC' },
  });
  const { items, totalItemCount } = (await linked.json()).data;
  await expect(tab.locator('.MuiTablePagination-displayedRows')).toHaveText(`1-${Math.min(10, totalItemCount)} of ${totalItemCount}`);
  await expect.poll(async () => (await tab.locator('td.column-name').allTextContents()).map((n) => n.trim())).toEqual(items.map((u: { name: string }) => u.name));

  // assign an existing user: Save only once one is chosen
  await tab.getByRole('button', { name: 'Assign existing users' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Assign existing users' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Users').click();
  const option = page.getByRole('option').first();
  const chosen = (await option.locator('p').first().textContent())!.trim();
  await option.click();
  await expect(dialog.getByRole('button', { name: new RegExp(chosen) })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Successful process.').first()).toBeVisible();
  await expect(tab.locator('.MuiTablePagination-displayedRows')).toHaveText(new RegExp(` of ${totalItemCount + 1}$`));
  expect(await tabHasUser(tab, chosen)).toBe(true);

  // a user created here starts in this database, with its roles offered
  await tab.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('button', { name: 'Inventario Bogotá' })).toBeVisible();
  await pick(page, dialog.getByLabel('Roles'), 'Consul', 'Consulta (INV_BOG)');
  const id = unique();
  const name = `Andrés Felipe Zapata ${id}`;
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Login/).fill(`azapata${id}`);
  await dialog.getByLabel(/^Email/).fill(`azapata${id}@grupoandino.co`);
  await dialog.getByLabel(/^Password/).fill('Zapata#2026');
  await dialog.getByLabel(/^Confirm password/).fill('Zapata#2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tab.locator('.MuiTablePagination-displayedRows')).toHaveText(new RegExp(` of ${totalItemCount + 2}$`));
  await page.reload();
  await page.getByRole('tab', { name: 'User' }).click();
  expect(await tabHasUser(tab, name)).toBe(true);
});

const TEXTS = {
  en: { database: 'Database', create: 'Create', user: 'User', assign: 'Assign existing users', users: 'Users', save: 'Save' },
  es: { database: 'Base de datos', create: 'Crear', user: 'Usuario', assign: 'Asignar usuarios existentes', users: 'Usuarios', save: 'Guardar' },
};

for (const language of ['en', 'es'] as const) {
  test.describe(() => {
    test.use({ language });
    for (const width of [1280, 390]) {
      test(`screenshots of the users screen, its dialog, the User tab and the assign dialog (${language}, ${width} px)`, { tag: '@screens' }, async ({ page }) => {
        const text = TEXTS[language];
        // pages whole; dialogs as the viewport shows them (a full-page shot cuts their fixed backdrop)
        const shot = (what: string, fullPage = false) => {
          return page.screenshot({ path: `${SCREENS}/users-${what}-${language}-${width}.png`, fullPage, animations: 'disabled' });
        };
        await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });

        await page.goto(USERS);
        await expect(page.locator('#react-admin-title')).toHaveText(language === 'en' ? 'User manager' : 'Gestor de usuario');
        await expect(page.getByRole('combobox', { name: text.database })).toBeVisible();
        await expect(page.locator('#main-content').getByText('@grupoandino.co').first()).toBeVisible();
        await shot('list', true);
        // the database filter's "no filter" choice: "All" / "Todos"
        await page.getByRole('combobox', { name: text.database }).click();
        await expect(page.getByRole('option').first()).toHaveText(language === 'en' ? 'All' : 'Todos');
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: text.create }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(language === 'en' ? /^Password/ : /^Contraseña/).fill('clave');
        await dialog.getByLabel(language === 'en' ? /^Confirm password/ : /^Confirmar contraseña/).fill('otra');
        await pick(page, dialog.getByLabel(language === 'en' ? 'Databases' : 'Bases de datos'), 'Inventario Bog', 'Inventario Bogotá');
        await pick(page, dialog.getByLabel(language === 'en' ? 'Databases' : 'Bases de datos'), 'Televisi', 'Televisión Satelital');
        await pick(page, dialog.getByLabel('Roles'), 'Operador', 'Operador (TVS_NAL)');
        // the messages show once the fields are touched
        await dialog.getByRole('heading').click();
        const mismatch = dialog.getByText(language === 'en' ? 'Passwords do not match' : 'Las contraseñas no coinciden');
        await expect(mismatch).toBeVisible();
        await expect(dialog.getByText(language === 'en' ? /^The password must have/ : /^La contraseña debe tener/)).toBeVisible();
        await mismatch.scrollIntoViewIfNeeded();
        await shot('create');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);

        await page.goto(DATABASE_2);
        await page.getByRole('tab', { name: text.user, exact: true }).click();
        const tab = page.locator('.MuiCard-root').filter({ has: page.getByRole('tab', { name: text.user, exact: true }) });
        await expect(tab.getByText('@grupoandino.co').first()).toBeVisible();
        await tab.getByRole('tab', { name: text.user, exact: true }).scrollIntoViewIfNeeded();
        await shot('tab', true);

        await tab.getByRole('button', { name: text.assign }).click();
        for (const typed of ['a', 'e']) await pick(page, dialog.getByLabel(text.users), typed, /@/);
        await dialog.getByRole('heading', { name: text.assign }).click();
        await expect(dialog.getByRole('button', { name: text.save })).toBeEnabled();
        await shot('assign');
      });
    }
  });
}
