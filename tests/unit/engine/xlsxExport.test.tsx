import { onlineManager } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { ResourceContextProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { ResourceList } from '../../../src/engine/ResourceList';
import { offlineMessages } from '../../../src/engine/offline/messages';
import { exportTable } from '../../../src/engine/export/exportTable';
import { buildWorkbook, sheetName, workbookBytes } from '../../../contracts/workbook';
import { renderWithAdmin, testI18n } from '../support/renderWithAdmin';
import { resource } from '../support/lines';

const databases = resource('databases');
const warehouses = resource('warehouses');


configure({ asyncUtilTimeout: 5000 });

const translator = (locale: 'en' | 'es') => {
  const i18n = testI18n(locale);
  return (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
};

const INJECTIONS = ['=HYPERLINK("http://evil.example","click")', '+57 1 555 0000', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1'];

const warehouse = (n: number, phone = `601 555 ${String(n).padStart(4, '0')}`) => ({
  id: n,
  code: `BOG-${String(n).padStart(3, '0')}`,
  name: `Bodega ${n}`,
  city: 'Bogotá',
  phone,
  active: n % 2 === 0,
});

/** Writes the workbook to a real file and reads it back, as a user's spreadsheet program would. */
const roundTrip = (book: XLSX.WorkBook) => {
  const path = join(mkdtempSync(join(tmpdir(), 'xlsx-export-')), 'export.xlsx');
  writeFileSync(path, new Uint8Array(workbookBytes(XLSX, book)));
  return XLSX.read(readFileSync(path), { type: 'buffer', cellFormula: true });
};

const cells = (book: XLSX.WorkBook) => book.Sheets[book.SheetNames[0]];

describe('the .xlsx of a list', () => {
  it('has the visible columns with their translated headers, readable values, and text that is never a formula', () => {
    const records = INJECTIONS.map((phone, i) => warehouse(i + 1, phone));
    const book = roundTrip(buildWorkbook(XLSX, 'Warehouses', exportTable(warehouses, records, translator('en'))));
    expect(book.SheetNames).toEqual(['Warehouses']);
    const rows = XLSX.utils.sheet_to_json<string[]>(cells(book), { header: 1, raw: true });
    expect(rows[0]).toEqual(['Code', 'Name', 'City', 'Phone', 'Active']);
    expect(rows.slice(1).map((row) => row[3])).toEqual(INJECTIONS);
    expect(rows[1][4]).toBe('No');
    expect(rows[2][4]).toBe('Yes');
    // every phone cell is a text cell without a formula
    for (let r = 1; r <= INJECTIONS.length; r++) {
      const cell = cells(book)[XLSX.utils.encode_cell({ r, c: 3 })];
      expect(cell.t).toBe('s');
      expect(cell.f).toBeUndefined();
    }
    expect(cells(book)['!autofilter']).toEqual({ ref: 'A1:E7' });
  });

  it('names choices by their label in the user language and keeps numbers as numbers', () => {
    const records = [{ id: 12, name: 'Pagos Cali', alias: 'PAG_CAL', databaseType: 3, storage: null, status: true }];
    const book = roundTrip(buildWorkbook(XLSX, 'Microservicios', exportTable(databases, records, translator('es'))));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(cells(book), { header: 1, raw: true, defval: null });
    expect(rows[0]).toEqual(['Id', 'Nombre', 'Alias', 'Tipo de base de datos', 'Almacenamiento', 'Activo']);
    expect(rows[1]).toEqual([12, 'Pagos Cali', 'PAG_CAL', 'API', null, 'Sí']);
    expect(cells(book).A2.t).toBe('n');
  });

  it('keeps sheet names within what Excel accepts', () => {
    expect(sheetName('Reportes: ventas/compras [2026] y más cosas largas')).toBe('Reportes  ventas compras  2026');
  });
});

describe('the export button of a list', () => {
  const allRows = Array.from({ length: 30 }, (_, i) => warehouse(i + 1));
  const provider = () => ({
    getList: vi.fn(async (_: string, { pagination }: { pagination: { page: number; perPage: number } }) => ({
      data: allRows.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage),
      total: allRows.length,
    })),
  });

  afterEach(() => vi.unstubAllGlobals());

  it('downloads every filtered row (all pages) as an .xlsx', async () => {
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:export'), revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const dataProvider = provider();
    renderWithAdmin(
      <ResourceContextProvider value="warehouses">
        <ResourceList />
      </ResourceContextProvider>,
      { dataProvider: dataProvider as unknown as Partial<DataProvider>, path: '/warehouses?filter=%7B%22q%22%3A%22Bodega%22%7D' },
    );
    expect(await screen.findByText('Bodega 1')).toBeInTheDocument();
    // the list's own Export, not the one of the (hidden) bulk actions bar
    const exportButtons = screen.getAllByRole('button', { name: 'Export' });
    fireEvent.click(exportButtons.find((button) => !button.closest('[class*="BulkActionsToolbar"]'))!);
    await waitFor(() => expect(files).toHaveLength(1));
    // one call for every row the filter matches, not the 10 on screen
    expect(dataProvider.getList).toHaveBeenLastCalledWith('warehouses', expect.objectContaining({ filter: { q: 'Bodega' }, pagination: { page: 1, perPage: 30 } }));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^Warehouses \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(new Uint8Array(await files[0].arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(cells(book), { header: 1 });
    expect(rows).toHaveLength(31);
    expect(rows[30]).toEqual(['BOG-030', 'Bodega 30', 'Bogotá', '601 555 0030', 'Yes']);
  });

  it('in Spanish: Exportar writes the Spanish headers and Sí / No (what the e2e of the Spanish export read)', async () => {
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:export'), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithAdmin(
      <ResourceContextProvider value="warehouses">
        <ResourceList />
      </ResourceContextProvider>,
      { dataProvider: provider() as unknown as Partial<DataProvider>, path: '/warehouses', locale: 'es' },
    );
    expect(await screen.findByText('Bodega 1')).toBeInTheDocument();
    const exportButtons = screen.getAllByRole('button', { name: 'Exportar' });
    fireEvent.click(exportButtons.find((button) => !button.closest('[class*="BulkActionsToolbar"]'))!);
    await waitFor(() => expect(files).toHaveLength(1));
    const book = XLSX.read(new Uint8Array(await files[0].arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(cells(book), { header: 1 });
    expect(rows[0]).toEqual(['Código', 'Nombre', 'Ciudad', 'Teléfono', 'Activa']);
    expect(rows.slice(1).map((row) => row[4])).toEqual(allRows.map((row) => (row.active ? 'Sí' : 'No')));
  });

  it('is not offered without the R flag', async () => {
    const withoutExport: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      canAccess: async ({ action }) => action !== 'export',
    };
    renderWithAdmin(
      <ResourceContextProvider value="warehouses">
        <ResourceList />
      </ResourceContextProvider>,
      { dataProvider: provider() as unknown as Partial<DataProvider>, path: '/warehouses', authProvider: withoutExport },
    );
    expect(await screen.findByText('Bodega 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Export', hidden: true })).toEqual([]);
  });

  it('offline, waits for the connection and says why (issue 51); back online, exports', async () => {
    const dataProvider = provider();
    renderWithAdmin(
      <ResourceContextProvider value="warehouses">
        <ResourceList />
      </ResourceContextProvider>,
      { dataProvider: dataProvider as unknown as Partial<DataProvider>, path: '/warehouses', lines: [offlineMessages] },
    );
    expect(await screen.findByText('Bodega 1')).toBeInTheDocument();
    const listExport = () => screen.getAllByRole('button', { name: 'Export' }).find((button) => !button.closest('[class*="BulkActionsToolbar"]'))!;
    try {
      act(() => onlineManager.setOnline(false));
      await waitFor(() => expect(listExport().closest('[data-needs-connection]')).not.toBeNull());
      expect(listExport()).toBeDisabled();
      fireEvent.mouseOver(listExport().closest('[data-needs-connection]')!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Offline: the export reads every row from the server, so it waits for the connection.');
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(listExport()).toBeEnabled());
  });
});
