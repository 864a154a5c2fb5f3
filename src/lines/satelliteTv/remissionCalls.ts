/**
 * The satellite-TV line's calls, part 2 (spec 02 §7 Remission, Talker, Georeferencing, Order and serial; spec 03 §7
 * GetOrderOwner, UploadSkuApproved), typed from the zod contracts; module base and token as in calls.ts.
 */
import type * as o from '../../../contracts/endpoints/satelliteTvOrders';
import type * as r from '../../../contracts/endpoints/satelliteTvRemissions';
import type { AnswerOf, BodyOf } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type { HttpClient } from '../../../dataProviders/httpClient';
import { uploadCaller, type Uploader } from '../../../dataProviders/upload';
import { moduleOrApi } from '../../shell/apiClient';
import type { AppDataProvider } from '../../shell/shellCalls';
import { moduleCaller, type PageRequest } from './calls';

export type RemissionRow = AnswerOf<typeof r.remissionList>['items'][number];
export type RemissionInfo = AnswerOf<typeof r.remissionGet>;
export type RemissionReportRow = AnswerOf<typeof r.remissionDetailGet>[number];
export type RemissionLineResult = AnswerOf<typeof r.remissionDetailSave>[number];
export type TalkerStore = AnswerOf<typeof r.talkerStores>['items'][number];
export type StoreLabels = AnswerOf<typeof r.talkerLocations>;
export type GeneratedFile = AnswerOf<typeof r.talkerLabelsPdf>;
export type GeoreferencingRow = AnswerOf<typeof o.georeferencingList>[number];
export type OrderInfo = NonNullable<AnswerOf<typeof o.orderGet>>;
export type OrderOwner = NonNullable<AnswerOf<typeof o.orderOwnerGet>>;
export type SerialRow = AnswerOf<typeof o.orderAssigned>['items'][number];

export const remissionCalls = (http: HttpClient, upload: Uploader) => {
  const call = moduleCaller(http);
  const uploadTo = uploadCaller(upload);
  return {
    listRemissions: async (body: PageRequest) =>
      (await call(routes.remissionList, { body: { search: '', ...body } })).data,
    remissionTransporters: async () => (await call(routes.remissionTransporters)).data,
    remissionWareHouses: async () => (await call(routes.remissionWareHouses)).data,
    saveRemission: (body: BodyOf<typeof r.remissionSave>) => call(routes.remissionSave, { body }),
    remissionInfo: async (id: number) => (await call(routes.remissionGet, { query: { id } })).data,
    remissionLines: async (id: number) =>
      (await call(routes.remissionDetailGet, { query: { id } })).data,
    saveRemissionLines: async (body: BodyOf<typeof r.remissionDetailSave>) =>
      (await call(routes.remissionDetailSave, { body })).data,

    talkerStores: async (body: PageRequest) =>
      (await call(routes.talkerStores, { body: { search: '', ...body } })).data,
    storeLabels: async (id: number, location = '') =>
      (await call(routes.talkerLocations, { query: { id, location } })).data,
    storeLabelsPdf: async (id: number, location: string) =>
      (await call(routes.talkerLabelsPdf, { query: { id, location } })).data,

    georeferencing: async () => (await call(routes.georeferencingList)).data,
    markGeoreferencingDownloaded: async (ids: number[]) =>
      (await call(routes.georeferencingDownloaded, { body: { ids } })).data,

    findOrder: async (nroOrden: string) => call(routes.orderGet, { query: { nroOrden } }),
    orderOwner: async (nroOrder: string) => (await call(routes.orderOwnerGet, { query: { nroOrder } })).data,
    assignedSerials: async (body: BodyOf<typeof o.orderAssigned>) =>
      (await call(routes.orderAssigned, { body })).data,
    approvedSerials: async (body: BodyOf<typeof o.orderApproved>) =>
      (await call(routes.orderApproved, { body })).data,
    saveSerial: (body: BodyOf<typeof o.orderSerialSave>) => call(routes.orderSerialSave, { body }),
    importSerials: (nroOrde: string, file: File) =>
      uploadTo(routes.orderImport, { query: { nroOrde }, files: [file], base: moduleOrApi() }),
    deleteSerial: (id: number) => call(routes.orderSerialDelete, { query: { id } }),
    approveSerials: (nroOrden: string, body: BodyOf<typeof o.orderApprove>) =>
      call(routes.orderApprove, { query: { nroOrden }, body }),
  };
};

export type RemissionCalls = ReturnType<typeof remissionCalls>;
export type SatelliteTv2DataProvider = AppDataProvider & RemissionCalls;
