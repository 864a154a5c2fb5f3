import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { ResourceList } from '../../src/engine/ResourceList';
import { ResourceCreate } from '../../src/engine/ResourceEditors';
import { defaultValuesOf, isFieldShown, validatorsFor } from '../../src/engine/fieldRules';
import { editPath, createPath, listPath } from '../../src/engine/paths';
import { renderWithAdmin } from './support/renderWithAdmin';
import { resource } from './support/lines';

const databases = resource('databases');
const warehouses = resource('warehouses');

const renderScreen = (resource: string, screenElement: React.ReactNode, dataProvider: Partial<DataProvider>) =>
  renderWithAdmin(screenElement, { dataProvider, resource });

describe('metadata rules', () => {
  it('a field with showWhen follows the watched value', () => {
    const connection = databases.fields.find((f) => f.source === 'connectionString')!;
    const url = databases.fields.find((f) => f.source === 'urlApi')!;
    expect(isFieldShown(connection, { databaseType: 1 })).toBe(true);
    expect(isFieldShown(url, { databaseType: 1 })).toBe(false);
    expect(isFieldShown(connection, { databaseType: '3' })).toBe(false);
    expect(isFieldShown(url, { databaseType: 3 })).toBe(true);
  });

  it('a new database defaults to type 1 and the urlApi prefix', () => {
    expect(defaultValuesOf(databases)).toMatchObject({ databaseType: 1, urlApi: 'http://', status: true });
  });

  it('validators carry the declared rules', () => {
    const name = databases.fields.find((f) => f.source === 'name')!;
    const [required, maxLength] = validatorsFor(name);
    expect(required('', {}, {})).toBeTruthy();
    expect(required('Inventario', {}, {})).toBeUndefined();
    expect(maxLength('x'.repeat(101), {}, {})).toBeTruthy();
    const url = databases.fields.find((f) => f.source === 'urlApi')!;
    const pattern = validatorsFor(url).at(-1)!;
    expect(pattern('http://', {}, {})).toBeTruthy();
    expect(pattern('https://api.grupoandino.co/v1', {}, {})).toBeUndefined();
  });

  it('spec routes: list, edit by query id, and id 0 for new', () => {
    expect(listPath(databases)).toBe('/system/configuration/data-bases');
    expect(editPath(databases, 12)).toBe('/system/configuration/data-base?id=12');
    expect(createPath(databases)).toBe('/system/configuration/data-base?id=0');
    expect(listPath(warehouses)).toBe('/warehouses');
    expect(editPath(warehouses, 3)).toBe('/warehouses/3');
  });
});

describe('generated list', () => {
  it('renders the metadata columns, the rows, the read-only status and the page size', async () => {
    const getList = vi.fn(async () => ({
      data: [
        { id: 1, name: 'Inventario Bogotá', alias: 'INV_BOG', databaseType: 1, storage: 'blob', status: true },
        { id: 2, name: 'Pagos Cali', alias: 'PAG_CAL', databaseType: 3, storage: '', status: false },
        { id: 12345, name: 'Nómina Medellín', alias: 'NOM_MED', databaseType: 2, storage: '', status: true },
      ],
      total: 28,
    }));
    renderScreen('databases', <ResourceList />, { getList } as Partial<DataProvider>);
    expect(await screen.findByText('Inventario Bogotá')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Id', 'Name', 'Alias', 'Database type', 'Storage', 'Active']));
    expect(screen.getByText('API')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('databases', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    // status is shown, not editable: no switch or checkbox in the rows but the row's selection (for bulk edit,
    // drawn a pass after the row: SelectionBox)
    const row = screen.getByText('Pagos Cali').closest('tr')!;
    expect(await within(row).findAllByRole('checkbox')).toHaveLength(1);
    expect(within(row).getAllByRole('checkbox').filter((box) => !box.closest('.select-item'))).toEqual([]);
    expect(within(row).getByLabelText('No')).toBeInTheDocument();
    // an id is shown as it is, never as a quantity (12,345)
    const big = screen.getByText('Nómina Medellín').closest('tr')!;
    expect(within(big).getByText('12345')).toBeInTheDocument();
  });
});

describe('generated list on a phone', () => {
  it('shows each record as a line with its name and its other columns, without a table', async () => {
    // a media query that always matches: MUI's down('sm') is true, as on a 390 px screen
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
    const getList = vi.fn(async () => ({ data: [{ id: 2, name: 'Pagos Cali', alias: 'PAG_CAL', databaseType: 3, storage: '', status: false }], total: 1 }));
    renderScreen('databases', <ResourceList />, { getList } as Partial<DataProvider>);
    expect(await screen.findByText('Pagos Cali')).toBeInTheDocument();
    expect(screen.getByText('PAG_CAL')).toBeInTheDocument();
    expect(screen.getByText('API')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('generated form', () => {
  it('shows required messages before saving and sends nothing', async () => {
    const create = vi.fn();
    renderScreen('databases', <ResourceCreate />, { create });
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(screen.getByLabelText(/^Alias/), { target: { value: 'ALI' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('switching the type to API hides the connection string and shows the URL', async () => {
    renderScreen('databases', <ResourceCreate />, { create: vi.fn() });
    expect(await screen.findByLabelText(/^Connection string/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^API URL/)).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Database type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'API' }));
    await waitFor(() => expect(screen.queryByLabelText(/^Connection string/)).toBeNull());
    expect(screen.getByLabelText(/^API URL/)).toHaveValue('http://');
  });
});
