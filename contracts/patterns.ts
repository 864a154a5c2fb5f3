/**
 * Formats checked the same way by the app's forms and the server's contracts. Plain regular expressions (no zod),
 * so that any chunk of the app may import them.
 */

/** An e-mail address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A complete http(s) address with a host. */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/]+\S*$/i;

/** A warehouse code: three capital letters, a hyphen and three digits (ABC-123). */
export const WAREHOUSE_CODE_PATTERN = /^[A-Z]{3}-\d{3}$/;
