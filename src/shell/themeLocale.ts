import { esES } from '@mui/material/locale';
import type { ThemeOptions } from '@mui/material/styles';
import type { Language } from './i18n/i18nProvider';
import { themeOptions } from './theme';

/**
 * The console's theme with MUI's own texts in the user's language: a plain table pager's "1–10 de 60" and its
 * buttons' names ("Ir a la página siguiente"), an alert's Close, an autocomplete's Open/Clear. react-admin's own
 * components translate theirs through the i18n provider; these are MUI's defaults, English unless the theme says
 * otherwise. Set once: the page reloads when the language changes (spec 01 §9). Apart from theme.ts so the sign-in
 * page does not carry it.
 */
export const themeOptionsFor = (language: Language): ThemeOptions =>
  language === 'es' ? { ...themeOptions, components: { ...(esES.components as ThemeOptions['components']), ...themeOptions.components } } : themeOptions;
