/** The SIM tools' calls (spec 01 §7.7), typed from the zod contracts. A refusal (data.error) is an answer, not a throw. */
import * as routes from '../../../contracts/routes';
import { caller } from '../../../dataProviders/endpointCall';
import type { HttpClient } from '../../../dataProviders/httpClient';
import type { SimAnswer, ValidatePrintSimAnswer, ValidatePrintSimQuery, ValidateSimQuery } from '../../../contracts/endpoints/sim';
import type { AppDataProvider } from '../../shell/shellCalls';

/** data.error of a refused call, or the error again when it is something else (network, 401, validation). */
const refusalOf = (error: unknown): string => {
  const data = (error as { body?: { data?: { error?: unknown } } }).body?.data;
  if (typeof data?.error === 'string') return data.error;
  throw error;
};

export const simCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    validateSim: async (query: ValidateSimQuery): Promise<SimAnswer> => {
      try {
        return (await call(routes.validateSim, { query })).data;
      } catch (error) {
        return { error: refusalOf(error) };
      }
    },
    validatePrintSim: async (query: ValidatePrintSimQuery): Promise<ValidatePrintSimAnswer> => {
      try {
        return (await call(routes.validatePrintSim, { query })).data;
      } catch (error) {
        return { error: refusalOf(error) };
      }
    },
  };
};

export type SimCalls = ReturnType<typeof simCalls>;
export type SimDataProvider = AppDataProvider & SimCalls;
