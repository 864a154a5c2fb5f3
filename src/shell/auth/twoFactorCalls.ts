/**
 * The second factor's calls (contracts/endpoints/twoFactor.ts), named: the sign-in page's code step and enrolment
 * (no react-admin there) and My Account use them. By their routes, like sessionCalls.
 */
import type {
  twoFactorBeginEnrol,
  twoFactorConfirmEnrol,
  twoFactorStatus,
  verifySecondFactor,
} from '../../../contracts/endpoints/twoFactor';
import { caller, type AnswerOf } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type { HttpClient } from '../../../dataProviders/httpClient';

export const twoFactorCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    /** POST Auth/VerifySecondFactor {challenge, code}: the session, as Auth/Login answers it to others */
    verify: async (challenge: string, code: string): Promise<AnswerOf<typeof verifySecondFactor>> =>
      (await call(routes.verifySecondFactor, { body: { challenge, code } })).data,
    /** GET TwoFactor/Status */
    status: async (): Promise<AnswerOf<typeof twoFactorStatus>> =>
      (await call(routes.twoFactorStatus)).data,
    /** POST TwoFactor/BeginEnrol: a new secret, its URI and QR code */
    beginEnrol: async (): Promise<AnswerOf<typeof twoFactorBeginEnrol>> =>
      (await call(routes.twoFactorBeginEnrol)).data,
    /** POST TwoFactor/ConfirmEnrol {code}: the recovery codes (shown once) */
    confirmEnrol: async (code: string): Promise<AnswerOf<typeof twoFactorConfirmEnrol>> =>
      (await call(routes.twoFactorConfirmEnrol, { body: { code } })).data,
    /** POST TwoFactor/Disable {password} or {code}; answers the server's message */
    disable: async (proof: { password?: string; code?: string }): Promise<string> =>
      (await call(routes.twoFactorDisable, { body: proof })).message,
  };
};

export type TwoFactorCalls = ReturnType<typeof twoFactorCalls>;

/** The message the server gave a field (an HttpError's body.errors), if any. */
export const fieldErrorOf = (error: unknown, field: string): string | undefined => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  const message = errors?.[field];
  return typeof message === 'string' ? message : undefined;
};
