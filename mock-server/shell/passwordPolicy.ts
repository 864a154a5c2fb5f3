// The password policy of spec 01 §5 (users screen and change password): at least 8 characters, an uppercase
// letter, a lowercase letter, a digit and one of the special characters !@#$%^&*.
// The rules themselves are shared with the app (contracts/passwordPolicy.ts, dependency-free): one policy on both sides.
import {
  missingPasswordRequirements,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  type PasswordRequirement,
} from '../../contracts/passwordPolicy';
import type { Msg } from './messages';

export { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS };

const MISSING: Record<PasswordRequirement, Msg> = {
  length: { key: 'password.rule.length', params: { min: PASSWORD_MIN_LENGTH } },
  upper: { key: 'password.rule.upper' },
  lower: { key: 'password.rule.lower' },
  digit: { key: 'password.rule.digit' },
  special: { key: 'password.rule.special', params: { chars: PASSWORD_SPECIALS } },
};

/** What the password lacks, in the policy's order, as server messages; empty when it satisfies the policy. */
export function missingPasswordRules(password: string): Msg[] {
  return missingPasswordRequirements(password).map((requirement) => MISSING[requirement]);
}

/** "a, b and c" as one message, still translated only when the answer is sent. */
export function listMessage(items: Msg[]): Msg {
  if (items.length <= 1) return items[0];
  const last = items[items.length - 1];
  const first = items.slice(1, -1).reduce<Msg>((acc, next) => ({ key: 'list.comma', params: { first: acc, second: next } }), items[0]);
  return { key: 'list.and', params: { first, last } };
}
