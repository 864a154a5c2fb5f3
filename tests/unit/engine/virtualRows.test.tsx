import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { ResourceList } from '../../../src/engine/ResourceList';
import { needsVirtualRows } from '../../../src/engine/virtual/rowKeys';
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
const row = (index: number) => document.querySelector<HTMLTableRowElement>(`tbody tr[data-index="${index}"]`)!;

describe('which lists are virtual, and how keys move', () => {
  it('pages of more than 200 rows (page size or rows held) are virtual', () => {
    expect(needsVirtualRows(10, 10)).toBe(false);
    expect(needsVirtualRows(200, 200)).toBe(false);
    expect(needsVirtualRows(500, 30)).toBe(true);
    expect(needsVirtualRows(15, 1200)).toBe(true);
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

  it("a row's selection cell focused before its box came (the row's first pass) still moves with the arrows", async () => {
    renderLongList();
    await screen.findByText('BOG-0001');
    await waitFor(() => expect(within(row(0)).getByRole('checkbox')).toBeInTheDocument());
    // the cell held the Tab stop while its box was its look (SelectionBox); focused then, it is focused still
    row(0).cells[0].focus();
    fireEvent.keyDown(row(0).cells[0], { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(row(0).cells[1]));
  });

  it("a row's selection cell focused while its box was its look hands the focus to the box when it comes", async () => {
    renderLongList();
    await screen.findByText('BOG-0001');
    const cell = row(0).cells[0];
    await waitFor(() => expect(within(cell).getByRole('checkbox')).toHaveAttribute('tabindex', '0'));
    // the cell as it is in the row's first pass (no control yet): the Tab stop, and focused
    const box = cell.firstElementChild!;
    box.remove();
    await waitFor(() => expect(cell).toHaveAttribute('tabindex', '0'));
    cell.focus();
    // its box comes
    cell.append(box);
    await waitFor(() => expect(document.activeElement).toBe(within(cell).getByRole('checkbox')));
    expect(cell).toHaveAttribute('tabindex', '-1');
  });

  it('is used from the keyboard: one Tab stop, arrows move between cells, Space selects, Enter opens', async () => {
    const visited: string[] = [];
    renderLongList((location) => visited.push(location.pathname));
    await screen.findByText('BOG-0001');
    // the first row's checkbox is the table's one place in the tab order; every other cell and control is out of it
    const stops = () => [...document.querySelectorAll('tbody [tabindex="0"]')];
    await waitFor(() => expect(stops()).toEqual([within(row(0)).getByRole('checkbox')]));
    within(row(0)).getByRole('checkbox').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(row(0).cells[1]));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(row(1).cells[1]));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(row(2).cells[1]));
    expect(stops()).toEqual([row(2).cells[1]]);
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    await waitFor(() => expect(within(row(2)).getByRole('checkbox')).toBeChecked());
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    // Shift+Down adds the next row to the selection
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', shiftKey: true });
    await waitFor(() => expect(within(row(3)).getByRole('checkbox')).toBeChecked());
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(visited.at(-1)).toBe('/warehouses/4'));
  });
});
