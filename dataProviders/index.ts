import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ResourceLookup } from '../contracts/resourceDefinition';
import { createDocumentedProvider } from './documentedProvider';
import { createGetHistory, type GetHistory } from './history';
import { withEarlyAnswers } from './earlyRequest';
import { createHttpClient, type ApiRequest, type Envelope, type HttpClientOptions } from './httpClient';
import { createFileUrl, createUploader, type Uploader } from './upload';

/** The console's provider: react-admin's methods, and the calls every screen may make. */
export interface ConsoleDataProvider extends DataProvider {
  /** the documented-endpoint client; screens use named calls built on it, never a path */
  call: <T = unknown>(request: ApiRequest) => Promise<Envelope<T>>;
  /** multipart upload with progress and abort: `upload({ path, query, files, onProgress, signal })` */
  upload: Uploader;
  /** a stored file's url with the session token, for <img src> and download links */
  fileUrl: (url: string) => Promise<string>;
  /** a page of a record's history, newest first: `getHistory(resource, id, page)` (POST Audit/List) */
  getHistory: GetHistory;
}

const CRUD_METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * One provider for the whole console: resources with documented endpoints go through their definitions (found
 * with the injected `getResource`), the others to ra-data-simple-rest on json-server's generic routes under
 * `<apiBase>rest`.
 */
export const createDataProvider = (options: HttpClientOptions, getResource: ResourceLookup): ConsoleDataProvider => {
  // a list main.tsx started while the app's code loaded is answered from that request
  const http = withEarlyAnswers(createHttpClient(options));
  const documented = createDocumentedProvider(http, getResource, { actorId: options.userId });
  const restHttpClient = (url: string, init: fetchUtils.Options = {}) => {
    const headers = new Headers(init.headers ?? { Accept: 'application/json' });
    const token = options.token();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (options.language) headers.set('Accept-Language', options.language());
    return fetchUtils.fetchJson(url, { ...init, headers });
  };
  const rest = simpleRestProvider(`${options.apiBase().replace(/\/$/, '')}/rest`, restHttpClient);
  // like react-admin's combineDataProviders, but the lookup may answer once the resource's line has loaded
  const providerFor = async (resource: string) => ((await getResource(resource))?.endpoints ? documented : rest);
  const crud = Object.fromEntries(
    CRUD_METHODS.map((method) => [
      method,
      async (resource: string, params: unknown) => ((await providerFor(resource))[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params),
    ]),
  ) as unknown as DataProvider;
  return { ...crud, call: http, upload: createUploader(options), fileUrl: createFileUrl(options), getHistory: createGetHistory(http) };
};

export type { ApiRequest, Envelope } from './httpClient';
export type { UploadRequest, Uploader } from './upload';
export type { AuditEntry, HistoryPage } from './history';
