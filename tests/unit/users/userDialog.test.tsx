import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordDialog } from '../../../src/engine/RecordDialog';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { fakeProvider } from './fakeUsersServer';

const openDialog = (target: number | 'new') => {
  const provider = fakeProvider();
  renderWithAdmin(<RecordDialog resource="users" target={target} onClose={() => undefined} />, { dataProvider: provider });
  return provider;
};

const expectOptions = async (input: HTMLElement, expected: string[]) => {
  fireEvent.mouseDown(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(expected), {
    timeout: 5000,
  });
};

describe('user dialog', () => {
  it('a new user: password and its confirmation, defaults, and the mismatch message', async () => {
    openDialog('new');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Create User' })).toBeInTheDocument();
    const password = within(dialog).getByLabelText(/^Password/);
    const confirm = within(dialog).getByLabelText(/^Confirm password/);
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    // a custom input of the registry: it may arrive a moment after the others
    expect(await within(dialog).findByRole('switch', { name: 'Can change password' })).toBeChecked();
    expect(await within(dialog).findByText(/Choose the databases first/)).toBeInTheDocument();

    await userEvent.type(password, 'weak');
    fireEvent.blur(password);
    expect(await within(dialog).findByText(/The password must have at least 8 characters, an uppercase letter/)).toBeInTheDocument();
    await userEvent.type(confirm, 'other');
    fireEvent.blur(confirm);
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('an existing user: no password fields, its roles named "role (database alias)"', async () => {
    const provider = openDialog(5);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText(/^Name/)).toHaveValue('Ana Pérez');
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();
    expect(await within(dialog).findByRole('switch', { name: 'Can change password' })).not.toBeChecked();
    expect(await within(dialog).findByText('Administrador (INV_BOG)')).toBeInTheDocument();
    expect(within(dialog).getByText('Técnico (TVS)')).toBeInTheDocument();
    // one Role/List per selected database, never for the others
    const asked = provider.getList.mock.calls.filter(([resource]) => resource === 'roles').map(([, params]) => params.filter.dataBaseId);
    expect(new Set(asked)).toEqual(new Set([7, 8]));
  });

  it('offers only the roles of the selected databases, and drops a role when its database is removed', async () => {
    const provider = openDialog(5);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Técnico (TVS)');
    const roles = within(dialog).getByLabelText('Roles');
    await expectOptions(roles, ['Operador (INV_BOG)']);
    fireEvent.keyDown(roles, { key: 'Escape' });

    const tvChip = within(dialog).getByText('TV Satelital').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(tvChip.querySelector('.MuiChip-deleteIcon')!);
    await waitFor(() => expect(within(dialog).queryByText('Técnico (TVS)')).toBeNull());
    expect(within(dialog).getByText('Administrador (INV_BOG)')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1].data).toMatchObject({ databases: [7], roles: [1], changePassword: 'False', dataBaseId: 7 });
    expect(provider.update.mock.calls[0][1].data).not.toHaveProperty('passwordConfirm');
  });

  it('leaving the home database clears it, so the API does not link the user to it again', async () => {
    const provider = openDialog(5);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Técnico (TVS)');
    const homeChip = within(dialog).getByText('Inventario Bogotá').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(homeChip.querySelector('.MuiChip-deleteIcon')!);
    await waitFor(() => expect(within(dialog).queryByText('Administrador (INV_BOG)')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1].data).toMatchObject({ databases: [8], roles: [3], dataBaseId: 0 });
  });

  it("a new user in a database's tab starts in that database, whose roles are offered", async () => {
    const provider = fakeProvider();
    renderWithAdmin(<RecordDialog resource="users" target="new" fixedValues={{ dataBaseId: 7 }} onClose={() => undefined} />, { dataProvider: provider });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Inventario Bogotá')).toBeInTheDocument();
    await expectOptions(within(dialog).getByLabelText('Roles'), ['Administrador (INV_BOG)', 'Operador (INV_BOG)']);
  });

  it('a new user is created with the "True"/"False" flag as text and without the confirmation', async () => {
    const provider = openDialog('new');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Luis Díaz');
    await userEvent.type(within(dialog).getByLabelText(/^Login/), 'ldiaz');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'ldiaz@grupoandino.co');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Valid#2026');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'Valid#2026');
    // issue 10 item 4: without a database the form says so on the field and sends nothing
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const databases = within(dialog).getByLabelText(/^Databases/);
    await waitFor(() => expect(databases).toHaveAttribute('aria-invalid', 'true'));
    expect(databases.closest('.MuiFormControl-root')).toHaveTextContent('Required');
    expect(provider.create).not.toHaveBeenCalled();
    fireEvent.mouseDown(databases);
    fireEvent.keyDown(databases, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Inventario Bogotá' }, { timeout: 5000 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalled());
    const sent = provider.create.mock.calls[0][1].data;
    expect(sent).toMatchObject({ name: 'Luis Díaz', login: 'ldiaz', password: 'Valid#2026', changePassword: 'True', status: true, roles: [], databases: [7] });
    expect(sent).not.toHaveProperty('passwordConfirm');
  });
});
