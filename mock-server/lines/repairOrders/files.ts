// An order's files (spec 03 §2.3-§2.7): the documented Upload/UploadFile?id&tableName (multipart, file_0, file_1...)
// with an order's table (Guias, Documentos, Fotos, ComprobanteEntrega) and its id: a guide's file belongs to the
// guide TransferGuide/Save saved, the proof is what ConfirmDeliveryOrder reads. Ours: list per kind, serve one back.
// A technician reaches only their orders' files (access.ts). Content is sniffed, not trusted by name.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer, { MulterError } from 'multer';
import { checkedParts, multipartLimitError } from '../../core/multipart';
import { sql } from 'kysely';
import { parse } from '../../core/contract';
import { ANSWERED, handle, reply } from '../../core/handle';
import { records } from '../../core/records';
import { refuse, refusalOf } from '../../core/refuse';
import type { Db } from '../../core/db/open';
import { MAX_FILE_BYTES, MAX_FILES, removeStored, uploadsDir, writeStored } from '../admin/files';
import { seedFileContent } from './seedFiles';
import * as c from '../../../contracts/endpoints/repairOrderFiles';
import { uploadFile, uploadFileTarget } from '../../../contracts/endpoints/uploads';
import { reachOrder } from './access';
import { orderFiles, orderFileUrl } from './details';
import { missing } from './http';

/** What an order file may be, by its sniffed content: PDF documents and pictures. */
const ACCEPTED: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const ACCEPTED_NAMES = 'pdf, png, jpg, jpeg, webp, gif';

const parser = checkedParts(multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 }, defParamCharset: 'utf8' }).any());

/** multer's refusals as envelopes (413 for the size or too many files, 400 otherwise). */
export const receiveFile: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next(refusalOf(400, 'upload.notMultipart'));
  parser(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') return next(refusalOf(413, 'upload.tooLarge', { name: error.field ?? '', limit: `${MAX_FILE_BYTES / 1024 / 1024} MB` }));
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_COUNT') return next(refusalOf(413, 'upload.tooMany', { max: MAX_FILES }));
    const limit = multipartLimitError(error);
    if (limit) return next(limit);
    next(refusalOf(400, 'upload.malformed'));
  });
};

export interface Received { name: string; ext: string; type: string; bytes: Buffer }

/** The uploaded files (at least one), each one's type read from its bytes. */
export async function theFiles(req: Request): Promise<Received[]> {
  const files = (req.files ?? []) as Express.Multer.File[];
  if (files.length === 0) refuse(400, 'upload.noFile', undefined, { field: 'file_0' });
  return Promise.all(files.map(async (file, index) => {
    const name = path.basename(file.originalname).slice(0, 200);
    const sniffed = await fileTypeFromBuffer(file.buffer);
    if (!sniffed || !ACCEPTED[sniffed.ext]) refuse(415, 'upload.badType', { name, accepted: ACCEPTED_NAMES }, { field: `file_${index}` });
    return { name, ext: sniffed.ext, type: ACCEPTED[sniffed.ext], bytes: file.buffer };
  }));
}

/** Stores the files' bytes under the uploads folder, then runs `work`; the stored files are removed again if anything fails. */
export async function storedFiles<T>(dataDir: string, files: Received[], work: (storedNames: string[]) => Promise<T>): Promise<T> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const storedNames: string[] = [];
  try {
    for (const file of files) storedNames.push(await writeStored(dir, file.ext, file.bytes));
    return await work(storedNames);
  } catch (error) {
    await removeStored(dataDir, storedNames);
    throw error;
  }
}

const isOrderTable = (tableName: string): tableName is c.OrderFileKind => (c.ORDER_FILE_KINDS as readonly string[]).includes(tableName);

/** A guide's file belongs to the order's guide saved by TransferGuide/Save: the return guide from state 5 on, else the collection one. */
async function guideOfOrder(db: Db, orderId: number): Promise<{ guideType: 1 | 2; guideNumber: string }> {
  const o = (await sql<{ state: string; collectionGuide: string | null; returnGuide: string | null }>`select id_order_state as state,
    collection_guide, return_guide from repair_orders where id = ${orderId}`.execute(db)).rows[0];
  const guideType = ['5', '9', '11', '6', '15', '12'].includes(o.state) ? 2 : 1;
  const guideNumber = (guideType === 1 ? o.collectionGuide : o.returnGuide)?.trim();
  if (!guideNumber) refuse(400, 'repairOrder.guideRequired', undefined, { field: 'nroGuide' });
  return { guideType, guideNumber };
}

/** Sends one stored order file (seeded files are generated), as an attachment; a file gone from the disk is a 404. */
export function sendOrderFile(res: Response, dataDir: string, file: { name: string; storedName: string; type: string }, fileId: number): Promise<void> {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, max-age=3600');
  const generated = seedFileContent(file.storedName);
  if (generated) {
    res.end(generated.bytes);
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => res.sendFile(path.join(uploadsDir(dataDir), file.storedName), (error?: Error) => {
    if (!error) return resolve();
    if (res.headersSent) return reject(error);
    res.removeHeader('Content-Disposition');
    reject(missing('file.entity', String(fileId)));
  }));
}

export function repairOrderFileRoutes(db: Db, dataDir: string): Router {
  const router = Router();

  handle(router, c.listOrderFiles, async ({ query: { id, kind }, req }) => {
    await reachOrder(db, req, id, 'v');
    return orderFiles(db, id, kind);
  });

  /** Upload/UploadFile with an order's table (the databases' tables are api/uploads.ts's, which hands these on). */
  const orderTable: RequestHandler = async (req, _res, next) => {
    const { id, tableName } = parse(uploadFileTarget, { ...req.query });
    if (!isOrderTable(tableName)) return next();
    // whose order it is, and its guide, before a byte of the file is read
    await reachOrder(db, req, id, 'w');
    if (tableName === 'Guias') await guideOfOrder(db, id);
    next();
  };
  handle(router, uploadFile, async ({ query: { id, tableName }, req, say }) => {
    const kind = tableName as c.OrderFileKind;
    const files = await theFiles(req);
    const guide = kind === 'Guias' ? await guideOfOrder(db, id) : null;
    // an order's files are rows of the order's, neither versioned nor audited apart
    const added = await storedFiles(dataDir, files, (storedNames) => db.transaction().execute(async (tx) => {
      const rows = [];
      for (const [i, file] of files.entries()) {
        const { id: fileId } = await records.save(tx, 'repairOrderFiles', undefined, {
          orderId: id, kind, guideType: guide?.guideType ?? null, guideNumber: guide?.guideNumber ?? null,
          name: file.name, storedName: storedNames[i], type: file.type, size: file.bytes.length,
        }, { actor: null, unversioned: true });
        rows.push({ id: fileId, name: file.name, url: orderFileUrl(fileId), type: file.type, size: file.bytes.length });
      }
      return rows;
    }));
    return reply(added, say('upload.success'));
  }, { before: [orderTable, receiveFile] });

  handle(router, c.ORDER_FILE_LINKS.file, async ({ req, res }): Promise<typeof ANSWERED> => {
    const fileId = Number(req.params.fileId);
    const file = Number.isInteger(fileId) && fileId > 0
      ? (await sql<{ orderId: number; name: string; storedName: string; type: string }>`select order_id, name, stored_name, type
          from repair_order_files where id = ${fileId}`.execute(db)).rows[0]
      : undefined;
    if (!file) throw missing('file.entity', String(req.params.fileId));
    await reachOrder(db, req, file.orderId, 'v');
    await sendOrderFile(res, dataDir, file, fileId);
    return ANSWERED;
  }, { params: '/:fileId' });
  return router;
}
