/**
 * Where the server mounts its parts (mock-server/shell/server.ts), named once: the API, its REST collections and the
 * paths under the API that are no documented call (so no `endpoint()`: the API reference lists only those).
 */

/** The API: every documented call is under it (`${API_BASE}/${contract.path}`). */
export const API_BASE = '/api';
/** json-server's REST collections, under the API (/api/rest/<collection>). */
export const REST_BASE = '/rest';
/** The REST routes that would expose the whole store: refused (under REST_BASE). */
export const REST_WHOLE_STORE = ['/db', '/db/{*rest}'];
/** The server's request timings, when MOCK_TIMINGS is on (under the API; mock-server/core/timing.ts). */
export const TIMINGS_PATH = '/__timings';
export const TIMINGS_TRACE_PATH = '/__timings/trace';
