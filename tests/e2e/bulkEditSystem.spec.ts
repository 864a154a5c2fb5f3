// Bulk edit on the system lists (issue 34 item 3), es, 1366 px: three users of the test's own (found by their login,
// which no other spec searches for) are made inactive and allowed to change their password in one bulk edit, checked
// by User/Save's own rules row by row, then Undo puts them back. The editor offers only the fields the users list
// names (never a name, login, e-mail or password). A database's roles tab offers its bulk edit too.
import type { APIRequestContext } from '@playwright/test';
import { expect, SCREENS, test } from './support/fixtures';

test.use({ signedInAs: 'admin', language: 'es' });

const USERS = '/system/configuration/users';
const PASSWORD = 'Lotes#2026';

type User = { id: number; name: string; status: boolean; changePassword: string };

const api = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    createUser: async (name: string, login: string): Promise<number> => {
      const answer = await request.post('/api/User/Save', {
        headers,
        data: { name, login, email: `${login}@grupoandino.co`, password: PASSWORD, passwordConfirm: PASSWORD, changePassword: 'False', status: true, roles: [], databases: [1], dataBaseId: 1 },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      return ((await answer.json()) as { data: number }).data;
    },
    user: async (id: number): Promise<User> => {
      const answer = await request.get(`/api/User/Get?id=${id}`, { headers });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { data: { row: [User] } }).data.row[0];
    },
  };
};

// @review: npm test leaves it to test:screens; each of its checks is made elsewhere: the fields offered and the
// preview's "Activo: Sí → No" / "Puede cambiar la contraseña: No → Sí" → unit engine/bulkEditPreview.test.tsx (users)
// and engine/bulkEdit.test.ts (the system lists' fields); preview, apply, changed meanwhile, undo on the server →
// unit mock-server/bulkEditSystem.test.ts; the dialog's preview/apply/confirm/undo in the browser → bulkEdit.spec.ts;
// the roles tab's "Edit selected (1)" → roles.spec.ts
test('es, 1366 px: three users made inactive and allowed to change their password in one bulk edit, then Undo', { tag: '@review' }, async ({ page, session }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const calls = api(page.request, session.token);
  const stamp = Date.now() % 1_000_000;
  const login = `zlote${stamp}`;
  const ids: number[] = [];
  for (const n of [1, 2, 3]) ids.push(await calls.createUser(`Zoila Lote ${n}`, `${login}${n}`));

  await page.goto(USERS);
  await page.locator('#main-content').getByPlaceholder('Buscar').fill(login);
  const rows = page.locator('#main-content table tbody tr');
  await expect(rows).toHaveCount(3);
  await page.locator('#main-content table thead').getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Editar seleccionados (3)' }).click();

  const dialog = page.getByRole('dialog');
  // only the flags a bulk edit may set on users: never the name, login, e-mail or password
  const chooser = dialog.locator('label').filter({ has: page.locator('input[type="checkbox"]') });
  await expect(chooser.filter({ hasText: /^Activo$/ })).toHaveCount(1);
  for (const field of ['Nombre', 'Login', 'Correo electrónico', 'Contraseña', 'Documento']) await expect(dialog.getByText(field, { exact: true })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Activo', exact: true }).first().check();
  await dialog.getByRole('checkbox', { name: 'Puede cambiar la contraseña', exact: true }).first().check();
  // each chosen field shows its own switch: the users become inactive and may change their password
  await dialog.getByRole('switch', { name: 'Activo', exact: true }).uncheck();
  await dialog.getByRole('switch', { name: 'Puede cambiar la contraseña', exact: true }).check();
  await dialog.getByRole('button', { name: 'Vista previa' }).click();
  await expect(dialog.getByText('3 a cambiar')).toBeVisible();
  const second = dialog.getByRole('table').getByRole('row').filter({ hasText: 'Zoila Lote 2' });
  await expect(second).toContainText('Activo: Sí → No');
  await expect(second).toContainText('Puede cambiar la contraseña: No → Sí');
  await page.screenshot({ path: `${SCREENS}/bulk-edit-users-preview-es.png` });

  await dialog.getByRole('button', { name: 'Aplicar a 3 filas' }).click();
  await page.getByRole('dialog').last().getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Aplicadas: 3 filas')).toBeVisible();
  for (const id of ids) expect(await calls.user(id)).toMatchObject({ status: false, changePassword: 'True' });
  await page.screenshot({ path: `${SCREENS}/bulk-edit-users-result-es.png` });

  await dialog.getByRole('button', { name: 'Deshacer' }).click();
  await page.getByRole('dialog').last().getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Edición masiva deshecha: 3 filas restauradas.')).toBeVisible();
  for (const id of ids) expect(await calls.user(id)).toMatchObject({ status: true, changePassword: 'False' });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // a database's roles tab offers its bulk edit too (a selection, nothing changed)
  await page.goto('/system/configuration/data-base?id=1');
  await page.getByRole('tab', { name: 'Roles' }).click();
  const consulta = page.getByRole('row').filter({ hasText: 'Consulta' }).getByRole('checkbox');
  await consulta.click();
  await expect(page.getByRole('button', { name: 'Editar seleccionados (1)' })).toBeVisible();
  await consulta.click();
  await expect(page.getByRole('button', { name: /Editar seleccionados/ })).toHaveCount(0);
});
