// An order's files (spec 03 §2.3-§2.6; the spec's upload component shows no calls, so these are ours): upload one
// file (multipart, field file_0) into Documentos or Fotos; a guide with its file (TransferGuide/SaveWithFile: 1 → 8
// or 5 → 9) and the delivery proof (6/15 → 12), each file row written in the machine's transaction; list per kind;
// serve one back. A technician reaches only their orders' files (access.ts). Content is sniffed, not trusted by name.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer, { MulterError } from 'multer';
import { checkedParts, multipartLimitError } from '../../multipart';
import { sql } from 'kysely';
import { actorOf } from '../../auth';
import { parse } from '../../contract';
import type { Db } from '../../db/open';
import { sendVersion } from '../../db/versions';
import { ApiError, apiError, notFoundError, ok } from '../../http';
import { t, type Msg } from '../../messages';
import { MAX_FILE_BYTES, removeStored, uploadsDir, writeStored } from '../../api/uploads';
import { runTransition } from '../../transitions';
import { seedFileContent } from '../../seed/repairOrderFiles';
import * as c from '../../../contracts/endpoints/repairOrderFiles';
import { reachOrder } from './access';
import { ORDER_FILE_PATH, orderFiles, orderFileView } from './details';
import { repairOrderMachine, type NewOrderFile, type OrderEvent, type OrderPayload } from './machine';

/** What an order file may be, by its sniffed content: PDF documents and pictures. */
const ACCEPTED: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const ACCEPTED_NAMES = 'pdf, png, jpg, jpeg, webp, gif';

const parser = checkedParts(multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 11 }, defParamCharset: 'utf8' }).any());

/** multer's refusals as envelopes (413 for the size or a second file, 400 otherwise). */
export const receiveFile: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next(apiError(400, 'upload.notMultipart'));
  parser(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') return next(apiError(413, 'upload.tooLarge', { name: error.field ?? '', limit: `${MAX_FILE_BYTES / 1024 / 1024} MB` }));
    if (error instanceof MulterError && error.code === 'LIMIT_FILE_COUNT') return next(apiError(413, 'upload.tooMany', { max: 1 }));
    const limit = multipartLimitError(error);
    if (limit) return next(limit);
    next(apiError(400, 'upload.malformed'));
  });
};

export interface Received { name: string; ext: string; type: string; bytes: Buffer }

/** The one uploaded file, its type read from its bytes; `missing` is the refusal when there is none. */
export async function theFile(req: Request, missing: Msg): Promise<Received> {
  const file = ((req.files ?? []) as Express.Multer.File[])[0];
  if (!file) throw new ApiError(400, missing, { file_0: missing });
  const name = path.basename(file.originalname).slice(0, 200);
  const sniffed = await fileTypeFromBuffer(file.buffer);
  if (!sniffed || !ACCEPTED[sniffed.ext]) {
    const msg: Msg = { key: 'upload.badType', params: { name, accepted: ACCEPTED_NAMES } };
    throw new ApiError(415, msg, { file_0: msg });
  }
  return { name, ext: sniffed.ext, type: ACCEPTED[sniffed.ext], bytes: file.buffer };
}

/** Stores the bytes under the uploads folder, then runs `work`; the stored file is removed again if `work` fails. */
export async function storedFile<T>(dataDir: string, file: Received, work: (storedName: string) => Promise<T>): Promise<T> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const storedName = await writeStored(dir, file.ext, file.bytes);
  try {
    return await work(storedName);
  } catch (error) {
    await removeStored(dataDir, [storedName]);
    throw error;
  }
}

/** Sends one stored order file (seeded files are generated), as an attachment. */
export function sendOrderFile(res: Response, next: NextFunction, dataDir: string, file: { name: string; storedName: string; type: string }, fileId: number): void {
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, max-age=3600');
  const generated = seedFileContent(file.storedName);
  if (generated) return void res.end(generated.bytes);
  res.sendFile(path.join(uploadsDir(dataDir), file.storedName), (error?: Error) => {
    if (!error) return;
    if (res.headersSent) return next(error);
    res.removeHeader('Content-Disposition');
    next(notFoundError('file.entity', String(fileId)));
  });
}

export function repairOrderFileRoutes(db: Db, dataDir: string): Router {
  const router = Router();
  const stored = <T>(file: Received, work: (storedName: string) => Promise<T>) => storedFile(dataDir, file, work);

  /** A transition carrying the uploaded file (its row written in the transition's transaction). */
  async function transitionWithFile(req: Request, id: number, event: OrderEvent, payload: OrderPayload, file: Received, kind: NewOrderFile['kind'], version?: number) {
    return stored(file, async (storedName) => {
      const newFile: NewOrderFile = { kind, name: file.name, storedName, type: file.type, size: file.bytes.length, ...(kind === 'Guias' ? { guideType: event === 'collectionGuide' ? 1 : 2 } : {}) };
      const done = await runTransition(db, repairOrderMachine, { id, event, payload: { ...payload, file: newFile }, actor: actorOf(req), version });
      const row = (await sql<Record<string, unknown>>`select * from repair_order_files where order_id = ${id} and stored_name = ${storedName}`.execute(db)).rows[0];
      return { done, file: orderFileView(row) };
    });
  }

  router.get(`/${c.listOrderFiles.path}`, (async (req, res) => {
    const { id, kind } = parse(c.listOrderFiles.query, req.query);
    await reachOrder(db, req, id, 'v');
    ok(res, await orderFiles(db, id, kind));
  }) as RequestHandler);

  router.post(`/${c.uploadOrderFile.path}`, (async (req, _res, next) => {
    const { id } = parse(c.uploadOrderFile.query, req.query);
    // whose order it is, before a byte of the file is read
    await reachOrder(db, req, id, 'w');
    next();
  }) as RequestHandler, receiveFile, (async (req, res) => {
    const { id, kind } = parse(c.uploadOrderFile.query, req.query);
    const file = await theFile(req, { key: 'upload.noFile' });
    const row = await stored(file, async (storedName) => (await sql<Record<string, unknown>>`insert into repair_order_files
      (order_id, kind, name, stored_name, type, size) values (${id}, ${kind}, ${file.name}, ${storedName}, ${file.type}, ${file.bytes.length})
      returning *`.execute(db)).rows[0]);
    ok(res, orderFileView(row), t(req, 'upload.success'));
  }) as RequestHandler);

  router.post(`/${c.saveGuideWithFile.path}`, (async (req, _res, next) => {
    const { nroGuide } = parse(c.saveGuideWithFile.query, req.query);
    // refused before a byte of the file is read
    if (nroGuide === '') throw new ApiError(400, { key: 'repairOrder.guideRequired' }, { nroGuide: { key: 'repairOrder.guideRequired' } });
    next();
  }) as RequestHandler, receiveFile, (async (req, res) => {
    const { idOrder, type, nroGuide, version } = parse(c.saveGuideWithFile.query, req.query);
    const file = await theFile(req, { key: 'repairOrder.fileRequired' });
    const event = type === 1 ? 'collectionGuide' : 'returnGuide';
    const { done, file: view } = await transitionWithFile(req, idOrder, event, { guideNumber: nroGuide }, file, 'Guias', version);
    sendVersion(res, done.version);
    ok(res, { id: idOrder, state: done.to, file: view }, t(req, 'success.saved'));
  }) as RequestHandler);

  router.post(`/${c.confirmDeliveryWithProof.path}`, receiveFile, (async (req, res) => {
    const { idOrder, description, version } = parse(c.confirmDeliveryWithProof.query, req.query);
    const file = await theFile(req, { key: 'repairOrder.fileRequired' });
    const payload = { proofFile: file.name, deliveryDescription: description };
    const { done, file: view } = await transitionWithFile(req, idOrder, 'confirmDelivery', payload, file, 'ComprobanteEntrega', version);
    sendVersion(res, done.version);
    ok(res, { id: idOrder, state: done.to, file: view }, t(req, 'success.saved'));
  }) as RequestHandler);

  router.get(`/${ORDER_FILE_PATH}/:fileId`, (async (req, res, next) => {
    const fileId = Number(req.params.fileId);
    const file = Number.isInteger(fileId) && fileId > 0
      ? (await sql<{ orderId: number; name: string; storedName: string; type: string }>`select order_id, name, stored_name, type
          from repair_order_files where id = ${fileId}`.execute(db)).rows[0]
      : undefined;
    if (!file) throw notFoundError('file.entity', String(req.params.fileId));
    await reachOrder(db, req, file.orderId, 'v');
    sendOrderFile(res, next, dataDir, file, fileId);
  }) as RequestHandler);
  return router;
}
