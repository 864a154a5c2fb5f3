import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { DataTable, ListContextProvider, useList, type Identifier, type RaRecord } from 'react-admin';
import type { Location } from 'react-router-dom';
import { ListBody } from '../../../src/engine/rows/ListBody';
import { SELECTION_BOX_CLASS } from '../../../src/engine/rows/selectionBoxClass';
import { renderWithAdmin } from '../support/renderWithAdmin';

const DATA = [
  { id: 1, name: 'Inventario Bogotá' },
  { id: 2, name: 'Pagos Cali' },
  { id: 3, name: 'Nómina Medellín' },
  { id: 4, name: 'Ventas Pasto' },
];

/** What each row's selection cell holds in the commit that draws the row: 'look' (SelectionBox's first pass) or 'input'. */
const firstDrawn: string[] = [];
const FirstDrawnProbe = () => {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const box = ref.current!.closest('tr')!.firstElementChild!;
    firstDrawn.push(box.querySelector('input') ? 'input' : box.querySelector(`.${SELECTION_BOX_CLASS}`) ? 'look' : 'none');
  }, []);
  return <span ref={ref} />;
};

/** A page of rows in the console's body (ListBody), with its selection shown beside it. */
const Rows = ({ rowClick }: { rowClick: false | ((id: Identifier, resource: string, record: RaRecord) => string | false) }) => {
  const list = useList({ data: DATA, resource: 'databases' });
  return (
    <ListContextProvider value={list}>
      <output data-testid="selected">{list.selectedIds.join(',')}</output>
      <DataTable body={ListBody} rowClick={rowClick} bulkActionButtons={<span />}>
        <DataTable.Col source="name" />
        <DataTable.Col label="probe">
          <FirstDrawnProbe />
        </DataTable.Col>
      </DataTable>
    </ListContextProvider>
  );
};

const renderRows = (rowClick: Parameters<typeof Rows>[0]['rowClick'] = false) => {
  const locations: Location[] = [];
  renderWithAdmin(<Rows rowClick={rowClick} />, { resource: 'databases', onLocation: (location) => locations.push(location) });
  return { locations, rows: () => [...document.querySelectorAll('tbody tr')] };
};

describe("a list's rows (ListBody, ListRow, SelectionBox)", () => {
  it("draws each record with react-admin's row classes, its selection box first as its look alone, then MUI's Checkbox", async () => {
    firstDrawn.length = 0;
    const { rows } = renderRows();
    expect(await screen.findByText('Pagos Cali')).toBeInTheDocument();
    expect(rows().map((row) => row.className.includes('RaDataTable-rowEven'))).toEqual([true, false, true, false]);
    expect(rows().every((row) => row.classList.contains('RaDataTable-selectable') && !row.classList.contains('RaDataTable-clickableRow'))).toBe(true);
    // the rows' own commit: the box's look, no input yet
    expect(firstDrawn).toEqual(['look', 'look', 'look', 'look']);
    // MUI's Checkbox, named for screen readers, in the pass after; checked where the row is selected
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(4));
    expect(document.querySelector(`.${SELECTION_BOX_CLASS}`)).toBeNull();
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[1]);
    expect(screen.getByTestId('selected')).toHaveTextContent('2');
    expect(screen.getAllByRole('checkbox', { name: 'Select this row' }).map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false, false]);
  });

  it('a shift-click selects the range from the last box clicked, as react-admin does', async () => {
    renderRows();
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(4));
    const boxes = screen.getAllByRole('checkbox', { name: 'Select this row' });
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[2], { shiftKey: true });
    expect(screen.getByTestId('selected')).toHaveTextContent('1,2,3');
    // a box's click selects, it does not open the row
    expect(document.querySelector('tbody tr.RaDataTable-clickableRow')).toBeNull();
  });

  it("a click on a row opens the path its table's rowClick gives; a click on its box does not", async () => {
    const rowClick = vi.fn((id: Identifier) => `/databases/${id}`);
    const { locations, rows } = renderRows(rowClick);
    fireEvent.click(await screen.findByText('Nómina Medellín'));
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe('/databases/3'));
    expect(rowClick).toHaveBeenCalledWith(3, 'databases', DATA[2]);
    expect(rows()[0].classList.contains('RaDataTable-clickableRow')).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(4));
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select this row' })[0]);
    expect(rowClick).toHaveBeenCalledTimes(1);
  });
});
