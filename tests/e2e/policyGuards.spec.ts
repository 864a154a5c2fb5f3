import type { Browser } from '@playwright/test';
import { LANGUAGE_KEY } from '../../src/shell/auth/session';
import { expect, SCREENS, test, transitionsDone, type Page } from './support/fixtures';
import { LOGISTICS } from './support/repairLogistics';
import { ADMIN, signInViaApi, type Language } from './support/session';

// Issue 32 item 1: the screens hide what the server's policy (contracts/policy.ts) refuses, read from the same table.
// The seed (mock-server/seed/menus.ts): the Técnico role (tecnico1) has no flag on the catalogue's product entries nor
// on the SIM screens; a role made here with L and V only (no W) on logistics, the back office's users, the product and
// the SIM validation lists and views them, and the server refuses its writes: AssignTech, disableUser, Products/Save,
// ValidateSim.
test.use({ signedInAs: 'admin' });

const TECNICO1 = { login: 'tecnico1', password: 'Tecnico#2026' };
const READER_PASSWORD = 'Lectura#2026';
const module = (path: string, token: string) => `${path}?token=${token}&url=${encodeURIComponent('/api/')}`;
const TEXT = {
  en: { edit: 'Edit', validate: 'Validate', disable: 'Disable', notAllowed: 'Your permissions do not let you send codes from this screen.' },
  es: { edit: 'Editar', validate: 'Validar', disable: 'Deshabilitar', notAllowed: 'Sus permisos no le permiten enviar códigos desde esta pantalla.' },
} as const;

/** A page of its own context, signed in as `user` in `language`: answers the page and the session's token. */
async function openAs(browser: Browser, baseURL: string, user: { login: string; password: string }, language: Language) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { token } = await signInViaApi(page, user);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language]);
  return { page, token, close: () => context.close() };
}

const api = async (page: Page, token: string, path: string, data: object) => {
  const answer = await page.request.post(`/api/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBeTruthy();
  return (await answer.json()).data;
};

/** A role of the console's database with L and V (no W) on these entries, and a user of it: answers the user. */
async function makeReader(page: Page, token: string) {
  const stamp = Date.now() % 1_000_000;
  const role: number = await api(page, token, 'Role/Save', { name: `Solo lectura ${stamp}`, dataBaseId: 1 });
  const menus: { items: Array<{ id: number; path: string }> } = await api(page, token, 'Menu/List', { dataBaseId: 1, pageIndex: 1, pageSize: 500 });
  for (const path of [LOGISTICS, '/MobileOperator/UserManagement', '/Catalog/components/Product', '/SimCard/components/TableSimCards']) {
    const menu = menus.items.find((m) => m.path === path);
    expect(menu, path).toBeDefined();
    await api(page, token, 'Menu/SaveAccess', { role, menu: menu!.id, l: true, v: true });
  }
  const login = `lectura${stamp}`;
  await api(page, token, 'User/Save', {
    name: 'Lectura Guardias', login, email: `${login}@grupoandino.co`, password: READER_PASSWORD, passwordConfirm: READER_PASSWORD,
    changePassword: 'False', roles: [role], databases: [1], dataBaseId: 1,
  });
  return { login, password: READER_PASSWORD };
}

// Spanish kept in npm test; the English pass is @review (test:screens): the policy is language-free, and its English
// texts (the SIM notice, Validate, Edit, Disable) are tests/unit/sim/simNotAllowed.test.tsx's.
for (const language of ['es', 'en'] as const) {
  const t = TEXT[language];
  const tag = language === 'es' ? [] : ['@review'];

  test(`${language}: tecnico1 sees the product without ${t.edit} and the SIM validation without ${t.validate}; admin sees both`, { tag }, async ({ browser, baseURL }) => {
    for (const [user, allowed] of [[TECNICO1, false], [ADMIN, true]] as const) {
      const { page, token, close } = await openAs(browser, baseURL!, user, language);
      // the product: Editar shows only once the role value and the menu tree have answered (both are read here)
      const role = page.waitForResponse((r) => r.url().includes('Products/GetRolByUser'));
      await page.goto(`/Catalog/components/Product?id=8&token=${token}&url=${encodeURIComponent('/api/')}`);
      await expect(page.locator('h1')).not.toBeEmpty();
      await role;
      await expect(page.getByRole('button', { name: t.edit })).toHaveCount(allowed ? 1 : 0);

      await page.goto(module('/SimCard/components/TableSimCards', token));
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expect(page.getByRole('button', { name: t.validate })).toHaveCount(allowed ? 1 : 0);
      await expect(page.getByTestId('sim-not-allowed')).toHaveCount(allowed ? 0 : 1);
      if (!allowed) {
        await expect(page.getByTestId('sim-not-allowed')).toHaveText(t.notAllowed);
        // Enter on the last field sends nothing either
        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('SimCard/ValidateSim')) sent.push(request.url());
        });
        const inputs = page.getByRole('textbox');
        await inputs.nth(0).fill('OV-BOG001-00001');
        await inputs.nth(1).fill('RG0010000005');
        await inputs.nth(2).fill('8957100001000000051');
        await inputs.nth(2).press('Enter');
        await page.waitForTimeout(500);
        expect(sent).toEqual([]);
        await transitionsDone(page);
        await page.screenshot({ path: `${SCREENS}/policyGuards-sim-tecnico1-${language}.png` });
      }
      await close();
    }
  });

  test(`${language}: a user with L and V only lists logistics and the back office's users without assign or ${t.disable}; admin sees them`, { tag }, async ({ browser, baseURL, page: adminPage, session }) => {
    await adminPage.goto('/api/Company/Info');
    const reader = await makeReader(adminPage, session.token);
    const seen: Record<string, { rows: string[]; assign: number; disable: number; edit: number }> = {};
    for (const [name, user] of [['reader', reader], ['admin', ADMIN]] as const) {
      const { page, close } = await openAs(browser, baseURL!, user, language);
      await page.goto(LOGISTICS);
      // the table is named in the page's language: its order rows
      const orders = page.locator('tbody tr[data-order]');
      await expect(orders.first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const rows = await orders.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-order')!));
      const assign = await page.locator('[data-action="assignWorkshop"]').count();
      // every row keeps its Details
      await expect(page.locator('[data-action="details"]')).toHaveCount(rows.length);

      await page.goto('/MobileOperator/UserManagement');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const disable = await page.getByRole('button', { name: t.disable }).count();
      const edit = await page.getByRole('button', { name: t.edit }).count();
      if (name === 'reader') {
        await transitionsDone(page);
        await page.screenshot({ path: `${SCREENS}/policyGuards-users-reader-${language}.png` });
      }
      seen[name] = { rows, assign, disable, edit };
      await close();
    }
    // the same orders listed; the administrator may assign some of them, the reader none
    expect(seen.reader.rows).toEqual(seen.admin.rows);
    expect(seen.admin.assign).toBeGreaterThan(0);
    expect(seen.reader.assign).toBe(0);
    expect(seen.admin.disable).toBeGreaterThan(0);
    expect(seen.reader.disable).toBe(0);
    expect(seen.admin.edit).toBeGreaterThan(0);
    expect(seen.reader.edit).toBe(0);
  });
}
