// @vitest-environment node
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { meetsPasswordPolicy, missingPasswordRequirements } from '../../../contracts/passwordPolicy';
import { passwordPolicyMessage, passwordPolicyRule } from '../../../src/lines/admin/users/userRules';
import { findField, validatorsFor } from '../../../src/engine/fieldRules';
import { messagesByLanguage, resource } from '../support/lines';

const users = resource('users');

const translatorFor = (locale: 'en' | 'es') => polyglotI18nProvider(() => messagesByLanguage[locale], locale).translate;
const en = translatorFor('en');
const es = translatorFor('es');

describe('password policy (spec 01 §5)', () => {
  it('accepts a password with 8+ characters, upper, lower, digit and one of !@#$%^&*', () => {
    expect(missingPasswordRequirements('Clave#2026')).toEqual([]);
    expect(meetsPasswordPolicy('Aa1!aaaa')).toBe(true);
  });

  it.each([
    ['Aa1!aaa', 'length'],
    ['aa1!aaaa', 'upper'],
    ['AA1!AAAA', 'lower'],
    ['Aa!aaaaa', 'digit'],
    ['Aa1aaaaa', 'special'],
    ['Aa1?aaaa', 'special'],
  ])('%s lacks %s', (password, requirement) => {
    expect(missingPasswordRequirements(password)).toEqual([requirement]);
  });

  it('names everything that is missing in one message, in English and Spanish', () => {
    expect(passwordPolicyMessage('abc', en)).toBe(
      'The password must have at least 8 characters, an uppercase letter, a digit and one of the special characters !@#$%^&*.',
    );
    expect(passwordPolicyMessage('abc', es)).toBe(
      'La contraseña debe tener al menos 8 caracteres, una letra mayúscula, un número y uno de los caracteres especiales !@#$%^&*.',
    );
    expect(passwordPolicyMessage('abcdefgh1!', en)).toBe('The password must have an uppercase letter.');
    expect(passwordPolicyMessage('Abcdefgh1!', en)).toBeUndefined();
  });

  it('leaves an empty password to the required rule', () => {
    expect(passwordPolicyRule(en)('', {})).toBeUndefined();
    expect(passwordPolicyRule(en)(undefined, {})).toBeUndefined();
  });

  it('is a rule of the users password field, which is required', () => {
    const password = findField(users, 'password')!;
    expect(password.onlyOnCreate).toBe(true);
    const check = (value: string) => validatorsFor(password).map((v) => v(value, { password: value }, {})).find(Boolean);
    expect(check('short')).toMatch(/^The password must have at least 8 characters/);
    expect(check('Valid#2026')).toBeUndefined();
  });
});

describe('password confirmation', () => {
  const confirm = findField(users, 'passwordConfirm')!;
  const check = (value: string, password: string) =>
    validatorsFor(confirm).map((v) => v(value, { password, passwordConfirm: value }, {})).find(Boolean) as string | undefined;

  it('is a create-only field that is never sent', () => {
    expect(confirm).toMatchObject({ onlyOnCreate: true, transient: true });
  });

  it('must equal the password: "Passwords do not match" / "Las contraseñas no coinciden"', () => {
    const message = check('Valid#2027', 'Valid#2026')!;
    expect(en(message)).toBe('Passwords do not match');
    expect(es(message)).toBe('Las contraseñas no coinciden');
    expect(check('Valid#2026', 'Valid#2026')).toBeUndefined();
  });
});
