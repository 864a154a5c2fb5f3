import { deepMerge, type MessageTree } from '../../shell/i18n/defineMessages';
import { adjustmentMessages } from './adjustmentMessages';
import { consoleMessages } from './messages';
import { orderMessages } from './orderMessages';
import { remissionMessages } from './remissionMessages';

/** The line's texts, one defineMessages per area (each checks es = en keys), merged. */
export const satelliteTvMessages: { en: MessageTree; es: MessageTree } = {
  en: deepMerge(consoleMessages.en, adjustmentMessages.en, remissionMessages.en, orderMessages.en),
  es: deepMerge(consoleMessages.es, adjustmentMessages.es, remissionMessages.es, orderMessages.es),
};
