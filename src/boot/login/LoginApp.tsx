import { useEffect } from 'react';
import { LoginPage } from './LoginPage';
import { loginLanguage } from './loginTexts';

/** /login opened directly: the sign-in page alone, without react-admin or MUI (main.tsx loads this chunk instead). */
export const LoginApp = () => {
  useEffect(() => {
    document.documentElement.lang = loginLanguage();
  }, []);
  return <LoginPage />;
};
