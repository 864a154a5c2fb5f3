import { defineMessages } from '../i18n/defineMessages';

/** Texts of the system area, under app.system. */
export const systemMessages = defineMessages({
  en: { app: { system: {} } },
  es: { app: { system: {} } },
});
