import { HttpError } from 'react-admin';

/** The answer of every documented endpoint. */
export interface Envelope<T = unknown> {
  isSuccess: boolean;
  message: string;
  data: T;
  /** field → message, on validation failures */
  errors?: Record<string, string>;
  /** not in the body: the saved record's new version, from the X-Record-Version header of a save (contracts §B) */
  recordVersion?: number;
}

export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON-serialised unless it is FormData */
  body?: unknown;
  /**
   * 'module': the base comes from the `url` query parameter and `token` is added (spec 01 §7); `{ url }`: a base
   * a server answered (an upload transaction's api), the bearer token sent as to the API
   */
  base?: 'api' | 'module' | { url: string };
  signal?: AbortSignal;
  /** 'file': a successful answer is the file itself (a blob, named in Content-Disposition), not an envelope */
  answer?: 'json' | 'file';
}

/** A file a call answered as itself: its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (filename* first), or `fallback`. */
export const dispositionFileName = (header: string | null | undefined, fallback: string): string => {
  const extended = header?.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: the plain name below
    }
  }
  const plain = header?.match(/filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
};

export interface HttpClientOptions {
  /** base of the documented API, e.g. '/api/' (runtime configuration) */
  apiBase: () => string;
  /** base of module calls, usually the `url` query parameter of the current page */
  moduleBase?: () => string | null;
  token: () => string | null;
  /** the signed-in user's id, sent where a documented call names who acts (a definition's `endpoints.actor`) */
  userId?: () => string | null;
  language?: () => string;
  fetch?: typeof fetch;
  /** makes the XMLHttpRequest of an upload with progress (upload.ts); tests pass a fake one */
  xhr?: () => XMLHttpRequest;
}

export type HttpClient = <T = unknown>(request: ApiRequest) => Promise<Envelope<T>>;

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

export const buildUrl = (base: string, path: string, query: ApiRequest['query'] = {}): string => {
  const url = new URL(withSlash(base) + path.replace(/^\//, ''), globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  // keep same-origin URLs relative so the vite proxy and the mock server both serve them
  return base.startsWith('/') ? url.pathname + url.search : url.toString();
};

/** The body of an answer: JSON when it parses, else the text itself, null when empty. */
export const parseAnswerText = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'isSuccess' in body;

/**
 * Field errors go to their inputs (react-admin reads `body.errors`); the server's message also travels as
 * `root.serverError` so the form's toast shows it instead of a generic "invalid form".
 */
const withFormErrors = (answer: unknown, message: string): unknown =>
  isEnvelope(answer) && answer.errors && Object.keys(answer.errors).length > 0
    ? { ...answer, errors: { ...answer.errors, root: { serverError: message } } }
    : answer;

/** Where a request goes and the headers every documented call carries (bearer token, Accept-Language). */
export interface RequestTarget {
  url: string;
  headers: Headers;
}

/**
 * The URL and headers of a call: the API base (or, for a module call, the `url` query parameter's base with
 * `token` added), the bearer token and the chosen language.
 */
export const resolveRequest = (
  options: HttpClientOptions,
  { path, query = {}, base = 'api' }: Pick<ApiRequest, 'path' | 'query' | 'base'>,
): RequestTarget => {
  const token = options.token();
  let baseUrl = options.apiBase();
  const params = { ...query };
  if (base === 'module') {
    const moduleBase = options.moduleBase?.();
    if (!moduleBase) throw new HttpError('app.errors.missing_module_url', 400);
    baseUrl = moduleBase;
    if (token) params.token = token;
  } else if (typeof base === 'object') {
    baseUrl = base.url;
  }
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.language) headers.set('Accept-Language', options.language());
  return { url: buildUrl(baseUrl, path, params), headers };
};

/**
 * Reads an answer of a documented endpoint: the envelope when all went well, otherwise a react-admin HttpError
 * carrying the server's message (HTTP error, isSuccess false, unreadable answer) and the envelope as body.
 */
export const interpretAnswer = <T,>(status: number, statusText: string, answer: unknown): Envelope<T> => {
  const message = isEnvelope(answer) && answer.message ? answer.message : statusText || 'app.errors.unknown';
  if (status < 200 || status >= 300) throw new HttpError(message, status, withFormErrors(answer, message));
  if (!isEnvelope(answer)) throw new HttpError('app.errors.bad_answer', status, answer);
  if (!answer.isSuccess) throw new HttpError(message, 400, withFormErrors(answer, message));
  return answer as Envelope<T>;
};

/**
 * Calls a documented endpoint: sends the bearer token, unwraps the envelope and turns every failure
 * (HTTP error, isSuccess false, network error) into a react-admin HttpError carrying the server's message
 * and the envelope as body, so forms can read `body.errors`.
 */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return async <T,>({ path, method = 'GET', query = {}, body, base = 'api', signal, answer: kind = 'json' }: ApiRequest) => {
    const { url, headers } = resolveRequest(options, { path, query, base });
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body: payload, signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new HttpError('app.errors.network', 0);
    }
    const contentType = response.headers?.get('Content-Type') ?? '';
    // a file the server sends as an attachment is the file even when it is JSON (a design bundle, issue 35)
    const attachment = /^\s*attachment/i.test(response.headers?.get('Content-Disposition') ?? '');
    if (kind === 'file' && response.ok && (attachment || !contentType.includes('json'))) {
      const file: DownloadedFile = { blob: await response.blob(), fileName: dispositionFileName(response.headers?.get('Content-Disposition'), path.split('/').pop() ?? 'file') };
      return { isSuccess: true, message: '', data: file as T };
    }
    const answer = interpretAnswer<T>(response.status, response.statusText, parseAnswerText(await response.text()));
    const version = Number(response.headers?.get('X-Record-Version'));
    return Number.isInteger(version) && version > 0 ? { ...answer, recordVersion: version } : answer;
  };
};
