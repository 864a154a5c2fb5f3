import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, ResourceContextProvider, type DataProvider } from 'react-admin';
import { ResourceCreate, ResourceEdit } from '../../../src/engine/ResourceEditors';
import { errorLeaves, formTabsOf, invalidCountByTab } from '../../../src/engine/tabs/formTabs';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { resource } from '../support/lines';

const databases = resource('databases');


// forms with many inputs take a while on a busy machine
configure({ asyncUtilTimeout: 5000 });

const DATABASE = { id: 2, name: 'Pagos Cali', alias: 'PAG_CAL', databaseType: 1, connectionString: 'Server=pagos', storage: 'blob', status: true };

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const badgeOf = (tabElement: HTMLElement) => within(tabElement).queryByTestId('tab-error-count')?.querySelector('.MuiBadge-badge:not(.MuiBadge-invisible)')?.textContent ?? null;

describe('form tabs from the metadata', () => {
  it('groups the inputs by the tab their field names, in order of appearance', () => {
    const tabs = formTabsOf(databases.fields.filter((f) => f.inForm !== false))!;
    expect(tabs.map((t) => t.label)).toEqual(['resources.databases.formTabs.general', 'resources.databases.formTabs.connection']);
    expect(tabs[0].fields.map((f) => f.source)).toEqual(['name', 'alias', 'databaseType', 'status']);
    expect(tabs[1].fields.map((f) => f.source)).toEqual(['connectionString', 'urlApi', 'storage']);
    expect(formTabsOf([{ source: 'name', kind: 'text' }])).toBeNull();
  });

  it('reads every error path of the form, nested and array ones included, without the root', () => {
    const errors = {
      name: { type: 'required', message: 'ra.validation.required' },
      roles: [undefined, { type: 'server', message: 'Unknown role' }],
      address: { city: { type: 'server', message: 'Bad city' } },
      root: { serverError: { type: 'server', message: 'Invalid' } },
    };
    expect(errorLeaves(errors).map((leaf) => leaf.path)).toEqual(['name', 'roles.1', 'address.city']);
    const tabs = [
      { label: 'a', fields: [{ source: 'name', kind: 'text' as const }, { source: 'roles', kind: 'custom' as const }] },
      { label: 'b', fields: [{ source: 'address.city', kind: 'text' as const }, { source: 'phone', kind: 'text' as const }] },
    ];
    expect(invalidCountByTab(tabs, ['name', 'roles.1', 'roles.2', 'address.city'])).toEqual([2, 1]);
  });
});

describe('a tabbed form (database detail)', () => {
  it('badges each tab with its invalid inputs and opens the first of them on a failed save', async () => {
    const create = vi.fn();
    renderWithAdmin(
      <ResourceContextProvider value="databases">
        <ResourceCreate />
      </ResourceContextProvider>,
      { dataProvider: { create } },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Connection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // name and alias (General), the connection string (Connection): the first tab with errors opens
    await waitFor(() => expect(tab(/^General/)).toHaveAttribute('aria-selected', 'true'));
    expect(tab(/^General/)).toHaveAccessibleName('General, 2 invalid fields');
    expect(badgeOf(tab(/^General/))).toBe('2');
    expect(badgeOf(tab(/^Connection/))).toBe('1');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    // the General inputs fixed: the next failed save opens Connection, the only tab left with an error
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Recaudo' } });
    fireEvent.change(screen.getByLabelText(/^Alias/), { target: { value: 'REC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tab(/^Connection/)).toHaveAttribute('aria-selected', 'true'));
    expect(badgeOf(tab(/^General/))).toBeNull();
    expect(tab(/^Connection/)).toHaveAccessibleName('Connection, 1 invalid field');
    expect(create).not.toHaveBeenCalled();
  });

  it('a server error for an input on a hidden tab lands on it, and its tab is marked and opened', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('The storage account does not exist', 400, {
        isSuccess: false,
        message: 'The storage account does not exist',
        errors: { storage: 'The storage account does not exist', root: { serverError: 'The storage account does not exist' } },
      });
    });
    const dataProvider: Partial<DataProvider> = {
      getOne: vi.fn(async () => ({ data: DATABASE })) as never,
      getList: vi.fn(async () => ({ data: [], total: 0 })) as never,
      update: update as never,
    };
    renderWithAdmin(
      <ResourceContextProvider value="databases">
        <ResourceEdit id={2} />
      </ResourceContextProvider>,
      { dataProvider },
    );
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Pagos Cali'));
    fireEvent.change(name, { target: { value: 'Pagos Cali Norte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    await waitFor(() => expect(tab(/^Connection/)).toHaveAttribute('aria-selected', 'true'));
    expect(badgeOf(tab(/^Connection/))).toBe('1');
    const storage = screen.getByLabelText(/^Storage/);
    expect(storage).toHaveAttribute('aria-invalid', 'true');
    expect(storage).toBeVisible();
    expect(screen.getAllByText('The storage account does not exist').length).toBeGreaterThan(0);
    // what was typed on the other tab is still there
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Pagos Cali Norte');
  });
});
