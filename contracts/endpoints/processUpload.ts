/**
 * Spreadsheet uploads (issue 13; spec 01 §3, §4, §7.5, spec 04 §7): upload types (ProcessUploadFile/List, Get,
 * Save), the preview of an uploaded workbook (UploadFile?id&IdUser, UploadFileCode?Code&IdUser), its transaction
 * (GetTransaction?id) and the import ({api}/ProcessFile/ProcessFile), the rows left out as .xlsx, and the blob path
 * of the background upload (ProcessBlod/UploadFile, ProcessBlod/SaveContent?urljson). Shared by the mock server
 * and the app. (The database attachments' uploads are contracts/endpoints/uploads.ts.)
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/processUpload';
import { flag, integer, oneOf, recordId, requiredText, text } from './fields';

/** The fixed code of the order-loading type (spec 01 §4: "The order-loading code is a fixed constant"). */
export const ORDER_LOADING_CODE = 'CARGUE_PEDIDOS';
export const UPLOAD_FORMATS = ['XML', 'JSON'] as const;
/** Limits of "Spreadsheets, for real and safely". */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 100_000;
export const UPLOAD_MAX_INFLATED_BYTES = 200 * 1024 * 1024;
/** The page sizes of spec 01 §9. */
export const UPLOAD_TYPES_PAGE_SIZE = 10;
export const ORDER_RESULTS_PAGE_SIZE = 20;

export const uploadType = z.object({
  /** = idUploadFile (react-admin's record id) */
  id: z.number().int(),
  idUploadFile: z.number().int(),
  alias: z.string(),
  code: z.string(),
  storeProcedure: z.string(),
  api: z.string(),
  format: z.enum(UPLOAD_FORMATS),
  dataBaseId: z.number().int(),
  connectionString: z.string(),
  dataBaseName: z.string(),
  version: z.number().int(),
});
export type UploadType = z.infer<typeof uploadType>;

export const uploadTypeList = endpoint({
  ...routes.uploadTypeList,
  body: z.object({
    pageIndex: integer({ min: 1 }).default(1),
    pageSize: integer({ min: 1, max: 9_999_999 }).default(UPLOAD_TYPES_PAGE_SIZE),
    /** on the upload screen: only the types this user is assigned to (Permissions, table type upload) */
    UserId: integer({ min: 1 }).optional(),
    search: text(100).default(''),
  }),
  answer: z.object({ items: z.array(uploadType), totalItemCount: z.number().int() }),
});

export const uploadTypeGet = endpoint({ ...routes.uploadTypeGet, query: z.object({ id: recordId() }), answer: uploadType });

/** Spec 01 §5: alias, code, api, storeProcedure and format required. idUploadFile (or id) 0 creates. */
const idOfRecord = (value: unknown) =>
  value && typeof value === 'object' && !('idUploadFile' in value) && 'id' in value ? { ...value, idUploadFile: (value as { id: unknown }).id } : value;
export const uploadTypeFields = z.preprocess(idOfRecord, z.object({
  idUploadFile: integer({ min: 0 }).default(0),
  version: integer({ min: 1 }).optional(),
  alias: requiredText(100),
  code: requiredText(50),
  api: requiredText(200),
  storeProcedure: requiredText(100),
  format: oneOf(UPLOAD_FORMATS),
  dataBaseId: recordId(),
  connectionString: text(300).default(''),
}));
export type UploadTypeFields = z.input<typeof uploadTypeFields>;
export const uploadTypeSave = endpoint({ ...routes.uploadTypeSave, body: uploadTypeFields, answer: z.number().int() });

/** A cell as read: its cached value (formulas are never evaluated). */
export const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type CellValue = z.infer<typeof cellValue>;

export const previewRow = z.object({
  /** the row's number in the sheet (the header is row 1) */
  row: z.number().int(),
  cells: z.array(cellValue),
  /** column → message, in the caller's language; absent when the row is valid */
  errors: z.record(z.string(), z.string()).optional(),
});
export type PreviewRow = z.infer<typeof previewRow>;

export const uploadSummary = z.object({ read: z.number().int(), valid: z.number().int(), invalid: z.number().int() });
export type UploadSummary = z.infer<typeof uploadSummary>;

export const uploadPreview = z.object({
  /** the transaction to import (spec: data.resp) */
  resp: z.number().int(),
  columns: z.array(z.string()),
  items: z.array(previewRow),
  summary: uploadSummary,
});
export type UploadPreview = z.infer<typeof uploadPreview>;

/** multipart/form-data with fields file_0, ... (one spreadsheet) */
export const uploadPreviewCall = endpoint({
  ...routes.uploadPreviewCall,
  bodyKind: 'multipart',
  query: z.object({ id: recordId(), IdUser: recordId() }),
  answer: uploadPreview,
});
export const uploadByCodeCall = endpoint({
  ...routes.uploadByCodeCall,
  bodyKind: 'multipart',
  query: z.object({ Code: requiredText(50), IdUser: recordId() }),
  answer: uploadPreview,
});

export const TRANSACTION_STATES = ['PREVIEW', 'DONE'] as const;
export const uploadTransaction = z.object({
  id: z.number().int(),
  api: z.string(),
  idUploadFile: z.number().int(),
  alias: z.string(),
  storeProcedure: z.string(),
  format: z.enum(UPLOAD_FORMATS),
  fileName: z.string(),
  state: z.enum(TRANSACTION_STATES),
  summary: uploadSummary,
  written: z.number().int(),
});
export type UploadTransaction = z.infer<typeof uploadTransaction>;
export const getTransaction = endpoint({ ...routes.getTransaction, query: z.object({ id: recordId() }), answer: uploadTransaction });

/** One row of the import's result (spec 04 §7: objeto and error). */
export const processedRow = z.object({ row: z.number().int(), objeto: z.string(), error: z.string() });
export type ProcessedRow = z.infer<typeof processedRow>;
export const processResult = z.object({ written: z.number().int(), leftOut: z.number().int(), rows: z.array(processedRow) });
export type ProcessResult = z.infer<typeof processResult>;

/** The transaction as GetTransaction answered it; onlyValid writes the valid rows and leaves the others out. */
export const processFile = endpoint({
  ...routes.processFile,
  body: z.object({ id: recordId(), onlyValid: flag().default(false) }),
  answer: processResult,
});

/** The rows left out, as .xlsx with an error column (a file, not an envelope; ?token= accepted for a link). */
export const leftOutRows = routes.leftOutRows;

export const blobUpload = endpoint({ ...routes.blobUpload, bodyKind: 'multipart', answer: z.string() });
export const blobContent = z.object({
  StoreProcedure: requiredText(100),
  IdConfigurationUploadFile: recordId(),
  Format: oneOf(UPLOAD_FORMATS),
  ConnectionString: text(300).default(''),
  idUser: recordId(),
});
export type BlobContent = z.input<typeof blobContent>;
/** Queues the stored file; answers the notification's id (PENDING → PENDING... → COMPLETE or ERROR). */
export const blobSaveContent = endpoint({
  ...routes.blobSaveContent,
  query: z.object({ urljson: requiredText(300) }),
  body: blobContent,
  answer: z.number().int(),
});
