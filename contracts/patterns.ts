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

/** The formats a resource definition names (`"pattern": { "name": "email", ... }`) instead of repeating them. */
export const NAMED_PATTERNS = { email: EMAIL_PATTERN, httpUrl: HTTP_URL_PATTERN, warehouseCode: WAREHOUSE_CODE_PATTERN } as const;
export type PatternName = keyof typeof NAMED_PATTERNS;
export const PATTERN_NAMES = Object.keys(NAMED_PATTERNS) as [PatternName, ...PatternName[]];

/** A definition's pattern as a RegExp: the named one, or its own regex and flags. */
export const regexOf = (pattern: { name?: PatternName; regex?: string; flags?: string }): RegExp =>
  pattern.name ? NAMED_PATTERNS[pattern.name] : new RegExp(pattern.regex ?? '', pattern.flags);
