/**
 * The satellite-TV line's calls, part 2 (spec 02 §7 Remission, Talker, Georeferencing, Order and serial; spec 03 §7
 * GetOrderOwner, UploadSkuApproved), typed from the zod contracts; module base and token as in calls.ts.
 */
import type { Endpoint } from '../../../contracts/envelope';
import type * as o from '../../../contracts/endpoints/satelliteTvOrders';
import type * as r from '../../../contracts/endpoints/satelliteTvRemissions';
import type { AnswerOf, BodyOf, EndpointRequest } from '../../../dataProviders/endpointCall';
import type { ApiRequest, Envelope, HttpClient } from '../../../dataProviders/httpClient';
import type { Uploader } from '../../../dataProviders/upload';
import { moduleOrApi } from '../../apiClient';
import type { AppDataProvider } from '../../shellCalls';
import type { PageRequest } from './calls';

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

const send = <E extends Endpoint>(http: HttpClient, request: EndpointRequest<E>): Promise<Envelope<AnswerOf<E>>> =>
  http<AnswerOf<E>>({ ...request, base: moduleOrApi() } as ApiRequest);

export const remissionCalls = (http: HttpClient, upload: Uploader) => ({
  listRemissions: async (body: PageRequest) =>
    (await send<typeof r.remissionList>(http, { method: 'POST', path: 'Remission/GetRemission', body: { search: '', ...body } })).data,
  remissionTransporters: async () => (await send<typeof r.remissionTransporters>(http, { method: 'GET', path: 'Remission/GetTransporter' })).data,
  remissionWareHouses: async () => (await send<typeof r.remissionWareHouses>(http, { method: 'GET', path: 'Remission/GetWareHouse' })).data,
  saveRemission: (body: BodyOf<typeof r.remissionSave>) => send<typeof r.remissionSave>(http, { method: 'POST', path: 'Remission/RemissionSave', body }),
  remissionInfo: async (id: number) => (await send<typeof r.remissionGet>(http, { method: 'GET', path: 'Remission/GetRemissionById', query: { id } })).data,
  remissionLines: async (id: number) =>
    (await send<typeof r.remissionDetailGet>(http, { method: 'GET', path: 'Remission/GetRemissionDetailById', query: { id } })).data,
  saveRemissionLines: async (body: BodyOf<typeof r.remissionDetailSave>) =>
    (await send<typeof r.remissionDetailSave>(http, { method: 'POST', path: 'Remission/SaveRemissionDetail', body })).data,

  talkerStores: async (body: PageRequest) =>
    (await send<typeof r.talkerStores>(http, { method: 'POST', path: 'Talker/GetStore', body: { search: '', ...body } })).data,
  storeLabels: async (id: number, location = '') =>
    (await send<typeof r.talkerLocations>(http, { method: 'GET', path: 'Talker/GetAllLocationByIdStore', query: { id, location } })).data,
  storeLabelsPdf: async (id: number, location: string) =>
    (await send<typeof r.talkerLabelsPdf>(http, { method: 'GET', path: 'Talker/GetAllLocationByIdStorePDF', query: { id, location } })).data,

  georeferencing: async () => (await send<typeof o.georeferencingList>(http, { method: 'GET', path: 'Order/getGeoreferencing' })).data,
  markGeoreferencingDownloaded: async (ids: number[]) =>
    (await send<typeof o.georeferencingDownloaded>(http, { method: 'POST', path: 'Order/DownloadedGeoreferencing', body: { ids } })).data,

  findOrder: async (nroOrden: string) => send<typeof o.orderGet>(http, { method: 'GET', path: 'Order/Get', query: { nroOrden } }),
  orderOwner: async (nroOrder: string) => (await send<typeof o.orderOwnerGet>(http, { method: 'GET', path: 'Order/GetOrderOwner', query: { nroOrder } })).data,
  assignedSerials: async (body: BodyOf<typeof o.orderAssigned>) =>
    (await send<typeof o.orderAssigned>(http, { method: 'POST', path: 'Order/UploadSkuAssigner', body })).data,
  approvedSerials: async (body: BodyOf<typeof o.orderApproved>) =>
    (await send<typeof o.orderApproved>(http, { method: 'POST', path: 'Order/UploadSkuApproved', body })).data,
  saveSerial: (body: BodyOf<typeof o.orderSerialSave>) => send<typeof o.orderSerialSave>(http, { method: 'POST', path: 'Order/Save', body }),
  importSerials: (nroOrde: string, file: File) =>
    upload<AnswerOf<typeof o.orderImport>>({ path: 'Order/Import', query: { nroOrde }, files: [file], base: moduleOrApi() }),
  deleteSerial: (id: number) => send<typeof o.orderSerialDelete>(http, { method: 'POST', path: 'Order/Delete', query: { id } }),
  approveSerials: (nroOrden: string, body: BodyOf<typeof o.orderApprove>) =>
    send<typeof o.orderApprove>(http, { method: 'POST', path: 'Order/ApprovedSku', query: { nroOrden }, body }),
});

export type RemissionCalls = ReturnType<typeof remissionCalls>;
export type SatelliteTv2DataProvider = AppDataProvider & RemissionCalls;
