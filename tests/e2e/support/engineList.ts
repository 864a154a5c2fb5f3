import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The row of an engine-drawn list (react-admin's DataTable) holding `text`, going to the last page until it shows
 * (the list reads again after a save): react-admin's pagination names its page buttons by number.
 */
export const engineRow = async (page: Page, table: Locator, text: string): Promise<Locator> => {
  const row = table.getByRole('row').filter({ hasText: text });
  await expect(async () => {
    if (!(await row.isVisible())) {
      const pages = page.getByRole('button', { name: /^(Ir a la página|Página|Go to page|page) \d+$/i });
      if ((await pages.count()) > 0) await pages.last().click();
    }
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass();
  return row;
};
