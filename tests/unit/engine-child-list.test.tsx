import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { ChildResourceList } from '../../src/engine/ChildResourceList';
import { viewOnly } from './support/fakes';
import { renderWithAdmin } from './support/renderWithAdmin';

/** A fake server holding roles of two databases. */
const rolesProvider = () => {
  const roles = [
    { id: 1, name: 'Administrador', status: true, dataBaseId: 7 },
    { id: 2, name: 'Operador', status: false, dataBaseId: 7 },
    { id: 3, name: 'Ajeno', status: true, dataBaseId: 8 },
  ];
  return {
    getList: vi.fn(async (_: string, params: { filter: { dataBaseId: number } }) => {
      const data = roles.filter((r) => r.dataBaseId === params.filter.dataBaseId);
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (_: string, { id }: { id: number }) => ({ data: roles.find((r) => r.id === Number(id))! })),
    create: vi.fn(async (_: string, { data }: { data: Record<string, unknown> }) => {
      const record = { ...data, id: roles.length + 1 } as (typeof roles)[number];
      roles.push(record);
      return { data: record };
    }),
    update: vi.fn(async (_: string, { id, data }: { id: number; data: Record<string, unknown> }) => {
      const index = roles.findIndex((r) => r.id === Number(id));
      roles[index] = { ...roles[index], ...data };
      return { data: roles[index] };
    }),
  };
};

const renderTab = (provider: ReturnType<typeof rolesProvider>, authProvider?: AuthProvider) =>
  renderWithAdmin(<ChildResourceList resource="roles" parentId={7} />, { dataProvider: provider, authProvider });

describe('child resource tab (roles of a database)', () => {
  it('lists only the parent database rows, with status read-only', async () => {
    const provider = rolesProvider();
    renderTab(provider);
    expect(await screen.findByText('Administrador')).toBeInTheDocument();
    expect(screen.getByText('Operador')).toBeInTheDocument();
    expect(screen.queryByText('Ajeno')).toBeNull();
    expect(provider.getList).toHaveBeenCalledWith('roles', expect.objectContaining({ filter: { dataBaseId: 7 }, pagination: { page: 1, perPage: 10 } }));
    // the status is shown, not edited: the only checkboxes select rows for the tab's bulk edit (issue 34), the rows'
    // drawn a pass after the rows (SelectionBox)
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    expect(document.querySelectorAll('tbody td.column-status input')).toHaveLength(0);
  });

  it('creates in a dialog: validation first, then saved with the parent id, and the list refreshes', async () => {
    const provider = rolesProvider();
    renderTab(provider);
    await screen.findByText('Administrador');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Supervisor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(provider.create).toHaveBeenCalledWith('roles', expect.objectContaining({ data: expect.objectContaining({ name: 'Supervisor', dataBaseId: 7, status: true }) }));
    expect(await screen.findByText('Supervisor')).toBeInTheDocument();
  });

  it('a row opens its record in the dialog, where the status is edited', async () => {
    const provider = rolesProvider();
    renderTab(provider);
    fireEvent.click(await screen.findByText('Operador'));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText(/^Name/);
    expect(name).toHaveValue('Operador');
    const status = within(dialog).getByRole('switch', { name: 'Active' });
    expect(status).not.toBeChecked();
    fireEvent.click(status);
    // an edit's Save waits for a change
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1]).toMatchObject({ id: 2, data: expect.objectContaining({ status: true }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without W: no create action, and a row opens read-only', async () => {
    const provider = rolesProvider();
    renderTab(provider, viewOnly);
    fireEvent.click(await screen.findByText('Operador'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Operador')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});
