// The background upload (spec 01 §2.2 "An alternative upload screen goes through a blob-storage step", §7.5):
// ProcessBlod/UploadFile stores the spreadsheet (checked to be one) and answers its url; ProcessBlod/SaveContent
// ?urljson={url} queues it for the type. The server then reads and imports it in the background (all rows or none),
// reporting PENDING → PENDING... → COMPLETE or ERROR through the notifications (notify.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { blobSaveContent } from '../../../contracts/endpoints/processUpload';
import type { ApiContext } from '../../api/context';
import { authOf } from '../../auth';
import type { Database } from '../../db/schema';
import { objectBody, ok } from '../../http';
import { languageOf } from '../../messages';
import type { RestStore } from '../../store';
import { UPLOADS_DIR_NAME } from '../../store';
import { LineError, parseWith, queryOf } from '../lineHttp';
import { notifyProgress, notifyQueued } from './notify';
import { receivedFile, receiveSpreadsheet } from './receive';
import { importTransaction, storePreview } from './transactions';
import { assignedTypes } from './typeRoutes';
import { readWorkbook, sniffSpreadsheet } from './workbook';

/** How long a queued file shows PENDING before it is processed (PENDING...). */
export const BLOB_QUEUE_MS = 400;
const BLOB_NAME = /^(\d+)-([0-9a-f]{24})\.(xlsx|xls)$/;

export function blobRoutes({ db, dataDir, notifyUser, later }: ApiContext, rest: RestStore): Router {
  const router = Router();
  const dir = path.join(dataDir, UPLOADS_DIR_NAME, 'blob');

  router.post('/ProcessBlod/UploadFile', receiveSpreadsheet, async (req, res) => {
    const file = receivedFile(req);
    const ext = await sniffSpreadsheet(file.buffer, file.originalname);
    const name = `${authOf(req).user.id}-${randomBytes(12).toString('hex')}.${ext}`;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${name}.part`), file.buffer, { mode: 0o600 });
    await rename(path.join(dir, `${name}.part`), path.join(dir, name));
    await writeFile(path.join(dir, `${name}.name`), file.originalname.slice(0, 200), { mode: 0o600 });
    ok(res, `blob/${name}`);
  });

  router.post('/ProcessBlod/SaveContent', async (req, res) => {
    const { urljson } = parseWith(blobSaveContent.query, queryOf(req));
    const content = parseWith(blobSaveContent.body, objectBody(req));
    const me = authOf(req).user.id;
    const match = BLOB_NAME.exec(path.basename(urljson));
    if (content.idUser !== me || !match || Number(match[1]) !== me) {
      throw new LineError(404, { en: `The file ${urljson} is not one of your uploads.`, es: `El archivo ${urljson} no es uno de sus cargues.` });
    }
    const type = await assignedTypes(db, me).where('u.id', '=', content.IdConfigurationUploadFile).executeTakeFirst();
    if (!type) throw new LineError(403, { en: `The upload type ${content.IdConfigurationUploadFile} is not assigned to you.`, es: `El tipo de cargue ${content.IdConfigurationUploadFile} no le está asignado.` });
    if (type.storeProcedure.toLowerCase() !== content.StoreProcedure.toLowerCase()) {
      const text = { en: `The upload type ${type.alias} runs ${type.storeProcedure}, not ${content.StoreProcedure}.`, es: `El tipo de cargue ${type.alias} ejecuta ${type.storeProcedure}, no ${content.StoreProcedure}.` };
      throw new LineError(400, text, { StoreProcedure: text });
    }
    const stored = path.join(dir, match[0]);
    const original = await readFile(`${stored}.name`, 'utf8').catch(() => match[0]);
    const id = await notifyQueued(db, notifyUser, me, `CARGUE-${match[2].slice(0, 6).toUpperCase()}`, original);
    const lang = languageOf(req);
    later(BLOB_QUEUE_MS, async () => {
      await notifyProgress(db, notifyUser, id, me, { process: 'PENDING...', file: original });
      try {
        const sheet = await readWorkbook(await readFile(stored), original);
        const preview = await storePreview(db as Kysely<Database>, rest, type, me, original, sheet, lang);
        const result = await importTransaction(db, rest, preview.resp, me, false, lang);
        await notifyProgress(db, notifyUser, id, me, { process: 'COMPLETE', file: original, count: result.written });
      } catch (error) {
        const reason = error instanceof LineError ? error.text : { en: 'Unexpected error while processing.', es: 'Error inesperado al procesar.' };
        await notifyProgress(db, notifyUser, id, me, { process: 'ERROR', file: original, reason });
        if (!(error instanceof LineError)) console.error('[uploads] background file failed:', error);
      } finally {
        await unlink(stored).catch(() => undefined);
        await unlink(`${stored}.name`).catch(() => undefined);
      }
    });
    ok(res, id);
  });

  return router;
}
