import type { Validator } from 'react-admin';
import { SESSION_KEYS } from '../../auth/session';

/** The signed-in user as My Account shows it, read from the session keys (spec 01 §3). */
export interface AccountProfile {
  id: string;
  name: string;
  login: string;
  email: string;
  cod_bodega: string;
  transactionDate: string;
  changePassword: string;
}

export const readAccountProfile = (storage: Pick<Storage, 'getItem'> = localStorage): AccountProfile => {
  const read = (key: string) => storage.getItem(key) ?? '';
  return {
    id: read(SESSION_KEYS.userId),
    name: read(SESSION_KEYS.name),
    login: read(SESSION_KEYS.login),
    email: read(SESSION_KEYS.email),
    cod_bodega: read(SESSION_KEYS.codBodega),
    transactionDate: read(SESSION_KEYS.transactionDate),
    changePassword: read(SESSION_KEYS.changePassword),
  };
};

/** Spec 01 §5: the change-password button shows only when the stored flag is the text 'True'. */
export const canChangePassword = (flag: string | null | undefined): boolean => flag === 'True';

/** The router state with which My Account opens with the change-password dialog open. */
export const OPEN_CHANGE_PASSWORD = { changePassword: true } as const;
export const opensChangePassword = (state: unknown): boolean => (state as { changePassword?: unknown } | null)?.changePassword === true;

/** The after-sign-in prompt is dismissed (or the password changed) for this tab's session. */
const PROMPT_KEY = 'changePasswordPrompt';
export const isPasswordPromptDismissed = (): boolean => sessionStorage.getItem(PROMPT_KEY) === 'dismissed';
export const dismissPasswordPrompt = (): void => sessionStorage.setItem(PROMPT_KEY, 'dismissed');

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** The repeated password must equal the new one ("Las contraseñas no coinciden"). */
export const matchesNewPassword: Validator = (value: string, values: Partial<ChangePasswordValues>) =>
  value && values.newPassword && value !== values.newPassword ? 'app.system.account.passwords_mismatch' : undefined;
