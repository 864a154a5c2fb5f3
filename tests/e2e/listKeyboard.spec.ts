// The keyboard grid of the engine's tables (issue 34 item 5), es and en: one Tab stop for the table, arrows between
// cells (focus always outlined), Space selects the row, Shift+arrows extend the selection, Enter opens the row or
// edits a cell edited in place, `/` goes to the search box; a long virtual page the same; axe-core finds nothing
// serious or critical on a list with the keyboard in it; at 390 px cards replace the table and `/` still searches.
import AxeBuilder from '@axe-core/playwright';
import { expect, SCREENS, test, type Page } from './support/fixtures';

test.use({ signedInAs: 'admin' });

const TEXTS = {
  es: { one: '1 elemento seleccionado', two: '2 elementos seleccionados', three: '3 elementos seleccionados', search: 'Buscar', code: /^Código/, stores: 'Gestión de talleres', name: 'Nombre' },
  en: { one: '1 item selected', two: '2 items selected', three: '3 items selected', search: 'Search', code: /^Code/, stores: 'Workshop management', name: 'Name' },
} as const;

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const row = element.closest('tr');
    const body = row?.parentElement;
    const rows = body ? [...body.querySelectorAll(':scope > tr:not([aria-hidden])')] : [];
    return {
      tag: element.tagName,
      row: row?.dataset.index !== undefined ? Number(row.dataset.index) : rows.indexOf(row!),
      cell: element.closest('td')?.cellIndex ?? -1,
      text: element.closest('td')?.textContent?.trim() ?? '',
      outline: getComputedStyle(element.tagName === 'TD' ? element : (element.closest('.Mui-focusVisible') ?? element)).outlineStyle,
    };
  });

// Spanish kept in npm test; the English passes are @review (test:screens): the keys are language-free
// (tests/unit/engine/gridKeys.test.ts), and the English texts are asserted elsewhere: "Code" by warehouses.spec.ts,
// "N items selected" and the stores table's name by bulkEdit.spec.ts (English), "Search" by layout.spec.ts, the
// inline cell's "Name" by tests/unit/engine/conflict.test.tsx.
for (const language of ['es', 'en'] as const) {
  const t = TEXTS[language];
  const tag = language === 'es' ? [] : ['@review'];
  test.describe(`in ${language === 'es' ? 'Spanish' : 'English'}`, () => {
    test.use({ language });

    test('warehouses from the keyboard: one Tab stop, arrows, Space, Shift+arrows, /, Enter', { tag }, async ({ page }) => {
      await page.goto('/warehouses');
      const body = page.getByRole('table').locator('tbody');
      await expect(body.locator('tr')).toHaveCount(10);
      // one element of the table's rows is in the tab order: the first row's checkbox
      const stops = body.locator('[tabindex="0"]');
      await expect(stops).toHaveCount(1);
      await expect(stops).toHaveAttribute('type', 'checkbox');
      // Tab reaches it from the header's last stop (the last column's resize handle), and the next Tab leaves the rows
      await page.getByRole('table').locator('thead').getByRole('separator').last().focus();
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'INPUT', row: 0, cell: 0 });

      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toMatchObject({ tag: 'TD', row: 0, cell: 1, outline: 'solid' });
      const code = (await focused(page)).text;
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toMatchObject({ tag: 'TD', row: 2, cell: 2, outline: 'solid' });
      await page.screenshot({ path: `${SCREENS}/list-keyboard-${language}.png` });

      // Space selects the row, Shift+Down adds the next ones
      await page.keyboard.press('Space');
      await expect(page.getByText(t.one)).toBeVisible();
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('Shift+ArrowDown');
      await expect(page.getByText(t.three)).toBeVisible();
      expect(await focused(page)).toMatchObject({ row: 4, cell: 2 });
      await expect(body.locator('tr').nth(3).getByRole('checkbox')).toBeChecked();
      await expect(body.locator('tr').nth(1).getByRole('checkbox')).not.toBeChecked();

      // Home goes to the first row, in the same column; `/` to the search box
      await page.keyboard.press('Home');
      expect(await focused(page)).toMatchObject({ row: 0, cell: 2 });
      await page.keyboard.press('/');
      await expect(page.getByRole('textbox', { name: t.search })).toBeFocused();
      await page.keyboard.press('Escape');

      // back in the table: Enter opens the row (its first cell's code in the form)
      await body.locator('tr').first().locator('td').nth(1).focus();
      expect(await focused(page)).toMatchObject({ row: 0, cell: 1, text: code });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/warehouses\/\d+$/);
      await expect(page.getByLabel(t.code)).toHaveValue(code);
    });

    test('stores: Enter on an editable cell edits it, Escape returns to the cell; axe finds nothing serious', { tag }, async ({ page }) => {
      await page.goto('/MobileOperator/WorkShopManagement');
      const table = page.getByRole('table', { name: t.stores });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      // the first stop is the row's checkbox (drawn a pass after the row), then its name
      await expect(table.locator('tbody [tabindex="0"]')).toHaveAttribute('type', 'checkbox');
      await table.locator('tbody [tabindex="0"]').focus();
      expect(await focused(page)).toMatchObject({ tag: 'INPUT', row: 0, cell: 0 });
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toMatchObject({ tag: 'TD', row: 0, cell: 1 });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const input = table.locator('tbody tr').nth(1).getByRole('textbox', { name: t.name });
      await expect(input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(input).toHaveCount(0);
      expect(await focused(page)).toMatchObject({ tag: 'TD', row: 1, cell: 1 });
      // F2 edits too
      await page.keyboard.press('F2');
      await expect(input).toBeFocused();
      await page.keyboard.press('Escape');

      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}

// language-free: in Spanish, so it takes the page the Spanish tests above keep open (no page of its own to boot)
test.describe('a long page', () => {
  test.use({ language: 'es' });
  test('a long virtual page: Page Down, End and Home reach rows not drawn, focused in view; axe finds nothing serious', async ({ page }) => {
    await page.goto('/warehouses?perPage=500');
    const body = page.getByRole('table').locator('tbody');
    await expect(body.locator('tr[data-index]').first()).toBeVisible();
    const count = Number(await page.getByRole('table').getAttribute('aria-rowcount')) - 1;
    await body.locator('[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageDown');
    const paged = await focused(page);
    expect(paged.row).toBeGreaterThan(5);
    expect(paged.cell).toBe(1);
    await page.keyboard.press('End');
    await expect.poll(async () => (await focused(page)).row).toBe(count - 1);
    await expect(page.locator(`tbody tr[data-index="${count - 1}"] td`).nth(1)).toBeInViewport();
    await page.keyboard.press('Home');
    await expect.poll(async () => (await focused(page)).row).toBe(0);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, language: 'es' });
  test('cards replace the table; / still goes to the search box', async ({ page }) => {
    await page.goto('/warehouses');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText(/BOG-/).first()).toBeVisible();
    await page.locator('body').press('/');
    await expect(page.getByRole('textbox', { name: TEXTS.es.search })).toBeFocused();
    await page.screenshot({ path: `${SCREENS}/list-keyboard-phone-es.png` });
  });
});
