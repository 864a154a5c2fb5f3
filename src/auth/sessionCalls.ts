/**
 * The session's documented calls (spec 01 §7.1), named: used by the sign-in page (which has no react-admin), the
 * auth provider and the shell. Light on purpose: only types beyond the HTTP client.
 */
import type { CompanyInfo } from '../../contracts/endpoints/session';
import type { MenuAccessEntry } from '../../contracts/endpoints/menus';
import type { HttpClient } from '../../dataProviders/httpClient';
import type { LoginAnswer } from './session';

export const sessionCalls = (http: HttpClient) => ({
  /** POST Auth/Login {login, password} */
  signIn: async (login: string, password: string): Promise<LoginAnswer> =>
    (await http<LoginAnswer>({ method: 'POST', path: 'Auth/Login', body: { login, password } })).data,
  /** POST Auth/Logout: the server forgets the token */
  signOut: async (): Promise<void> => {
    await http({ method: 'POST', path: 'Auth/Logout' });
  },
  /** GET Company/Info (public): name, logo, contacts */
  getCompanyInfo: async (signal?: AbortSignal): Promise<CompanyInfo> => (await http<CompanyInfo>({ path: 'Company/Info', signal })).data,
  /** POST Menu/GetAccess {id}: the signed-in user's menu tree with their flags */
  getMenuAccess: async (userId: number): Promise<MenuAccessEntry[]> =>
    (await http<MenuAccessEntry[]>({ method: 'POST', path: 'Menu/GetAccess', body: { id: userId } })).data,
});

export type SessionCalls = ReturnType<typeof sessionCalls>;
