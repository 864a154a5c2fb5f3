// The second factor's pure logic (issue 32 item 5): TOTP secrets, codes and otpauth:// URIs (otplib, RFC 6238:
// SHA-1, 6 digits, 30 s), one-time recovery codes and sign-in challenges. No database here: api/twoFactor.ts
// stores what these functions make.
import { createHash, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';

/** How long a challenge (the step between the password and the code) lives. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
/** A code of the step before or after the current one is accepted too (a clock a little off). */
const TOLERANCE_SECONDS = 30;

export const newSecret = (): string => generateSecret();

/** The URI an authenticator app reads from the QR code: issuer = the company, label = the user's login. */
export const otpauthUri = (issuer: string, account: string, secret: string): string =>
  generateURI({ issuer, label: account, secret });

/** The current code of a secret (tests, and the README's one-liner, do the same). */
export const currentCode = (secret: string, nowMs = Date.now()): Promise<string> =>
  generate({ secret, epoch: Math.floor(nowMs / 1000) });

/** A code typed by the user: digits only (spaces and dashes an app shows are dropped). */
export const normalizeTotp = (code: string): string => code.replace(/[\s-]/g, '');
export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(normalizeTotp(code));

/**
 * The time step a code matches, or undefined. A step not after `afterTimeStep` (the last accepted) is refused,
 * so a code cannot be used twice.
 */
export async function matchTotp(secret: string, code: string, afterTimeStep: number, nowMs = Date.now()): Promise<number | undefined> {
  const token = normalizeTotp(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep > 0 ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

// ---- recovery codes -------------------------------------------------------------------------------

/** No 0/o, 1/l/i: read off a screen or a sheet of paper without doubt. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code, xxxxx-xxxxx (10 characters of 31: about 49 bits). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export const newRecoveryCodes = (count = RECOVERY_CODE_COUNT): string[] => {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  return [...codes];
};

/** As typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');
/** Only the hash is stored (a random code of ~49 bits: a plain SHA-256 is enough, unlike a password). */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(`recovery:${normalizeRecoveryCode(code)}`).digest('hex');

// ---- challenges -----------------------------------------------------------------------------------

export const newChallenge = (): string => randomBytes(32).toString('base64url');
export const hashChallenge = (challenge: string): string => createHash('sha256').update(`challenge:${challenge}`).digest('hex');
