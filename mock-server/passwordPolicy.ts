// The password policy of spec 01 §5 (users screen and change password): at least 8 characters, an uppercase
// letter, a lowercase letter, a digit and one of the special characters !@#$%^&*.
import type { Msg } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '!@#$%^&*';

const RULES: Array<{ met: (password: string) => boolean; missing: Msg }> = [
  { met: (p) => [...p].length >= PASSWORD_MIN_LENGTH, missing: { key: 'password.rule.length', params: { min: PASSWORD_MIN_LENGTH } } },
  { met: (p) => /\p{Lu}/u.test(p), missing: { key: 'password.rule.upper' } },
  { met: (p) => /\p{Ll}/u.test(p), missing: { key: 'password.rule.lower' } },
  { met: (p) => /\d/.test(p), missing: { key: 'password.rule.digit' } },
  { met: (p) => [...PASSWORD_SPECIALS].some((c) => p.includes(c)), missing: { key: 'password.rule.special', params: { chars: PASSWORD_SPECIALS } } },
];

/** What the password lacks, in the policy's order; empty when it satisfies the policy. */
export function missingPasswordRules(password: string): Msg[] {
  return RULES.filter((rule) => !rule.met(password)).map((rule) => rule.missing);
}

/** "a, b and c" as one message, still translated only when the answer is sent. */
export function listMessage(items: Msg[]): Msg {
  if (items.length <= 1) return items[0];
  const last = items[items.length - 1];
  const first = items.slice(1, -1).reduce<Msg>((acc, next) => ({ key: 'list.comma', params: { first: acc, second: next } }), items[0]);
  return { key: 'list.and', params: { first, last } };
}
