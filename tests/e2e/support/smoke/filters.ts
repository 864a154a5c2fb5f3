import { expect, type Page } from '@playwright/test';
import { choiceInput, nameColumn, currentTotal, escapeRegExp, totalOf, type ListView } from './screens';
import type { SmokeFilter, SmokeResource } from './types';

/** How long one choice may take to narrow the list before the next one is tried (a busy machine is slow). */
const NARROWING_MS = 10_000;

/** The free-text search: a record's name finds it among fewer rows; emptied, every row is back. */
const searchSteps = async (view: ListView, resource: SmokeResource) => {
  const total = await totalOf(view);
  const wanted = (await view.rows.last().locator(`td.column-${nameColumn(resource)}`).textContent())!.trim();
  await view.search!.fill(wanted);
  await expect(view.rows.filter({ hasText: wanted }).first()).toBeVisible();
  await expect.poll(() => currentTotal(view), { message: `searching "${wanted}" narrows the list` }).toBeLessThan(total);
  await view.search!.fill('');
  await expect(view.range).toHaveText(new RegExp(` of ${total}$`));
};

/** A list of choices (a reference or a select): one of its first options narrows the list; "all" brings it back. */
const choiceSteps = async (page: Page, view: ListView, filter: SmokeFilter) => {
  const total = await totalOf(view);
  const input = await choiceInput(view.scope, filter.label);
  const options = page.getByRole('option').filter({ hasText: /\S/ });
  const isAll = (label: string) => filter.allLabel !== undefined && label.trim() === filter.allLabel;
  await input.click();
  const labels = (await options.allTextContents()).map((label) => label.trim()).filter((label) => !isAll(label)).slice(0, 3);
  await page.keyboard.press('Escape');
  expect(labels.length, `${filter.label} offers choices`).toBeGreaterThan(0);
  let narrowed = false;
  for (const label of labels) {
    await input.click();
    await options.filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }).first().click();
    narrowed = await expect
      .poll(() => currentTotal(view), { timeout: NARROWING_MS })
      .toBeLessThan(total)
      .then(() => true, () => false);
    if (narrowed) break;
  }
  expect(narrowed, `one of ${labels.join(', ')} narrows the list by ${filter.label}`).toBe(true);
  if (!filter.allLabel) return;
  await input.click();
  await options.filter({ hasText: new RegExp(`^${escapeRegExp(filter.allLabel)}$`) }).click();
  await expect(view.range).toHaveText(new RegExp(` of ${total}$`));
};

/** Uses one filter of a list screen as a person would, and checks the rows follow. */
export const filterSteps = async (page: Page, view: ListView, resource: SmokeResource, filter: SmokeFilter) => {
  if (filter.kind === 'search') return searchSteps(view, resource);
  if (filter.kind === 'reference' || filter.kind === 'select') return choiceSteps(page, view, filter);
  throw new Error(`${resource.name}: no smoke step for a ${filter.kind} filter (${filter.source}); add one to tests/e2e/support/smoke/filters.ts`);
};
