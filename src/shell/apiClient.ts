import { createHttpClient, type HttpClientOptions } from '../../dataProviders/httpClient';
import { sessionToken, sessionUserId, storedLanguage } from './auth/session';
import { runtimeConfig } from '../boot/config';

/** A page opened from a menu entry with a `url` query parameter sends its module calls there (spec 01 §7 / spec 02). */
const moduleUrl = () => new URLSearchParams(window.location.search).get('url');

/** How every call of the console reaches the API: base from config.json, session token, chosen language. */
export const httpOptions: HttpClientOptions = {
  apiBase: () => runtimeConfig().apiBase,
  moduleBase: moduleUrl,
  token: sessionToken,
  userId: sessionUserId,
  language: () => storedLanguage() ?? 'en',
};

/**
 * The documented-endpoint client alone, for the screens that live outside react-admin (the sign-in page);
 * everything inside the admin goes through the data provider (`useDataProvider().call(...)`).
 */
export const apiClient = createHttpClient(httpOptions);

/**
 * Where a business line's screen sends its calls: 'module' when the page was opened with a `url` query parameter
 * (that base is used and `token` added), else the console's own API. Here, in the chunk every page loads, so that
 * the lines that use it neither load one another's chunk nor share a one-line chunk (one more request each).
 */
export const moduleOrApi = (): 'module' | 'api' => (moduleUrl() ? 'module' : 'api');
