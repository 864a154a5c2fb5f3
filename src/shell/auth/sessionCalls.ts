/**
 * The session's documented calls (spec 01 §7.1), named: used by the sign-in page (which has no react-admin), the
 * auth provider and the shell. Light on purpose: each is called by its route (contracts/routes/session.ts, plain
 * data) and typed by its contract, imported as a type only (no zod in the sign-in page's bundle).
 */
import type { menuGetAccess } from '../../../contracts/endpoints/menus';
import type { companyGet, login as loginEndpoint } from '../../../contracts/endpoints/session';
import { caller, type AnswerOf } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes/session';
import type { HttpClient } from '../../../dataProviders/httpClient';

export const sessionCalls = (http: HttpClient) => {
  const call = caller(http);
  return {
    /** POST Auth/Login {login, password} */
    signIn: async (login: string, password: string): Promise<AnswerOf<typeof loginEndpoint>> =>
      (await call(routes.login, { body: { login, password } })).data,
    /** POST Auth/Logout: the server forgets the token */
    signOut: async (): Promise<void> => {
      await call(routes.logout);
    },
    /** GET Company/Info (public): name, logo, contacts */
    getCompanyInfo: async (signal?: AbortSignal): Promise<AnswerOf<typeof companyGet>> =>
      (await call(routes.companyGet, { signal })).data,
    /** POST Menu/GetAccess {id}: the signed-in user's menu tree with their flags */
    getMenuAccess: async (userId: number): Promise<AnswerOf<typeof menuGetAccess>> =>
      (await call(routes.menuGetAccess, { body: { id: userId } })).data,
  };
};

export type SessionCalls = ReturnType<typeof sessionCalls>;
