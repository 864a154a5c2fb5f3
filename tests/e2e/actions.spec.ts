import { expect, SCREENS, test, transitionsDone } from './support/fixtures';
import { openAs } from './support/repairTechnician';

// The user menu's Actions (Actions/Get, Actions/Apply). Each test signs in as a technician with sessions of its own:
// signing out "my other sessions" must not end the session the worker's other tests share.

test('Actions → Sign out my other sessions asks first, closes the other session and says so (en)', async ({ page }) => {
  const elsewhere = await page.request.post('/api/Auth/Login', { data: { login: 'tecnico4', password: 'Tecnico#2026' } });
  const otherToken = (await elsewhere.json()).data.token as string;
  await openAs(page, { login: 'tecnico4', password: 'Tecnico#2026' }, '/system/dashboard', 'en');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Actions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Actions' });
  await expect(dialog.getByText('Clear my notifications')).toBeVisible();
  await expect(dialog.getByText('Closes every session of your user except this one', { exact: false })).toBeVisible();
  await transitionsDone(page);
  await page.screenshot({ path: `${SCREENS}/actions-en-1280.png` });

  await dialog.getByRole('button', { name: 'Apply: Sign out my other sessions' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out my other sessions?' });
  await expect(confirm.getByText('It cannot be undone.', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Other sessions closed: 1.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const stale = await page.request.get('/api/Actions/Get', { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(stale.status()).toBe(401);
  // this session goes on
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/system\/dashboard/);
});

test('Acciones → Limpiar mis notificaciones se aplica sin preguntar y la campana queda vacía (es)', async ({ page }) => {
  const { token, userId } = await openAs(page, { login: 'tecnico3', password: 'Tecnico#2026' }, '/system/dashboard', 'es');
  const auth = { Authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/ProcessBlod/SimulateProcess', { data: {}, headers: auth });
  expect(started.ok()).toBeTruthy();
  // the simulated file turns COMPLETE 1.5 s later, which says "Notificación recibida": done before the page opens
  const id = (await started.json()).data.id as number;
  await expect.poll(async () => {
    const list = (await (await page.request.get(`/api/ProcessBlod/GetNotificationBlod?idUser=${userId}`, { headers: auth })).json()).data as { id: number; process: string }[];
    return list.find((notification) => notification.id === id)?.process;
  }).toBe('COMPLETE');
  await page.reload();

  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByRole('menuitem', { name: 'Acciones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acciones' });
  await dialog.getByRole('button', { name: 'Aplicar: Limpiar mis notificaciones' }).click();
  await expect(page.getByText(/^Notificaciones desactivadas: [1-9]\d*\.$/)).toBeVisible();

  await page.getByRole('button', { name: 'Notificaciones', exact: true }).click();
  await expect(page.getByText('No tiene notificaciones.')).toBeVisible();
});
