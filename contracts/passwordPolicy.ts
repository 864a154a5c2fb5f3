/**
 * The password policy of spec 01 §5 (users screen) and §9: at least 8 characters, an uppercase letter, a lowercase
 * letter, a digit and one of the special characters !@#$%^&*. Pure and dependency-free, so the mock server can
 * share it (it answers the same policy with its own messages).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '!@#$%^&*';

/** One requirement of the policy, in the order the messages name them. */
export type PasswordRequirement = 'length' | 'upper' | 'lower' | 'digit' | 'special';

const REQUIREMENTS: Array<[PasswordRequirement, (password: string) => boolean]> = [
  ['length', (p) => [...p].length >= PASSWORD_MIN_LENGTH],
  ['upper', (p) => /\p{Lu}/u.test(p)],
  ['lower', (p) => /\p{Ll}/u.test(p)],
  ['digit', (p) => /\d/.test(p)],
  ['special', (p) => [...PASSWORD_SPECIALS].some((c) => p.includes(c))],
];

/** What the password lacks, in the policy's order; empty when it satisfies the policy. */
export const missingPasswordRequirements = (password: string): PasswordRequirement[] =>
  REQUIREMENTS.filter(([, met]) => !met(password)).map(([requirement]) => requirement);

export const meetsPasswordPolicy = (password: string): boolean => missingPasswordRequirements(password).length === 0;
