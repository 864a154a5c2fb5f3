import type { FieldRule } from '../../../engine/types';
import { missingPasswordRequirements, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from '../../../auth/passwordPolicy';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const KEYS = 'resources.users.validation';
export const PASSWORD_POLICY_KEY = `${KEYS}.password_policy`;
/** "Passwords do not match" / "Las contraseñas no coinciden" (spec 01 §5) */
export const PASSWORDS_MISMATCH_KEY = `${KEYS}.passwords_mismatch`;

/** "a, b and c" in the current language. */
const joinList = (items: string[], translate: Translate): string =>
  items.length <= 1 ? (items[0] ?? '') : translate(`${KEYS}.list_and`, { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });

/**
 * One message naming everything the password still lacks ("The password must have an uppercase letter and a
 * digit."), or undefined when it meets the policy. An empty password is left to `required`.
 */
export const passwordPolicyMessage = (password: string, translate: Translate): string | undefined => {
  if (!password) return undefined;
  const missing = missingPasswordRequirements(password);
  if (missing.length === 0) return undefined;
  const names = missing.map((requirement) =>
    translate(`${KEYS}.password_requirements.${requirement}`, { min: PASSWORD_MIN_LENGTH, chars: PASSWORD_SPECIALS }),
  );
  return translate(PASSWORD_POLICY_KEY, { missing: joinList(names, translate) });
};

/**
 * The policy as a field rule (the rules registry's "passwordPolicy"). Validation messages are translated by
 * react-admin but their arguments are not, so the requirement names are translated here, with the app's translate
 * function (the language only changes on reload).
 */
export const passwordPolicyRule =
  (translate: Translate): FieldRule =>
  (value) =>
    passwordPolicyMessage(typeof value === 'string' ? value : '', translate);
