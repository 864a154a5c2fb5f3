import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, ResourceContextProvider, type DataProvider } from 'react-admin';
import type { AuditEntry } from '../../../dataProviders';
import { ResourceEdit } from '../../../src/engine/ResourceEditors';
import { ResourceList } from '../../../src/engine/ResourceList';
import { HistoryTab } from '../../../src/engine/history/HistoryTab';
import { historyValue, historyWhen } from '../../../src/engine/history/historyFormat';
import { renderWithAdmin, testI18n } from '../support/renderWithAdmin';
import { resource } from '../support/lines';

const databases = resource('databases');


configure({ asyncUtilTimeout: 5000 });

const translate = (locale: 'en' | 'es') => {
  const i18n = testI18n(locale);
  return (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
};

/** 12 writes of database 2, newest first: the latest changed its type and status. */
const ENTRIES: AuditEntry[] = Array.from({ length: 12 }, (_, i) => ({
  id: 100 - i,
  // local times, so the expected texts do not depend on the machine's time zone
  at: `2026-11-${String(22 - i).padStart(2, '0')}T10:14:00`,
  user: { id: 3, name: i === 0 ? 'Ana Gómez' : 'Luis Ortiz' },
  action: i === 11 ? 'create' : 'update',
  changes:
    i === 0
      ? [
          { field: 'databaseType', before: 1, after: 3 },
          { field: 'status', before: true, after: false },
          { field: 'storage', before: 'blob', after: null },
        ]
      : [{ field: 'name', before: `Pagos ${i}`, after: `Pagos ${i - 1}` }],
}));

const historyProvider = (answer?: (page: number) => Promise<{ items: AuditEntry[]; total: number }>) => ({
  getHistory: vi.fn(
    answer ?? (async (_resource: string, _id: unknown, page: number) => ({ items: ENTRIES.slice((page - 1) * 10, page * 10), total: ENTRIES.length })),
  ),
});

/** The entries of the history list (each holds a list of its changes). */
const entriesOf = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);

describe('how the history reads', () => {
  it('values as the form shows them, dates in the user locale', () => {
    const type = databases.fields.find((f) => f.source === 'databaseType');
    const status = databases.fields.find((f) => f.source === 'status');
    expect(historyValue(type, 3, translate('en'), 'en')).toBe('API');
    expect(historyValue(status, false, translate('es'), 'es')).toBe('No');
    expect(historyValue(status, true, translate('es'), 'es')).toBe('Sí');
    // a user's change-password flag, kept as the text "True" / "False", reads as the switch the form shows
    const flag = { source: 'changePassword', kind: 'custom' as const };
    expect(historyValue(flag, 'True', translate('es'), 'es')).toBe('Sí');
    expect(historyValue(flag, 'False', translate('en'), 'en')).toBe('No');
    expect(historyValue(undefined, null, translate('es'), 'es')).toBe('(vacío)');
    expect(historyValue(undefined, [7, 8], translate('en'), 'en')).toBe('7, 8');
    expect(historyWhen('2026-11-22T10:14:00', 'es')).toBe('22/11/2026, 10:14');
    expect(historyWhen('2026-11-22T10:14:00', 'en')).toBe('11/22/2026, 10:14 AM');
  });
});

describe('the History tab', () => {
  it('lists who changed what and when, newest first, field labels and values translated, by pages', async () => {
    const provider = historyProvider();
    renderWithAdmin(<HistoryTab def={databases} id={2} />, { dataProvider: provider as unknown as Partial<DataProvider> });
    const list = await screen.findByRole('list', { name: 'Changes of this record, newest first' });
    const entries = entriesOf(list);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toHaveTextContent('Changed');
    expect(entries[0]).toHaveTextContent('Ana Gómez');
    expect(entries[0]).toHaveTextContent('11/22/2026, 10:14 AM');
    expect(entries[0]).toHaveTextContent('Database type: SQL Server → API');
    expect(entries[0]).toHaveTextContent('Active: Yes → No');
    expect(entries[0]).toHaveTextContent('Storage: blob → (empty)');
    expect(entries[1]).toHaveTextContent('Name: Pagos 1 → Pagos 0');
    expect(provider.getHistory).toHaveBeenCalledWith('databases', 2, 1, 10);

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(entriesOf(list)).toHaveLength(2));
    expect(provider.getHistory).toHaveBeenLastCalledWith('databases', 2, 2, 10);
    expect(entriesOf(list)[1]).toHaveTextContent('Created');
  });

  it('speaks Spanish', async () => {
    renderWithAdmin(<HistoryTab def={databases} id={2} />, { dataProvider: historyProvider() as unknown as Partial<DataProvider>, locale: 'es' });
    const list = await screen.findByRole('list', { name: 'Cambios de este registro, del más reciente al más antiguo' });
    const first = entriesOf(list)[0];
    expect(first).toHaveTextContent('Modificado');
    expect(first).toHaveTextContent('22/11/2026, 10:14');
    expect(first).toHaveTextContent('Tipo de base de datos: SQL Server → API');
    expect(first).toHaveTextContent('Activo: Sí → No');
  });

  it('says when it is loading, when nothing was recorded, and when it failed (with a retry)', async () => {
    let answer: (value: { items: AuditEntry[]; total: number }) => void = () => undefined;
    const pending = historyProvider(() => new Promise((resolve) => (answer = resolve)));
    renderWithAdmin(<HistoryTab def={databases} id={2} />, { dataProvider: pending as unknown as Partial<DataProvider> });
    expect(await screen.findByText('Loading the record’s history…')).toBeInTheDocument();
    answer({ items: [], total: 0 });
    expect(await screen.findByText('No change of this record has been recorded yet.')).toBeInTheDocument();

    let calls = 0;
    const failing = historyProvider(async () => {
      calls += 1;
      if (calls === 1) throw new HttpError('The server cannot be reached', 0);
      return { items: ENTRIES.slice(0, 1), total: 1 };
    });
    renderWithAdmin(<HistoryTab def={databases} id={3} />, { dataProvider: failing as unknown as Partial<DataProvider> });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The history could not be loaded: The server cannot be reached');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Gómez')).toBeInTheDocument();
  });
});

describe('values that name other records', () => {
  /** databases 2 and 5 exist, roles 7 and 8; anything else is not found (deleted since) */
  const NAMED: Record<string, Record<string, string>> = { databases: { 2: 'Inventario Bogotá', 5: 'Pagos Cali' }, roles: { 7: 'Administrador', 8: 'Operador' } };
  const namedProvider = (changes: AuditEntry['changes']) => ({
    ...historyProvider(async () => ({ items: [{ ...ENTRIES[0], changes }], total: 1 })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: Array<string | number> }) => ({
      data: ids.filter((id) => NAMED[resource]?.[id]).map((id) => ({ id, name: NAMED[resource][id] })),
    })),
  });

  it('a role’s database and a user’s roles and databases by their names, an unknown id as itself', async () => {
    const roleProvider = namedProvider([{ field: 'dataBaseId', before: 2, after: 5 }]);
    renderWithAdmin(<HistoryTab def={resource('roles')} id={7} />, { dataProvider: roleProvider as unknown as Partial<DataProvider> });
    const roleList = await screen.findByRole('list', { name: 'Changes of this record, newest first' });
    await waitFor(() => expect(entriesOf(roleList)[0]).toHaveTextContent('Database: Inventario Bogotá → Pagos Cali'));
    expect(roleProvider.getMany).toHaveBeenCalledWith('databases', expect.objectContaining({ ids: expect.arrayContaining([2, 5]) }));

    const userProvider = namedProvider([
      { field: 'roles', before: [7], after: [7, 8, 99] },
      { field: 'databases', before: [], after: [2] },
      { field: 'dataBaseId', before: null, after: 2 },
      { field: 'passwordHash', before: '***', after: '***' },
    ]);
    renderWithAdmin(<HistoryTab def={resource('users')} id={3} />, { dataProvider: userProvider as unknown as Partial<DataProvider>, locale: 'es' });
    const userList = await screen.findByRole('list', { name: 'Cambios de este registro, del más reciente al más antiguo' });
    const entry = entriesOf(userList)[0];
    await waitFor(() => expect(entry).toHaveTextContent('Roles: Administrador → Administrador, Operador, 99'));
    expect(entry).toHaveTextContent('Bases de datos: (vacío) → Inventario Bogotá');
    expect(entry).toHaveTextContent(': (vacío) → Inventario Bogotá');
    // a secret's change is recorded without its values: the tab shows the mask, nothing else
    expect(entry).toHaveTextContent('Contraseña: *** → ***');
  });

  it('shows the ids when the names cannot be read', async () => {
    const provider = { ...namedProvider([{ field: 'dataBaseId', before: 2, after: 5 }]), getMany: vi.fn(async () => Promise.reject(new HttpError('Forbidden', 403))) };
    renderWithAdmin(<HistoryTab def={resource('roles')} id={7} />, { dataProvider: provider as unknown as Partial<DataProvider> });
    const list = await screen.findByRole('list', { name: 'Changes of this record, newest first' });
    await waitFor(() => expect(provider.getMany).toHaveBeenCalled());
    // once the refusal has come back (no retry), the entry still reads, by ids
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(entriesOf(list)[0]).toHaveTextContent('Database: 2 → 5');
    expect(entriesOf(list)[0]).toHaveTextContent('Ana Gómez');
  });
});

describe('every edit screen has it', () => {
  it('the database detail page, after its other tabs', async () => {
    const provider = {
      ...historyProvider(),
      getOne: vi.fn(async () => ({ data: { id: 2, name: 'Pagos Cali', alias: 'PAG', databaseType: 1, connectionString: 'x', status: true } })),
      getList: vi.fn(async () => ({ data: [], total: 0 })),
    };
    renderWithAdmin(
      <ResourceContextProvider value="databases">
        <ResourceEdit id={2} />
      </ResourceContextProvider>,
      { dataProvider: provider as unknown as Partial<DataProvider> },
    );
    await screen.findByLabelText(/^Name/);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Connection', 'Roles', 'User', 'Menus', 'Upload File', 'History']);
    expect(provider.getHistory).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Ana Gómez')).toBeInTheDocument();
    expect(provider.getHistory).toHaveBeenCalledWith('databases', 2, 1, 10);
  });

  it('an edit dialog', async () => {
    const role = { id: 1, name: 'Administrador', status: true, dataBaseId: 7 };
    const provider = {
      ...historyProvider(),
      getOne: vi.fn(async () => ({ data: role })),
      getList: vi.fn(async () => ({ data: [role], total: 1 })),
    };
    renderWithAdmin(
      <ResourceContextProvider value="roles">
        <ResourceList />
      </ResourceContextProvider>,
      { dataProvider: provider as unknown as Partial<DataProvider>, path: '/roles' },
    );
    fireEvent.click(await screen.findByText('Administrador'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'History' }));
    expect(await within(dialog).findByText('Ana Gómez')).toBeInTheDocument();
    expect(provider.getHistory).toHaveBeenCalledWith('roles', 1, 1, 10);
  });
});
