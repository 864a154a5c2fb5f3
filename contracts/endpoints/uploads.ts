/** Attachments of a database (spec 01 §3, §4, §7.3). Guarded by the databases menu entry. */
import { z } from 'zod';
import { endpoint } from '../envelope';
import { flag, oneOf, recordId } from './fields';

export const ICON_TABLE = 'DataBasesObjectIcon';
export const FILES_TABLE = 'DataBasesObject';

export const uploadTarget = z.object({
  id: recordId(),
  tableName: oneOf([ICON_TABLE, FILES_TABLE]),
  islocal: flag().default(true),
});

export const storedFile = z.object({ id: z.number().int(), name: z.string(), url: z.string(), type: z.string(), size: z.number().int() });
export type StoredFileView = z.infer<typeof storedFile>;

/** multipart/form-data with fields file_0, file_1, ... */
export const uploadFile = endpoint({ method: 'POST', path: 'Upload/UploadFile', bodyKind: 'multipart', query: uploadTarget, answer: z.array(storedFile) });
export const uploadList = endpoint({ method: 'GET', path: 'Upload/Get', query: uploadTarget, answer: z.array(storedFile) });
export const uploadDelete = endpoint({ method: 'POST', path: 'Upload/DeleteFile', body: z.object({ id: recordId() }), answer: z.number().int() });
