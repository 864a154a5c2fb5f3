import { LANGUAGE_KEY, storedLanguage } from '../../shell/auth/session';
import { deepMerge, lookup } from '../../shell/i18n/defineMessages';
import { en } from '../../shell/i18n/en';
import { es } from '../../shell/i18n/es';
import { loginMessages } from './messages';

/**
 * The sign-in page's own translator: it also runs before react-admin is loaded (its own chunk) so it reads
 * the catalogue directly instead of the i18nProvider. The shared app.errors.* texts come along.
 */
export type LoginLanguage = 'en' | 'es';
export const LOGIN_LANGUAGES: readonly LoginLanguage[] = ['en', 'es'];

const catalogue = {
  en: deepMerge(en, loginMessages.en),
  es: deepMerge(es, loginMessages.es),
};

/** The stored choice, else English (spec 01 §9). */
export const loginLanguage = (): LoginLanguage => (storedLanguage() === 'es' ? 'es' : 'en');

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A key gives its text; any other string (a server message) comes back as it is. */
export const translatorFor =
  (language: LoginLanguage): Translate =>
  (key, values) =>
    lookup(catalogue[language], key, values);

/** Stores the choice and reloads, as the rest of the console does (spec 01 §9). */
export const switchLanguage = (language: LoginLanguage): void => {
  localStorage.setItem(LANGUAGE_KEY, language);
  window.location.reload();
};
