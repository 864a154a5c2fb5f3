/**
 * The uploads line's calls (spec 01 §7.5, spec 04 §7) as named methods of the data provider, typed from the zod
 * contracts (types only), by their routes. The import goes to the api its transaction names ({api}/ProcessFile/ProcessFile).
 */
import * as routes from '../../../contracts/routes';
import { caller, type BodyOf } from '../../../dataProviders/endpointCall';
import type { HttpClient } from '../../../dataProviders/httpClient';
import { uploadCaller, type Uploader } from '../../../dataProviders/upload';
import type { ProcessResult, UploadPreview, UploadType, uploadTypeList } from '../../../contracts/endpoints/processUpload';
import { sessionUserId } from '../../shell/auth/session';
import type { AppDataProvider } from '../../shell/shellCalls';

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const me = () => Number(sessionUserId() ?? 0);

/** The transaction's api as a base: this console's own API when it names it, else that address. */
const baseOf = (api: string): 'api' | { url: string } => (!api || api === '/api/' ? 'api' : { url: api });

export const uploadsCalls = (http: HttpClient, upload: Uploader) => {
  const call = caller(http);
  const uploadTo = uploadCaller(upload);
  return {
    /** The types the signed-in user may upload with (ProcessUploadFile/List with UserId). */
    listMyUploadTypes: async (): Promise<UploadType[]> => {
      const body: Partial<BodyOf<typeof uploadTypeList>> = { pageIndex: 1, pageSize: 999999, UserId: me() };
      return (await call(routes.uploadTypeList, { body: body as BodyOf<typeof uploadTypeList> })).data.items;
    },
    /** ProcessUploadFile/UploadFile?id&IdUser: the preview of every row, and the transaction (resp). */
    previewUpload: async (typeId: number, file: File, options: UploadOptions = {}): Promise<UploadPreview> =>
      (await uploadTo(routes.uploadPreviewCall, { query: { id: typeId, IdUser: me() }, files: [file], ...options })).data,
    /** ProcessUploadFile/UploadFileCode?Code&IdUser (order loading's fixed code). */
    previewUploadByCode: async (code: string, file: File, options: UploadOptions = {}): Promise<UploadPreview> =>
      (await uploadTo(routes.uploadByCodeCall, { query: { Code: code, IdUser: me() }, files: [file], ...options })).data,
    /** GetTransaction?id, then {api}/ProcessFile/ProcessFile with it: all or nothing, or only the valid rows. */
    importUpload: async (resp: number, onlyValid: boolean): Promise<ProcessResult> => {
      const transaction = (await call(routes.getTransaction, { query: { id: resp } })).data;
      return (await call(routes.processFile, { body: { ...transaction, onlyValid }, base: baseOf(transaction.api) })).data;
    },
    /** ProcessBlod/UploadFile, then ProcessBlod/SaveContent?urljson: answers the notification's id. */
    queueUpload: async (type: UploadType, file: File, options: UploadOptions = {}): Promise<number> => {
      const url = (await uploadTo(routes.blobUpload, { files: [file], ...options })).data;
      const body = {
        StoreProcedure: type.storeProcedure, IdConfigurationUploadFile: type.idUploadFile, Format: type.format, ConnectionString: type.connectionString, idUser: me(),
      };
      return (await call(routes.blobSaveContent, { query: { urljson: url }, body })).data;
    },
    /** Where the rows left out download as .xlsx (for dataProvider.fileUrl, which adds the session token). */
    leftOutUrl: async (resp: number, lang: string): Promise<string> => `${routes.leftOutRows.path}?id=${resp}&lang=${encodeURIComponent(lang)}`,
  };
};

export type UploadsCalls = ReturnType<typeof uploadsCalls>;
export type UploadsDataProvider = AppDataProvider & UploadsCalls;
