/**
 * The create form's state and its checks (spec 03 §5), pure: what is missing or malformed per field, which of the
 * spec's messages a save attempt shows first and on which tab. The formats are the contracts' (shared with the
 * server), so the form refuses exactly what the server would.
 */
import type { BodyOf } from '../../../../dataProviders/endpointCall';
import type { deviceSave, orderSave } from '../../../../contracts/endpoints/repairPointOfSale';
import { EMAIL_PATTERN } from '../../../../contracts/patterns';
import {
  isInvoiceFile, MIN_PATTERN, MOBILE_PATTERN, purchaseDateValid, underWarranty,
} from '../../../../contracts/repairPointOfSaleRules';

export interface ClientForm {
  /** 0: a new client */
  id: number;
  name: string;
  document: string;
  idDepartment: number | '';
  idCity: number | '';
  address: string;
  housePhone: string;
  phone: string;
  contactPhone: string;
  email: string;
}

export const ACCESSORY_FIELDS = ['charger', 'dataCable', 'handsFree', 'originalBox', 'simHolder'] as const;
export type Accessory = (typeof ACCESSORY_FIELDS)[number];

export interface DeviceForm extends Record<Accessory, boolean> {
  idLineType: number | '';
  idBrand: number | '';
  idModel: number | '';
  imei: string;
  purchaseDate: string;
  min: string;
  comments: string;
  doa: boolean;
  exhibition: boolean;
  idFoulType: number | '';
  idFoulType2: number | '';
  observation: string;
}

export const emptyClient = (document = ''): ClientForm => ({
  id: 0, name: '', document, idDepartment: '', idCity: '', address: '', housePhone: '', phone: '', contactPhone: '', email: '',
});

export const emptyDevice = (): DeviceForm => ({
  idLineType: '', idBrand: '', idModel: '', imei: '', purchaseDate: '', min: '', comments: '', doa: false, exhibition: false,
  charger: false, dataCable: false, handsFree: false, originalBox: false, simHolder: false, idFoulType: '', idFoulType2: '', observation: '',
});

/** A field's problem, as a message key under app.pointOfSale (or 'required'). */
export type FieldProblem = 'required' | 'client.mobileDigits' | 'client.emailFormat' | 'device.imeiFormat' | 'device.purchaseFuture' | 'device.minFormat';

const blank = (value: string | number) => String(value).trim() === '';

/** The client's problems: all but the address and the extra phones required, the mobile 10 digits, the e-mail's shape. */
export function clientProblems(client: ClientForm): Partial<Record<keyof ClientForm, FieldProblem>> {
  const problems: Partial<Record<keyof ClientForm, FieldProblem>> = {};
  for (const field of ['name', 'document', 'idDepartment', 'idCity', 'phone', 'email'] as const) {
    if (blank(client[field])) problems[field] = 'required';
  }
  if (!problems.phone && !MOBILE_PATTERN.test(client.phone.trim())) problems.phone = 'client.mobileDigits';
  if (!problems.email && !EMAIL_PATTERN.test(client.email.trim())) problems.email = 'client.emailFormat';
  return problems;
}

/** The device's problems: line type, model, IMEI (the settings' pattern), purchase date (not after today), MIN; both faults. */
export function deviceProblems(device: DeviceForm, imeiPattern: RegExp, today: string): Partial<Record<keyof DeviceForm, FieldProblem>> {
  const problems: Partial<Record<keyof DeviceForm, FieldProblem>> = {};
  for (const field of ['idLineType', 'idBrand', 'idModel', 'imei', 'purchaseDate', 'min', 'idFoulType', 'idFoulType2'] as const) {
    if (blank(device[field])) problems[field] = 'required';
  }
  if (!problems.imei && !imeiPattern.test(device.imei.trim())) problems.imei = 'device.imeiFormat';
  if (!problems.purchaseDate && !purchaseDateValid(device.purchaseDate, today)) problems.purchaseDate = 'device.purchaseFuture';
  if (!problems.min && !MIN_PATTERN.test(device.min.trim())) problems.min = 'device.minFormat';
  return problems;
}

/** The warranty flag shown and sent: only once a valid purchase date is entered. */
export const warrantyOf = (device: DeviceForm, today: string): boolean | null =>
  purchaseDateValid(device.purchaseDate, today) ? underWarranty(device.purchaseDate, today) : null;

export type FormTab = 'client' | 'device' | 'files';

export interface Blocker {
  tab: FormTab;
  /** the message key under app.pointOfSale */
  message: 'client.searchFirst' | 'client.incomplete' | 'device.incomplete' | 'files.invoiceMissing';
}

/**
 * What stops a save before anything is sent, in the spec's order: the client (searched first, then complete), the
 * device and its faults, then the invoice among the chosen files. null: the calls may start.
 */
export function firstBlocker(input: {
  clientShown: boolean; client: ClientForm; device: DeviceForm; imeiPattern: RegExp; today: string; invoiceName: string; fileNames: string[];
}): Blocker | null {
  if (!input.clientShown) return { tab: 'client', message: 'client.searchFirst' };
  if (Object.keys(clientProblems(input.client)).length > 0) return { tab: 'client', message: 'client.incomplete' };
  if (Object.keys(deviceProblems(input.device, input.imeiPattern, input.today)).length > 0) return { tab: 'device', message: 'device.incomplete' };
  if (!input.fileNames.some((name) => isInvoiceFile(name, input.invoiceName))) return { tab: 'files', message: 'files.invoiceMissing' };
  return null;
}

/** Days since the purchase (for the warranty line), or null without a valid date. */
export function daysSincePurchase(purchaseDate: string, today: string): number | null {
  if (!purchaseDateValid(purchaseDate, today)) return null;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${purchaseDate}T00:00:00Z`)) / 86_400_000);
}

/**
 * Device/Save's body, its fields as spec 03 §3 names them: idBrand is the chosen model (the form's idModel), MIN and
 * DOA in capitals, and the warranty flag the screen shows (the server computes its own).
 */
export function deviceBody(device: DeviceForm, today: string): BodyOf<typeof deviceSave> {
  const { charger, dataCable, handsFree, originalBox, simHolder } = device;
  return {
    idLineType: Number(device.idLineType), idBrand: Number(device.idModel), imei: device.imei.trim(), purchaseDate: device.purchaseDate,
    warranty: warrantyOf(device, today) ?? false, MIN: device.min.trim(), comments: device.comments, DOA: device.doa,
    exhibition: device.exhibition, charger, dataCable, handsFree, originalBox, simHolder,
  };
}

/** OrderWom/Save's body (spec 03 §3 "Order creation payload"); no loan phone at creation, idUserWom the signed-in user. */
export function orderBody(
  device: DeviceForm, ids: { idClient: number; iddevice: number; idWorkshop: number; idUserWom: number | undefined },
): BodyOf<typeof orderSave> {
  return {
    idClient: ids.idClient, iddevice: ids.iddevice, idWorkshop: ids.idWorkshop, idFoulType: Number(device.idFoulType),
    idFoulType2: Number(device.idFoulType2), observation: device.observation, loanDevice: false, idUserWom: ids.idUserWom,
  };
}
