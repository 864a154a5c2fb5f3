import { LOGIN_LANGUAGES, switchLanguage, type LoginLanguage, type Translate } from './loginTexts';

/** English / Español: stores the choice and reloads the page. */
export const LanguageSwitch = ({ language, t }: { language: LoginLanguage; t: Translate }) => (
  <div className="login-languages" role="group" aria-label={t('app.login.language')}>
    {LOGIN_LANGUAGES.map((code) => (
      <button
        key={code}
        type="button"
        lang={code}
        aria-pressed={code === language}
        onClick={() => code !== language && switchLanguage(code)}
      >
        {t(`app.login.languages.${code}`)}
      </button>
    ))}
  </div>
);
