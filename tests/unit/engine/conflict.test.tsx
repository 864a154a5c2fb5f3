import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, ResourceContextProvider, type DataProvider } from 'react-admin';
import { ResourceEdit } from '../../../src/engine/ResourceEditors';
import { ResourceList } from '../../../src/engine/ResourceList';
import { clearFailedSave, failedSaveKey } from '../../../src/engine/saving/failedSaves';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { resource } from '../support/lines';

const roles = resource('roles');

// a failed save waits (module state) until its form shows it and the user saves or discards: a test that ends
// before then would hand it to the next test's form of the same record
afterEach(() => {
  clearFailedSave(failedSaveKey('databases', 2));
  clearFailedSave(failedSaveKey('roles', 1));
});


configure({ asyncUtilTimeout: 5000 });

const LOADED = { id: 2, name: 'Pagos Cali', alias: 'PAG_CAL', databaseType: 1, connectionString: 'Server=pagos', storage: 'blob', status: true, version: 5 };
// meanwhile Ana changed the storage
const CURRENT = { ...LOADED, storage: 'blob-ana', version: 6 };
const MESSAGES = {
  en: 'Ana Gómez changed this record on 22/11/2026 10:14. Reload it to see their changes.',
  es: 'Ana Gómez modificó este registro el 22/11/2026 10:14. Recárguelo para ver sus cambios.',
};
const stale = (locale: 'en' | 'es', version = 6) =>
  new HttpError(MESSAGES[locale], 409, {
    isSuccess: false,
    message: MESSAGES[locale],
    data: { version, changedBy: { id: 3, name: 'Ana Gómez' }, changedAt: '2026-11-22T15:14:00Z' },
  });

/**
 * The server: the first getOne answers the record as loaded, later ones as it is `now`; a save of version 5 is
 * stale, refused with the 409's `data` (by default who and when only).
 */
const server = (locale: 'en' | 'es', now: Record<string, unknown> = CURRENT, data?: Record<string, unknown>) => {
  let current: Record<string, unknown> = LOADED;
  const getOne = vi.fn(async () => {
    const answer = { data: current };
    current = now;
    return answer;
  });
  const update = vi.fn(async (_: string, { data: sent }: { data: Record<string, unknown> }) => {
    if (sent.version !== 6) throw data ? new HttpError(MESSAGES[locale], 409, { isSuccess: false, message: MESSAGES[locale], data }) : stale(locale);
    return { data: { ...sent, version: 7 } };
  });
  return { getOne, update, getList: vi.fn(async () => ({ data: [], total: 0 })) };
};

const renderDatabase = (provider: ReturnType<typeof server>, locale: 'en' | 'es' = 'en') =>
  renderWithAdmin(
    <ResourceContextProvider value="databases">
      <ResourceEdit id={2} />
    </ResourceContextProvider>,
    { dataProvider: provider as unknown as Partial<DataProvider>, locale },
  );

const typeName = async (value: string) => {
  const name = await screen.findByLabelText(/^(Name|Nombre)/);
  await waitFor(() => expect(name).toHaveValue('Pagos Cali'));
  fireEvent.change(name, { target: { value } });
};

describe('a save refused because someone else saved first (409)', () => {
  it('keeps what the user typed, shows the message, and Reload loads the current record under the user changes', async () => {
    const provider = server('en');
    renderDatabase(provider);
    await typeName('Pagos Cali Norte');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Someone else saved this record');
    expect(notice).toHaveTextContent(MESSAGES.en);
    expect(provider.update.mock.calls[0][1].data).toMatchObject({ name: 'Pagos Cali Norte', version: 5 });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Pagos Cali Norte');

    fireEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The current record is loaded'));
    expect(provider.getOne).toHaveBeenCalledTimes(2);
    // the user's change stays; what Ana changed comes in
    await waitFor(() => expect(screen.getByLabelText(/^Storage/)).toHaveValue('blob-ana'));
    // the user's changes go back in a tick after react-admin's reset to the reloaded record (RestoreFailedSave)
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Pagos Cali Norte'));

    // the user decides to save their change over the current record: it goes with the current version
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(2));
    expect(provider.update.mock.calls[1][1].data).toMatchObject({ name: 'Pagos Cali Norte', storage: 'blob-ana', version: 6 });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('after Reload the user may discard their changes instead (in Spanish)', async () => {
    const provider = server('es');
    renderDatabase(provider, 'es');
    await typeName('Pagos Cali Norte');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Otra persona guardó este registro');
    expect(notice).toHaveTextContent(MESSAGES.es);
    fireEvent.click(within(notice).getByRole('button', { name: 'Recargar' }));
    fireEvent.click(await within(screen.getByRole('alert')).findByRole('button', { name: 'Descartar mis cambios' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Pagos Cali'));
    expect(screen.getByLabelText(/^Almacenamiento/)).toHaveValue('blob-ana');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names what the other person changed, and asks which value stays for a field both changed before Reload applies anything (issue 51)', async () => {
    // meanwhile Ana changed the storage and the name
    const ana = { changedBy: { id: 3, name: 'Ana Gómez' }, changedAt: '2026-11-22T15:14:00Z' };
    const changedSince = { version: 5, complete: true, fields: { name: { value: 'Pagos Cali Sur', ...ana }, storage: { value: 'blob-ana', ...ana } } };
    const provider = server('en', { ...LOADED, name: 'Pagos Cali Sur', storage: 'blob-ana', version: 6 }, { version: 6, ...ana, changedSince });
    const { update } = provider;
    renderDatabase(provider);
    await typeName('Pagos Cali Norte');
    fireEvent.change(screen.getByLabelText(/^Alias/), { target: { value: 'PAG_NOR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/Ana Gómez changed Storage to “blob-ana” \(.+\): it comes in with Reload\./);
    expect(notice).toHaveTextContent('You and Ana Gómez both changed Name. Which value stays?');
    const reload = within(notice).getByRole('button', { name: 'Reload' });
    // nothing applied for the name until the user picks
    expect(reload).toBeDisabled();
    expect(notice).toHaveTextContent('Choose a value for each field you both changed, then Reload.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Ana Gómez’s: “Pagos Cali Sur”' }));
    expect(reload).toBeEnabled();
    fireEvent.click(reload);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The current record is loaded'));
    // Ana's name and storage stay; the user's alias, which Ana did not change, goes back in
    await waitFor(() => expect(screen.getByLabelText(/^Alias/)).toHaveValue('PAG_NOR'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Pagos Cali Sur');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][1].data).toMatchObject({ name: 'Pagos Cali Sur', alias: 'PAG_NOR', storage: 'blob-ana', version: 6 });
  });

  afterEach(() => delete (roles as { mutationMode?: string }).mutationMode);

  it('an optimistic dialog that had closed opens again with the notice and the typed value', async () => {
    (roles as { mutationMode?: string }).mutationMode = 'optimistic';
    const role = { id: 1, name: 'Administrador', status: true, dataBaseId: 7, version: 5 };
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const update = vi.fn(async () => {
      await answered;
      throw stale('en');
    });
    const provider = { getOne: vi.fn(async () => ({ data: role })), getList: vi.fn(async () => ({ data: [role], total: 1 })), update };
    renderWithAdmin(
      <ResourceContextProvider value="roles">
        <ResourceList />
      </ResourceContextProvider>,
      { dataProvider: provider as unknown as Partial<DataProvider>, path: '/roles' },
    );
    fireEvent.click(await screen.findByText('Administrador'));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Administrador'));
    fireEvent.change(name, { target: { value: 'Administración' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    answer();
    const reopened = await screen.findByRole('dialog');
    expect(await within(reopened).findByRole('alert')).toHaveTextContent(MESSAGES.en);
    await waitFor(() => expect(within(reopened).getByLabelText(/^Name/)).toHaveValue('Administración'));
  });
});

// Inline edit (issue 34 item 4) in English and Spanish (the e2e inlineEdit journey runs in Spanish): a store's name
// saved in its cell says "Store updated successfully." / "Tienda Actualizada correctamente."; a save refused with a
// 409 that names no one (WorkShop/update's answer: the server's text, in the caller's language) shows on the cell,
// the typed value kept, with "Reload the row"; Reload says so, and Enter then saves it over the current row.
describe('a store edited in its cell, refused because the row changed first (409), in English and Spanish', () => {
  const TEXTS = {
    en: {
      stale: 'Someone changed this record first: reload it.', reload: 'Reload the row', reloaded: 'The row is reloaded. Press Enter to save your value over it, or Escape to keep theirs.',
      updated: 'Store updated successfully.', name: 'Name', table: 'Workshop management',
    },
    es: {
      stale: 'Alguien cambió este registro primero: recárguelo.', reload: 'Recargar la fila', reloaded: 'La fila se recargó. Pulse Enter para guardar su valor sobre ella, o Escape para conservar el de ellos.',
      updated: 'Tienda Actualizada correctamente.', name: 'Nombre', table: 'Gestión de talleres',
    },
  } as const;

  for (const locale of ['en', 'es'] as const) {
    const t = TEXTS[locale];
    it(`${locale}: the refusal on the cell, Reload, then Enter saves with the current version`, async () => {
      let stores = [
        { id: 1, name: 'Tienda Norte', address: 'Calle 1', idDepartment: 1, idCity: 1, department: 'Bogotá D.C.', city: 'Bogotá', state: 'Abierto', version: 3 },
        { id: 2, name: 'Tienda Sur', address: 'Calle 2', idDepartment: 1, idCity: 1, department: 'Bogotá D.C.', city: 'Bogotá', state: 'Abierto', version: 4 },
      ];
      const getList = vi.fn(async () => ({ data: stores, total: stores.length }));
      const update = vi.fn(async (_: string, { data }: { data: Record<string, unknown> }) => {
        const current = stores.find((store) => store.id === data.id)!;
        if (data.version !== current.version) throw new HttpError(t.stale, 409, { isSuccess: false, message: t.stale, data: null });
        return { data: { ...current, ...data, version: current.version + 1 } };
      });
      renderWithAdmin(
        <ResourceContextProvider value="stores">
          <ResourceList />
        </ResourceContextProvider>,
        { dataProvider: { getList, update, getMany: vi.fn(async () => ({ data: [] })) } as unknown as Partial<DataProvider>, path: '/MobileOperator/WorkShopManagement', locale, notifications: true },
      );
      const table = await screen.findByRole('table', { name: t.table });
      const cell = await waitFor(() => {
        const found = table.querySelectorAll('tbody tr')[1]?.querySelector('[data-inline-cell="name"]');
        expect(found).toHaveTextContent('Tienda Sur');
        return found as HTMLElement;
      });
      // meanwhile another session saved the store
      stores = stores.map((store) => (store.id === 2 ? { ...store, address: 'Calle 2 B', version: 5 } : store));
      fireEvent.doubleClick(cell);
      const input = await within(cell).findByRole('textbox', { name: t.name });
      fireEvent.change(input, { target: { value: 'Tienda Sur Plaza' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(await within(cell).findByRole('alert')).toHaveTextContent(t.stale);
      expect(update.mock.calls[0][1].data).toMatchObject({ id: 2, name: 'Tienda Sur Plaza', version: 4 });
      expect(input).toHaveValue('Tienda Sur Plaza');

      fireEvent.click(within(cell).getByRole('button', { name: t.reload }));
      expect(await within(cell).findByRole('status')).toHaveTextContent(t.reloaded);
      expect(within(cell).getByRole('textbox', { name: t.name })).toHaveValue('Tienda Sur Plaza');
      fireEvent.keyDown(within(cell).getByRole('textbox', { name: t.name }), { key: 'Enter' });
      expect(await screen.findByText(t.updated)).toBeInTheDocument();
      expect(update.mock.calls[1][1].data).toMatchObject({ id: 2, name: 'Tienda Sur Plaza', address: 'Calle 2 B', version: 5 });
    });
  }
});
