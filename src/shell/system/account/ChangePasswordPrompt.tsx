import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { canChangePassword, dismissPasswordPrompt, isPasswordPromptDismissed, OPEN_CHANGE_PASSWORD, readAccountProfile } from './accountRules';

/**
 * After sign-in, a user whose changePassword flag is set is asked to change the password (spec 01 §3, §5): the
 * button opens My Account with the dialog already open. Closed, or once the password is changed, it stays away
 * for the rest of the session.
 */
export const ChangePasswordPrompt = () => {
  const translate = useTranslate();
  const [shown, setShown] = useState(() => canChangePassword(readAccountProfile().changePassword) && !isPasswordPromptDismissed());
  if (!shown) return null;
  const dismiss = () => {
    dismissPasswordPrompt();
    setShown(false);
  };
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <>
          <Button color="inherit" size="small" component={Link} to="/system/myAccount" state={OPEN_CHANGE_PASSWORD}>
            {translate('app.system.account.change_password')}
          </Button>
          <Button color="inherit" size="small" onClick={dismiss}>
            {translate('app.system.account.prompt_dismiss')}
          </Button>
        </>
      }
      sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {translate('app.system.account.prompt')}
    </Alert>
  );
};
