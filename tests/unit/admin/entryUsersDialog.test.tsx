import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider, type AuthProvider } from 'react-admin';
import { EntryUsersButton } from '../../../src/lines/admin/permissions/EntryUsersButton';
import type { ApiRequest } from '../../../dataProviders';
import { answer, viewOnly } from '../support/fakes';
import { renderWithAdmin } from '../support/renderWithAdmin';

const ENTRY = { id: 4, tableType: 2, name: 'Cargue de pedidos', databaseId: 2, databaseName: 'Consola Administrativa' };

/** A fake server: three users in database 2, Ana and Bruno assigned to the entry. */
const fakeServer = () => {
  const users = [
    { id: 1, name: 'Ana Pérez' },
    { id: 2, name: 'Bruno Díaz' },
    { id: 3, name: 'Carla Ríos' },
  ];
  let assigned = [1, 2];
  const call = vi.fn(async ({ path, query, body }: ApiRequest) => {
    if (path === 'User/getUserByDatabase') return answer(query?.idDatabase === 2 ? users : []);
    if (path === 'Permission/UserByPermint') return answer(users.filter((user) => assigned.includes(user.id)));
    if (path === 'Permission/SaveUserPermint') {
      assigned = (body as { users: number[] }).users;
      return answer(null, 'Successful process.');
    }
    throw new Error(`unexpected call ${path}`);
  });
  return { call, assigned: () => assigned };
};

const renderButton = (server: ReturnType<typeof fakeServer>, authProvider?: AuthProvider) =>
  renderWithAdmin(
    <RecordContextProvider value={ENTRY}>
      <EntryUsersButton />
    </RecordContextProvider>,
    { dataProvider: server, authProvider, notifications: true },
  );

const tag = (dialog: HTMLElement, name: string) => within(dialog).queryByRole('button', { name });

describe('Users of a permission entry', () => {
  it('preselects the assigned users as tags, picked among the users of the entry database', async () => {
    const server = fakeServer();
    renderButton(server);
    fireEvent.click(screen.getByRole('button', { name: 'Users' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(tag(dialog, 'Ana Pérez')).toBeInTheDocument());
    expect(tag(dialog, 'Bruno Díaz')).toBeInTheDocument();
    expect(tag(dialog, 'Carla Ríos')).toBeNull();
    expect(server.call).toHaveBeenCalledWith(expect.objectContaining({ path: 'User/getUserByDatabase', query: { idDatabase: 2 } }));
    expect(server.call).toHaveBeenCalledWith(expect.objectContaining({ path: 'Permission/UserByPermint', query: { IdTable: 4, TableType: 2 } }));
  });

  it('a tag removed and a user added are saved as the new assignment, then the dialog closes', async () => {
    const server = fakeServer();
    renderButton(server);
    fireEvent.click(screen.getByRole('button', { name: 'Users' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(tag(dialog, 'Bruno Díaz')).toBeInTheDocument());
    // the chip's delete icon removes the tag
    fireEvent.click(tag(dialog, 'Bruno Díaz')!.querySelector('.MuiChip-deleteIcon')!);
    expect(tag(dialog, 'Bruno Díaz')).toBeNull();
    // only users not chosen yet are offered
    const input = within(dialog).getByRole('combobox', { name: 'Users' });
    fireEvent.mouseDown(input);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Ana Pérez' })).toBeNull();
    fireEvent.click(within(listbox).getByRole('option', { name: 'Carla Ríos' }));
    expect(tag(dialog, 'Carla Ríos')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.assigned()).toEqual([1, 3]));
    expect(server.call).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', path: 'Permission/SaveUserPermint', body: { idTable: 4, tableType: 2, users: [1, 3] } }),
    );
    expect(await screen.findByText('Successful process.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without W the tags are shown read-only and there is no Save', async () => {
    renderButton(fakeServer(), viewOnly);
    fireEvent.click(await screen.findByRole('button', { name: 'Users' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ana Pérez')).toBeInTheDocument();
    expect(within(dialog).getByText('Bruno Díaz')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(dialog.querySelector('.MuiChip-deleteIcon')).toBeNull();
  });
});
