/**
 * Lending a phone to an order of line type 2 (spec 04 §4, §7: LoanDevice/GetForFilter, OrderWom/loanDevice), as the
 * technician's repair modal calls it. The back office owns these routes (mock-server/lines/repairBackOffice/, its
 * contract repairBackOffice.ts `loanAvailable` and `lendDevice`, same paths and shapes): this file only lets the
 * technician screens be typed before that branch is merged; once it is, import those and remove this file.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { recordId } from './fields';

/** What the repair modal reads of a phone (the back office's loanRow carries more). */
export const loanOption = z.object({ id: z.number().int(), brand: z.string(), model: z.string(), description: z.string(), imei: z.string() });

/** The phones that may be lent now: available and not held by an open order. */
export const loanAvailable = endpoint({ method: 'GET', path: 'LoanDevice/GetForFilter', answer: z.array(loanOption) });

/** OrderWom/loanDevice: lends a phone to an open order of line type 2 (refused when it is lent or unavailable). */
export const lendDevice = endpoint({
  method: 'POST', path: 'RepairOrder/loanDevice',
  query: z.object({ idOrder: recordId(), idLoanDevice: recordId() }),
  answer: z.object({ idOrder: z.number().int(), idLoanDevice: z.number().int(), imei: z.string() }),
});
