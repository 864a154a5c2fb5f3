import type { FieldRule } from '../../../engine/types';
import { passwordPolicyMessage } from '../../../shell/auth/passwordMessages';

export { passwordPolicyMessage };

type Translate = (key: string, options?: Record<string, unknown>) => string;

const KEYS = 'resources.users.validation';
/** "Passwords do not match" / "Las contraseñas no coinciden" (spec 01 §5) */
export const PASSWORDS_MISMATCH_KEY = `${KEYS}.passwords_mismatch`;

/**
 * The policy as a field rule (the rules registry's "passwordPolicy"). Validation messages are translated by
 * react-admin but their arguments are not, so the requirement names are translated here, with the app's translate
 * function (the language only changes on reload).
 */
export const passwordPolicyRule =
  (translate: Translate): FieldRule =>
  (value) =>
    passwordPolicyMessage(typeof value === 'string' ? value : '', translate);
