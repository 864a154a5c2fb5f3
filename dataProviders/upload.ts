import { HttpError } from 'react-admin';
import type { z } from 'zod';
import type { Endpoint } from '../contracts/envelope';
import type { AnswerOf, ContractOf, QueryOf, Route } from './endpointCall';
import {
  interpretAnswer,
  parseAnswerText,
  resolveRequest,
  type ApiRequest,
  type Envelope,
  type HttpClientOptions,
} from './httpClient';

/** A multipart upload to a documented endpoint (e.g. POST Upload/UploadFile?id&tableName&islocal). */
export interface UploadRequest {
  path: string;
  query?: ApiRequest['query'];
  base?: ApiRequest['base'];
  files: File[];
  /** the form field of the n-th file; the documented endpoints read file_0, file_1, ... */
  fieldName?: (index: number) => string;
  /** called with the fraction sent so far, from 0 to 1 */
  onProgress?: (fraction: number) => void;
  /** aborting rejects with a DOMException named AbortError, as fetch does */
  signal?: AbortSignal;
}

export type Uploader = <T = unknown>(request: UploadRequest) => Promise<Envelope<T>>;

/** What an upload sends beside its route: the files, the contract's query, progress and abort. */
export type UploadCallRequest<E extends Endpoint> = Omit<UploadRequest, 'path' | 'query'> &
  (E extends { query: z.ZodType } ? { query: QueryOf<E> } : { query?: never });

/** The multipart calls (a contract's `bodyKind: 'multipart'`) by their route: `uploadTo(routes.uploadFile, { query, files })`. */
export const uploadCaller =
  (upload: Uploader) =>
  <R extends Route>(route: R, request: UploadCallRequest<ContractOf<R>>): Promise<Envelope<AnswerOf<ContractOf<R>>>> =>
    upload({ ...request, path: route.path } as UploadRequest);

export const defaultFieldName = (index: number) => `file_${index}`;

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * Uploads files with progress: fetch cannot report upload progress, so this goes through XMLHttpRequest,
 * with the same URL, bearer token, Accept-Language, envelope handling and HttpError as the HTTP client.
 */
export const createUploader = (options: HttpClientOptions): Uploader => {
  const makeXhr = options.xhr ?? (() => new XMLHttpRequest());
  return <T,>({ path, query, base, files, fieldName = defaultFieldName, onProgress, signal }: UploadRequest) =>
    new Promise<Envelope<T>>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const { url, headers } = resolveRequest(options, { path, query, base });
      const form = new FormData();
      files.forEach((file, index) => form.append(fieldName(index), file, file.name));

      const xhr = makeXhr();
      xhr.open('POST', url);
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);

      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        settle();
        try {
          const answer = interpretAnswer<T>(xhr.status, xhr.statusText, parseAnswerText(xhr.responseText));
          onProgress?.(1);
          resolve(answer);
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => {
        settle();
        reject(new HttpError('app.errors.network', 0));
      };
      xhr.onabort = () => {
        settle();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort);
      onProgress?.(0);
      xhr.send(form);
    });
};

/**
 * The address of a stored file for an <img src> or a download link: those cannot send the bearer header, so the
 * token goes as the `token` query parameter (the file endpoint accepts both). A relative url is read against
 * the API base's origin when it starts with '/', else against the API base. A promise, as every method of a
 * data provider must return one (react-admin's useDataProvider wraps them all).
 */
export const createFileUrl =
  (options: HttpClientOptions) =>
  async (fileUrl: string): Promise<string> => {
    const token = options.token();
    const origin = globalThis.location?.origin ?? 'http://localhost';
    const apiBase = new URL(options.apiBase().replace(/\/?$/, '/'), origin);
    const url = new URL(fileUrl, apiBase);
    if (token) url.searchParams.set('token', token);
    return url.origin === origin ? url.pathname + url.search + url.hash : url.toString();
  };
