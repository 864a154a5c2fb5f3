import { lazy, Suspense, useRef, type ChangeEvent, type FormEvent } from 'react';
import { CaptchaCanvas } from './CaptchaCanvas';
import { Icon } from './icons';
import type { Translate } from './loginTexts';
import { OutlinedField } from './OutlinedField';
import { PasswordField } from './PasswordField';
import { enterConsole, useCaptchaLogin, type LoginField } from './useCaptchaLogin';

// loaded only when needed: the sign-in page's own bundle does not grow (tests/unit/build*, npm run bench)
const SecondFactorStep = lazy(() => import('./SecondFactorStep').then((m) => ({ default: m.SecondFactorStep })));
const EnrolStep = lazy(() => import('./EnrolStep').then((m) => ({ default: m.EnrolStep })));

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

  if (login.enrolling) {
    return (
      <Suspense fallback={<p className="login-secondary" role="status">{t('app.login.two_factor.loading')}</p>}>
        <EnrolStep t={t} />
      </Suspense>
    );
  }
  if (login.challenge) {
    return (
      <Suspense fallback={<p className="login-secondary" role="status">{t('app.login.two_factor.loading')}</p>}>
        <SecondFactorStep t={t} challenge={login.challenge.challenge} login={login.challenge.login} onSignedIn={enterConsole} onBack={login.restart} />
      </Suspense>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void login.submit();
  };

  return (
    <form className="login-form" noValidate onSubmit={onSubmit} aria-busy={login.submitting}>
      {login.alert && (
        <div className="login-alert" role="alert">
          <Icon name="error" />
          <span>{t(login.alert)}</span>
        </div>
      )}
      <OutlinedField {...fieldProps('user')} label={t('app.login.user')} autoComplete="username" autoFocus />
      <PasswordField
        {...fieldProps('password')}
        label={t('app.login.password')}
        autoComplete="current-password"
        showLabel={t('app.login.show_password')}
        hideLabel={t('app.login.hide_password')}
      />
      <div className="login-captcha">
        <CaptchaCanvas code={login.code} label={t('app.login.captcha_image')} />
      </div>
      <OutlinedField
        {...captchaField}
        label={t('app.login.captcha')}
        helperText={captchaField.helperText ?? t('app.login.captcha_hint')}
        inputRef={captchaInput}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={12}
        button={
          <button
            type="button"
            className="login-icon-button"
            aria-label={t('app.login.new_captcha')}
            title={t('app.login.new_captcha')}
            onClick={login.renewCaptcha}
          >
            <Icon name="refresh" />
          </button>
        }
      />
      <button type="submit" className="login-submit" disabled={login.submitting}>
        {login.submitting && <span className="login-spinner" role="progressbar" />}
        {login.submitting ? t('app.login.signing_in') : t('app.login.submit')}
      </button>
    </form>
  );
};
