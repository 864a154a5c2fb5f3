/** Signing in and out, and the company shown on the sign-in page (spec 01 §3, §7.1). */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { requiredRawText, requiredText } from './fields';

export const login = endpoint({
  method: 'POST',
  path: 'Auth/Login',
  body: z.object({ login: requiredText(200), password: requiredRawText(200) }),
  answer: z.object({
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
  }),
});
export type LoginAnswer = z.infer<typeof login.answer>;

export const logout = endpoint({ method: 'POST', path: 'Auth/Logout', answer: z.literal(true) });

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
export const companyGet = endpoint({ method: 'GET', path: 'Company/Info', answer: companyInfo });
