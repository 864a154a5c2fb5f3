import { createHttpClient, type HttpClientOptions } from '../dataProviders/httpClient';
import { sessionToken, storedLanguage } from './auth/session';
import { runtimeConfig } from './config';

/** How every call of the console reaches the API: base from config.json, session token, chosen language. */
export const httpOptions: HttpClientOptions = {
  apiBase: () => runtimeConfig().apiBase,
  moduleBase: () => new URLSearchParams(window.location.search).get('url'),
  token: sessionToken,
  language: () => storedLanguage() ?? 'en',
};

/**
 * The documented-endpoint client alone, for the screens that live outside react-admin (the sign-in page);
 * everything inside the admin goes through the data provider (`useDataProvider().call(...)`).
 */
export const apiClient = createHttpClient(httpOptions);
