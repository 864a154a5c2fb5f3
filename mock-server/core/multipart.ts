// multer's limits on a multipart body besides the file's size and count (which each route words with its own
// numbers): too many parts or fields, a field name or value too long. Each is a 413 saying which, nothing stored.
import type { RequestHandler } from 'express';
import { MulterError } from 'multer';
import { multipartBadText } from './badBytes';
import { ApiError, refusalOf } from './refuse';

/** A refusal of multer's (or of `checkedParts`) as the envelope to answer, or undefined for a malformed body. */
export function multipartLimitError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (!(error instanceof MulterError)) return undefined;
  switch (error.code) {
    case 'LIMIT_PART_COUNT':
      return refusalOf(413, 'upload.tooManyParts');
    case 'LIMIT_FIELD_COUNT':
      return refusalOf(413, 'upload.tooManyFields');
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
      return refusalOf(413, 'upload.fieldTooLong', { field: String(error.field ?? '').slice(0, 40) });
    default:
      return undefined;
  }
}

/**
 * multer's middleware, then the bad-text check of what it read (badBytes.ts): a text field or a file name holding a
 * NUL or an unpaired surrogate goes to the route's callback as a 400 naming it, before the route keeps anything.
 */
export function checkedParts(parser: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parser(req, res, (error?: unknown) => {
      if (error) return next(error);
      next(multipartBadText(req));
    });
}
