import { deepMerge } from '../../../shell/i18n/defineMessages';
import { resourceMessages } from './resources';
import { screenMessages } from './screens';

/** Every text of the administration area, English and Spanish with the same keys. */
export const adminMessages = {
  en: deepMerge(screenMessages.en, resourceMessages.en),
  es: deepMerge(screenMessages.es, resourceMessages.es),
};
