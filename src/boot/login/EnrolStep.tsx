import { Alert, Box, Button, Typography } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { apiClient } from '../../shell/apiClient';
import { markSecondFactorSetup } from '../../shell/auth/session';
import { sessionCalls } from '../../shell/auth/sessionCalls';
import { lookup } from '../../shell/i18n/defineMessages';
import { HOME_PATH } from '../../shell/routes';
import { theme } from '../../shell/theme';
import { TwoFactorEnrolment } from '../../shell/system/account/TwoFactorEnrolment';
import { twoFactorMessages } from '../../shell/i18n/twoFactorMessages';
import { clearSession } from '../../shell/auth/session';
import { loginLanguage, type Translate } from './loginTexts';

const K = 'app.system.account.two_factor';

/**
 * After the password, a member of a role that requires a second factor without one: the enrolment before anything
 * else (the server refuses every other call until then). Loaded only then (it brings MUI along).
 */
export const EnrolStep = ({ t }: { t: Translate }) => {
  const language = loginLanguage();
  const translate = useMemo<Translate>(
    () => (key, values) => (key.startsWith(K) ? lookup(twoFactorMessages[language], key, values) : t(key, values)),
    [language, t],
  );
  const done = () => {
    markSecondFactorSetup(false);
    window.location.replace(HOME_PATH);
  };
  const signOut = async () => {
    await sessionCalls(apiClient).signOut().catch(() => undefined);
    clearSession();
    window.location.replace('/login');
  };
  // the console's theme (its blue, its buttons), not MUI's defaults: the sign-in page itself draws without MUI
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'left' }}>
        <Typography variant="h6" component="h2">{translate(`${K}.enrol_title`)}</Typography>
        <Alert severity="info">{translate(`${K}.enrol_required`)}</Alert>
        <TwoFactorEnrolment t={translate} http={apiClient} onDone={done} />
        <Button onClick={() => void signOut()} sx={{ alignSelf: 'center' }}>{translate(`${K}.sign_out`)}</Button>
      </Box>
    </ThemeProvider>
  );
};
