import { expect, type Locator, type Page } from '@playwright/test';
import { LONG_PAGE } from '../../../../src/engine/pageSizes';
import { UI } from './texts';
import type { FormStep } from './values';
import type { SmokeCatalogueLookup, SmokeResource } from './types';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input's label as it reads: the text, and the required mark (a thin space and *) or not. */
export const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

/**
 * A list of choices (a select) by its label. Its accessible name also holds the chosen value ("Database
 * Archivo Documental"), so it is found inside the form control whose label reads so. The locator is resolved
 * on every use: a React-generated label id read once goes stale if the form is drawn again.
 */
export const choiceInput = async (scope: Locator, label: string) =>
  scope
    .locator('.MuiFormControl-root')
    .filter({ has: scope.page().locator('label').filter({ hasText: labelled(label) }) })
    .first()
    .locator('[role="combobox"]');

/** The column naming a row's record: its name's, else the first. */
export const nameColumn = (resource: SmokeResource) =>
  resource.columns.some((column) => column.source === resource.recordRepresentation) ? resource.recordRepresentation : resource.columns[0].source;

/** A list as the generated screens draw it: a page's list or a parent's tab; its rows, pages and totals. */
export interface ListView {
  scope: Locator;
  rows: Locator;
  /** "1-10 of 28" */
  range: Locator;
  /** the free-text search box, on list pages that have one */
  search?: Locator;
}

const listView = (scope: Locator, resource: SmokeResource, onPage: boolean): ListView => ({
  scope,
  rows: scope.locator('tbody tr'),
  range: scope.locator('.MuiTablePagination-displayedRows'),
  search: onPage && resource.filters.some((filter) => filter.kind === 'search') ? scope.getByPlaceholder(UI.search) : undefined,
});

/** The resource's own list screen. */
export const openListPage = async (page: Page, resource: SmokeResource): Promise<ListView> => {
  await page.goto(resource.listPath!);
  const view = listView(page.locator('#main-content'), resource, true);
  // rows, or none under the filter the list remembers from earlier in the test
  await expect(view.rows.first().or(view.scope.getByRole('button', { name: UI.clearFilters }))).toBeVisible();
  // the pager comes a pass after the rows (src/engine/EstimatedPagination.tsx): its range is what the totals read
  await expect(view.scope.locator('[data-placeholder="pager"]')).toHaveCount(0);
  return view;
};

/** A child resource's list: the tab of its parent's first record (reached as a user does, from the parent's list). */
export const openParentTab = async (page: Page, resource: SmokeResource, catalogue: SmokeCatalogueLookup): Promise<ListView> => {
  const parent = catalogue(resource.parent!.resource);
  const parentList = await openListPage(page, parent);
  await parentList.rows.first().locator(`td.column-${nameColumn(parent)}`).click();
  const tab = page.getByRole('tab', { name: resource.parent!.tabLabel, exact: true });
  await tab.click();
  const card = page.locator('.MuiCard-root').filter({ has: tab });
  const view = listView(card, resource, false);
  await expect(view.range).toBeVisible();
  return view;
};

/** The total of the list ("1-10 of 28" gives 28), once it shows one. */
export const totalOf = async (view: ListView) => {
  await expect(view.range).toHaveText(/ of \d+$/);
  return currentTotal(view);
};

/** The total the list shows now: 0 when it shows no rows (and so no range). */
export const currentTotal = async (view: ListView) =>
  (await view.range.isVisible()) ? Number((await view.range.textContent())!.replace(/.* of /, '')) : 0;

/**
 * Shows as many rows per page as the list offers short of its virtual long page (whose off-screen rows are not
 * drawn, so a row could not be found among them): fewer pages to look through.
 */
const showLongestPlainPage = async (view: ListView) => {
  const rowsPerPage = view.scope.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(UI.rowsPerPage)}`) });
  if (!(await rowsPerPage.count())) return;
  // read before the menu opens: an open menu hides the rest of the page from the accessibility tree
  const shown = Number(await rowsPerPage.textContent());
  await rowsPerPage.click();
  const options = view.scope.page().getByRole('option');
  const sizes = (await options.allTextContents()).map(Number).filter((size) => size > 0 && size < LONG_PAGE);
  const longest = Math.max(...sizes);
  if (longest <= shown) {
    await view.scope.page().keyboard.press('Escape');
    return;
  }
  await options.filter({ hasText: new RegExp(`^${longest}$`) }).click();
  await expect(rowsPerPage).toHaveText(String(longest));
};

/** Waits until the rows drawn are as many as the range counts ("21-40 of 40": 20): the page's rows have arrived. */
const pageArrived = async (view: ListView) => {
  const range = /^(\d+)-(\d+) of/.exec((await view.range.textContent()) ?? '');
  if (range) await expect(view.rows).toHaveCount(Number(range[2]) - Number(range[1]) + 1);
};

/**
 * The row showing `text`: searched for when the list has a search box, else looked for page by page.
 * Null when no row shows it, decided once the list shows its answer (no fixed wait for a row that is gone).
 */
export const findRow = async (view: ListView, text: string): Promise<Locator | null> => {
  const matching = view.rows.filter({ hasText: text });
  const found = async () => ((await matching.count()) ? matching.first() : null);
  if (view.search) {
    await view.search.fill(text);
    // the search is the record's unique value: once it applies, every row left shows it, or none is left and the
    // list offers to clear the filter
    await expect(view.rows.filter({ hasNotText: text })).toHaveCount(0);
    await expect(matching.first().or(view.scope.getByRole('button', { name: UI.clearFilters }))).toBeVisible();
    return found();
  }
  await showLongestPlainPage(view);
  for (;;) {
    // a list that shows no range has no rows yet: still loading, or empty
    if (!(await view.range.isVisible())) return expect(matching.first()).toBeVisible({ timeout: 5_000 }).then(() => matching.first(), () => null);
    await pageArrived(view);
    if (await matching.count()) return matching.first();
    const next = view.scope.getByRole('button', { name: UI.nextPage });
    // a list that fits one page has no page buttons at all
    if ((await next.count()) === 0 || !(await next.isEnabled())) return null;
    const shown = await view.range.textContent();
    const firstRow = await view.rows.first().textContent();
    // a click that lands while the tab's list is still settling can be lost: clicked again only if the range has not moved
    await expect(async () => {
      if ((await view.range.textContent()) === shown) await next.click();
      await expect(view.range).not.toHaveText(shown!, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    // the range moves at once; the rows follow when the next page has loaded
    await expect(view.rows.first()).not.toHaveText(firstRow!);
  }
};

/** Fills a form's inputs as planned (`scope`: the page's content or the dialog). */
export const fillForm = async (page: Page, scope: Locator, steps: FormStep[]) => {
  for (const step of steps) {
    const name = labelled(step.field.label);
    // a tabbed form shows one tab's inputs at a time
    if (step.field.tab) await scope.getByRole('tab', { name: step.field.tab }).click();
    if ('type' in step) {
      await scope.getByLabel(name).fill(step.type);
      continue;
    }
    // select inputs are comboboxes; an autocomplete is a text box that lists its options when clicked
    const input = step.field.kind === 'referenceArray' ? scope.getByLabel(name) : await choiceInput(scope, step.field.label);
    await input.click();
    const options = page.getByRole('option').filter({ hasText: /\S/ });
    await (step.choose === 'first' ? options.first() : options.filter({ hasText: step.choose }).first()).click();
    if (step.field.kind === 'referenceArray') await page.keyboard.press('Escape');
  }
};

/** Saves a form and waits for react-admin's notice that it worked. */
export const saveForm = async (page: Page, scope: Locator, notice: string) => {
  await scope.getByRole('button', { name: UI.save }).click();
  await expect(page.getByText(notice).first()).toBeVisible();
};
