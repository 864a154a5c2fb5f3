import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginBrand } from './LoginBrand';
import { LoginForm } from './LoginForm';
import { loginLanguage, translatorFor } from './loginTexts';
import { useCompanyBrand } from './useCompanyBrand';

/**
 * The captcha sign-in page (spec 01 §2.2, §5). It uses no react-admin hook, so it runs both in its own
 * light chunk (/login opened directly, see main.tsx) and as <Admin loginPage> after a lost session.
 */
export const LoginPage = () => {
  const language = loginLanguage();
  const t = useMemo(() => translatorFor(language), [language]);
  const brand = useCompanyBrand();

  useEffect(() => {
    document.title = `${t('app.login.title')} · ${brand?.name || t('app.login.console')}`;
  }, [t, brand]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        py: { xs: 3, sm: 6 },
        background: (theme) =>
          `linear-gradient(180deg, ${theme.palette.primary.dark} 0, ${theme.palette.primary.main} 36vh, ${theme.palette.background.default} 36vh)`,
      }}
    >
      <Card elevation={8} sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <LoginBrand brand={brand} t={t} />
          <Typography variant="h5" component="h1" sx={{ mt: 3 }}>
            {t('app.login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.login.subtitle')}
          </Typography>
          <LoginForm t={t} />
        </CardContent>
      </Card>
      <LanguageSwitch language={language} t={t} />
    </Box>
  );
};
