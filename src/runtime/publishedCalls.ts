import type { publishedResources } from '../../contracts/endpoints/resourceDesigner';
import type { EndpointRequest } from '../../dataProviders/endpointCall';

/**
 * GET ResourceDesigner/Published, which main.tsx starts with the app's download (see earlyRequest.ts). A module of
 * its own, in the chunk main.tsx shares with the sign-in page (vite.config.ts), so main.tsx imports no app code.
 */
export const PUBLISHED_RESOURCES = { method: 'GET', path: 'ResourceDesigner/Published' } as const satisfies EndpointRequest<typeof publishedResources>;
