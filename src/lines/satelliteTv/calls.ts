/**
 * The satellite-TV line's calls, part 1 (spec 02 §7 Integration, Inventory adjustment, Integration adjustment),
 * typed from the zod contracts; no screen writes an endpoint path. Module calls: with a `url` query parameter on
 * the page, that base is used and `token` added (spec 02: every screen reads both from the query string).
 */
import type { Endpoint } from '../../../contracts/envelope';
import type * as c from '../../../contracts/endpoints/satelliteTv';
import type * as a from '../../../contracts/endpoints/satelliteTvAdjustments';
import type { AnswerOf, BodyOf, EndpointRequest } from '../../../dataProviders/endpointCall';
import type { ApiRequest, Envelope, HttpClient } from '../../../dataProviders/httpClient';
import { moduleOrApi } from '../../apiClient';
import type { AppDataProvider } from '../../shellCalls';

export type MessageRow = AnswerOf<typeof c.integrationList>['items'][number];
export type MessageListBody = BodyOf<typeof c.integrationList>;
export type MessageDetail = AnswerOf<typeof c.integrationGet>;
export type ConfigurationRow = AnswerOf<typeof c.configurationList>['items'][number];
export type FlowRow = AnswerOf<typeof c.flowList>['items'][number];
export type InventoryRow = AnswerOf<typeof a.inventoryAdjustmentList>['items'][number];
export type IntegrationRow = AnswerOf<typeof a.integrationAdjustmentList>['items'][number];
export type IntegrationDetail = AnswerOf<typeof a.integrationAdjustmentGet>;
export type MasterItem = AnswerOf<typeof c.masterWareHouses>[number];
export interface PageRequest { pageIndex: number; pageSize: number; search?: string }

const send = <E extends Endpoint>(http: HttpClient, request: EndpointRequest<E>): Promise<Envelope<AnswerOf<E>>> =>
  http<AnswerOf<E>>({ ...request, base: moduleOrApi() } as ApiRequest);

export const satelliteTvCalls = (http: HttpClient) => ({
  listMessages: async (body: MessageListBody) => (await send<typeof c.integrationList>(http, { method: 'POST', path: 'Integration/List', body })).data,
  getMessage: async (id: number) => (await send<typeof c.integrationGet>(http, { method: 'GET', path: 'Integration/Get', query: { id } })).data,
  reprocessMessage: (body: BodyOf<typeof c.integrationSave>) => send<typeof c.integrationSave>(http, { method: 'POST', path: 'Integration/Save', body }),
  listConfigurations: async (body: PageRequest) =>
    (await send<typeof c.configurationList>(http, { method: 'POST', path: 'IntegraConfiguration/List', body })).data,
  saveConfiguration: (body: BodyOf<typeof c.configurationSave>) =>
    send<typeof c.configurationSave>(http, { method: 'POST', path: 'IntegraConfiguration/Save', body }),
  listFlows: async (body: PageRequest) =>
    (await send<typeof c.flowList>(http, { method: 'POST', path: 'Flow/List', body: { type: 'DIRECTTV', ...body } })).data,
  saveFlow: (body: BodyOf<typeof c.flowSave>) => send<typeof c.flowSave>(http, { method: 'POST', path: 'Flow/Save', body }),

  listInventoryAdjustments: async (body: PageRequest) =>
    (await send<typeof a.inventoryAdjustmentList>(http, { method: 'POST', path: 'InventoryAdjustment/List', body: { search: '', ...body } })).data,
  inventoryConfigurations: async () =>
    (await send<typeof a.inventoryAdjustmentConfigurationGet>(http, { method: 'GET', path: 'InventoryAdjustment/ConfigurationGet' })).data,
  inventoryAdjustmentItems: async (id: number) =>
    (await send<typeof a.inventoryAdjustmentGet>(http, { method: 'GET', path: 'InventoryAdjustment/Get', query: { id } })).data,
  saveInventoryAdjustment: (body: BodyOf<typeof a.inventoryAdjustmentSave>) =>
    send<typeof a.inventoryAdjustmentSave>(http, { method: 'POST', path: 'InventoryAdjustment/Save', body }),
  /** POST, not the spec's GET: a delete must not be something a prefetch can trigger. */
  deleteInventoryAdjustment: (id: number) =>
    send<typeof a.inventoryAdjustmentDelete>(http, { method: 'POST', path: 'InventoryAdjustment/Delete', query: { id } }),

  listIntegrationAdjustments: async (body: PageRequest) =>
    (await send<typeof a.integrationAdjustmentList>(http, { method: 'POST', path: 'IntegrationAdjustment/List', body: { search: '', ...body } })).data,
  getIntegrationAdjustment: async (id: number) =>
    (await send<typeof a.integrationAdjustmentGet>(http, { method: 'GET', path: 'IntegrationAdjustment/Get', query: { id } })).data,
  saveIntegrationAdjustment: (body: BodyOf<typeof a.integrationAdjustmentSave>) =>
    send<typeof a.integrationAdjustmentSave>(http, { method: 'POST', path: 'IntegrationAdjustment/Save', body }),
  wareHouses: async () => (await send<typeof c.masterWareHouses>(http, { method: 'GET', path: 'Master/WareHouses' })).data,
  subInventories: async () => (await send<typeof c.masterSubInventories>(http, { method: 'GET', path: 'Master/SubInventories' })).data,
  parts: async () => (await send<typeof c.masterParties>(http, { method: 'GET', path: 'Master/Parties' })).data,
});

export type SatelliteTvCalls = ReturnType<typeof satelliteTvCalls>;
export type SatelliteTvDataProvider = AppDataProvider & SatelliteTvCalls;
