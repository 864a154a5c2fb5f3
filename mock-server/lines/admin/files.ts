// Attachments of a database (spec 01 §3, §4, §7.3): POST /api/Upload/UploadFile?id&tableName&islocal (multipart,
// fields file_0, file_1, ...; a repair order's tables are handed on to mock-server/lines/repairOrders/files.ts), GET /api/Upload/Get?id&tableName&islocal, POST /api/Upload/DeleteFile {id}, and
// GET /api/Upload/File/<stored name> serving a file back (bearer header or ?token=, for <img src>).
// Files are held in memory while they are checked; only then are they written, under a generated name, to
// `${dataDir}/uploads/`. Their metadata is the `files` table.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer, { MulterError } from 'multer';
import { z } from 'zod';
import { checkedParts, multipartLimitError } from '../../core/multipart';
import { assertFlag } from '../../shell/auth';
import { ANSWERED, handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { ApiError, recordNotFound, refusalOf, refuse } from '../../core/refuse';
import { UPLOADS_DIR_NAME } from '../../shell/store';
import type { FileTable, StoredFile } from '../../core/types';
import { parse } from '../../core/contract';
import type { Endpoint } from '../../../contracts/envelope';
import { API_BASE } from '../../../contracts/endpoints/mountPoints';
import { FILES_TABLE, ICON_TABLE, SERVED_FILE_PATH, uploadDelete, uploadFile, uploadFileTarget, uploadList } from '../../../contracts/endpoints/uploads';
import { M } from '../../../contracts/policy';
import type { ApiContext } from '../../shell/api/context';
import { existingDatabase } from './database';

export { FILES_TABLE, ICON_TABLE };
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

/** Accepted extensions: the content type stored and served, and the content types a browser may send for it. */
const TYPES: Record<string, { type: string; sent: string[]; image?: boolean }> = {
  png: { type: 'image/png', sent: ['image/png'], image: true },
  jpg: { type: 'image/jpeg', sent: ['image/jpeg', 'image/pjpeg'], image: true },
  jpeg: { type: 'image/jpeg', sent: ['image/jpeg', 'image/pjpeg'], image: true },
  gif: { type: 'image/gif', sent: ['image/gif'], image: true },
  webp: { type: 'image/webp', sent: ['image/webp'], image: true },
  pdf: { type: 'application/pdf', sent: ['application/pdf'] },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sent: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  xls: { type: 'application/vnd.ms-excel', sent: ['application/vnd.ms-excel', 'application/msexcel', 'application/x-msexcel'] },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sent: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  csv: { type: 'text/csv', sent: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'] },
  txt: { type: 'text/plain', sent: ['text/plain'] },
};
const ALL_EXTENSIONS = Object.keys(TYPES).join(', ');
const IMAGE_EXTENSIONS = Object.keys(TYPES).filter((ext) => TYPES[ext].image).join(', ');
/** Shown in the browser rather than downloaded. */
const INLINE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export const uploadsDir = (dataDir: string) => path.join(dataDir, UPLOADS_DIR_NAME);
const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();
const fileView = (f: StoredFile) => ({ id: f.id, name: f.name, url: `${API_BASE}/${SERVED_FILE_PATH}/${f.storedName}`, type: f.type, size: f.size });

/** The stored file itself (the path's tail names it): no documented call. */
const servedFile = { method: 'GET', path: SERVED_FILE_PATH, answerKind: 'file', answer: z.never() } satisfies Endpoint;

/**
 * What the bytes must be for each extension (file-type's names); text files (csv, txt) must be no known binary
 * type and hold no NUL byte. A Windows executable renamed .png is refused whatever name and type it was sent with.
 */
const CONTENT: Record<string, string[] | 'text'> = {
  png: ['png'], jpg: ['jpg'], jpeg: ['jpg'], gif: ['gif'], webp: ['webp'], pdf: ['pdf'], xlsx: ['xlsx'], xls: ['cfb'], docx: ['docx'],
  csv: 'text', txt: 'text',
};

export async function contentMatches(ext: string, bytes: Buffer): Promise<boolean> {
  const expected = CONTENT[ext];
  if (!expected) return false;
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (expected === 'text') return found === undefined && !bytes.includes(0);
  return found !== undefined && expected.includes(found.ext);
}

/** The slot a request uploads into, known to the file filter before any byte is kept. */
const slotOf = new WeakMap<Request, FileTable>();

function refusedType(name: string, slot: FileTable | undefined): ApiError {
  const accepted = slot === ICON_TABLE ? IMAGE_EXTENSIONS : ALL_EXTENSIONS;
  return refusalOf(415, 'upload.badType', { name, accepted }, { field: slot === ICON_TABLE ? 'icon' : 'file' });
}

const parser = checkedParts(multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 20, fieldSize: 64 * 1024, parts: MAX_FILES + 20 },
  defParamCharset: 'utf8',
  // by extension and declared content type; the icon slot takes images only
  fileFilter: (req, file, done) => {
    const slot = slotOf.get(req);
    const known = TYPES[extensionOf(file.originalname)];
    const sent = file.mimetype.split(';')[0].trim().toLowerCase();
    if (!known || !known.sent.includes(sent) || (slot === ICON_TABLE && !known.image)) done(refusedType(file.originalname, slot));
    else done(null, true);
  },
}).any());

/** multer's errors as envelopes: 413 for sizes and counts (naming the file), 400 for a malformed body. */
const receiveFiles: RequestHandler = (req, res, next) => {
  parser(req, res, (error?: unknown) => {
    if (!error || error instanceof ApiError) return next(error);
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
      const name = (error as MulterError & { filename?: string }).filename ?? error.field ?? '';
      return next(refusalOf(413, 'upload.tooLarge', { name, limit: `${MAX_FILE_BYTES / 1024 / 1024} MB` }));
    }
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_COUNT') return next(refusalOf(413, 'upload.tooMany', { max: MAX_FILES }));
    const limit = multipartLimitError(error);
    if (limit) return next(limit);
    next(refusalOf(400, 'upload.malformed'));
  });
};

/** Writes the bytes under a fresh random name (through a temporary file, so no partial file keeps that name). */
export async function writeStored(dir: string, ext: string, bytes: Buffer): Promise<string> {
  const storedName = `${randomBytes(16).toString('hex')}.${ext === 'jpeg' ? 'jpg' : ext}`;
  const temp = path.join(dir, `${storedName}.part`);
  try {
    await writeFile(temp, bytes, { flag: 'wx', mode: 0o600 });
    await rename(temp, path.join(dir, storedName));
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  return storedName;
}

export const removeStored = (dataDir: string, names: string[]) =>
  Promise.all(names.map((name) => unlink(path.join(uploadsDir(dataDir), name)).catch(() => undefined)));

export function uploadRoutes({ db, dataDir }: ApiContext): Router {
  const router = Router();

  // the query and the body's kind are checked before a byte of the body is read; an order's table is the repair line's
  const checkTarget: RequestHandler = async (req, _res, next) => {
    const { id, tableName } = parse(uploadFileTarget, { ...req.query });
    if (tableName !== ICON_TABLE && tableName !== FILES_TABLE) return next('route');
    // the policy lets the order screens through too (menuOfRequest): a database's files are the databases screen's
    await assertFlag(db, req, [M.databases], 'w');
    await existingDatabase(db, id);
    slotOf.set(req, tableName);
    if (!req.is('multipart/form-data')) refuse(400, 'upload.notMultipart');
    next();
  };

  handle(router, uploadFile, async ({ query: { id: dataBaseId }, req, actor, say }) => {
    const tableName = slotOf.get(req)!;
    const files = (req.files ?? []) as Express.Multer.File[];
    if (files.length === 0) refuse(400, 'upload.noFile', undefined, { field: 'file_0' });
    if (tableName === ICON_TABLE && files.length > 1) refuse(400, 'upload.singleSlot', { tableName });
    for (const file of files) {
      if (!(await contentMatches(extensionOf(file.originalname), file.buffer))) throw refusedType(path.basename(file.originalname), tableName);
    }

    const dir = uploadsDir(dataDir);
    await mkdir(dir, { recursive: true });
    const written: Array<{ file: Express.Multer.File; ext: string; storedName: string }> = [];
    try {
      for (const file of files) {
        const ext = extensionOf(file.originalname);
        written.push({ file, ext, storedName: await writeStored(dir, ext, file.buffer) });
      }
    } catch (error) {
      await removeStored(dataDir, written.map((w) => w.storedName));
      throw error;
    }
    const createdAt = new Date().toISOString();
    let saved: { added: StoredFile[]; replaced: StoredFile[] };
    try {
      saved = await db.transaction().execute(async (tx) => {
        const added: StoredFile[] = [];
        for (const { file, ext, storedName } of written) {
          const row = { dataBaseId, tableName, name: path.basename(file.originalname).slice(0, 255), storedName, type: TYPES[ext].type, size: file.size, createdAt };
          const { id } = await tx.insertInto('files').values(row).returning('id').executeTakeFirstOrThrow();
          added.push({ id, ...row });
        }
        // the icon slot keeps only the latest
        const replaced =
          tableName === ICON_TABLE
            ? await tx.deleteFrom('files').where('dataBaseId', '=', dataBaseId).where('tableName', '=', ICON_TABLE).where('id', 'not in', added.map((f) => f.id)).returningAll().execute()
            : [];
        // the files are the database's: its version moves and its trail records them
        const names = (files: StoredFile[]) => files.map((f) => f.name);
        await records.touch(tx, 'databases', dataBaseId, { actor: actor(), before: { [tableName]: names(replaced) }, after: { [tableName]: names(added) } });
        return { added, replaced };
      });
    } catch (error) {
      await removeStored(dataDir, written.map((w) => w.storedName));
      throw error;
    }
    await removeStored(dataDir, saved.replaced.map((f) => f.storedName));
    return reply(saved.added.map(fileView), say('upload.success'));
  }, { before: [checkTarget, receiveFiles] });

  handle(router, uploadList, async ({ query: { id, tableName } }) => {
    await existingDatabase(db, id);
    const files = await db.selectFrom('files').selectAll().where('dataBaseId', '=', id).where('tableName', '=', tableName).orderBy('id').execute();
    return files.map(fileView);
  });

  handle(router, uploadDelete, async ({ body: { id }, actor, say }) => {
    const file = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!file) throw recordNotFound('file.entity', id);
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('files').where('id', '=', id).execute();
      await records.touch(tx, 'databases', file.dataBaseId, { actor: actor(), before: { [file.tableName]: [file.name] }, after: { [file.tableName]: [] } });
    });
    await removeStored(dataDir, [file.storedName]);
    return reply(id, say('upload.removed'));
  });

  handle(router, servedFile, async ({ req, res }): Promise<typeof ANSWERED> => {
    const storedName = String(req.params.storedName);
    const file = STORED_NAME.test(storedName) ? await db.selectFrom('files').selectAll().where('storedName', '=', storedName).executeTakeFirst() : undefined;
    if (!file) throw recordNotFound('file.entity', storedName);
    const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    const disposition = INLINE.has(file.type) ? 'inline' : 'attachment';
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    return new Promise<typeof ANSWERED>((answered, failed) => {
      res.sendFile(path.join(uploadsDir(dataDir), file.storedName), (error?: Error) => {
        if (!error) return answered(ANSWERED);
        if (res.headersSent) return failed(error);
        res.removeHeader('Content-Disposition');
        failed(recordNotFound('file.entity', storedName));
      });
    });
  }, { params: '/:storedName' });

  return router;
}
