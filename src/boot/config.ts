/**
 * Runtime configuration, read from `config.json` beside index.html before the app starts, so one build
 * can be pointed at the mock server or at the real backend by editing that file.
 */
export interface RuntimeConfig {
  /** base of the documented endpoints, e.g. "/api/" or "https://backend.example/api/" */
  apiBase: string;
}

declare global {
  interface Window {
    /** config.json as index.html's first script asked for it (null when that failed) */
    __CONFIG_REQUEST__?: Promise<Response | null>;
  }
}

const defaults: RuntimeConfig = { apiBase: '/api/' };
let current: RuntimeConfig = defaults;

let loading: Promise<RuntimeConfig> | undefined;

/** Reads config.json once; every caller gets the same answer. */
export const loadRuntimeConfig = (): Promise<RuntimeConfig> =>
  (loading ??= (async () => {
    try {
      // index.html's first script has asked for it already (vite.config.ts, firstScreenPreload)
      const early = window.__CONFIG_REQUEST__;
      window.__CONFIG_REQUEST__ = undefined;
      const response = (await early) ?? (await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' }));
      if (response.ok) current = { ...defaults, ...((await response.json()) as Partial<RuntimeConfig>) };
    } catch {
      // no config.json (e.g. unit tests): the defaults serve the same origin
    }
    return current;
  })());

export const runtimeConfig = (): RuntimeConfig => current;
