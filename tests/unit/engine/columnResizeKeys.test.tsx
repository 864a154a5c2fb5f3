// The column resize handle from the keyboard (issue 34 items 1 and 5): a focusable separator in the header cell (not
// inside the sort button), ArrowRight / ArrowLeft change the width (Shift: five steps), announced as its value.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, ListContextProvider, useList } from 'react-admin';
import { COLUMN_WIDTH } from '../../../contracts/listViewLimits';
import { WIDTH_STEP, widthAfterKey, withColumnWidth } from '../../../src/engine/columns/ColumnWidth';
import { ListColumnsProvider, useListColumns } from '../../../src/engine/columns/useListColumns';
import type { ResourceDef } from '../../../src/engine/types';
import stores from '../../../resources/repairBackOffice/stores.json';
import { renderWithAdmin } from '../support/renderWithAdmin';

const def = { ...stores, list: { ...stores.list, columns: [{ source: 'name', sortable: true }, 'address'] } } as unknown as ResourceDef;

const Table = () => {
  const list = useList({ data: [{ id: 1, name: 'Tienda 1', address: 'Calle 1' }] });
  const columns = useListColumns(def);
  return (
    <ListContextProvider value={list}>
      <DataTable bulkActionButtons={false}>{columns.map((entry) => withColumnWidth(entry, <DataTable.Col key={entry.source} source={entry.source} />))}</DataTable>
    </ListContextProvider>
  );
};

const call = async ({ path }: { path: string }) => ({
  isSuccess: true,
  message: '',
  data: path === 'ListViews/List' ? { views: [], defaultViewId: null } : path === 'ListPreferences/Get' ? { columns: null } : true,
});

describe('the column resize handle from the keyboard', () => {
  it('maps the arrows to a narrower or wider column within the bounds; other keys are not its', () => {
    expect(widthAfterKey('ArrowRight', false, 200)).toBe(200 + WIDTH_STEP);
    expect(widthAfterKey('ArrowLeft', true, 200)).toBe(200 - 5 * WIDTH_STEP);
    expect(widthAfterKey('ArrowLeft', false, COLUMN_WIDTH.min)).toBe(COLUMN_WIDTH.min);
    expect(widthAfterKey('ArrowRight', true, COLUMN_WIDTH.max)).toBe(COLUMN_WIDTH.max);
    expect(widthAfterKey('Enter', false, 200)).toBeUndefined();
  });

  it('is a focusable separator of the header cell whose value the arrows change', async () => {
    renderWithAdmin(
      <ListColumnsProvider def={def}>
        <Table />
      </ListColumnsProvider>,
      { call: call as never, resource: 'stores' },
    );
    const handles = await screen.findAllByRole('separator');
    expect(handles).toHaveLength(2);
    const name = handles.find((handle) => handle.dataset.resize === 'name')!;
    expect(name).toHaveAttribute('tabindex', '0');
    expect(name).toHaveAccessibleName(/^Width of .+ \(left and right arrows change it\)$/);
    expect(name).toHaveAttribute('aria-orientation', 'vertical');
    // in the header cell, not inside its sort button (a control in a button is neither reachable nor announced)
    expect(name.closest('th')).not.toBeNull();
    expect(name.closest('button, [role="button"]')).toBeNull();

    // jsdom lays nothing out: the column's width now reads as the smallest
    expect(name).toHaveAttribute('aria-valuenow', String(COLUMN_WIDTH.min));
    name.focus();
    fireEvent.keyDown(name, { key: 'ArrowRight' });
    await waitFor(() => expect(name).toHaveAttribute('aria-valuenow', String(COLUMN_WIDTH.min + WIDTH_STEP)));
    expect(getComputedStyle(name.closest('th')!).width).toBe(`${COLUMN_WIDTH.min + WIDTH_STEP}px`);
    fireEvent.keyDown(name, { key: 'ArrowRight', shiftKey: true });
    await waitFor(() => expect(name).toHaveAttribute('aria-valuenow', String(COLUMN_WIDTH.min + 6 * WIDTH_STEP)));
    fireEvent.keyDown(name, { key: 'ArrowLeft' });
    await waitFor(() => expect(name).toHaveAttribute('aria-valuenow', String(COLUMN_WIDTH.min + 5 * WIDTH_STEP)));
    // the other column kept its width
    const address = handles.find((handle) => handle.dataset.resize === 'address')!;
    expect(address).toHaveAttribute('aria-valuenow', String(COLUMN_WIDTH.min));
  });
});
