// Record versions (optimistic locking) on the wire: a save whose body carries `version` must carry the current one
// (the records service, core/records.ts, refuses a stale one with 409 naming who changed the record last and when).
// A body without `version` is accepted (older clients: last write wins). A save may also carry `baseVersion`, the
// version the user's edit started from (issue 51: an edit made offline); without `version` it is the one expected.
import type { Response } from 'express';
import { ApiError } from '../refuse';
import type { Msg } from '../../shell/messages';

export const VERSION_HEADER = 'X-Record-Version';

/**
 * The body's `version` when it has one (or `field`: `baseVersion`, the version an edit made offline started from,
 * whose 409 says what was changed since): a positive integer, or a 400 on the field.
 */
export function versionOf(body: Record<string, unknown>, field: 'version' | 'baseVersion' = 'version'): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return value;
  const msg: Msg = Number.isInteger(value)
    ? { key: 'validation.min' as const, params: { field, min: 1 } }
    : { key: 'validation.integer' as const, params: { field } };
  throw new ApiError(400, msg, { [field]: msg });
}

/** Tells the client the version its save produced. */
export function sendVersion(res: Response, version: number): void {
  res.setHeader(VERSION_HEADER, String(version));
}
