/**
 * Attachments of a database (spec 01 §3, §4, §7.3), guarded by the databases menu entry; Upload/UploadFile is also
 * the shared upload component of the repair orders (spec 03 §7: table Guias, Documentos, Fotos or ComprobanteEntrega,
 * id the order's), guarded by the order's screens.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/uploads';
import { flag, oneOf, recordId } from './fields';
import { ORDER_FILE_KINDS } from './repairOrderFiles';

export const ICON_TABLE = 'DataBasesObjectIcon';
export const FILES_TABLE = 'DataBasesObject';

export const uploadTarget = z.object({
  id: recordId(),
  tableName: oneOf([ICON_TABLE, FILES_TABLE]),
  islocal: flag().default(true),
});

export const storedFile = z.object({ id: z.number().int(), name: z.string(), url: z.string(), type: z.string(), size: z.number().int() });
export type StoredFileView = z.infer<typeof storedFile>;

/** Upload/UploadFile's tables: a database's, or a repair order's (id: the order). */
export const uploadFileTarget = uploadTarget.extend({ tableName: oneOf([ICON_TABLE, FILES_TABLE, ...ORDER_FILE_KINDS]) });

/** multipart/form-data with fields file_0, file_1, ... */
export const uploadFile = endpoint({ ...routes.uploadFile, bodyKind: 'multipart', query: uploadFileTarget, answer: z.array(storedFile) });
export const uploadList = endpoint({ ...routes.uploadList, query: uploadTarget, answer: z.array(storedFile) });
export const uploadDelete = endpoint({ ...routes.uploadDelete, body: z.object({ id: recordId() }), answer: z.number().int() });

/**
 * GET Upload/File/<stored name>: a stored file itself, where the answers' `url`s point (bearer header or ?token=, for
 * <img src>). A file, not a call of the API reference: a path, without `endpoint()`.
 */
export const SERVED_FILE_PATH = 'Upload/File';
