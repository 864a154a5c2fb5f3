import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { CaptchaCanvas } from './CaptchaCanvas';
import type { Translate } from './loginTexts';
import { OutlinedField } from './OutlinedField';
import { PasswordField } from './PasswordField';
import { useCaptchaLogin, type LoginField } from './useCaptchaLogin';

/** User, password, captcha and the login button; the logic lives in useCaptchaLogin. */
export const LoginForm = ({ t }: { t: Translate }) => {
  const captchaInput = useRef<HTMLInputElement>(null);
  const login = useCaptchaLogin({ onCaptchaMismatch: () => captchaInput.current?.focus() });

  const fieldProps = (name: LoginField) => {
    const error = login.errorOf(name);
    return {
      name,
      required: true,
      value: login.fields[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => login.change(name, event.target.value),
      onBlur: () => login.blur(name),
      error: Boolean(error),
      helperText: error ? t(error) : undefined,
    };
  };
  const captchaField = fieldProps('captcha');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void login.submit();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={login.submitting} sx={{ mt: 1 }}>
      {login.alert && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(login.alert)}
        </Alert>
      )}
      <OutlinedField {...fieldProps('user')} label={t('app.login.user')} autoComplete="username" autoFocus />
      <PasswordField
        {...fieldProps('password')}
        label={t('app.login.password')}
        autoComplete="current-password"
        showLabel={t('app.login.show_password')}
        hideLabel={t('app.login.hide_password')}
      />
      <Box sx={{ mt: 2, p: 1, display: 'flex', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 2 }}>
        <CaptchaCanvas code={login.code} label={t('app.login.captcha_image')} />
      </Box>
      <OutlinedField
        {...captchaField}
        label={t('app.login.captcha')}
        helperText={captchaField.helperText ?? t('app.login.captcha_hint')}
        inputRef={captchaInput}
        autoComplete="off"
        inputProps={{ autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false, maxLength: 12 }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={t('app.login.new_captcha')}
              title={t('app.login.new_captcha')}
              onClick={login.renewCaptcha}
              edge="end"
            >
              <Refresh />
            </IconButton>
          </InputAdornment>
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={login.submitting}
        startIcon={login.submitting ? <CircularProgress size={20} color="inherit" /> : undefined}
        sx={{ mt: 3, py: 1.25 }}
      >
        {login.submitting ? t('app.login.signing_in') : t('app.login.submit')}
      </Button>
    </Box>
  );
};
