// The repair modal: it reads the order with GetById (state 10); Guardar diagnóstico refuses an incomplete diagnosis
// without calling the server; DOA Aceptado is offered only for final states 4 and 5; a complete one is sent as
// OrderWom/SaveDiagnostic's body with the signed-in user as tech; line type 2 without a loan phone cannot save.
// (The harness has no repair texts: labels show as their keys.)
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMenuAccess, loadMenuAccess } from '../../../src/shell/auth/menuAccess';
import type { OrderDetails, OrderRow } from '../../../src/lines/repairOrders/calls';
import { RepairDialog } from '../../../src/lines/repairOrders/technician/RepairDialog';
import { OrderReadsProvider } from '../../../src/lines/repairOrders/orderReads';
import { renderWithAdmin } from '../support/renderWithAdmin';

const ROW = {
  orderId: 42, idOrderState: '10', workshopName: 'Taller', pointName: 'Tienda', clientName: 'Ana Díaz', model: 'Galaxy A54', brand: 'Samsung',
  imei: '356789012345678', housePhone: '', contactPhone: '', phone: '', email: '', tech: 'Andrés', idTechnical: 1, creationDate: '2026-11-01T10:00:00Z', tat: 3,
} satisfies OrderRow;

const details = (changes: Partial<OrderDetails> = {}): OrderDetails => ({
  orderId: 42, idOrderState: '10', creationDate: '2026-11-01T10:00:00Z', tat: 3, pointName: 'Tienda', workshopName: 'Taller', idTechnical: 1, techName: 'Andrés',
  clientName: 'Ana Díaz', housePhone: '', phone: '', contactPhone: '', email: '',
  client: { name: 'Ana Díaz', document: '1', address: '', housePhone: '', phone: '', contactPhone: '', email: '' },
  brand: 'Samsung', model: 'Galaxy A54', imei: '356789012345678', min: '3001234567', purchaseDate: '2026-01-01',
  doa: true, warranty: true, reentry: false, exhibition: false,
  accessories: { charger: true, dataCable: false, handsFree: false, originalBox: false, simHolder: false },
  foulType: 'Pantalla', foulType2: 'Batería', observationOrder: '', imeiLoanDevice: null, priceOrder: null, diagnostic: null, qualityControl: null,
  collectionGuide: null, returnGuide: null, answerOrder: null, stages: [], files: [], ...changes,
});

/** The technician's menu: W on the technical workshop, which lending a loan phone needs (contracts/policy.ts). */
const WORKSHOP_MENU = {
  header: 'Taller técnico', link: '/MobileOperator/TechnicalWorkshop', iconName: '', index: 0, id: 1, sourcePrime: false,
  permissions: { l: true, v: true, w: true, r: false, d: false }, childrenLinks: [],
};

const PHONE = { id: 5, brand: 'Motorola', model: 'Moto G84', description: 'Préstamo', imei: '351111111111111' };

function renderDialog(order: OrderRow & { idLineType?: number }, found = details()) {
  const lendLoanPhone = vi.fn(async () => ({ isSuccess: true, message: '', data: { idOrder: 42, idLoanDevice: 5, imei: PHONE.imei } }));
  const saveDiagnostic = vi.fn(async () => ({ isSuccess: true, message: 'Successful process.', data: { id: 42, state: '4' } }));
  const getById = vi.fn(async () => found);
  const dataProvider = {
    getAllFinalState: async ({ type }: { type: 1 | 2 }) => (type === 1 ? [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `FS${id}` })) : [{ id: 7, name: 'OOW7' }]),
    saveDiagnostic, getById, lendLoanPhone, fileUrl: async (url: string) => url, loanPhonesAvailable: async () => [PHONE],
  };
  const reads = { scope: 'test', listOrders: vi.fn(), searchOrders: vi.fn(), orderDetails: vi.fn() };
  renderWithAdmin(<OrderReadsProvider reads={reads}><RepairDialog order={order} onClose={() => {}} onSaved={() => {}} /></OrderReadsProvider>, { dataProvider, notifications: true });
  return { saveDiagnostic, lendLoanPhone, getById };
}

const choose = async (label: RegExp, option: RegExp) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

const SIGNED_IN = 7;
beforeEach(() => {
  localStorage.setItem('auth_userId', String(SIGNED_IN));
  // the session's menu tree, as Menu/GetAccess answers it once per session (the screens read it from this cache)
  void loadMenuAccess((async () => ({ isSuccess: true, message: '', data: [WORKSHOP_MENU] })) as never);
});
afterEach(forgetMenuAccess);

describe('RepairDialog', () => {
  it('refuses an incomplete diagnosis, offers DOA Aceptado only for 4 and 5, and sends a complete one', async () => {
    const { saveDiagnostic, getById } = renderDialog({ ...ROW, idLineType: 1 });
    await screen.findByText('356789012345678');
    expect(getById).toHaveBeenCalledWith({ id: 42, workshop: 0, state: 10 });
    const save = screen.getByRole('button', { name: 'Guardar diagnóstico' });
    fireEvent.click(save);
    expect(await screen.findByText('Falta campos para llenar en el diagnóstico')).toBeTruthy();
    expect(saveDiagnostic).not.toHaveBeenCalled();

    await choose(/^Final state/, /^1 · FS1$/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^DOA/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Rechazado']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await choose(/^Final state/, /^4 · FS4$/);
    await choose(/^DOA/, /^Aceptado$/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Comments/ }), { target: { value: 'Equipo DOA confirmado' } });
    fireEvent.click(save);
    await waitFor(() => expect(saveDiagnostic).toHaveBeenCalledWith({ orderId: 42, tech: SIGNED_IN, finalState: 4, comments: 'Equipo DOA confirmado', doa: 'accepted' }));
  });

  it('line type 2 without a loan phone asks for one, does not save, and lends the chosen phone', async () => {
    const { lendLoanPhone } = renderDialog({ ...ROW, idLineType: 2 });
    expect(await screen.findByText('Line type 2: lend the client a phone before the repair.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Guardar diagnóstico' }) as HTMLButtonElement).disabled).toBe(true);
    await choose(/^Loan phone/, /351111111111111/);
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(lendLoanPhone).toHaveBeenCalledWith({ idOrder: 42, idLoanDevice: 5 }, { orderId: 42, tech: SIGNED_IN }));
  });

  it('line type 2 with its loan phone saves as usual', async () => {
    renderDialog({ ...ROW, idLineType: 2 }, details({ imeiLoanDevice: '351234567890123' }));
    await screen.findByText('351234567890123');
    expect(screen.queryByText('Line type 2: lend the client a phone before the repair.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Guardar diagnóstico' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('without W on the workshop nor the loan phones (the policy of OrderWom/loanDevice), the step says so and offers no phone', async () => {
    forgetMenuAccess();
    void loadMenuAccess((async () => ({ isSuccess: true, message: '', data: [{ ...WORKSHOP_MENU, permissions: { ...WORKSHOP_MENU.permissions, w: false } }] })) as never);
    const { lendLoanPhone } = renderDialog({ ...ROW, idLineType: 2 });
    await screen.findByText('356789012345678');
    expect(await screen.findByTestId('loan-not-allowed')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Loan phone/ })).toBeNull();
    expect(lendLoanPhone).not.toHaveBeenCalled();
  });
});
