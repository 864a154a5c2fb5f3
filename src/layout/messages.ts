import { defineMessages } from '../i18n/defineMessages';

/** Texts of the layout area, under app.layout. */
export const layoutMessages = defineMessages({
  en: { app: { layout: {} } },
  es: { app: { layout: {} } },
});
