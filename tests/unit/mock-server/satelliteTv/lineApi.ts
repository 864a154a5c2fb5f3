// The satellite-TV endpoint tests' call: /api/<path> with a token and a language.
import { call } from '../helpers';

export const lineApi = (server: { url: string }, token: string, method: string, path: string, body?: unknown, lang = 'en') =>
  call(server, method, `/api/${path}`, { token, body, headers: { 'Accept-Language': lang } });
