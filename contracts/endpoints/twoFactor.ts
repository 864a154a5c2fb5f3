/**
 * The second factor (TOTP) of the product's own (issue 32 item 5), beside the documented Auth/Login: the second
 * step of a sign-in, and the signed-in user's enrolment, status and reset from My Account.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/twoFactor';
import { loginAnswer } from './session';
import { rawText, recordId, requiredText, text } from './fields';

/** A 6-digit code of the authenticator app or a recovery code (xxxxx-xxxxx); spaces and dashes do not matter. */
const code = requiredText(40);

/** Public: a challenge Auth/Login answered and a code; answers what Auth/Login answers a user without a factor. */
export const verifySecondFactor = endpoint({
  ...routes.verifySecondFactor,
  body: z.object({ challenge: requiredText(200), code }),
  answer: loginAnswer,
  summary:
    'The second step of a sign-in: the challenge Auth/Login answered ({ twoFactorRequired: true, challenge }) with a code of the authenticator app or a recovery code (each recovery code once). Answers the session Auth/Login answers a user without a factor. A challenge lives 5 minutes and opens one session; a wrong code counts as a failed sign-in (429 after too many).',
});

export const twoFactorStatusAnswer = z.object({
  /** The user has a confirmed factor. */
  enabled: z.boolean(),
  /** One of the user's roles requires it. */
  required: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusAnswer>;

export const twoFactorStatus = endpoint({
  ...routes.twoFactorStatus,
  answer: twoFactorStatusAnswer,
  summary: 'Whether the signed-in user has a second factor, whether a role of theirs requires one, and how many recovery codes are left.',
});

export const twoFactorEnrolment = z.object({
  /** base32, for typing into an app by hand */
  secret: z.string(),
  /** otpauth://totp/<company>:<login>?secret=…&issuer=<company> */
  otpauthUri: z.string(),
  /** the same URI as a QR code (an SVG data: URL) */
  qrCode: z.string(),
  issuer: z.string(),
  account: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

export const twoFactorBeginEnrol = endpoint({
  ...routes.twoFactorBeginEnrol,
  answer: twoFactorEnrolment,
  summary: 'Starts (or starts again) the signed-in user\'s enrolment: a new secret, its otpauth:// URI and QR code. Nothing changes until TwoFactor/ConfirmEnrol (409 when a factor is already on: reset it first).',
});

export const twoFactorConfirmEnrol = endpoint({
  ...routes.twoFactorConfirmEnrol,
  body: z.object({ code }),
  answer: z.object({ recoveryCodes: z.array(z.string()) }),
  summary: 'Turns the factor on with a first code of the app; answers the 10 one-time recovery codes, shown this once (only their hashes are kept).',
});

/** Either the password or a code (of the app, or a recovery code). */
export const twoFactorDisable = endpoint({
  ...routes.twoFactorDisable,
  body: z.object({ password: rawText(200).optional(), code: text(40).optional() }),
  answer: z.literal(true),
  summary: 'Resets (turns off) the signed-in user\'s factor with their password or a code; the user\'s other sessions and sockets are closed.',
});

/** An administrator resets another user's factor (W on the users screen). */
export const twoFactorResetUser = endpoint({
  ...routes.twoFactorResetUser,
  body: z.object({ idUser: recordId() }),
  answer: z.literal(true),
  summary: 'An administrator (W on Users) resets a user\'s second factor (a lost phone); that user\'s sessions and sockets are closed.',
});
