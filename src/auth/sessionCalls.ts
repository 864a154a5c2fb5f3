/**
 * The session's documented calls (spec 01 §7.1), named: used by the sign-in page (which has no react-admin), the
 * auth provider and the shell. Light on purpose: the contracts are imported as types only (no zod in the
 * sign-in page's bundle); paths, verbs and types are checked against them.
 */
import type { menuGetAccess } from '../../contracts/endpoints/menus';
import type { companyGet, login as loginEndpoint, logout } from '../../contracts/endpoints/session';
import { callEndpoint, type AnswerOf } from '../../dataProviders/endpointCall';
import type { HttpClient } from '../../dataProviders/httpClient';

export const sessionCalls = (http: HttpClient) => ({
  /** POST Auth/Login {login, password} */
  signIn: async (login: string, password: string): Promise<AnswerOf<typeof loginEndpoint>> =>
    (await callEndpoint<typeof loginEndpoint>(http, { method: 'POST', path: 'Auth/Login', body: { login, password } })).data,
  /** POST Auth/Logout: the server forgets the token */
  signOut: async (): Promise<void> => {
    await callEndpoint<typeof logout>(http, { method: 'POST', path: 'Auth/Logout' });
  },
  /** GET Company/Info (public): name, logo, contacts */
  getCompanyInfo: async (signal?: AbortSignal): Promise<AnswerOf<typeof companyGet>> =>
    (await callEndpoint<typeof companyGet>(http, { method: 'GET', path: 'Company/Info', signal })).data,
  /** POST Menu/GetAccess {id}: the signed-in user's menu tree with their flags */
  getMenuAccess: async (userId: number): Promise<AnswerOf<typeof menuGetAccess>> =>
    (await callEndpoint<typeof menuGetAccess>(http, { method: 'POST', path: 'Menu/GetAccess', body: { id: userId } })).data,
});

export type SessionCalls = ReturnType<typeof sessionCalls>;
