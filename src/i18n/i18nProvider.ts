import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { LANGUAGE_KEY, storedLanguage } from '../auth/session';
import { appMessages } from './catalog';
import { deepMerge, type MessageTree } from './defineMessages';
import { raSpanishMessages } from './raSpanishMessages';

export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['locale'];

// deep: an area may override a single react-admin text (ra.*) without dropping the others
export const messagesByLanguage = {
  en: deepMerge(englishMessages as unknown as MessageTree, appMessages.en) as unknown as TranslationMessages,
  es: deepMerge(raSpanishMessages as unknown as MessageTree, appMessages.es) as unknown as TranslationMessages,
};

/** The stored choice, else English (spec 01 §9: default en). */
export const initialLanguage = (): Language => {
  const stored = storedLanguage();
  return stored === 'en' || stored === 'es' ? stored : 'en';
};

const polyglot = polyglotI18nProvider(
  // an unknown locale falls back to Spanish (spec 01 §9: fallback es)
  (locale) => messagesByLanguage[locale as Language] ?? messagesByLanguage.es,
  initialLanguage(),
  [...LANGUAGES],
  // a missing key falls back to the key itself instead of warning on every server message
  { allowMissing: true },
);

/** Changing language stores it under `language` and reloads the page, as the original console does. */
export const i18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string) => {
    localStorage.setItem(LANGUAGE_KEY, locale);
    window.location.reload();
  },
};
