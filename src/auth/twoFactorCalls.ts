/**
 * The second factor's calls (contracts/endpoints/twoFactor.ts), named: the sign-in page's code step and enrolment
 * (no react-admin there) and My Account use them. Types only from the contracts, like sessionCalls.
 */
import type {
  twoFactorBeginEnrol,
  twoFactorConfirmEnrol,
  twoFactorDisable,
  twoFactorStatus,
  verifySecondFactor,
} from '../../contracts/endpoints/twoFactor';
import { callEndpoint, type AnswerOf } from '../../dataProviders/endpointCall';
import type { HttpClient } from '../../dataProviders/httpClient';

export const twoFactorCalls = (http: HttpClient) => ({
  /** POST Auth/VerifySecondFactor {challenge, code}: the session, as Auth/Login answers it to others */
  verify: async (challenge: string, code: string): Promise<AnswerOf<typeof verifySecondFactor>> =>
    (await callEndpoint<typeof verifySecondFactor>(http, { method: 'POST', path: 'Auth/VerifySecondFactor', body: { challenge, code } })).data,
  /** GET TwoFactor/Status */
  status: async (): Promise<AnswerOf<typeof twoFactorStatus>> =>
    (await callEndpoint<typeof twoFactorStatus>(http, { method: 'GET', path: 'TwoFactor/Status' })).data,
  /** POST TwoFactor/BeginEnrol: a new secret, its URI and QR code */
  beginEnrol: async (): Promise<AnswerOf<typeof twoFactorBeginEnrol>> =>
    (await callEndpoint<typeof twoFactorBeginEnrol>(http, { method: 'POST', path: 'TwoFactor/BeginEnrol' })).data,
  /** POST TwoFactor/ConfirmEnrol {code}: the recovery codes (shown once) */
  confirmEnrol: async (code: string): Promise<AnswerOf<typeof twoFactorConfirmEnrol>> =>
    (await callEndpoint<typeof twoFactorConfirmEnrol>(http, { method: 'POST', path: 'TwoFactor/ConfirmEnrol', body: { code } })).data,
  /** POST TwoFactor/Disable {password} or {code}; answers the server's message */
  disable: async (proof: { password?: string; code?: string }): Promise<string> =>
    (await callEndpoint<typeof twoFactorDisable>(http, { method: 'POST', path: 'TwoFactor/Disable', body: proof })).message,
});

export type TwoFactorCalls = ReturnType<typeof twoFactorCalls>;

/** The message the server gave a field (an HttpError's body.errors), if any. */
export const fieldErrorOf = (error: unknown, field: string): string | undefined => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  const message = errors?.[field];
  return typeof message === 'string' ? message : undefined;
};
