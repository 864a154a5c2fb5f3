/** Signing in and out, and the company shown on the sign-in page (spec 01 §3, §7.1). */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/session';
import { requiredRawText, requiredText } from './fields';

/** A session: what Auth/Login answers a user without a second factor (and Auth/VerifySecondFactor after the code). */
export const loginAnswer = z.object({
  token: z.string(),
  name: z.string(),
  email: z.string(),
  transactionDate: z.string(),
  sessionId: z.string(),
  userId: z.number().int(),
  changePassword: z.enum(['True', 'False']),
  status: z.boolean(),
  login: z.string(),
  codBodega: z.string(),
  /**
   * Only when a role of the user requires a second factor the user has not set up: this session may only enrol
   * (TwoFactor/*) or sign out; every other call is refused with 403 until then.
   */
  twoFactorSetupRequired: z.literal(true).optional(),
});

/** A user with a second factor: no session yet, a challenge for Auth/VerifySecondFactor (5 minutes, once). */
export const loginChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallenge>;

export const login = endpoint({
  ...routes.login,
  body: z.object({ login: requiredText(200), password: requiredRawText(200) }),
  answer: z.union([loginAnswer, loginChallenge]),
  summary:
    'Signs in. A user without a second factor gets the session (token...) as documented. A user with one gets no session: data is { twoFactorRequired: true, challenge, expiresAt } (isSuccess true, no token), to send with a code to Auth/VerifySecondFactor within 5 minutes.',
});
export type LoginAnswer = z.infer<typeof loginAnswer>;
/** A challenge rather than a session: the answer of a user with a second factor. */
export const isLoginChallenge = (answer: object): answer is LoginChallenge => 'twoFactorRequired' in answer;

export const logout = endpoint({ ...routes.logout, answer: z.literal(true) });

export const companyInfo = z.object({
  logo: z.string(),
  year: z.number().int(),
  version: z.string(),
  createdate: z.string(),
  email: z.string(),
  phone: z.string(),
  name: z.string(),
  tenanId: z.string(),
  twitter: z.string(),
  facebook: z.string(),
  instagram: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

/** Public: the sign-in page shows the logo and name. */
export const companyGet = endpoint({ ...routes.companyGet, answer: companyInfo });
