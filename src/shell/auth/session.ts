/**
 * The session data kept in localStorage under the names of spec 01 §3. Only the authProvider writes it;
 * everything else reads it through these helpers.
 */
export const SESSION_KEYS = {
  token: 'token',
  name: 'name',
  email: 'email',
  transactionDate: 'transactionDate',
  sessionId: 'sessionId',
  userId: 'auth_userId',
  changePassword: 'changePassword',
  status: 'status',
  login: 'login',
  codBodega: 'cod_bodega',
  authenticated: 'authenticated',
  sidebarStatic: 'sidebarStatic',
  roleId: 'roleId',
  roleName: 'roleName',
  /** 'required' while a role of the user requires a second factor the user has not set up (only enrolment is open) */
  twoFactorSetup: 'twoFactorSetup',
} as const;

/** Kept across sessions: a preference, not session data. */
export const LANGUAGE_KEY = 'language';

export interface LoginAnswer {
  token: string;
  name: string;
  email: string;
  transactionDate: string;
  sessionId: string;
  userId: number;
  changePassword: string;
  status: boolean | string;
  login: string;
  codBodega: string | null;
  /** A role requires a second factor the user has not set up yet. */
  twoFactorSetupRequired?: boolean;
}

/** The localStorage entries a sign-in answer becomes (spec 01 §3 names). */
export const sessionEntries = (answer: LoginAnswer): Array<[string, string]> => {
  const values: Record<string, unknown> = {
    [SESSION_KEYS.token]: answer.token,
    [SESSION_KEYS.name]: answer.name,
    [SESSION_KEYS.email]: answer.email,
    [SESSION_KEYS.transactionDate]: answer.transactionDate,
    [SESSION_KEYS.sessionId]: answer.sessionId,
    [SESSION_KEYS.userId]: answer.userId,
    [SESSION_KEYS.changePassword]: answer.changePassword,
    [SESSION_KEYS.status]: answer.status,
    [SESSION_KEYS.login]: answer.login,
    [SESSION_KEYS.codBodega]: answer.codBodega ?? '',
    [SESSION_KEYS.authenticated]: 'true',
    [SESSION_KEYS.twoFactorSetup]: answer.twoFactorSetupRequired ? 'required' : '',
  };
  return Object.entries(values).map(([key, value]) => [key, String(value ?? '')]);
};

export const storeSession = (answer: LoginAnswer): void => {
  for (const [key, value] of sessionEntries(answer)) {
    if (value === '' && key === SESSION_KEYS.twoFactorSetup) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
};

/** Signed in, but a role requires a second factor first: the sign-in page shows the enrolment, nothing else opens. */
export const mustEnrolSecondFactor = (): boolean => localStorage.getItem(SESSION_KEYS.twoFactorSetup) === 'required';
export const markSecondFactorSetup = (required: boolean): void => {
  if (required) localStorage.setItem(SESSION_KEYS.twoFactorSetup, 'required');
  else localStorage.removeItem(SESSION_KEYS.twoFactorSetup);
};

export const clearSession = (): void => {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  localStorage.setItem(SESSION_KEYS.authenticated, 'false');
};

/**
 * Why the sign-in page is shown, kept for that page only (sessionStorage: this tab): the console had a session
 * the server no longer accepts (expired, ended elsewhere, or a bad token). The sign-in page says so.
 */
const SIGN_IN_REASON_KEY = 'signInReason';
export const markSessionRefused = (): void => sessionStorage.setItem(SIGN_IN_REASON_KEY, 'session_refused');
export const signInReason = (): 'session_refused' | null =>
  sessionStorage.getItem(SIGN_IN_REASON_KEY) === 'session_refused' ? 'session_refused' : null;
export const forgetSignInReason = (): void => sessionStorage.removeItem(SIGN_IN_REASON_KEY);

/**
 * Where the user was when the server refused the session (expired mid-session), for this tab only: once the same
 * user signs in again, the sign-in page leads back there instead of the dashboard. Another user starts at home.
 */
const RETURN_KEY = 'signInReturn';
export const rememberWhereSessionEnded = (): void => {
  const login = localStorage.getItem(SESSION_KEYS.login);
  const path = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (!login || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/login')) return;
  sessionStorage.setItem(RETURN_KEY, JSON.stringify({ path, login: login.toLowerCase() }));
};
/** The path to go back to when `login` signs in, if the session that ended was theirs; forgets it either way. */
export const takeReturnPath = (login: string): string | null => {
  const kept = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  try {
    const { path, login: owner } = JSON.parse(kept ?? 'null') as { path: string; login: string };
    return owner === login.toLowerCase() && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
};

export const sessionToken = (): string | null => localStorage.getItem(SESSION_KEYS.token);
export const sessionUserId = (): string | null => localStorage.getItem(SESSION_KEYS.userId);
export const isAuthenticated = (): boolean =>
  localStorage.getItem(SESSION_KEYS.authenticated) === 'true' && Boolean(sessionToken());
export const storedLanguage = (): string | null => localStorage.getItem(LANGUAGE_KEY);

/** After opening an external-module menu entry: the role it was opened with (spec 01 §3, §6). */
export const storeMenuRole = (roleId: number, roleName: string): void => {
  localStorage.setItem(SESSION_KEYS.roleId, String(roleId));
  localStorage.setItem(SESSION_KEYS.roleName, roleName);
};

/** The sidebar's pinned (static) flag; null when the user has not chosen yet. */
export const storedSidebarStatic = (): boolean | null => {
  const value = localStorage.getItem(SESSION_KEYS.sidebarStatic);
  return value === 'true' ? true : value === 'false' ? false : null;
};
export const storeSidebarStatic = (isStatic: boolean): void =>
  localStorage.setItem(SESSION_KEYS.sidebarStatic, String(isStatic));
