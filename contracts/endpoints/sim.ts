/** The SIM tools' endpoints (spec 01 §7.7): query schemas and answers (zod 4), shared by the mock server and the app. */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { message } from './fields';
import * as routes from '../routes/sim';

const code = (max: number) => z.string().trim().min(1).max(max).regex(/^[A-Za-z0-9-]+$/, message('sim.codeFormat'));

/** POST SimCard/ValidateSim?movement&giftSerial&serial */
export const validateSimQuery = z.object({ movement: code(40), giftSerial: code(40), serial: code(40) });
export type ValidateSimQuery = z.infer<typeof validateSimQuery>;

/** POST SimCard/ValidatePrintSim?codBodega&giftSerial&serial */
export const validatePrintSimQuery = z.object({ codBodega: code(20), giftSerial: code(40), serial: code(40) });
export type ValidatePrintSimQuery = z.infer<typeof validatePrintSimQuery>;

/** Both answer data.mensaje on success, data.error on a refusal (isSuccess false). */
export const simAnswer = z.object({ mensaje: z.string().optional(), error: z.string().optional() });
export type SimAnswer = z.infer<typeof simAnswer>;

/** What the print card shows (spec 01 §3 "SIM print info"). */
export const simPrintInfo = z.object({
  name: z.string(),
  signature: z.string(),
  idNumber: z.string(),
  phone: z.string(),
  date: z.string(),
  serial: z.string(),
  giftSerial: z.string(),
});
export const validatePrintSimAnswer = simAnswer.extend({ info: simPrintInfo.optional() });
export type SimPrintInfo = z.infer<typeof simPrintInfo>;
export type ValidatePrintSimAnswer = z.infer<typeof validatePrintSimAnswer>;

// The calls (query parameters only; a refusal is a 422 with data.error), for the API reference.
export const validateSim = endpoint({ ...routes.validateSim, query: validateSimQuery, answer: simAnswer });
export const validatePrintSim = endpoint({ ...routes.validatePrintSim, query: validatePrintSimQuery, answer: validatePrintSimAnswer });
