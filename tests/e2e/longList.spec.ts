import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

// a page of 500 rows renders only the rows in view (react-admin's tables render every row)
test('a long page of warehouses: virtual rows with the same header, selection and keyboard use', async ({ page }) => {
  await page.goto('/warehouses');
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: '500' }).click();
  const rows = page.locator('tbody tr[data-index]');
  await expect(page.getByText(/^1-\d+ of \d+$/)).toHaveText(/^1-(\d+) of \1$/);
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', /\d+/);
  await expect(page.getByRole('columnheader', { name: 'Code' })).toBeVisible();

  // keyboard: the first row's checkbox is the table's tab stop, arrows move between cells, End reaches the last row
  // (scrolled into view)
  await page.locator('tbody [tabindex="0"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('tbody tr[data-index="1"]').getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('tbody tr[data-index="1"]').getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('1 item selected')).toBeVisible();
  const count = Number(await page.getByRole('table').getAttribute('aria-rowcount')) - 1;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  const last = page.locator(`tbody tr[data-index="${count - 1}"]`);
  await expect(last.locator('td').nth(1)).toBeFocused();
  await expect(last).toBeInViewport();
  // the header stays in view over the scrolled rows
  await expect(page.getByRole('columnheader', { name: 'Code' })).toBeInViewport();
  const code = (await last.locator('td').nth(1).textContent())!.trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/warehouses\/\d+$/);
  await expect(page.getByLabel(/^Code/)).toHaveValue(code);
});
