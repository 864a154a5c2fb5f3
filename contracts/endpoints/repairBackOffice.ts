/**
 * The repair back office (spec 04 §7): settings, stores (WorkShop/*), departments and cities, brands and models,
 * loan phones (LoanDevice/*) and lending one to an order (OrderWom/loanDevice). Orders, abandoned devices, users
 * and logs are in repairBackOfficeOrders.ts and repairBackOfficeUsers.ts.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/repairBackOffice';
import { baseVersion, integer, page, recordId, requiredText, text } from './fields';
import { MENU_PATHS } from '../menuPaths';

/** The IMEI pattern of the settings (OrderWom/GetSettings validation.imei): 15 digits. Also checked by the server. */
export const IMEI_PATTERN_SOURCE = '^\\d{15}$';

export const BACK_OFFICE_MENUS = {
  users: MENU_PATHS.backOfficeUsers,
  logs: MENU_PATHS.logs,
  consult: MENU_PATHS.consult,
  stores: MENU_PATHS.stores,
  abandoned: MENU_PATHS.abandoned,
  loans: MENU_PATHS.loans,
  workshop: MENU_PATHS.technicianWorkshop,
  salesChannel: MENU_PATHS.salesChannel,
} as const;

/** pageIndex from 1 and pageSize: optional (the whole list when absent). */
const optionalPaging = { pageIndex: integer({ min: 1 }).default(1), pageSize: integer({ min: 1, max: 1000 }).default(1000) };

/** OrderWom/GetSettings: the point of sale's contract (one endpoint, served by its routes from the settings table). */
export { settings } from './repairPointOfSale';

// ---- stores (workshops) -------------------------------------------------------------------------

export const storeRow = z.object({
  id: z.number().int(), name: z.string(), address: z.string(), idDepartment: z.number().int(), idCity: z.number().int(),
  department: z.string(), city: z.string(), state: z.enum(['Abierto', 'Cerrado']), version: z.number().int(),
});
export type StoreRow = z.infer<typeof storeRow>;

export const storeList = endpoint({
  ...routes.storeList, summary: 'Every store (workshop), a page (pageIndex, pageSize; the whole list when absent). Also Workshop/GetAll.', query: z.object(optionalPaging), answer: page(storeRow),
});

/** Name, address, department and city (the point of sale's Parametric/* lists): all required (the spec's edit modal marks them; the server checks them). */
const storeFields = {
  name: requiredText(100), address: requiredText(200), idDepartment: recordId(), idCity: recordId(),
};
export const storeCreate = endpoint({
  ...routes.storeCreate, summary: 'Creates a store: name, address, department and city (all required); data.id.', body: z.object(storeFields), answer: z.object({ id: z.number().int() }),
});
export const storeUpdate = endpoint({
  ...routes.storeUpdate, summary: 'Edits a store (version: 409 when someone saved first).', body: z.object({ id: recordId(), ...baseVersion, ...storeFields }), answer: z.object({ id: z.number().int() }),
});
/** WorkShop/Active reopens a closed store; WorkShop/Delete closes an open one (nothing is deleted). */
export const storeActivate = endpoint({ ...routes.storeActivate, summary: 'Reopens a closed store (Cerrado → Abierto).', query: z.object({ id: recordId() }), answer: storeRow });
export const storeInactivate = endpoint({ ...routes.storeInactivate, summary: 'Closes an open store (Abierto → Cerrado); nothing is deleted.', query: z.object({ id: recordId() }), answer: storeRow });

// ---- loan phones --------------------------------------------------------------------------------

/** idUser is who asks: the signed-in user (another id is refused with 403; absent, the session's). */
const asker = { idUser: recordId().optional() };

export const loanRow = z.object({
  id: z.number().int(), brand: z.string(),
  /** the model's brand in the point of sale's brands (the form's brand select) */
  brandId: z.number().int().nullable(),
  idBrand: z.number().int(), model: z.string(), description: z.string(), imei: z.string(),
  available: z.union([z.literal(0), z.literal(1)]), idWorkShop: z.number().int(), name: z.string(),
  /** the open order holding it, or null */
  lentTo: z.number().int().nullable(), version: z.number().int(),
});
export type LoanRow = z.infer<typeof loanRow>;

export const loanList = endpoint({ ...routes.loanList, summary: "The loan phones, a page; idUser: the signed-in user (absent: the session's; another id: 403).", query: z.object({ ...asker, ...optionalPaging }), answer: page(loanRow) });

/**
 * idBrand is the chosen model's id (spec 04 §3), one of the point of sale's models (Parametric/GetModelByBrand); the
 * brand, when sent, must be the model's (it is the model's when not); the IMEI must match the settings pattern
 * ('Datos incorretos').
 */
const loanFields = {
  /** who saves (spec 04 §3 "Loan phone" idUser): the signed-in user (another id: 403; absent, the session's) */
  ...asker,
  brand: requiredText(40).optional(), idBrand: recordId(), description: requiredText(200), imei: requiredText(20),
  available: z.preprocess((v) => (typeof v === 'boolean' ? Number(v) : v), integer({ min: 0, max: 1 })), idWorkShop: recordId(),
};
export const loanCreate = endpoint({
  ...routes.loanCreate, summary: "Creates a loan phone (the IMEI against the settings pattern: 'Datos incorretos'); data.id.", body: z.object(loanFields), answer: z.object({ id: z.number().int() }),
});
export const loanUpdate = endpoint({
  ...routes.loanUpdate, summary: 'Edits a loan phone (version: 409 when someone saved first).', body: z.object({ id: recordId(), ...baseVersion, ...loanFields }), answer: z.object({ id: z.number().int() }),
});
export const loanDelete = endpoint({ ...routes.loanDelete, summary: 'Deletes a loan phone; refused (409) while an open order holds it.', query: z.object({ id: recordId() }), answer: z.object({ id: z.number().int() }) });

/** The phones that may be lent now: available and not held by an open order. */
export const loanAvailable = endpoint({ ...routes.loanAvailable, summary: 'The loan phones free to lend now; idUser: the signed-in user (another id: 403).', query: z.object(asker), answer: z.array(loanRow) });

/**
 * The diagnostic being written when the phone is lent (spec 04 §3 "Diagnostic"), sent beside the query as the spec's
 * screen does. Read for who and what: orderId, when sent, must be idOrder (400) and tech the signed-in user (403);
 * the diagnostic itself is saved by OrderWom/SaveDiagnostic.
 */
export const loanDiagnostic = z.object({
  orderId: recordId().optional(), tech: recordId().optional(),
  finalState: integer({ min: 0 }).optional(), finalStateOutWarranty: integer({ min: 0 }).optional(),
  doa: z.union([z.string().max(20), z.boolean(), z.number()]).optional(), newImei: text(20).optional(), comments: text(2000).optional(),
  loanPhone: z.union([z.string().max(20), z.number()]).optional(),
});

/** OrderWom/loanDevice: lends a phone to an open order of line type 2 (refused when it is lent or unavailable). */
export const lendDevice = endpoint({
  ...routes.lendDevice, summary: "Lends the phone idLoanDevice to the open order idOrder of line type 2; the diagnostic body's tech must be the signed-in user (403).",
  query: z.object({ idOrder: recordId(), idLoanDevice: recordId() }),
  body: loanDiagnostic,
  answer: z.object({ idOrder: z.number().int(), idLoanDevice: z.number().int(), imei: z.string() }),
});
