// The user form's rules (spec 04 §5): every field required, the e-mail's format, the login copied from the e-mail,
// the password policy ('La contraseña debe cumplir con todos los requisitos.') and its confirmation ('Las contraseñas
// no coinciden'); Save is enabled only when all hold. Pure: the dialog and the unit tests use it.
import { EMAIL_PATTERN } from '../../../../contracts/patterns';
import { meetsPasswordPolicy } from '../../../../contracts/passwordPolicy';
import type { UserRow } from './userRows';

export interface UserDraft {
  name: string;
  idRol: number | '';
  email: string;
  document: string;
  /** 1 active, 2 inactive */
  state: 1 | 2;
  idWorkShop: number | '';
  password: string;
  confirm: string;
}

export const userDraftOf = (link?: UserRow): UserDraft => ({
  name: link?.name ?? '', idRol: link?.idRol ?? '', email: link?.email ?? '', document: link?.document ?? '',
  state: link?.state === 1 || !link ? 1 : 2, idWorkShop: link?.idWorkShop ?? '', password: '', confirm: '',
});

export type UserProblem = 'required' | 'email' | 'policy' | 'mismatch';

/**
 * Each field's problem, if any. A new user needs a password; an edit may leave both password inputs empty (the
 * current password stays), but a typed one must meet the policy and be confirmed.
 */
export function userProblems(d: UserDraft, isNew: boolean): Partial<Record<keyof UserDraft, UserProblem>> {
  const problems: Partial<Record<keyof UserDraft, UserProblem>> = {};
  for (const field of ['name', 'idRol', 'email', 'document', 'idWorkShop'] as const) {
    if (String(d[field]).trim() === '') problems[field] = 'required';
  }
  if (!problems.email && !EMAIL_PATTERN.test(d.email.trim())) problems.email = 'email';
  if (isNew || d.password !== '' || d.confirm !== '') {
    if (d.password === '') problems.password = 'required';
    else if (!meetsPasswordPolicy(d.password)) problems.password = 'policy';
    if (d.confirm !== d.password) problems.confirm = 'mismatch';
  }
  return problems;
}

export const canSaveUser = (d: UserDraft, isNew: boolean): boolean => Object.keys(userProblems(d, isNew)).length === 0;

/** The login is the e-mail (spec 04 §3), trimmed. */
export const loginOf = (d: UserDraft): string => d.email.trim();
