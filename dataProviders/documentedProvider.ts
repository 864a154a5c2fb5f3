import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { ResourceDefinition as ResourceDef, ResourceLookup } from '../contracts/resourceDefinition';
import type { ApiRequest, HttpClient } from './httpClient';
import { pageLocally } from './localPaging';

/** Reads a dotted path ('row.0', 'items', '' = the value itself). */
export const readPath = (value: unknown, path: string | undefined): unknown => {
  if (!path) return value;
  return path.split('.').reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]), value);
};

const endpointsOf = (def: ResourceDef) => {
  if (!def.endpoints) throw new Error(`Resource ${def.name} has no documented endpoints`);
  return def.endpoints;
};

/** The body of a list call: paging, sort and filters placed where the resource's endpoint expects them. */
export const buildListBody = (def: ResourceDef, params: Partial<GetListParams>): Record<string, unknown> => {
  const { list } = endpointsOf(def);
  const { page = 1, perPage = def.list.pageSize } = params.pagination ?? {};
  const body: Record<string, unknown> = { ...list.extraBody };
  if (list.paging) {
    body[list.paging.index] = page - 1 + list.paging.firstPage;
    body[list.paging.size] = perPage;
  }
  if (list.sort && params.sort?.field) {
    body[list.sort.field] = params.sort.field;
    body[list.sort.order] = params.sort.order;
  }
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === '') continue;
    // an endpoint without paging gets only its declared filters; the others are applied to its rows here
    if (!list.paging && !list.filters?.[name]) continue;
    body[list.filters?.[name] ?? name] = value;
  }
  return body;
};

/** What a resource's list screen asks for when it opens: first page, its page size and sort, no filter. */
export const defaultListParams = (def: Pick<ResourceDef, 'list'>) => ({
  pagination: { page: 1, perPage: def.list.pageSize },
  // react-admin's own default when a list names no sort
  sort: def.list.sort ?? { field: 'id', order: 'ASC' as const },
  filter: {},
});

/** The filters an unpaged endpoint did not take, to apply to its answer. */
const localFilters = (def: ResourceDef, filter: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(filter).filter(([name]) => !endpointsOf(def).list.filters?.[name]));

/** A GET sends its id/body as query parameters, a POST as a JSON body (or in the query, when its endpoint says so). */
const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, values: Record<string, unknown>, base: ApiRequest['base'], inQuery = false): ApiRequest =>
  method === 'GET' || method === 'DELETE' || inQuery
    ? { method, path, base, query: values as ApiRequest['query'] }
    : { method, path, base, body: values };

/** The values with the signed-in user's id under the name the resource's calls give who acts (if they name one). */
const withActor = (def: ResourceDef, values: Record<string, unknown>, actorId: string | null | undefined) => {
  const { actor } = endpointsOf(def);
  return actor && actorId ? { ...values, [actor]: Number(actorId) } : values;
};

/** The call behind a page of a resource's list (with who asks, when its call names them: `endpoints.actor`). */
export const listRequest = (def: ResourceDef, params: Partial<GetListParams>, actorId?: string | null): ApiRequest => {
  const { list, base } = endpointsOf(def);
  return request(list.method, list.path, withActor(def, buildListBody(def, params), actorId), base);
};

/** How many records a list call brings when a record is looked up in it (an API with no record call). */
export const LOOKUP_PAGE_SIZE = 1000;

/** The call that moves a record out of its current state (a store closed or reopened): the current state's endpoint. */
export const stateSwitchRequest = (def: Pick<ResourceDef, 'name' | 'list' | 'endpoints'>, record: { id: Identifier } & Record<string, unknown>): ApiRequest => {
  const stateSwitch = def.list.stateSwitch;
  if (!stateSwitch) throw new Error(`Resource ${def.name} has no state switch`);
  const current = stateSwitch.states.find((state) => String(state.value) === String(record[stateSwitch.source]));
  if (!current) throw new Error(`Resource ${def.name}: the record ${record.id} is in no declared state`);
  const { method, path, idParam, inQuery } = current.endpoint;
  return request(method, path, { [idParam]: record.id }, def.endpoints?.base, inQuery);
};

/**
 * The data provider for resources with documented endpoints: every react-admin method is mapped
 * through the resource's metadata onto its list / get / save / delete calls.
 */
export const createDocumentedProvider = (
  http: HttpClient,
  getResource: ResourceLookup,
  options: { actorId?: () => string | null } = {},
): DataProvider => {
  const actorId = () => options.actorId?.();
  const definition = async (resource: string) => {
    const def = await getResource(resource);
    if (!def?.endpoints) throw new Error(`Unknown documented resource: ${resource}`);
    return def;
  };

  const getOne = async (resource: string, id: Identifier, meta?: { parentId?: Identifier }) => {
    const def = await definition(resource);
    const { get, base } = endpointsOf(def);
    if (!get) return { data: (await fromList(def, id)) as never };
    const values: Record<string, unknown> = { [get.idParam]: id };
    if (get.parentParam && meta?.parentId !== undefined) values[get.parentParam] = meta.parentId;
    const answer = await http(request(get.method, get.path, values, base));
    const record = readPath(answer.data, get.recordPath) as RaRecord | undefined;
    if (!record) throw new Error(`No ${resource} with id ${id}`);
    return { data: record as never };
  };

  /** A record of a resource whose API has no record call, found in (the first LOOKUP_PAGE_SIZE rows of) its list. */
  const fromList = async (def: ResourceDef, id: Identifier): Promise<RaRecord> => {
    const { list } = endpointsOf(def);
    const answer = await http(listRequest(def, { pagination: { page: 1, perPage: LOOKUP_PAGE_SIZE } }, actorId()));
    const items = (readPath(answer.data, list.itemsPath) ?? []) as RaRecord[];
    const record = items.find((item) => String(item.id) === String(id));
    if (!record) throw new Error(`No ${def.name} with id ${id}`);
    return record;
  };

  const save = async (resource: string, data: Record<string, unknown>, creating = false) => {
    const def = await definition(resource);
    const { base } = endpointsOf(def);
    const endpoint = (creating && endpointsOf(def).create) || endpointsOf(def).save;
    if (!endpoint) throw new Error(`Resource ${resource} cannot be saved`);
    const answer = await http(request(endpoint.method, endpoint.path, withActor(def, data, actorId()), base));
    const returned = readPath(answer.data, endpoint.idPath);
    // the saved record's new version, so the next save of the same form is not refused as stale
    const version = answer.recordVersion ?? data.version;
    return { id: returned ?? data.id, ...(version === undefined ? {} : { version }) };
  };

  const provider: DataProvider = {
    getList: async (resource, params) => {
      const def = await definition(resource);
      const { list } = endpointsOf(def);
      const answer = await http(listRequest(def, params, actorId()));
      const items = (readPath(answer.data, list.itemsPath) ?? []) as RaRecord[];
      if (!list.paging) return pageLocally(items, { ...params, filter: localFilters(def, params.filter) }) as { data: never[]; total: number };
      const total = Number(readPath(answer.data, list.totalPath) ?? items.length);
      // the pager's "about N" (EstimatedPagination) reads it from the list's meta
      const estimated = list.totalIsEstimatePath !== undefined && readPath(answer.data, list.totalIsEstimatePath) === true;
      return { data: items as never[], total, ...(estimated ? { meta: { totalIsEstimate: true } } : {}) };
    },
    getOne: (resource, params) => getOne(resource, params.id, params.meta),
    getMany: async (resource, params) => ({
      data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))).map((answer) => answer.data as never),
    }),
    getManyReference: (resource, params) =>
      provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, params) => {
      const endpoints = endpointsOf(await definition(resource));
      const { newId = 0 } = endpoints.create ?? endpoints.save ?? {};
      const saved = await save(resource, { ...params.data, id: newId }, true);
      return { data: { ...params.data, ...saved } as never };
    },
    update: async (resource, params) => {
      // the loaded record fills what the form did not send, less the fields never sent (`transient`)
      const transient = new Set((await definition(resource)).fields.filter((field) => field.transient).map((field) => field.source));
      const merged = Object.entries({ ...params.previousData, ...params.data }).filter(([key]) => !transient.has(key));
      const saved = await save(resource, { ...Object.fromEntries(merged), id: params.id });
      return { data: { ...params.previousData, ...params.data, ...saved } as never };
    },
    updateMany: async (resource, params) => {
      for (const id of params.ids) {
        const { data } = await getOne(resource, id);
        await save(resource, { ...(data as RaRecord), ...params.data, id });
      }
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      const def = await definition(resource);
      const endpoint = endpointsOf(def).delete;
      if (!endpoint) throw new Error(`Resource ${resource} cannot be deleted`);
      await http(request(endpoint.inBody ? 'POST' : endpoint.method, endpoint.path, { [endpoint.idParam]: params.id }, endpointsOf(def).base, endpoint.inQuery));
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },
  };
  return provider;
};
