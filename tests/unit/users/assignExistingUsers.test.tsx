import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AssignExistingUsers } from '../../../src/lines/admin/users/AssignExistingUsers';
import { matchesAssignableUser } from '../../../src/lines/admin/users/useAssignExistingUsers';
import { fakeProvider } from './fakeUsersServer';
import { viewOnly } from '../support/fakes';
import { renderWithAdmin } from '../support/renderWithAdmin';

const CANDIDATES = [
  { id: 11, name: 'José Ramírez', login: 'jramirez', email: 'jramirez@grupoandino.co' },
  { id: 12, name: 'Laura Gómez', login: 'lgomez', email: 'laura.gomez@grupoandino.co' },
];

const openAssignDialog = async (list = CANDIDATES) => {
  const provider = fakeProvider({ 'User/ListAll': { list, userSelected: [5] }, 'User/SaveExistsUsers': 1 });
  renderWithAdmin(<AssignExistingUsers parentId={7} />, { dataProvider: provider });
  fireEvent.click(await screen.findByRole('button', { name: 'Assign existing users' }));
  return { provider, dialog: await screen.findByRole('dialog') };
};

describe('assign existing users to a database', () => {
  it('asks User/ListAll for the database, and Save stays disabled until a user is chosen', async () => {
    const { provider, dialog } = await openAssignDialog();
    expect(provider.call).toHaveBeenCalledWith(expect.objectContaining({ path: 'User/ListAll', method: 'POST', body: { dataBaseId: 7 } }));
    const input = await within(dialog).findByLabelText('Users');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    // searchable by login or e-mail as well as by name, accents ignored
    await userEvent.type(input, 'gomez@');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    fireEvent.click(within(listbox).getByText('Laura Gómez'));
    expect(within(dialog).getByText('Laura Gómez (lgomez)')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(provider.call).toHaveBeenCalledWith(
        expect.objectContaining({ path: 'User/SaveExistsUsers', method: 'POST', body: { dataBaseId: 7, users: [12] } }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when every user already belongs to the database', async () => {
    const { dialog } = await openAssignDialog([]);
    expect(await within(dialog).findByText('Every user already belongs to this database.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered to users who may not change users (no W)', async () => {
    const provider = fakeProvider();
    renderWithAdmin(<AssignExistingUsers parentId={7} />, { dataProvider: provider, authProvider: viewOnly });
    await waitFor(() => expect(provider.call).not.toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Assign existing users' })).toBeNull();
  });

  it('matches name, login and e-mail, ignoring case and accents', () => {
    expect(matchesAssignableUser('jose', CANDIDATES[0])).toBe(true);
    expect(matchesAssignableUser('JRAMIREZ', CANDIDATES[0])).toBe(true);
    expect(matchesAssignableUser('laura.gomez@', CANDIDATES[0])).toBe(false);
    expect(matchesAssignableUser('', CANDIDATES[0])).toBe(true);
  });
});
