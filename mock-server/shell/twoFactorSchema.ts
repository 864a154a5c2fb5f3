// Kysely types of the second factor's tables (migrations/018_two_factor.ts), merged into Database in schema.ts.
import type { Generated } from 'kysely';

/** A user's TOTP factor: pending until the first code confirms it (`confirmedAt`). */
export interface UserSecondFactorsTable {
  userId: number;
  /**
   * The shared secret, base32, as TOTP needs it: the server computes the same codes as the authenticator app
   * (HMAC over the time step), so it cannot be kept as a one-way hash like a password or a recovery code.
   */
  secret: string;
  createdAt: string;
  confirmedAt: string | null;
  /** The time step of the last code accepted: a code is never accepted twice (replay). */
  lastTimeStep: Generated<number>;
}

/** One-time recovery codes: only their SHA-256 is kept; `usedAt` once spent. */
export interface UserRecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: string | null;
}

/** The short-lived step between the password and the code: only the challenge's hash is kept. */
export interface TwoFactorChallengesTable {
  idHash: string;
  userId: number;
  expiresAt: string;
}

export interface TwoFactorDatabase {
  userSecondFactors: UserSecondFactorsTable;
  userRecoveryCodes: UserRecoveryCodesTable;
  twoFactorChallenges: TwoFactorChallengesTable;
}
