import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { ResourceList } from '../../../src/engine/ResourceList';
import { needsVirtualRows, rowAfterKey } from '../../../src/engine/virtual/rowKeys';
import { renderWithAdmin } from '../support/renderWithAdmin';


configure({ asyncUtilTimeout: 5000 });

const ROWS = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1,
  code: `BOG-${String(i + 1).padStart(4, '0')}`,
  name: `Bodega ${i + 1}`,
  city: 'Bogotá',
  phone: '',
  active: true,
}));

const provider = () => ({
  getList: vi.fn(async (_: string, { pagination }: { pagination: { page: number; perPage: number } }) => ({
    data: ROWS.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage),
    total: ROWS.length,
  })),
});

const dataRows = () => document.querySelectorAll('tbody tr[data-index]');
const row = (index: number) => document.querySelector<HTMLElement>(`tbody tr[data-index="${index}"]`)!;

describe('which lists are virtual, and how keys move', () => {
  it('pages of more than 200 rows (page size or rows held) are virtual', () => {
    expect(needsVirtualRows(10, 10)).toBe(false);
    expect(needsVirtualRows(200, 200)).toBe(false);
    expect(needsVirtualRows(500, 30)).toBe(true);
    expect(needsVirtualRows(15, 1200)).toBe(true);
  });

  it('arrows, pages, Home and End stay inside the table', () => {
    expect(rowAfterKey('ArrowDown', 0, 1000, 10)).toBe(1);
    expect(rowAfterKey('ArrowUp', 0, 1000, 10)).toBe(0);
    expect(rowAfterKey('PageDown', 995, 1000, 10)).toBe(999);
    expect(rowAfterKey('PageUp', 25, 1000, 10)).toBe(15);
    expect(rowAfterKey('End', 3, 1000, 10)).toBe(999);
    expect(rowAfterKey('Home', 500, 1000, 10)).toBe(0);
    expect(rowAfterKey('a', 5, 1000, 10)).toBeNull();
  });
});

describe('a list of 1,000 rows on one page', () => {
  // jsdom lays nothing out: the table's scroll box gets a screen's height, each row its height
  beforeEach(() => {
    const height = (element: HTMLElement) => (element.classList.contains('RaDataTable-tableWrapper') ? 600 : element.matches('tbody tr') ? 37 : 0);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return height(this);
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return height(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const renderLongList = (onLocation?: (location: Location) => void) =>
    renderWithAdmin(
      <ResourceContextProvider value="warehouses">
        <ResourceList />
      </ResourceContextProvider>,
      { dataProvider: provider() as unknown as Partial<DataProvider>, path: '/warehouses?perPage=1000', onLocation },
    );

  it('renders only the rows in view, under the same header, with the whole count announced', async () => {
    renderLongList();
    expect(await screen.findByText('BOG-0001')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Code', 'Name', 'City', 'Phone', 'Active']));
    expect(dataRows().length).toBeGreaterThan(10);
    expect(dataRows().length).toBeLessThan(60);
    expect(screen.queryByText('BOG-1000')).toBeNull();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1001');
    expect(screen.getByText('1-1000 of 1000')).toBeInTheDocument();
  });

  it('a click on a row opens it, as in any list', async () => {
    const visited: string[] = [];
    renderLongList((location) => visited.push(location.pathname));
    fireEvent.click(await screen.findByText('BOG-0003'));
    await waitFor(() => expect(visited.at(-1)).toBe('/warehouses/3'));
  });

  it('is used from the keyboard: arrows move between rows, Space selects, Enter opens', async () => {
    const visited: string[] = [];
    renderLongList((location) => visited.push(location.pathname));
    await screen.findByText('BOG-0001');
    // one row is in the tab order: the first
    expect(row(0)).toHaveAttribute('tabindex', '0');
    expect(row(1)).toHaveAttribute('tabindex', '-1');
    row(0).focus();
    fireEvent.keyDown(row(0), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(row(1)));
    fireEvent.keyDown(row(1), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(row(2)));
    fireEvent.keyDown(row(2), { key: ' ' });
    await waitFor(() => expect(within(row(2)).getByRole('checkbox')).toBeChecked());
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    fireEvent.keyDown(row(2), { key: 'Enter' });
    await waitFor(() => expect(visited.at(-1)).toBe('/warehouses/3'));
  });
});
