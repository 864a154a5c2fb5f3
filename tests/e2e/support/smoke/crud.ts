import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentTotal, fillForm, findRow, labelled, nameColumn, saveForm, type ListView } from './screens';
import { UI } from './texts';
import type { SmokeResource } from './types';
import { createSteps, editedField, typedValue, uniqueTag, type FormStep } from './values';

/** Where a resource's form is: its dialog, or the page's content. */
const formScope = (page: Page, resource: SmokeResource) =>
  resource.editIn === 'modal' ? page.getByRole('dialog') : page.locator('#main-content');

/** Opens a row's record as its list allows (the row itself, or its Edit button) and waits for its form. */
export const openRecord = async (page: Page, row: Locator, resource: SmokeResource) => {
  const name = nameColumn(resource);
  // a name cell edited in place edits itself on a click: the row's Edit button opens the record then
  const editsInPlace = resource.inlineEdit === true || (Array.isArray(resource.inlineEdit) && resource.inlineEdit.includes(name));
  if (resource.rowClick === false || (editsInPlace && resource.rowActions.includes('edit'))) {
    await row.getByRole('link', { name: UI.edit }).or(row.getByRole('button', { name: UI.edit })).first().click();
  } else await row.locator(`td.column-${name}`).click();
  const form = formScope(page, resource);
  await expect(form.getByRole('button', { name: UI.save })).toBeVisible();
  return form;
};

/** The value that finds the new record in its list: its name when the form set it, else another column's. */
const identityOf = (resource: SmokeResource, steps: FormStep[]) => {
  const shown = (step: FormStep): step is Extract<FormStep, { type: string }> =>
    'type' in step && resource.columns.some((column) => column.source === step.field.source);
  const step = steps.filter(shown).sort((a, b) => Number(b.field.source === resource.recordRepresentation) - Number(a.field.source === resource.recordRepresentation))[0];
  if (!step) throw new Error(`${resource.name}: the creation form sets no value its list shows, so the new record cannot be found there`);
  return step;
};

/** Waits for a saved form to be done with: its dialog closed (closed by hand when it stays open), or the page left. */
const afterSave = async (page: Page, resource: SmokeResource, form: Locator, isNew: boolean) => {
  if (resource.editIn === 'modal') {
    if (isNew && resource.afterSave === 'stay') {
      // the dialog turns to the new record (its tabs come) and grows, centred: its Close button moves. Clicked before,
      // the click could land where the button was, on the list behind, and open a row.
      await expect(form.getByRole('tablist')).toBeVisible();
      await form.getByRole('button', { name: UI.close }).click();
    }
    await expect(form).toBeHidden();
  } else if (resource.afterSave === 'list') {
    await expect(page).toHaveURL((url) => url.pathname === resource.listPath);
  }
  // a detail page that stays on the record has nothing more to wait for: the notice said it was saved
};

/**
 * The list after a save: the one on screen when the form was a dialog over it or the save went back to it (react-admin
 * reads it again from the server after a save, as a user sees it), else opened anew. A list opened anew for a child
 * resource costs its parent's list, a click and a tab.
 */
const listAfterSave = (resource: SmokeResource, view: ListView, openList: () => Promise<ListView>): Promise<ListView> =>
  resource.editIn === 'modal' || (resource.afterSave === 'list' && !resource.parent) ? Promise.resolve(view) : openList();

/**
 * Creates a record with a valid value in every required input, finds it in its list, edits one of its
 * columns and sees the change there, then deletes it and sees it gone: each step as the resource allows.
 */
export const runCrud = async (page: Page, resource: SmokeResource, openList: () => Promise<ListView>) => {
  const tag = uniqueTag();
  let view = await openList();
  const before = await currentTotal(view);

  await view.scope.getByRole(resource.editIn === 'modal' ? 'button' : 'link', { name: resource.texts.create, exact: true }).click();
  let form = formScope(page, resource);
  const steps = createSteps(resource, tag);
  await fillForm(page, form, steps);
  await saveForm(page, form, resource.texts.created);
  await afterSave(page, resource, form, true);
  const identity = identityOf(resource, steps);
  let name = identity.type;

  view = await listAfterSave(resource, view, openList);
  await expect.poll(() => currentTotal(view), { message: 'the list has one more row' }).toBe(before + 1);
  let row = await findRow(view, name);
  expect(row, `the new record "${name}" is listed`).not.toBeNull();

  const field = editedField(resource);
  if (resource.can.edit && !field) test.info().annotations.push({ type: 'edit', description: 'no typed input the list shows: not edited' });
  if (resource.can.edit && field) {
    const changed = typedValue(field, uniqueTag());
    form = await openRecord(page, row!, resource);
    await expect(form.getByLabel(labelled(identity.field.label))).toHaveValue(name);
    await form.getByLabel(labelled(field.label)).fill(changed);
    await saveForm(page, form, resource.texts.updated);
    await afterSave(page, resource, form, false);
    if (field.source === identity.field.source) name = changed;
    view = await listAfterSave(resource, view, openList);
    row = await findRow(view, name);
    await expect(row!, `the edited ${field.source} is listed`).toContainText(changed);
  }

  if (resource.can.delete) {
    if (resource.rowActions.includes('delete') && !resource.parent) {
      await row!.getByRole('button', { name: UI.delete }).click();
    } else {
      form = await openRecord(page, row!, resource);
      await form.getByRole('button', { name: UI.delete }).click();
    }
    await page.getByRole('button', { name: UI.confirm }).click();
    await expect(page.getByText(resource.texts.deleted).first()).toBeVisible();
    view = await openList();
    expect(await findRow(view, name), `"${name}" is gone`).toBeNull();
  }
};
