import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, required, SaveButton, useNotify, useTranslate } from 'react-admin';
import { passwordPolicyMessage } from '../../auth/passwordMessages';
import { dismissPasswordPrompt, matchesNewPassword, type ChangePasswordValues } from './accountRules';
import { useChangePassword } from './useChangePassword';

const TITLE_ID = 'change-password-title';

interface ChangePasswordDialogProps {
  open: boolean;
  userId: string;
  onClose: () => void;
}

/**
 * Current, new and repeated password (all required; the last two must match). A refusal of the server stays in
 * the dialog with what was typed; success is announced and closes it.
 */
export const ChangePasswordDialog = ({ open, userId, onClose }: ChangePasswordDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  // the policy the hint lists is checked here first, with the server's own message (one policy, one message)
  const meetsPolicy = (value: string) => passwordPolicyMessage(value ?? '', translate);

  const close = () => {
    if (changePassword.isPending) return;
    setServerError(null);
    onClose();
  };

  const submit = async (values: Partial<ChangePasswordValues>) => {
    setServerError(null);
    try {
      await changePassword.mutateAsync({
        userId,
        currentPassword: values.currentPassword ?? '',
        newPassword: values.newPassword ?? '',
      });
    } catch (error) {
      const message = (error as Error)?.message || 'app.errors.unknown';
      setServerError(translate(message, { _: message }));
      return;
    }
    dismissPasswordPrompt();
    notify('app.system.account.password_changed', { type: 'success' });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={TITLE_ID}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      // the form fills the paper, so on a phone the actions sit at the bottom of the screen
      slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 } } } }}
    >
      <Form onSubmit={submit} mode="onTouched" disableInvalidFormNotification noValidate>
        <DialogTitle id={TITLE_ID}>{translate('app.system.account.change_password')}</DialogTitle>
        <DialogContent>
          {serverError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverError}
            </Alert>
          )}
          <PasswordInput
            source="currentPassword"
            label="app.system.account.current_password"
            validate={required()}
            autoComplete="current-password"
            autoFocus
            fullWidth
          />
          <PasswordInput
            source="newPassword"
            label="app.system.account.new_password"
            validate={[required(), meetsPolicy]}
            helperText="app.system.account.password_policy"
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="repeatPassword"
            label="app.system.account.repeat_password"
            validate={[required(), matchesNewPassword]}
            autoComplete="new-password"
            fullWidth
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={changePassword.isPending}>
            {translate('app.system.account.cancel')}
          </Button>
          {/* enabled even while a blur validates (a click right after typing must submit); disabled while sending */}
          <SaveButton label="app.system.account.save" icon={<LockResetIcon />} alwaysEnable={!changePassword.isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
