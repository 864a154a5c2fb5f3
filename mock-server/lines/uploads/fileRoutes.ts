// Uploading and importing a spreadsheet (spec 01 §7.5, spec 04 §7): UploadFile?id&IdUser and UploadFileCode?Code&
// IdUser read the file into a preview (every row, the rows breaking the type's rules with a message per cell) and
// store it as a transaction; GetTransaction?id answers it; ProcessFile/ProcessFile imports it (all or nothing, or
// only the valid rows); ProcessUploadFile/LeftOut?id downloads the rows left out. Only the users assigned to a
// type (Permissions screen) upload with it, and only the uploader reads or imports a transaction.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { getTransaction, leftOutRows, processFile, uploadByCodeCall, uploadPreviewCall } from '../../../contracts/endpoints/processUpload';
import { authOf } from '../../core/actor';
import { parse } from '../../core/contract';
import { ANSWERED, handle, reply } from '../../core/handle';
import { refuse } from '../../core/refuse';
import type { Database } from '../../core/db/schema';
import { languageOf } from '../../shell/messages';
import type { RestStore } from '../../shell/store';
import { leftOutWorkbook } from './leftOutWorkbook';
import { receivedFile, receiveSpreadsheet } from './receive';
import { importTransaction, leftOutOf, storePreview, transactionView } from './transactions';
import { assignedTypes } from './typeRoutes';
import { readWorkbook } from './workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The download of the rows left out: a file, kept out of the API reference (its contract has no answer). */
const leftOutDownload = { ...leftOutRows, query: getTransaction.query, answer: z.never(), answerKind: 'file' } as const;

export function uploadFileRoutes(db: Kysely<Database>, rest: RestStore): Router {
  const router = Router();

  /** The type, when the signed-in user (who must be IdUser) is assigned to it; checked before the body is read. */
  const allowedType = async (req: Request, by: { id: number } | { code: string }, idUser: number) => {
    const me = authOf(req).user.id;
    if (idUser !== me) refuse(403, 'uploads.asYourself');
    const query = assignedTypes(db, me);
    const type = await ('id' in by ? query.where('u.id', '=', by.id) : query.where(sql`lower(u.code)`, '=', by.code.toLowerCase())).executeTakeFirst();
    if (!type) refuse(403, 'uploads.typeNotAssigned', { type: 'id' in by ? String(by.id) : by.code });
    return type;
  };
  type AllowedType = Awaited<ReturnType<typeof allowedType>>;

  const preview = async (req: Request, res: Response) => {
    const type = res.locals.uploadType as AllowedType;
    const file = receivedFile(req);
    const sheet = await readWorkbook(file.buffer, file.originalname);
    return storePreview(db, rest, type, authOf(req).user.id, file.originalname, sheet, languageOf(req));
  };

  // the type is checked from the query before the file is read (receiveSpreadsheet): a refused upload reads nothing
  const typeFirst = (check: (req: Request, query: Record<string, string>) => Promise<AllowedType>): RequestHandler => async (req, res, next) => {
    const query = Object.fromEntries(Object.entries(req.query).map(([key, value]) => [key, String(Array.isArray(value) ? value[0] : value)]));
    res.locals.uploadType = await check(req, query);
    next();
  };
  const typeById = typeFirst((req, raw) => {
    const { id, IdUser } = parse(uploadPreviewCall.query, raw);
    return allowedType(req, { id }, IdUser);
  });
  const typeByCode = typeFirst((req, raw) => {
    const { Code, IdUser } = parse(uploadByCodeCall.query, raw);
    return allowedType(req, { code: Code }, IdUser);
  });
  handle(router, uploadPreviewCall, ({ req, res }) => preview(req, res), { before: [typeById, receiveSpreadsheet] });
  handle(router, uploadByCodeCall, ({ req, res }) => preview(req, res), { before: [typeByCode, receiveSpreadsheet] });

  handle(router, getTransaction, ({ query: { id }, req }) => transactionView(db, id, authOf(req).user.id));

  handle(router, processFile, async ({ body: { id, onlyValid }, req }) => {
    const lang = languageOf(req);
    const result = await importTransaction(db, rest, id, authOf(req).user.id, onlyValid, lang);
    return reply(result, lang === 'es' ? `Se escribieron ${result.written} filas.` : `${result.written} rows were written.`);
  });

  handle(router, leftOutDownload, async ({ query: { id }, req, res }): Promise<typeof ANSWERED> => {
    // a download link cannot send Accept-Language: ?lang= says it
    const asked = [req.query.lang].flat()[0];
    const lang = asked === 'es' || asked === 'en' ? asked : languageOf(req);
    const { columns, rows, fileName } = await leftOutOf(db, rest, id, authOf(req).user.id);
    const base = fileName.replace(/\.(xlsx|xls)$/i, '').replace(/[^\w.-]+/g, '_').slice(0, 80) || 'cargue';
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${base}-${lang === 'es' ? 'excluidas' : 'left-out'}.xlsx"`);
    res.send(leftOutWorkbook(columns, rows, lang));
    return ANSWERED;
  });

  return router;
}
