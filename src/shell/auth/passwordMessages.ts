import { defineMessages } from '../i18n/defineMessages';
import { missingPasswordRequirements, PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from '../../../contracts/passwordPolicy';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The one message of the password policy (spec 01 §5, §9), under app.password: the users form, My Account's
 * change password and the server (mock-server/shell/messages.ts "user.weakPassword") say the same sentence.
 */
export const passwordMessages = defineMessages({
  en: {
    app: {
      password: {
        policy: 'The password must have %{missing}.',
        requirements: {
          length: 'at least %{min} characters',
          upper: 'an uppercase letter',
          lower: 'a lowercase letter',
          digit: 'a digit',
          special: 'one of the special characters %{chars}',
        },
        list_and: '%{first} and %{last}',
      },
    },
  },
  es: {
    app: {
      password: {
        policy: 'La contraseña debe tener %{missing}.',
        requirements: {
          length: 'al menos %{min} caracteres',
          upper: 'una letra mayúscula',
          lower: 'una letra minúscula',
          digit: 'un número',
          special: 'uno de los caracteres especiales %{chars}',
        },
        list_and: '%{first} y %{last}',
      },
    },
  },
});

/** "a, b and c" in the current language. */
const joinList = (items: string[], translate: Translate): string =>
  items.length <= 1 ? (items[0] ?? '') : translate('app.password.list_and', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });

/**
 * One message naming everything the password still lacks ("The password must have an uppercase letter and a
 * digit."), or undefined when it meets the policy. An empty password is left to `required`.
 */
export const passwordPolicyMessage = (password: string, translate: Translate): string | undefined => {
  if (!password) return undefined;
  const missing = missingPasswordRequirements(password);
  if (missing.length === 0) return undefined;
  const names = missing.map((requirement) =>
    translate(`app.password.requirements.${requirement}`, { min: PASSWORD_MIN_LENGTH, chars: PASSWORD_SPECIALS }),
  );
  return translate('app.password.policy', { missing: joinList(names, translate) });
};
