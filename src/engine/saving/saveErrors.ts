/**
 * What a refused save says (contracts §B, §D), read from the react-admin HttpError the data providers throw:
 * field errors (400 `errors: { field: message }`, nested fields as dotted paths) and the 409 of a stale version.
 * Pure functions: no React.
 */
import type { VersionConflict } from '../../../contracts/envelope';

/**
 * The 409 answer's data: who saved the record last, when, and its current version; and, when the server says it, each
 * field changed since the version the form was loaded at (issue 51).
 */
export interface SaveConflict {
  message: string;
  version?: number;
  changedBy?: { id: number | string; name: string };
  changedAt?: string;
  changedSince?: VersionConflict['changedSince'];
}

interface ErrorLike {
  message?: unknown;
  status?: unknown;
  body?: { errors?: unknown; data?: unknown; message?: unknown } | null;
}

const asErrorLike = (error: unknown): ErrorLike => (typeof error === 'object' && error !== null ? (error as ErrorLike) : {});

export const errorMessage = (error: unknown): string => {
  if (typeof error === 'string') return error;
  const { message } = asErrorLike(error);
  return typeof message === 'string' && message ? message : 'ra.notification.http_error';
};

/** The field messages of a refused save ({ field: message }, the form-wide `root` left out), or null. */
export const serverFieldErrors = (error: unknown): Record<string, string> | null => {
  const errors = asErrorLike(error).body?.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const fields = Object.entries(errors as Record<string, unknown>).filter(([key, value]) => key !== 'root' && typeof value === 'string');
  return fields.length > 0 ? Object.fromEntries(fields as Array<[string, string]>) : null;
};

/**
 * A refusal: the same request would get the same answer (a 4xx: not allowed, not found, bad input, a stale version),
 * not a timeout (408), too many requests (429), a server error or a lost connection, which are worth trying again.
 */
export const isRefusal = (error: unknown): boolean => {
  const status = asErrorLike(error).status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/** A request that got no answer at all: the HTTP client's network failure (status 0), or fetch's own (a TypeError). */
export const isLostConnection = (error: unknown): boolean => error instanceof TypeError || (error as { status?: unknown } | null)?.status === 0;

/** What a refused write keeps of the server's answer: its message, and its field messages when it names fields. */
export const refusalOf = (error: unknown) => ({ message: errorMessage(error), errors: serverFieldErrors(error) ?? undefined });

/**
 * The 409 of a save made on a stale version (its data names the current version), or null for any other
 * failure: a 409 that names fields is a uniqueness refusal, shown on those fields.
 */
export const conflictOf = (error: unknown): SaveConflict | null => {
  const { status, body } = asErrorLike(error);
  if (status !== 409 || serverFieldErrors(error)) return null;
  const data = (typeof body?.data === 'object' && body?.data !== null ? body.data : {}) as Partial<SaveConflict>;
  if (typeof data.version !== 'number') return null;
  return { message: errorMessage(error), version: data.version, changedBy: data.changedBy, changedAt: data.changedAt, changedSince: data.changedSince };
};

/**
 * Server messages keyed by the form's inputs: a nested path (`roles.0`) goes to the input that holds it (`roles`),
 * since an input shows only its own error; several messages for one input are joined.
 */
export const errorsOnInputs = (errors: Record<string, string>, sources: string[]): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const source = sources.includes(path) ? path : (sources.find((s) => path.startsWith(`${s}.`)) ?? path);
    result[source] = result[source] && result[source] !== message ? `${result[source]} ${message}` : message;
  }
  return result;
};

/** A save always carries the version the record was loaded with, so the server can refuse a stale one (409). */
export const withLoadedVersion = (data: Record<string, unknown>, previousData: Record<string, unknown> | undefined) => {
  const version = data.version ?? previousData?.version;
  return version === undefined ? data : { ...data, version };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What the user changed: the values that differ from the record as loaded (never its id nor its version). */
export const changedValues = (values: Record<string, unknown>, loaded: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(values).filter(([key, value]) => key !== 'id' && key !== 'version' && !same(value, loaded?.[key])),
  );
