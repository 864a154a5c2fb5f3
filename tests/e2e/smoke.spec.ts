// A smoke test GENERATED for every registered resource from its definition (issue 9 §4): its list (columns,
// a page of rows, the next page), its filters, and creating, editing and deleting a record, each only as its
// flags, endpoints and list options allow. A child resource is reached through its parent's tab. Nothing here
// names a resource: a new line's resources are covered once they are registered.
import { expect, test, type Page } from './support/fixtures';
import { smokeCatalogue } from './support/smoke/catalogue';
import { filterSteps } from './support/smoke/filters';
import { runCrud } from './support/smoke/crud';
import { openListPage, openParentTab, totalOf } from './support/smoke/screens';
import { UI } from './support/smoke/texts';
import type { SmokeResource } from './support/smoke/types';

const catalogue = smokeCatalogue();
const byName = (name: string) => {
  const found = catalogue.find((resource) => resource.name === name);
  if (!found) throw new Error(`no registered resource named ${name}`);
  return found;
};

test.use({ signedInAs: 'admin' });
// each test makes its own records: the tests spread over the workers like separate files
test.describe.configure({ mode: 'parallel' });

/** Where a resource is listed first: its own list screen, else its parent's tab. */
const primaryList = (page: Page, resource: SmokeResource) =>
  resource.listPath ? openListPage(page, resource) : openParentTab(page, resource, byName);

for (const resource of catalogue) {
  test.describe(`${resource.name} (generated)`, () => {
    // a page of its own replaces the generated list: what it shows is that page's spec to say
    test.skip(resource.customListPage, 'its list is a custom page');

    // a list page with filters: the list's checks, then each filter, on the same page (one opening, not two)
    const filters = resource.listPath ? resource.filters : [];
    const title = filters.length > 0 ? `list and filters (${filters.map((filter) => filter.source).join(', ')})` : 'list';
    test(`${title}: its columns, a page of rows, the next page, Create only when it creates`, async ({ page }) => {
      const view = await primaryList(page, resource);
      for (const column of resource.columns) {
        await expect(view.scope.locator(`thead th.column-${column.source}`), `the ${column.source} column`).toContainText(column.label);
      }
      if (!resource.can.create) {
        // entries it does not create (no save endpoint, or `create: false`) offer no Create action
        const create = resource.texts.create;
        await expect(view.scope.getByRole('link', { name: create, exact: true }).or(view.scope.getByRole('button', { name: create, exact: true }))).toHaveCount(0);
      }
      const total = await totalOf(view);
      const firstPage = Math.min(total, resource.pageSize);
      await expect(view.range).toHaveText(`1-${firstPage} of ${total}`);
      await expect(view.rows).toHaveCount(firstPage);
      if (total <= resource.pageSize) {
        test.info().annotations.push({ type: 'paging', description: `${total} rows: one page only` });
      } else {
        const firstRow = (await view.rows.first().textContent())!;
        await view.scope.getByRole('button', { name: UI.nextPage }).click();
        await expect(view.range).toHaveText(`${resource.pageSize + 1}-${Math.min(total, 2 * resource.pageSize)} of ${total}`);
        await expect(view.rows).toHaveCount(Math.min(total - resource.pageSize, resource.pageSize));
        await expect(view.rows.first()).not.toHaveText(firstRow);
        // the filters start from the first page, as on a list just opened
        await view.scope.getByRole('button', { name: UI.previousPage }).click();
        await expect(view.range).toHaveText(`1-${firstPage} of ${total}`);
        await expect(view.rows).toHaveCount(firstPage);
      }
      for (const filter of filters) await filterSteps(page, view, resource, filter);
    });

    const actions = (['create', 'edit', 'delete'] as const).filter((action) => resource.can[action]);
    if (actions.length > 0) {
      test(`${actions.join(', ')}`, async ({ page }) => {
        test.skip(!resource.can.create, 'only records it creates itself are changed, and it creates none');
        // a whole create-find-edit-find-delete flow, paging through a parent's tab twice: three times the usual time
        test.slow();
        await runCrud(page, resource, () => (resource.parent ? openParentTab(page, resource, byName) : openListPage(page, resource)));
      });
    }
  });
}
