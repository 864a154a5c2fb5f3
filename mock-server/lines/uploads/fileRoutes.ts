// Uploading and importing a spreadsheet (spec 01 §7.5, spec 04 §7): UploadFile?id&IdUser and UploadFileCode?Code&
// IdUser read the file into a preview (every row, the rows breaking the type's rules with a message per cell) and
// store it as a transaction; GetTransaction?id answers it; ProcessFile/ProcessFile imports it (all or nothing, or
// only the valid rows); ProcessUploadFile/LeftOut?id downloads the rows left out. Only the users assigned to a
// type (Permissions screen) upload with it, and only the uploader reads or imports a transaction.
import { Router, type Request } from 'express';
import { sql, type Kysely } from 'kysely';
import { getTransaction, processFile, uploadByCodeCall, uploadPreviewCall } from '../../../contracts/endpoints/processUpload';
import { authOf } from '../../auth';
import type { Database } from '../../db/schema';
import { objectBody, ok } from '../../http';
import { languageOf } from '../../messages';
import type { RestStore } from '../../store';
import { LineError, parseWith, queryOf } from '../lineHttp';
import { leftOutWorkbook } from './leftOutWorkbook';
import { receivedFile, receiveSpreadsheet } from './receive';
import { importTransaction, leftOutOf, storePreview, transactionView } from './transactions';
import { assignedTypes } from './typeRoutes';
import { readWorkbook } from './workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function uploadFileRoutes(db: Kysely<Database>, rest: RestStore): Router {
  const router = Router();

  /** The type, when the signed-in user (who must be IdUser) is assigned to it; checked before the body is read. */
  const allowedType = async (req: Request, by: { id: number } | { code: string }, idUser: number) => {
    const me = authOf(req).user.id;
    if (idUser !== me) throw new LineError(403, { en: 'You can only upload as yourself (IdUser).', es: 'Solo puede cargar a su propio nombre (IdUser).' });
    const query = assignedTypes(db, me);
    const type = await ('id' in by ? query.where('u.id', '=', by.id) : query.where(sql`lower(u.code)`, '=', by.code.toLowerCase())).executeTakeFirst();
    if (!type) {
      const which = 'id' in by ? String(by.id) : by.code;
      throw new LineError(403, { en: `The upload type ${which} does not exist or is not assigned to you.`, es: `El tipo de cargue ${which} no existe o no le está asignado.` });
    }
    return type;
  };

  const preview = async (req: Request, type: Awaited<ReturnType<typeof allowedType>>) => {
    const file = receivedFile(req);
    const sheet = await readWorkbook(file.buffer, file.originalname);
    return storePreview(db, rest, type, authOf(req).user.id, file.originalname, sheet, languageOf(req));
  };

  router.post('/ProcessUploadFile/UploadFile', async (req, res, next) => {
    const { id, IdUser } = parseWith(uploadPreviewCall.query, queryOf(req));
    res.locals.uploadType = await allowedType(req, { id }, IdUser);
    next();
  }, receiveSpreadsheet, async (req, res) => {
    ok(res, await preview(req, res.locals.uploadType));
  });

  router.post('/ProcessUploadFile/UploadFileCode', async (req, res, next) => {
    const { Code, IdUser } = parseWith(uploadByCodeCall.query, queryOf(req));
    res.locals.uploadType = await allowedType(req, { code: Code }, IdUser);
    next();
  }, receiveSpreadsheet, async (req, res) => {
    ok(res, await preview(req, res.locals.uploadType));
  });

  router.get('/ProcessUploadFile/GetTransaction', async (req, res) => {
    const { id } = parseWith(getTransaction.query, queryOf(req));
    ok(res, await transactionView(db, id, authOf(req).user.id));
  });

  router.post('/ProcessFile/ProcessFile', async (req, res) => {
    const { id, onlyValid } = parseWith(processFile.body, objectBody(req));
    const lang = languageOf(req);
    const result = await importTransaction(db, rest, id, authOf(req).user.id, onlyValid, lang);
    ok(res, result, lang === 'es' ? `Se escribieron ${result.written} filas.` : `${result.written} rows were written.`);
  });

  router.get('/ProcessUploadFile/LeftOut', async (req, res) => {
    const { id } = parseWith(getTransaction.query, queryOf(req));
    // a download link cannot send Accept-Language: ?lang= says it
    const asked = queryOf(req).lang;
    const lang = asked === 'es' || asked === 'en' ? asked : languageOf(req);
    const { columns, rows, fileName } = await leftOutOf(db, rest, id, authOf(req).user.id);
    const base = fileName.replace(/\.(xlsx|xls)$/i, '').replace(/[^\w.-]+/g, '_').slice(0, 80) || 'cargue';
    res.setHeader('Content-Type', XLSX_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${base}-${lang === 'es' ? 'excluidas' : 'left-out'}.xlsx"`);
    res.send(leftOutWorkbook(columns, rows, lang));
  });

  return router;
}
