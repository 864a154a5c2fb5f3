// The background upload (spec 01 §2.2 "An alternative upload screen goes through a blob-storage step", §7.5):
// ProcessBlod/UploadFile stores the spreadsheet (checked to be one) and answers its url; ProcessBlod/SaveContent
// ?urljson={url} queues it for the type. The server then reads and imports it in the background (all rows or none),
// reporting PENDING → PENDING... → COMPLETE or ERROR through the notifications (notify.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { blobSaveContent, blobUpload } from '../../../contracts/endpoints/processUpload';
import type { ApiContext } from '../../shell/api/context';
import { authOf } from '../../core/actor';
import { handle } from '../../core/handle';
import { ApiError, refuse } from '../../core/refuse';
import type { Database } from '../../core/db/schema';
import { languageOf } from '../../shell/messages';
import type { RestStore } from '../../shell/store';
import { UPLOADS_DIR_NAME } from '../../shell/store';
import { bothOf } from './kinds/kind';
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

  handle(router, blobUpload, async ({ req }) => {
    const file = receivedFile(req);
    const ext = await sniffSpreadsheet(file.buffer, file.originalname);
    const name = `${authOf(req).user.id}-${randomBytes(12).toString('hex')}.${ext}`;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${name}.part`), file.buffer, { mode: 0o600 });
    await rename(path.join(dir, `${name}.part`), path.join(dir, name));
    await writeFile(path.join(dir, `${name}.name`), file.originalname.slice(0, 200), { mode: 0o600 });
    return `blob/${name}`;
  }, { before: [receiveSpreadsheet] });

  handle(router, blobSaveContent, async ({ query: { urljson }, body: content, req }) => {
    const me = authOf(req).user.id;
    const match = BLOB_NAME.exec(path.basename(urljson));
    if (content.idUser !== me || !match || Number(match[1]) !== me) {
      refuse(404, 'uploads.notYourFile', { url: urljson });
    }
    const type = await assignedTypes(db, me).where('u.id', '=', content.IdConfigurationUploadFile).executeTakeFirst();
    if (!type) refuse(403, 'uploads.blobTypeNotAssigned', { id: content.IdConfigurationUploadFile });
    if (type.storeProcedure.toLowerCase() !== content.StoreProcedure.toLowerCase()) {
      refuse(400, 'uploads.otherProcedure', { alias: type.alias, procedure: type.storeProcedure, sent: content.StoreProcedure }, { field: 'StoreProcedure' });
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
        const reason = bothOf(error instanceof ApiError ? error.msg : { key: 'uploads.unexpected' });
        await notifyProgress(db, notifyUser, id, me, { process: 'ERROR', file: original, reason });
        if (!(error instanceof ApiError)) console.error('[uploads] background file failed:', error);
      } finally {
        await unlink(stored).catch(() => undefined);
        await unlink(`${stored}.name`).catch(() => undefined);
      }
    });
    return id;
  });

  return router;
}
