/**
 * The sign-in captcha (spec 01 §5): 6 characters from letters without look-alikes (no I, O, l) and the
 * digits 2-9 (no 0 or 1), compared case-insensitively.
 */
export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

type RandomFill = (array: Uint8Array) => Uint8Array;
const cryptoFill: RandomFill = (array) => crypto.getRandomValues(array);

/** Random code from crypto.getRandomValues, without modulo bias (bytes past the last full alphabet cycle are redrawn). */
export const generateCaptcha = (fill: RandomFill = cryptoFill): string => {
  const limit = 256 - (256 % CAPTCHA_ALPHABET.length);
  let code = '';
  while (code.length < CAPTCHA_LENGTH) {
    for (const byte of fill(new Uint8Array(CAPTCHA_LENGTH * 2))) {
      if (byte < limit && code.length < CAPTCHA_LENGTH) code += CAPTCHA_ALPHABET[byte % CAPTCHA_ALPHABET.length];
    }
  }
  return code;
};

export const captchaMatches = (typed: string, code: string): boolean =>
  typed.trim().length === code.length && typed.trim().toLowerCase() === code.toLowerCase();
