/**
 * The list call each list route makes when it opens, computed from the lines' definitions when the app is built
 * (vite.config.ts serves it as `virtual:first-lists`), so main.tsx can start it while the app's code downloads.
 * Headless: the build runs it in Node.
 */
import type { ResourceDefinition } from '../../../contracts/resourceDefinition';
import type { ApiRequest } from '../../../dataProviders/httpClient';
import { defaultListParams, listRequest } from '../../../dataProviders/documentedProvider';

export interface FirstList {
  resource: string;
  request: ApiRequest;
}

/** Route (lower case, as routes match) → the first call of its list, for resources with a documented list call. */
export const firstLists = (definitions: readonly ResourceDefinition[]): Record<string, FirstList> =>
  Object.fromEntries(
    definitions
      // a call that names who asks is not known at build time: that list asks when it opens
      .filter((def) => def.routes?.list && def.endpoints?.list && !def.endpoints.actor)
      .map((def) => [def.routes!.list.toLowerCase(), { resource: def.name, request: listRequest(def, defaultListParams(def)) }]),
  );
