/**
 * The resources published in the Resource Designer (issue 19), as the app registers them: one request for all
 * (their definitions and texts), and their texts as one catalogue slot. Headless and tiny.
 */
import type { HttpClient } from '../../../dataProviders/httpClient';
import { caller } from '../../../dataProviders/endpointCall';
import * as routes from '../../../contracts/routes';
import type { RuntimeResource } from '../../../contracts/endpoints/resourceDesigner';
import { deepMerge, type MessageTree } from '../i18n/defineMessages';

export const fetchPublishedResources = async (http: HttpClient): Promise<RuntimeResource[]> =>
  (await caller(http)(routes.publishedResources)).data;

/** Every published resource's texts, by language. */
export const runtimeMessages = (resources: readonly RuntimeResource[]): { en: MessageTree; es: MessageTree } => ({
  en: deepMerge(...resources.map((resource) => resource.messages.en as MessageTree)),
  es: deepMerge(...resources.map((resource) => resource.messages.es as MessageTree)),
});
