/**
 * The uploads line's calls (spec 01 §7.5, spec 04 §7) as named methods of the data provider, typed from the zod
 * contracts (types only). The import goes to the api its transaction names ({api}/ProcessFile/ProcessFile).
 */
import type { HttpClient } from '../../../dataProviders/httpClient';
import type { Uploader } from '../../../dataProviders/upload';
import type {
  blobSaveContent, BlobContent, ProcessResult, UploadPreview, UploadTransaction, UploadType, uploadTypeList,
} from '../../../contracts/endpoints/processUpload';
import type { BodyOf } from '../../../dataProviders/endpointCall';
import { sessionUserId } from '../../auth/session';
import type { AppDataProvider } from '../../shellCalls';

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const me = () => Number(sessionUserId() ?? 0);

/** The transaction's api as a base: this console's own API when it names it, else that address. */
const baseOf = (api: string): 'api' | { url: string } => (!api || api === '/api/' ? 'api' : { url: api });

export const uploadsCalls = (http: HttpClient, upload: Uploader) => ({
  /** The types the signed-in user may upload with (ProcessUploadFile/List with UserId). */
  listMyUploadTypes: async (): Promise<UploadType[]> => {
    const body: Partial<BodyOf<typeof uploadTypeList>> = { pageIndex: 1, pageSize: 999999, UserId: me() };
    return (await http<{ items: UploadType[] }>({ method: 'POST', path: 'ProcessUploadFile/List', body })).data.items;
  },
  /** ProcessUploadFile/UploadFile?id&IdUser: the preview of every row, and the transaction (resp). */
  previewUpload: async (typeId: number, file: File, options: UploadOptions = {}): Promise<UploadPreview> =>
    (await upload<UploadPreview>({ path: 'ProcessUploadFile/UploadFile', query: { id: typeId, IdUser: me() }, files: [file], ...options })).data,
  /** ProcessUploadFile/UploadFileCode?Code&IdUser (order loading's fixed code). */
  previewUploadByCode: async (code: string, file: File, options: UploadOptions = {}): Promise<UploadPreview> =>
    (await upload<UploadPreview>({ path: 'ProcessUploadFile/UploadFileCode', query: { Code: code, IdUser: me() }, files: [file], ...options })).data,
  /** GetTransaction?id, then {api}/ProcessFile/ProcessFile with it: all or nothing, or only the valid rows. */
  importUpload: async (resp: number, onlyValid: boolean): Promise<ProcessResult> => {
    const transaction = (await http<UploadTransaction>({ path: 'ProcessUploadFile/GetTransaction', query: { id: resp } })).data;
    return (await http<ProcessResult>({ method: 'POST', path: 'ProcessFile/ProcessFile', body: { ...transaction, onlyValid }, base: baseOf(transaction.api) })).data;
  },
  /** ProcessBlod/UploadFile, then ProcessBlod/SaveContent?urljson: answers the notification's id. */
  queueUpload: async (type: UploadType, file: File, options: UploadOptions = {}): Promise<number> => {
    const url = (await upload<string>({ path: 'ProcessBlod/UploadFile', files: [file], ...options })).data;
    const body: BlobContent = {
      StoreProcedure: type.storeProcedure, IdConfigurationUploadFile: type.idUploadFile, Format: type.format, ConnectionString: type.connectionString, idUser: me(),
    };
    const path: (typeof blobSaveContent)['path'] = 'ProcessBlod/SaveContent';
    return (await http<number>({ method: 'POST', path, query: { urljson: url }, body })).data;
  },
  /** Where the rows left out download as .xlsx (for dataProvider.fileUrl, which adds the session token). */
  leftOutUrl: async (resp: number, lang: string): Promise<string> => `ProcessUploadFile/LeftOut?id=${resp}&lang=${encodeURIComponent(lang)}`,
});

export type UploadsCalls = ReturnType<typeof uploadsCalls>;
export type UploadsDataProvider = AppDataProvider & UploadsCalls;
