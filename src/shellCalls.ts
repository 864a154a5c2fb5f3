/**
 * The shell's workflow calls as named methods of the data provider (react-admin's CRM example idiom):
 * `useDataProvider<AppDataProvider>().getCompanyInfo()`. No screen writes an endpoint path.
 * Answer types: the shared shapes (contracts/endpoints) and the screens' own, to be replaced by the
 * zod endpoint contracts (contracts/endpoints) without changing these signatures.
 */
import type { Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProviders';
import type { HttpClient } from '../dataProviders/httpClient';
import type { Uploader } from '../dataProviders/upload';
import { sessionCalls } from './auth/sessionCalls';
import type { StoredFile } from './components/attachments/useAttachments';
import type { ModuleEntryAccess } from './layout/menu/menuTree';
import type { BlodNotification } from './layout/notifications/useNotifications';

export interface FileSlot {
  ownerId: Identifier;
  tableName: string;
}

const slotQuery = ({ ownerId, tableName }: FileSlot) => ({ id: ownerId, tableName, islocal: true });

export const shellCalls = (http: HttpClient, upload: Uploader) => {
  const { getCompanyInfo } = sessionCalls(http);
  return {
    getCompanyInfo: () => getCompanyInfo(),
    /** GET ProcessBlod/GetNotificationBlod?idUser */
    getNotifications: async (userId: number): Promise<BlodNotification[]> =>
      (await http<BlodNotification[]>({ path: 'ProcessBlod/GetNotificationBlod', query: { idUser: userId } })).data,
    /** POST ProcessBlod/DisableNotification?IdTransactionBlodFile */
    disableNotification: async (id: number): Promise<void> => {
      await http({ method: 'POST', path: 'ProcessBlod/DisableNotification', query: { IdTransactionBlodFile: id } });
    },
    /** POST Menu/GetItemMenu {id, userid}: the user's role on an external-module entry, and where it opens */
    getModuleEntryAccess: async (menuId: number, userId: number): Promise<ModuleEntryAccess> =>
      (await http<ModuleEntryAccess>({ method: 'POST', path: 'Menu/GetItemMenu', body: { id: menuId, userid: userId } })).data,
    /** POST User/changePassword with the values in the query string, as the API takes them (spec 01 §7.2) */
    changePassword: async (request: { userId: string; currentPassword: string; newPassword: string }): Promise<boolean> =>
      (await http<boolean>({ method: 'POST', path: 'User/changePassword', query: request })).data,
    /** GET Upload/Get: the files of one slot (a record's files in one table) */
    getFiles: async (slot: FileSlot): Promise<StoredFile[]> =>
      (await http<StoredFile[] | null>({ path: 'Upload/Get', query: slotQuery(slot) })).data ?? [],
    /** POST Upload/UploadFile?id&tableName&islocal (multipart), with progress and abort */
    uploadFiles: async (slot: FileSlot, files: File[], options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}) =>
      (await upload<StoredFile[]>({ path: 'Upload/UploadFile', query: slotQuery(slot), files, ...options })).data,
    /** POST Upload/DeleteFile {id} */
    deleteFile: async (id: Identifier): Promise<void> => {
      await http({ method: 'POST', path: 'Upload/DeleteFile', body: { id } });
    },
  };
};

export type ShellCalls = ReturnType<typeof shellCalls>;

/** The data provider every screen of the shell sees. */
export type AppDataProvider = ConsoleDataProvider & ShellCalls;
