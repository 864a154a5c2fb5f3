import { defineMessages } from '../i18n/defineMessages';

/** Texts of the login area, under app.login. */
export const loginMessages = defineMessages({
  en: { app: { login: {} } },
  es: { app: { login: {} } },
});
