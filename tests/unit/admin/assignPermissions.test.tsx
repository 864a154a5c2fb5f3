import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { AssignPermissions } from '../../../src/lines/admin/menus/AssignPermissions';
import type { AccessRow } from '../../../src/lines/admin/menus/accessRules';
import type { ApiRequest } from '../../../dataProviders';
import { answer } from '../support/fakes';
import { renderWithAdmin } from '../support/renderWithAdmin';

const MENU = { id: 5, name: 'Reportes', dataBaseId: 2 };

/** A fake server: the roles of database 2 and the access rows of menu 5 (Administrador already has L, V, W). */
const fakeServer = ({ refuseSave = false } = {}) => {
  const roles = [
    { id: 1, name: 'Administrador', status: true, dataBaseId: 2 },
    { id: 4, name: 'Supervisor', status: true, dataBaseId: 2 },
  ];
  const rows: AccessRow[] = [{ id: 11, role: 1, roleName: 'Administrador', menu: 5, l: true, v: true, w: true, r: false, d: false, status: true }];
  const call = vi.fn(async ({ path, body }: ApiRequest) => {
    const values = body as Record<string, never>;
    if (path === 'Menu/Get') return answer({ row: [MENU], items: rows.map((row) => ({ ...row })) });
    if (path === 'Menu/SaveAccess') {
      if (refuseSave) throw new HttpError('The role does not belong to the menu database', 400);
      const existing = rows.find((row) => row.role === values.role);
      const roleName = roles.find((role) => role.id === values.role)!.name;
      if (existing) Object.assign(existing, values);
      else rows.push({ ...(values as unknown as AccessRow), id: 20 + rows.length, roleName });
      return answer(existing?.id ?? 20, 'Successful process.');
    }
    throw new Error(`unexpected call ${path}`);
  });
  const getList = vi.fn(async (_: string, params: { filter: { dataBaseId: number } }) => {
    const data = roles.filter((role) => role.dataBaseId === params.filter.dataBaseId);
    return { data, total: data.length };
  });
  return { call, getList, rows };
};

const renderTab = (server: ReturnType<typeof fakeServer>) =>
  renderWithAdmin(<AssignPermissions record={MENU} />, { dataProvider: server, notifications: true });

const chooseRole = async (name: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role' }));
  fireEvent.click(await screen.findByRole('option', { name }));
};

const flag = (letter: string) => screen.getByRole('checkbox', { name: new RegExp(`^${letter} ·`) });

describe('Assign Permissions tab of a menu entry', () => {
  it('offers the roles of the menu database and lists the current rows', async () => {
    const server = fakeServer();
    renderTab(server);
    const table = await screen.findByRole('table', { name: 'Roles with permissions on this menu' });
    expect(within(table).getByText('Administrador')).toBeInTheDocument();
    expect(server.getList).toHaveBeenCalledWith('roles', expect.objectContaining({ filter: { dataBaseId: 2 } }));
    expect(server.call).toHaveBeenCalledWith(expect.objectContaining({ path: 'Menu/Get', body: { id: 5, databaseId: 2 } }));
    // nothing can be ticked or saved before a role is chosen
    expect(flag('L')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('choosing a role with a row shows its current flags, and the button reads Update', async () => {
    renderTab(fakeServer());
    await screen.findByRole('table');
    await chooseRole('Administrador');
    expect(flag('L')).toBeChecked();
    expect(flag('V')).toBeChecked();
    expect(flag('W')).toBeChecked();
    expect(flag('R')).not.toBeChecked();
    expect(flag('D')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    // the letters' meanings are written beside them
    expect(flag('R')).toHaveAccessibleName('R · Export/report');
  });

  it('a role without a row: Add stays disabled until a flag is ticked, then saves the access row', async () => {
    const server = fakeServer();
    renderTab(server);
    await screen.findByRole('table');
    await chooseRole('Supervisor');
    expect(flag('L')).not.toBeChecked();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    fireEvent.click(flag('V'));
    fireEvent.click(flag('R'));
    expect(add).toBeEnabled();
    fireEvent.click(add);
    await waitFor(() => expect(server.call).toHaveBeenCalledWith(expect.objectContaining({ path: 'Menu/SaveAccess' })));
    const saved = server.call.mock.calls.find(([request]) => request.path === 'Menu/SaveAccess')![0];
    expect(saved).toMatchObject({
      method: 'POST',
      body: { name: 'Reportes', role: 4, menu: 5, l: false, v: true, w: false, r: true, d: false, status: true },
    });
    expect(await screen.findByText('Successful process.')).toBeInTheDocument();
    // the rows are read again: Supervisor now has a row, and the same role now reads Update
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Supervisor')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Update' })).toBeEnabled();
    expect(flag('V')).toBeChecked();
    expect(flag('R')).toBeChecked();
  });

  it('changing the flags of an existing row updates it; unticking every flag disables the button', async () => {
    const server = fakeServer();
    renderTab(server);
    await screen.findByRole('table');
    await chooseRole('Administrador');
    for (const letter of ['L', 'V', 'W']) fireEvent.click(flag(letter));
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    fireEvent.click(flag('D'));
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(server.rows[0]).toMatchObject({ l: false, v: false, w: false, d: true, status: false }));
  });

  it('a refused save shows the server message and keeps the choice', async () => {
    renderTab(fakeServer({ refuseSave: true }));
    await screen.findByRole('table');
    await chooseRole('Supervisor');
    fireEvent.click(flag('L'));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The role does not belong to the menu database')).toBeInTheDocument();
    expect(flag('L')).toBeChecked();
  });
});
