import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { theme } from '../theme';
import { LoginPage } from './LoginPage';
import { loginLanguage } from './loginTexts';

/** /login opened directly: the sign-in page alone, without react-admin (main.tsx loads this chunk instead). */
export const LoginApp = () => {
  useEffect(() => {
    document.documentElement.lang = loginLanguage();
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginPage />
    </ThemeProvider>
  );
};
