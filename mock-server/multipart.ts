// multer's limits on a multipart body besides the file's size and count (which each route words with its own
// numbers): too many parts or fields, a field name or value too long. Each is a 413 saying which, nothing stored.
import { MulterError } from 'multer';
import { apiError, type ApiError } from './http';

export function multipartLimitError(error: unknown): ApiError | undefined {
  if (!(error instanceof MulterError)) return undefined;
  switch (error.code) {
    case 'LIMIT_PART_COUNT':
      return apiError(413, 'upload.tooManyParts');
    case 'LIMIT_FIELD_COUNT':
      return apiError(413, 'upload.tooManyFields');
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
      return apiError(413, 'upload.fieldTooLong', { field: String(error.field ?? '').slice(0, 40) });
    default:
      return undefined;
  }
}
