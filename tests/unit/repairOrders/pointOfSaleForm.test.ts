// @vitest-environment node
// The point of sale's pure rules (spec 03 §2.5, §5): what the create form refuses per field and in which order the
// spec's messages come, and which orders and actions the consult tabs offer.
import { describe, expect, it } from 'vitest';
import {
  clientProblems, deviceBody, deviceProblems, emptyClient, emptyDevice, firstBlocker, orderBody, warrantyOf, type ClientForm, type DeviceForm,
} from '../../../src/lines/repairOrders/pointOfSale/orderForm';
import { deviceInput, orderInput } from '../../../contracts/endpoints/repairPointOfSale';
import { isDeliveryRow, isPickupRow, pointActions } from '../../../src/lines/repairOrders/pointOfSale/consultRules';

const TODAY = '2026-03-10';
const IMEI = /^\d{15}$/;
const client: ClientForm = {
  ...emptyClient('52998877'), name: 'Laura Suárez', idDepartment: 5, idCity: 12, phone: '3104567890', email: 'laura@correo.co',
};
const device: DeviceForm = {
  ...emptyDevice(), idLineType: 1, idBrand: 2, idModel: 7, imei: '359876543210987', purchaseDate: '2026-01-10', min: '3104567890',
  idFoulType: 1, idFoulType2: 2,
};
const ready = { clientShown: true, client, device, imeiPattern: IMEI, today: TODAY, invoiceName: 'FAC-1', fileNames: ['foto.png', 'FAC-1.pdf'] };

describe('the create form', () => {
  it('client: all but the address and the extra phones required; the mobile exactly 10 digits; an e-mail', () => {
    expect(clientProblems(client)).toEqual({});
    expect(Object.keys(clientProblems(emptyClient())).sort()).toEqual(['document', 'email', 'idCity', 'idDepartment', 'name', 'phone']);
    expect(clientProblems({ ...client, phone: '310456789' })).toEqual({ phone: 'client.mobileDigits' });
    expect(clientProblems({ ...client, phone: '31045678901' })).toEqual({ phone: 'client.mobileDigits' });
    expect(clientProblems({ ...client, email: 'laura@' })).toEqual({ email: 'client.emailFormat' });
  });

  it('device: the settings\' IMEI pattern, the purchase date not after today, MIN of 10 digits starting with 3, both faults', () => {
    expect(deviceProblems(device, IMEI, TODAY)).toEqual({});
    expect(deviceProblems({ ...device, imei: '35987654321098' }, IMEI, TODAY)).toEqual({ imei: 'device.imeiFormat' });
    expect(deviceProblems(device, /^\d{14}$/, TODAY)).toEqual({ imei: 'device.imeiFormat' });
    expect(deviceProblems({ ...device, purchaseDate: '2026-03-11' }, IMEI, TODAY)).toEqual({ purchaseDate: 'device.purchaseFuture' });
    expect(deviceProblems({ ...device, min: '2104567890' }, IMEI, TODAY)).toEqual({ min: 'device.minFormat' });
    expect(deviceProblems({ ...device, idFoulType2: '' }, IMEI, TODAY)).toEqual({ idFoulType2: 'required' });
    expect(Object.keys(deviceProblems(emptyDevice(), IMEI, TODAY)).sort()).toEqual(
      ['idBrand', 'idFoulType', 'idFoulType2', 'idLineType', 'idModel', 'imei', 'min', 'purchaseDate'],
    );
  });

  it('the warranty shown: none without a valid date, then the 365-day rule', () => {
    expect(warrantyOf({ ...device, purchaseDate: '' }, TODAY)).toBeNull();
    expect(warrantyOf({ ...device, purchaseDate: '2025-03-10' }, TODAY)).toBe(true);
    expect(warrantyOf({ ...device, purchaseDate: '2025-03-09' }, TODAY)).toBe(false);
  });

  it('a save stops at the first blocker, in order: the client searched, complete, the device, then the invoice', () => {
    expect(firstBlocker({ ...ready, clientShown: false })).toEqual({ tab: 'client', message: 'client.searchFirst' });
    expect(firstBlocker({ ...ready, client: { ...client, email: '' }, device: emptyDevice(), fileNames: [] })).toEqual({ tab: 'client', message: 'client.incomplete' });
    expect(firstBlocker({ ...ready, device: { ...device, min: '' }, fileNames: [] })).toEqual({ tab: 'device', message: 'device.incomplete' });
    expect(firstBlocker({ ...ready, fileNames: ['foto.png'] })).toEqual({ tab: 'files', message: 'files.invoiceMissing' });
    expect(firstBlocker({ ...ready, invoiceName: '' })).toEqual({ tab: 'files', message: 'files.invoiceMissing' });
    expect(firstBlocker(ready)).toBeNull();
  });
});

describe('the consult tabs', () => {
  const row = (orderState: string, typeGuide: number) => ({ orderState, typeGuide, orderId: 1 });

  it('Pendiente entrega al transportador lists guide type 1 in 8; Entrega a cliente type 2 or 0 in 6, 11, 15', () => {
    expect(isPickupRow(row('8', 1))).toBe(true);
    expect(isPickupRow(row('7', 1))).toBe(false);
    for (const state of ['6', '11', '15']) {
      expect(isDeliveryRow(row(state, 2))).toBe(true);
      expect(isDeliveryRow(row(state, 0))).toBe(true);
      expect(isDeliveryRow(row(state, 1))).toBe(false);
    }
    expect(isDeliveryRow(row('12', 2))).toBe(false);
  });

  it('each row\'s actions by state', () => {
    expect(pointActions(row('8', 1))).toEqual(['viewGuide', 'confirmPickup']);
    expect(pointActions(row('11', 2))).toEqual(['viewGuide', 'confirmReceipt']);
    expect(pointActions(row('6', 2))).toEqual(['viewGuide', 'exitOrder']);
    expect(pointActions(row('15', 2))).toEqual(['viewGuide', 'confirmDelivery']);
    expect(pointActions(row('15', 0))).toEqual(['viewGuide', 'confirmDelivery']);
  });
});

describe('the bodies sent (spec 03 §3: the device and the order creation payload, named as the spec names them)', () => {
  it('Device/Save: idBrand is the chosen model, MIN and DOA in capitals, the warranty shown; the contract takes it as sent', () => {
    const body = deviceBody({ ...device, doa: true, charger: true }, TODAY);
    expect(body).toEqual({
      idLineType: 1, idBrand: 7, imei: '359876543210987', purchaseDate: '2026-01-10', warranty: true, MIN: '3104567890', comments: '',
      DOA: true, exhibition: false, charger: true, dataCable: false, handsFree: false, originalBox: false, simHolder: false,
    });
    expect(deviceInput.parse(body)).toEqual(body);
  });

  it('OrderWom/Save: client, device, point, both faults, no loan phone, the signed-in user as idUserWom', () => {
    const body = orderBody({ ...device, observation: 'Golpe' }, { idClient: 4, iddevice: 9, idWorkshop: 3, idUserWom: 7 });
    expect(body).toEqual({ idClient: 4, iddevice: 9, idWorkshop: 3, idFoulType: 1, idFoulType2: 2, observation: 'Golpe', loanDevice: false, idUserWom: 7 });
    expect(orderInput.parse(body)).toEqual(body);
  });
});
