// Receiving one spreadsheet (multipart field file_0, or the first file field): a declared body over the limit is
// answered 413 before a byte of it is read, a file growing past it while read is cut off and answered 413 too.
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { checkedParts, multipartLimitError } from '../../core/multipart';
import { UPLOAD_MAX_BYTES } from '../../../contracts/endpoints/processUpload';
import { refusalOf } from '../../core/refuse';

const MB = 1024 * 1024;
/** What a multipart body may carry besides the file (boundaries, headers, a few fields). */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (name: string) => refusalOf(413, 'uploads.fileTooLarge', { name, limit: UPLOAD_MAX_BYTES / MB });

const parser = checkedParts(multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
  defParamCharset: 'utf8',
}).any());

export const receiveSpreadsheet: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) {
    next(refusalOf(400, 'uploads.notMultipart'));
    return;
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES + ENVELOPE_BYTES) {
    res.setHeader('Connection', 'close');
    next(tooLarge(`(${Math.ceil(declared / MB)} MB)`));
    return;
  }
  parser(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') return next(tooLarge(error.field ?? 'file_0'));
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_COUNT') {
      return next(refusalOf(413, 'uploads.oneAtATime'));
    }
    const limit = multipartLimitError(error);
    if (limit) return next(limit);
    next(refusalOf(400, 'uploads.malformed'));
  });
};

/** The one file received, or a 400 asking for it. */
export function receivedFile(req: Request): Express.Multer.File {
  const file = ((req.files ?? []) as Express.Multer.File[])[0];
  if (!file) throw refusalOf(400, 'uploads.noFile');
  return file;
}
