import { combineDataProviders, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { getResource } from '../resources';
import { createDocumentedProvider } from './documentedProvider';
import { createGetHistory, type GetHistory } from './history';
import { createHttpClient, type ApiRequest, type Envelope, type HttpClientOptions } from './httpClient';
import { createFileUrl, createUploader, type Uploader } from './upload';

/** Workflow calls that are not CRUD: `dataProvider.call({ path, method, body })` (DESIGN.md §3.2). */
export interface ConsoleDataProvider extends DataProvider {
  call: <T = unknown>(request: ApiRequest) => Promise<Envelope<T>>;
  /** multipart upload with progress and abort: `upload({ path, query, files, onProgress, signal })` */
  upload: Uploader;
  /** a stored file's url with the session token, for <img src> and download links */
  fileUrl: (url: string) => Promise<string>;
  /** a page of a record's history, newest first: `getHistory(resource, id, page)` (POST Audit/List) */
  getHistory: GetHistory;
}

/**
 * One provider for the whole console: resources with documented endpoints go through their metadata,
 * the others to ra-data-simple-rest on json-server's generic routes under `<apiBase>rest`.
 */
export const createDataProvider = (options: HttpClientOptions): ConsoleDataProvider => {
  const http = createHttpClient(options);
  const documented = createDocumentedProvider(http, getResource);
  const restHttpClient = (url: string, init: fetchUtils.Options = {}) => {
    const headers = new Headers(init.headers ?? { Accept: 'application/json' });
    const token = options.token();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (options.language) headers.set('Accept-Language', options.language());
    return fetchUtils.fetchJson(url, { ...init, headers });
  };
  const apiBase = options.apiBase();
  const rest = simpleRestProvider(`${apiBase.replace(/\/$/, '')}/rest`, restHttpClient);
  const combined = combineDataProviders((resource) => (getResource(resource)?.endpoints ? documented : rest));
  return { ...combined, call: http, upload: createUploader(options), fileUrl: createFileUrl(options), getHistory: createGetHistory(http) };
};

export type { ApiRequest, Envelope } from './httpClient';
export type { UploadRequest, Uploader } from './upload';
export type { AuditEntry, HistoryPage } from './history';
