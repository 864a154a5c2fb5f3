/**
 * A list's cells and headers as the user meets them (src/engine/FieldColumn.tsx, columns/ListColumn.tsx): values as
 * text, a boolean's check or cross named Yes or No, a sortable header that sorts on a click and tells which way on
 * hover. Their tooltips come in a pass after the rows' first (LateTooltip): they are there once the screen is.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResourceList } from '../../../src/engine/ResourceList';
import { renderWithAdmin } from '../support/renderWithAdmin';

const ROWS = [
  { id: 1, name: 'Ventas', alias: 'VT', databaseType: 1, storage: 'disk', status: true },
  { id: 2, name: 'Logística', alias: 'LG', databaseType: 2, storage: 'disk', status: false },
];

const drawList = (locale: 'en' | 'es' = 'en') => {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: ROWS, total: 2 })),
    getMany: vi.fn(async () => ({ data: [] })),
  };
  renderWithAdmin(<ResourceList />, { dataProvider, resource: 'databases', locale });
  return dataProvider;
};

describe("a list's cells and headers", () => {
  it('writes the values as text and a status as a check or a cross named Yes or No, with the name on hover', async () => {
    drawList();
    const row = (await screen.findByText('Logística')).closest('tr')!;
    // a choice by its name, not its id
    expect(within(row).getByText('MySQL Server')).toBeInTheDocument();
    const no = within(row).getByTestId('false');
    expect(no).toHaveAccessibleName('No');
    expect(within(screen.getByText('Ventas').closest('tr')!).getByTestId('true')).toHaveAccessibleName('Yes');
    // the pointer on the cross (again, as a user's stays, until the tooltip is there)
    await waitFor(() => {
      fireEvent.mouseOver(within(screen.getByText('Logística').closest('tr')!).getByTestId('false'));
      expect(screen.getByRole('tooltip')).toHaveTextContent('No');
      // each hover restarts the tooltip's wait (100 ms)
    }, { interval: 200 });
  });

  it('sorts by a header clicked, and says on hover which way the next click sorts (es)', async () => {
    const dataProvider = drawList('es');
    await screen.findByText('Logística');
    const name = screen.getByRole('button', { name: /nombre/ });
    fireEvent.click(name);
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('databases', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } })));
    fireEvent.mouseOver(screen.getByRole('button', { name: /nombre/ }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/nombre/);
  });
});
