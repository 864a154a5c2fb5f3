import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChildResourceList } from '../../../src/engine/ChildResourceList';
import type { ApiRequest } from '../../../dataProviders';
import { answer } from '../support/fakes';
import { renderWithAdmin } from '../support/renderWithAdmin';

/** A fake server with the menus of database 2: a root group and one entry under it. */
const fakeServer = () => {
  const menus = [
    { id: 1, name: 'Administración', path: '', icon: 'AdminPanelSettings', root: 0, status: true, sourcePrime: true, dataBaseId: 2, index: 1 },
    { id: 2, name: 'Permisos', path: '/system/Permissions', icon: 'Lock', root: 1, status: true, sourcePrime: true, dataBaseId: 2, index: 2 },
    { id: 3, name: 'Reportes', path: '', icon: 'Assessment', root: 0, status: true, sourcePrime: true, dataBaseId: 2, index: 3 },
  ];
  return {
    menus,
    getList: vi.fn(async (resource: string, params: { filter: { dataBaseId: number } }) => {
      const data = resource === 'menus' ? menus.filter((menu) => menu.dataBaseId === params.filter.dataBaseId) : [];
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (_: string, { id }: { id: number }) => ({ data: menus.find((menu) => menu.id === Number(id))! })),
    create: vi.fn(async (_: string, { data }: { data: Record<string, unknown> }) => {
      const record = { ...data, id: 40, index: 4 } as (typeof menus)[number];
      menus.push(record);
      return { data: record };
    }),
    update: vi.fn(),
    call: vi.fn(async ({ path, body }: ApiRequest) => {
      const { databaseId } = body as { databaseId: number };
      if (path === 'Menu/GetRoot') return answer(menus.filter((m) => m.root === 0 && m.dataBaseId === databaseId).map(({ id, name }) => ({ id, name })));
      if (path === 'Menu/Get') return answer({ row: [], items: [] });
      throw new Error(`unexpected call ${path}`);
    }),
  };
};

const renderTab = (server: ReturnType<typeof fakeServer>) =>
  renderWithAdmin(<ChildResourceList resource="menus" parentId={2} />, { dataProvider: server, path: '/system/configuration/data-base?id=2' });

const rootOptions = async (dialog: HTMLElement) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Parent menu/ }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox).getAllByRole('option').map((option) => option.textContent);
  return { listbox, names };
};

describe('Menus tab of a database', () => {
  it('lists the menus 10 a page with the parent name, the icon and read-only switches', async () => {
    const server = fakeServer();
    renderTab(server);
    const row = (await screen.findByText('Permisos')).closest('tr')!;
    // the parent is named, a top-level entry reads None
    expect(await within(row).findByText('Administración')).toBeInTheDocument();
    expect(within(row).getByText('Lock')).toBeInTheDocument();
    expect(within(screen.getByText('Reportes').closest('tr')!).getByText('None')).toBeInTheDocument();
    expect(server.getList).toHaveBeenCalledWith('menus', expect.objectContaining({ filter: { dataBaseId: 2 }, pagination: { page: 1, perPage: 10 } }));
    // the switches are read-only: the only checkboxes select rows (for bulk edit)
    expect(screen.queryAllByRole('checkbox').filter((box) => !box.closest('.select-item, .select-all'))).toEqual([]);
  });

  it('creates in a dialog: required fields first, parent None or a root, then stays open on the new entry', async () => {
    const server = fakeServer();
    renderTab(server);
    await screen.findByText('Permisos');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // the name (Spanish) and the path; the English name is optional (spec 01 §5), and its hint says what then shows
    expect(within(dialog).getByText('Optional: when empty, the English menu shows the Spanish name')).toBeInTheDocument();
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(server.create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Name \(Spanish\)/), { target: { value: 'Cargues' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name \(English\)/), { target: { value: 'Uploads' } });
    fireEvent.change(within(dialog).getByLabelText(/^Path/), { target: { value: '/App/components/UploadFile' } });
    const { listbox, names } = await rootOptions(dialog);
    expect(names).toEqual(['None', 'Administración', 'Reportes']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Reportes' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Icon/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'UploadFile' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.create).toHaveBeenCalled());
    expect(server.create.mock.calls[0][1].data).toMatchObject({
      name: 'Cargues',
      nameEn: 'Uploads',
      path: '/App/components/UploadFile',
      root: 3,
      icon: 'UploadFile',
      sourcePrime: true,
      status: true,
      dataBaseId: 2,
    });
    // the dialog stays, now on the saved entry, with its Assign Permissions tab
    expect(await within(dialog).findByRole('tab', { name: 'Assign Permissions' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name \(Spanish\)/)).toHaveValue('Cargues');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('editing a root entry does not offer itself as its parent', async () => {
    renderTab(fakeServer());
    fireEvent.click(await screen.findByText('Reportes'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByDisplayValue('Reportes');
    const { names } = await rootOptions(dialog);
    expect(names).toEqual(['None', 'Administración']);
  });
});
