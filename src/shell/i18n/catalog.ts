import { deepMerge, type MessageTree } from './defineMessages';
import { en } from './en';
import { es } from './es';
import { loginMessages } from '../../boot/login/messages';
import { layoutMessages } from '../layout/messages';
import { systemMessages } from '../system/messages';
import { engineMessages } from '../../engine/messages';
import { inlineMessages } from '../../engine/inline/messages';
import { passwordMessages } from '../auth/passwordMessages';
import { listViewMessages } from '../../engine/views/messages';
import { bulkMessages } from '../../engine/bulk/messages';

/** Every text of the console that is not react-admin's own, by language: one file per area, merged here. */
const areas = [{ en, es }, loginMessages, layoutMessages, systemMessages, engineMessages, inlineMessages, passwordMessages, bulkMessages, listViewMessages] as Array<{ en: MessageTree; es: MessageTree }>;

export const appMessages = {
  en: deepMerge(...areas.map((area) => area.en)),
  es: deepMerge(...areas.map((area) => area.es)),
};
