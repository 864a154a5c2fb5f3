/**
 * The point of sale (spec 03 §2.5, §2.6, §5, §7): the user's workshops, the client by document and its save, the
 * device and the order saves, the settings (IMEI pattern), the IMEI warranty check, the operator's fixed client, the
 * parametric lists (departments → cities, line types, fault types, brands → models) and the orders a point hands to
 * the carrier or to the client. Each call is served at its documented path (spec 03 §7: OrderWom/*, Client/*,
 * Device/*, Workshop/*, Parametric/*) with the documented query names and the entities' field names (spec 03 §3).
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/repairPointOfSale';
import { EMAIL_PATTERN } from '../patterns';
import { ISO_DAY_PATTERN, MIN_PATTERN, MOBILE_PATTERN } from '../repairPointOfSaleRules';
import { flag, integer, message, patternText, recordId, requiredText, text } from './fields';

const option = z.object({ id: z.number().int(), name: z.string() });
export type ParametricOption = z.infer<typeof option>;

/** A digits-only phone; '' allowed (the extra phones). */
const optionalPhone = text(20).pipe(z.string().regex(/^\d*$/, { error: message('validation.pattern', { format: '0123456789' }) }));

/** The user's open points of sale. idUser: the signed-in user (auth_userId); absent means them, another user's id is a 403. */
export const workshopsByUser = endpoint({
  ...routes.workshopsByUser, summary: "The signed-in user's open points of sale (idUser absent: the session's user; another id: 403).",
  query: z.object({ idUser: recordId().optional() }), answer: z.array(option),
});

export const client = z.object({
  id: z.number().int(), name: z.string(), document: z.string(), idDepartment: z.number().int(), idCity: z.number().int(),
  address: z.string(), housePhone: z.string(), phone: z.string(), contactPhone: z.string(), email: z.string(),
});
export type RepairClient = z.infer<typeof client>;

/** The client with this document, or null ('El numero de documento es invalido ' on the screen). */
export const clientByDocument = endpoint({
  ...routes.clientByDocument, summary: 'The repair client with this document, or null.',
  query: z.object({ document: requiredText(20) }), answer: client.nullable(),
});

/** Client creation (spec 03 §5): all but the address and the extra phones required; the mobile (phone) 10 digits. */
export const clientInput = z.object({
  id: integer({ min: 0 }).default(0),
  name: requiredText(120),
  document: patternText(20, /^[0-9A-Za-z-]+$/, '1020304050'),
  idDepartment: recordId(),
  idCity: recordId(),
  address: text(200).default(''),
  housePhone: optionalPhone.default(''),
  phone: patternText(10, MOBILE_PATTERN, '3001234567'),
  contactPhone: optionalPhone.default(''),
  email: requiredText(120).pipe(z.string().regex(EMAIL_PATTERN, { error: message('validation.email') })),
});
export type ClientInput = z.input<typeof clientInput>;

/** data.id: the client's id, or 0 when the save is refused ('Verifica la informacion de cliente'). */
export const clientSave = endpoint({
  ...routes.clientSave, summary: 'Creates (id 0) or updates a repair client; data.id 0 when refused, the message says why.',
  body: clientInput, answer: z.object({ id: z.number().int() }),
});

export const DEVICE_ACCESSORIES = ['charger', 'dataCable', 'handsFree', 'originalBox', 'simHolder'] as const;

/**
 * The device (spec 03 §3 "Device", §5), its fields named as the spec names them: line type, idBrand (the chosen
 * model), IMEI (the settings' pattern, checked by the server), purchase date, MIN, DOA, exhibition, accessories.
 */
export const deviceInput = z.object({
  idLineType: recordId(),
  /** The chosen model (spec 03 §3: "idBrand (the chosen model)"). */
  idBrand: recordId(),
  imei: requiredText(20),
  purchaseDate: patternText(10, ISO_DAY_PATTERN, 'AAAA-MM-DD'),
  /**
   * The flag the screen shows (365 days from the purchase date). The server computes it again from purchaseDate
   * and answers the one it keeps, so a sent value never decides it.
   */
  warranty: flag().optional(),
  MIN: patternText(10, MIN_PATTERN, '3001234567'),
  comments: text(500).default(''),
  DOA: flag().default(false),
  exhibition: flag().default(false),
  charger: flag().default(false),
  dataCable: flag().default(false),
  handsFree: flag().default(false),
  originalBox: flag().default(false),
  simHolder: flag().default(false),
}).refine((d) => !(d.DOA && d.exhibition), { error: message('pointOfSale.doaAndExhibition'), path: ['exhibition'] });
export type DeviceInput = z.input<typeof deviceInput>;

/**
 * data.id: the device's id; 0 when its IMEI is already in an open order: `error` is the server's text and
 * `idOrderError` that order (shown as Wom{id}). `warranty` is the flag the server computed; `idClientDoa` the
 * operator's fixed client when the device is DOA or exhibition.
 */
export const deviceSave = endpoint({
  ...routes.deviceSave, summary: 'Saves the device of a new order; id 0 with error and idOrderError when its IMEI is in an open order.',
  body: deviceInput,
  answer: z.object({ id: z.number().int(), warranty: z.boolean(), error: z.string(), idOrderError: z.number().int().nullable(), idClientDoa: z.number().int().nullable() }),
});

/** The order creation payload (spec 03 §3): client, device, the chosen workshop (the point of sale), both fault types, observation. */
export const orderInput = z.object({
  idClient: recordId(),
  iddevice: recordId(),
  idWorkshop: recordId(),
  idFoulType: recordId(),
  idFoulType2: recordId(),
  observation: text(1000).default(''),
  /**
   * Whether a loan phone goes with the order. A phone is lent to an existing order (OrderWom/loanDevice, spec 04),
   * so only false is taken here; true is a 400 on this field.
   */
  loanDevice: flag().default(false),
  /** The user creating it (auth_userId): absent means the signed-in user, another user's id is a 403. */
  idUserWom: recordId().optional(),
});
export type OrderInput = z.input<typeof orderInput>;

/** data.id: the new order (state 1), or 0 with `Error`, the server's text. */
export const orderSave = endpoint({
  ...routes.orderSave, summary: 'Creates the order in state 1 at the chosen point of sale; id 0 with Error when refused.',
  body: orderInput, answer: z.object({ id: z.number().int(), Error: z.string() }),
});

/** validation.imei: the IMEI pattern, a regular expression's source. */
export const settings = endpoint({
  ...routes.settings, summary: 'The repair settings: validation.imei, the IMEI pattern.',
  answer: z.object({ validation: z.object({ imei: z.string() }) }),
});

/** The IMEI's warranty date (YYYY-MM-DD); 0001-01-01 means no restriction. */
export const checkWarrantyDate = endpoint({
  ...routes.checkWarrantyDate, summary: "The IMEI's manufacturer warranty date (YYYY-MM-DD); 0001-01-01 means no restriction.",
  query: z.object({ imei: requiredText(20) }), answer: z.string(),
});

/** The operator's fixed client (DOA and exhibition): its nit is the client's document. */
export const infoWom = endpoint({
  ...routes.infoWom, summary: "The operator's fixed client (DOA and exhibition orders): its nit and name.",
  answer: z.object({ nit: z.string(), name: z.string() }),
});

export const departments = endpoint({ ...routes.departments, summary: 'Departments.', answer: z.array(option) });
/** Without idDeparment, every city (a chosen city is named without knowing its department: the stores' select). */
export const citiesByDepartment = endpoint({
  ...routes.citiesByDepartment, summary: "A department's cities (every city without idDeparment).",
  query: z.object({ idDeparment: recordId().optional() }), answer: z.array(option),
});
export const lineTypes = endpoint({ ...routes.lineTypes, summary: 'Line types.', answer: z.array(option) });
export const foulTypes = endpoint({ ...routes.foulTypes, summary: 'Fault types.', answer: z.array(option) });
export const brands = endpoint({ ...routes.brands, summary: 'Brands.', answer: z.array(option) });
/** Without brand, every model (a chosen model is named without knowing its brand: the loan phones' select). */
export const modelsByBrand = endpoint({
  ...routes.modelsByBrand, summary: "A brand's models (every model without brand).",
  query: z.object({ brand: recordId().optional() }), answer: z.array(option),
});

/**
 * The orders a point hands over (spec 03 §2.5, §3 "orders-to-point item"): guide type 1 in state 8 (to the carrier),
 * guide type 2 (return guide) or 0 (none) in states 6, 11 and 15 (to the client).
 */
export const orderToPoint = z.object({
  typeGuide: z.number().int(), orderState: z.string(), nroGuide: z.string(), orderId: z.number().int(),
  imei: z.string(), clientName: z.string(), model: z.string(),
  /** Ours, beside the spec's fields: the order's version, sent back by the point's actions (409 when stale). */
  version: z.number().int(),
});
export type OrderToPoint = z.infer<typeof orderToPoint>;
export const ordersToPointStore = endpoint({
  ...routes.ordersToPointStore, summary: 'The orders a point of sale hands to the carrier (guide type 1, state 8) or to the client (6, 11, 15).',
  query: z.object({ workshopId: recordId() }), answer: z.array(orderToPoint),
});
