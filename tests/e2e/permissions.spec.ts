import { expect, test } from './support/fixtures';

// the operator's role has L and V on the databases menu entry, not W, R or D
test.use({ signedInAs: 'operador' });

test('without W: no create or edit action on databases, a read-only record, and a forged save refused with 403', async ({ page, session }) => {
  await page.goto('/system/configuration/data-bases');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByRole('link', { name: /create/i })).toHaveCount(0);

  await rows.first().click();
  await expect(page).toHaveURL(/data-base\?id=1$/);
  await expect(page.getByText('Consola Administrativa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // the creation route itself is refused, not just hidden
  await page.goto('/system/configuration/data-base?id=0');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  const forged = await page.request.post('/api/DataBase/Save', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { id: 1, name: 'Hackeada', alias: 'X', connectionString: 'x', databaseType: 1 },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).message).toMatch(/permission|permiso/i);
});
