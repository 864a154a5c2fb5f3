import { HttpError } from 'react-admin';

/** The answer of every documented endpoint. */
export interface Envelope<T = unknown> {
  isSuccess: boolean;
  message: string;
  data: T;
  /** field → message, on validation failures */
  errors?: Record<string, string>;
}

export interface ApiRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON-serialised unless it is FormData */
  body?: unknown;
  /** 'module': the base comes from the `url` query parameter and `token` is added (spec 01 §7) */
  base?: 'api' | 'module';
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  /** base of the documented API, e.g. '/api/' (runtime configuration) */
  apiBase: () => string;
  /** base of module calls, usually the `url` query parameter of the current page */
  moduleBase?: () => string | null;
  token: () => string | null;
  language?: () => string;
  fetch?: typeof fetch;
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

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
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

/**
 * Calls a documented endpoint: sends the bearer token, unwraps the envelope and turns every failure
 * (HTTP error, isSuccess false, network error) into a react-admin HttpError carrying the server's message
 * and the envelope as body, so forms can read `body.errors`.
 */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return async <T,>({ path, method = 'GET', query = {}, body, base = 'api', signal }: ApiRequest) => {
    const token = options.token();
    let baseUrl = options.apiBase();
    const params = { ...query };
    if (base === 'module') {
      const moduleBase = options.moduleBase?.();
      if (!moduleBase) throw new HttpError('app.errors.missing_module_url', 400);
      baseUrl = moduleBase;
      if (token) params.token = token;
    }
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (options.language) headers.set('Accept-Language', options.language());
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, params), { method, headers, body: payload, signal });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new HttpError('app.errors.network', 0);
    }
    const answer = await parseBody(response);
    const message = isEnvelope(answer) && answer.message ? answer.message : response.statusText || 'app.errors.unknown';
    if (!response.ok) throw new HttpError(message, response.status, withFormErrors(answer, message));
    if (!isEnvelope(answer)) throw new HttpError('app.errors.bad_answer', response.status, answer);
    if (!answer.isSuccess) throw new HttpError(message, 400, withFormErrors(answer, message));
    return answer as Envelope<T>;
  };
};
