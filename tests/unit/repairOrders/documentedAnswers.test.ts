// @vitest-environment node
// The repair screens' row actions fed with answers shaped exactly as spec 03 documents them (§3 order, §3
// orders-to-point item): the documented fields only, none of ours (no idTechnical, no version), as the real backend
// answers. Issue 47 items 9-11.
import { describe, expect, it } from 'vitest';
import { rowActions } from '../../../src/lines/repairOrders/orderRules';
import { pointActions } from '../../../src/lines/repairOrders/pointOfSale/consultRules';
import { techRowActions } from '../../../src/lines/repairOrders/technician/techRules';

/** An order of OrderWom/GetOrderByState's data.items (spec 03 §3 Order), documented fields only. */
const documentedOrder = (idOrderState: string, technician: { tech?: string | number | null; techName?: string | null }) => ({
  orderId: 5120, idOrderState, orderState: 'Pendiente', workshopName: 'Taller Centro', clientName: 'Laura Restrepo',
  model: 'Galaxy A54', brand: 'Samsung', imei: '356789012345678', doa: false, warranty: true, reentry: false,
  exhibition: false, foulType: 'Pantalla', foulType2: 'Batería', priceOrder: 0, creationDate: '2026-11-20T10:00:00',
  imeiLoanDevice: null, housePhone: '6041234567', phone: '3001234567', contactPhone: '3017654321', email: 'laura@correo.co',
  observationOrder: '', purchaseDate: '2026-05-01', answerOrder: null, ...technician,
});

/** An item of OrderWom/GetOrdersToPointStore (spec 03 §3 orders-to-point item), documented fields only. */
const documentedPointItem = (orderState: string, typeGuide: number) => ({
  typeGuide, orderState, nroGuide: typeGuide === 0 ? '' : 'GU-2026-77', orderId: 5120, imei: '356789012345678', clientName: 'Laura Restrepo', model: 'Galaxy A54',
});

describe('logistics row actions read the documented tech / techName (spec 03 §2.3, §3)', () => {
  it('a state-1 order whose tech is null is offered the workshop assignment, not Generar Guia', () => {
    expect(rowActions(documentedOrder('1', { tech: null }))).toEqual(['details', 'assignWorkshop']);
    expect(rowActions(documentedOrder('1', { techName: null }))).toEqual(['details', 'assignWorkshop']);
    expect(rowActions(documentedOrder('1', { tech: '' }))).toEqual(['details', 'assignWorkshop']);
  });

  it('a state-1 order with its technician in tech or techName is offered Generar Guia', () => {
    expect(rowActions(documentedOrder('1', { tech: 'Andrés Pineda' }))).toEqual(['details', 'collectionGuide']);
    expect(rowActions(documentedOrder('1', { tech: 17 }))).toEqual(['details', 'collectionGuide']);
    expect(rowActions(documentedOrder('1', { techName: 'Andrés Pineda' }))).toEqual(['details', 'collectionGuide']);
  });

  it('our own idTechnical does not replace the documented field', () => {
    const withOurs = { ...documentedOrder('1', { tech: null }), idTechnical: 4 };
    expect(rowActions(withOurs)).toEqual(['details', 'assignWorkshop']);
  });
});

describe('point of sale, Entrega a cliente (spec 03 §2.5)', () => {
  it('offers Ver Guia for guide type 0 as for type 2, beside the state\'s own action', () => {
    expect(pointActions(documentedPointItem('6', 0))).toEqual(['viewGuide', 'exitOrder']);
    expect(pointActions(documentedPointItem('11', 0))).toEqual(['viewGuide', 'confirmReceipt']);
    expect(pointActions(documentedPointItem('15', 0))).toEqual(['viewGuide', 'confirmDelivery']);
    expect(pointActions(documentedPointItem('15', 2))).toEqual(['viewGuide', 'confirmDelivery']);
  });
});

describe('technician (spec 03 §2.7)', () => {
  it('offers Reparación in state 10 only', () => {
    const states = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '15'];
    expect(states.filter((state) => techRowActions(documentedOrder(state, { tech: 'Andrés Pineda' }).idOrderState).includes('repair'))).toEqual(['10']);
  });
});
