// The point-of-sale page (spec 03 §2.5): the workshop chosen at once when the user has one, a clear message when
// none; the client search's 'El numero de documento es invalido ' opening the new-client form; a save that stops
// at the client without a single call.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PointSafe } from '../../../src/lines/repairOrders/pointOfSale/PointSafe';
import { renderWithAdmin } from '../support/renderWithAdmin';

const provider = (workshops: { id: number; name: string }[]) => ({
  getAllByUser: vi.fn(async () => workshops),
  getByDocument: vi.fn(async () => null),
  getSettings: vi.fn(async () => ({ validation: { imei: '^\\d{15}$' } })),
  getDeparmentAll: vi.fn(async () => [{ id: 5, name: 'Bogotá D.C.' }]),
  getCitiesByDepartment: vi.fn(async () => [{ id: 9, name: 'Bogotá' }]),
  getOrdersToPointStore: vi.fn(async () => []),
  clientSave: vi.fn(),
});

beforeEach(() => localStorage.setItem('auth_userId', '7'));

describe('PointSafe', () => {
  it('chooses the only workshop at once and offers the two choices; asks for the user\'s own workshops', async () => {
    const dataProvider = provider([{ id: 3, name: 'Tienda Andino' }]);
    renderWithAdmin(<PointSafe />, { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Tienda Andino' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Workshop/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generar nueva Orden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Consultar Orden' })).toBeInTheDocument();
    expect(dataProvider.getAllByUser).toHaveBeenCalledWith({ idUser: 7 });
  });

  it('says so when the user has no workshop', async () => {
    renderWithAdmin(<PointSafe />, { dataProvider: provider([]) });
    expect(await screen.findByText(/Your user has no workshop assigned/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generar nueva Orden' })).toBeNull();
  });

  it('with several workshops, nothing is offered until one is chosen, and the page says what comes after the choice', async () => {
    renderWithAdmin(<PointSafe />, { dataProvider: provider([{ id: 3, name: 'Tienda Andino' }, { id: 4, name: 'Tienda Unicentro' }]) });
    const select = await screen.findByRole('combobox', { name: /Workshop/ });
    expect(screen.queryByRole('button', { name: 'Generar nueva Orden' })).toBeNull();
    // issue 47 item 8: not a lonely select
    const next = 'Then create a repair order there (Generar nueva Orden) or look up its orders (Consultar Orden).';
    expect(screen.getByText(next)).toBeVisible();
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Tienda Unicentro' }));
    expect(await screen.findByRole('button', { name: 'Generar nueva Orden' })).toBeInTheDocument();
    expect(screen.queryByText(next)).toBeNull();
  });

  it('a document not found: the spec\'s message and the new-client form with that document; a save stops at the client', async () => {
    const dataProvider = provider([{ id: 3, name: 'Tienda Andino' }]);
    renderWithAdmin(<PointSafe />, { dataProvider, notifications: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Generar nueva Orden' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Document' }), '1099887766');
    await userEvent.click(screen.getByRole('button', { name: 'Search client' }));
    expect(await screen.findByText('El numero de documento es invalido')).toBeInTheDocument();
    expect(dataProvider.getByDocument).toHaveBeenCalledWith({ document: '1099887766' });
    expect(await screen.findByText('New client: fill in their details')).toBeInTheDocument();
    // the form's own document field, filled from the search and not editable
    const [search, own] = screen.getAllByRole('textbox', { name: /^Document/ });
    expect(search).toBeEnabled();
    expect(own).toHaveValue('1099887766');
    expect(own).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y generar Orden' }));
    await waitFor(() => expect(screen.getByText('No se han ingresado todos los datos del cliente')).toBeInTheDocument());
    expect(dataProvider.clientSave).not.toHaveBeenCalled();
  });
});
