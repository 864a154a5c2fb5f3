import { useEffect, useMemo } from 'react';
import './login.css';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginBrand } from './LoginBrand';
import { LoginForm } from './LoginForm';
import { loginLanguage, translatorFor } from './loginTexts';
import { useCompanyBrand } from './useCompanyBrand';

/**
 * The captcha sign-in page (spec 01 §2.2, §5). It uses no react-admin hook and no MUI (its look is login.css), so
 * it runs both in its own light chunk (/login opened directly, see main.tsx) and as <Admin loginPage> after a lost
 * session.
 */
export const LoginPage = () => {
  const language = loginLanguage();
  const t = useMemo(() => translatorFor(language), [language]);
  const brand = useCompanyBrand();

  useEffect(() => {
    document.title = `${t('app.login.title')} · ${brand?.name || t('app.login.console')}`;
  }, [t, brand]);

  return (
    <main className="login-page">
      <div className="login-card">
        <LoginBrand brand={brand} t={t} />
        <h1 className="login-title">{t('app.login.title')}</h1>
        <p className="login-secondary">{t('app.login.subtitle')}</p>
        <LoginForm t={t} />
      </div>
      <LanguageSwitch language={language} t={t} />
    </main>
  );
};
