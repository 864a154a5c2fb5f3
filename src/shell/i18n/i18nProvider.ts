import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
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

/** Texts by language: react-admin's, then the shell's, then those of each business line registered. */
export type MessagesByLanguage = Record<Language, TranslationMessages>;

type LineMessages = { en: MessageTree; es: MessageTree };

/**
 * react-admin's texts in a language with the shell's (deep: an area may override a single react-admin text
 * without dropping the others) and any further trees (the business lines' messages).
 */
export const messagesOf = (language: Language, ...more: LineMessages[]): TranslationMessages =>
  deepMerge(
    (language === 'en' ? englishMessages : raSpanishMessages) as unknown as MessageTree,
    appMessages[language],
    ...more.map((messages) => messages[language]),
  ) as unknown as TranslationMessages;

/** Every language's texts (the unit tests' catalogue). */
export const messagesWith = (...more: LineMessages[]): MessagesByLanguage => ({ en: messagesOf('en', ...more), es: messagesOf('es', ...more) });

/** The stored choice, else English (spec 01 §9: default en). */
export const initialLanguage = (): Language => {
  const stored = storedLanguage();
  return stored === 'en' || stored === 'es' ? stored : 'en';
};

/** The console's i18n provider, which also learns the texts of each business line as the line loads. */
export interface ConsoleI18nProvider extends I18nProvider {
  addMessages: (messages: { en: MessageTree; es: MessageTree }) => void;
  /** texts that may change while the app runs (the published resources' labels): replaces those of `slot` */
  setMessages: (slot: string, messages: { en: MessageTree; es: MessageTree }) => void;
}

/** A variable the caller could not give (a value the backend did not send) shows as a dash, never as "%{name}". */
const withoutGaps = (text: string) => (text.includes('%{') ? text.replace(/%\{\w+\}/g, '—') : text);

export const createI18nProvider = (locale: Language = initialLanguage()): ConsoleI18nProvider => {
  const lines: LineMessages[] = [];
  const slots = new Map<string, LineMessages>();
  // only the language asked for is built: the page reloads to change it
  const build = () =>
    polyglotI18nProvider(
      // an unknown locale falls back to Spanish (spec 01 §9: fallback es)
      (asked) => messagesOf(asked === 'en' || asked === 'es' ? asked : 'es', ...lines, ...slots.values()),
      locale,
      [...LANGUAGES],
      // a missing key falls back to the key itself instead of warning on every server message
      { allowMissing: true },
    );
  let polyglot = build();
  return {
    translate: (key, options) => withoutGaps(polyglot.translate(key, options)),
    getLocale: () => polyglot.getLocale(),
    getLocales: () => polyglot.getLocales?.() ?? [...LANGUAGES],
    // changing language stores it under `language` and reloads the page, as the original console does
    changeLocale: async (next: string) => {
      localStorage.setItem(LANGUAGE_KEY, next);
      window.location.reload();
    },
    addMessages: (messages) => {
      lines.push(messages);
      polyglot = build();
    },
    setMessages: (slot, messages) => {
      slots.set(slot, messages);
      polyglot = build();
    },
  };
};
