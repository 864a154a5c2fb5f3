/**
 * The shell's workflow calls as named methods of the data provider (react-admin's CRM example idiom):
 * `useDataProvider<AppDataProvider>().getCompanyInfo()`. No screen writes an endpoint path.
 * Each is called by its route (contracts/routes), typed by its contract (contracts/endpoints, as a type only).
 */
import type { Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import type { HttpClient } from '../../dataProviders/httpClient';
import { uploadCaller, type Uploader } from '../../dataProviders/upload';
import { sessionCalls } from './auth/sessionCalls';
import type { actionsApply, actionsGet } from '../../contracts/endpoints/actions';
import type { menuGetItem } from '../../contracts/endpoints/menus';
import type { notificationList } from '../../contracts/endpoints/notifications';
import type { uploadList } from '../../contracts/endpoints/uploads';
import { caller, type AnswerOf, type BodyOf, type QueryOf } from '../../dataProviders/endpointCall';
import * as routes from '../../contracts/routes';

export interface FileSlot {
  ownerId: Identifier;
  tableName: string;
}

type SlotQuery = QueryOf<typeof uploadList>;
/** The query of a file slot; the table names are the contract's (checked by the server). */
const slotQuery = ({ ownerId, tableName }: FileSlot): SlotQuery => ({ id: Number(ownerId), tableName: tableName as SlotQuery['tableName'], islocal: true });

export const shellCalls = (http: HttpClient, upload: Uploader) => {
  const { getCompanyInfo } = sessionCalls(http);
  const call = caller(http);
  const uploadTo = uploadCaller(upload);
  return {
    getCompanyInfo: () => getCompanyInfo(),
    /** GET ProcessBlod/GetNotificationBlod?idUser */
    getNotifications: async (userId: number): Promise<AnswerOf<typeof notificationList>> =>
      (await call(routes.notificationList, { query: { idUser: userId } })).data,
    /** POST ProcessBlod/DisableNotification?IdTransactionBlodFile */
    disableNotification: async (id: number): Promise<void> => {
      await call(routes.notificationDisable, { query: { IdTransactionBlodFile: id } });
    },
    /** POST Menu/GetItemMenu {id, userid}: the user's role on an external-module entry, and where it opens */
    getModuleEntryAccess: async (menuId: number, userId: number): Promise<AnswerOf<typeof menuGetItem>> =>
      (await call(routes.menuGetItem, { body: { id: menuId, userid: userId } })).data,
    /** POST User/changePassword with the values in the query string, as the API takes them (spec 01 §7.2) */
    changePassword: async (request: { userId: string; currentPassword: string; newPassword: string }): Promise<boolean> => {
      const query = { ...request, userId: Number(request.userId) };
      return (await call(routes.changePassword, { query })).data;
    },
    /** GET Actions/Get: the actions the signed-in user may apply, labelled in their language */
    getActions: async (): Promise<AnswerOf<typeof actionsGet>> => (await call(routes.actionsGet)).data,
    /** POST Actions/Apply {item}: applies one; the server's message says what it did */
    applyAction: async (item: BodyOf<typeof actionsApply>['item']): Promise<{ message: string; data: AnswerOf<typeof actionsApply> }> => {
      const { message, data } = await call(routes.actionsApply, { body: { item } });
      return { message, data };
    },
    /** GET Upload/Get: the files of one slot (a record's files in one table) */
    getFiles: async (slot: FileSlot): Promise<AnswerOf<typeof uploadList>> =>
      (await call(routes.uploadList, { query: slotQuery(slot) })).data ?? [],
    /** POST Upload/UploadFile?id&tableName&islocal (multipart), with progress and abort */
    uploadFiles: async (slot: FileSlot, files: File[], options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}) =>
      (await uploadTo(routes.uploadFile, { query: slotQuery(slot), files, ...options })).data,
    /** POST Upload/DeleteFile {id} */
    deleteFile: async (id: Identifier): Promise<void> => {
      await call(routes.uploadDelete, { body: { id: Number(id) } });
    },
  };
};

export type ShellCalls = ReturnType<typeof shellCalls>;

/** The data provider every screen of the shell sees. */
export type AppDataProvider = ConsoleDataProvider & ShellCalls;
