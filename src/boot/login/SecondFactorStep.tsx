import { useState, type FormEvent } from 'react';
import { apiClient } from '../../shell/apiClient';
import { fieldErrorOf, twoFactorCalls } from '../../shell/auth/twoFactorCalls';
import { Icon } from './icons';
import './secondFactor.css';
import type { Translate } from './loginTexts';
import { OutlinedField } from './OutlinedField';
import { messageOf } from './useCaptchaLogin';
import type { LoginAnswer } from '../../shell/auth/session';

export interface SecondFactorStepProps {
  t: Translate;
  challenge: string;
  login: string;
  /** the session, once the code is right */
  onSignedIn(answer: LoginAnswer): void;
  /** back to the password (a challenge that expired, or the user's choice) */
  onBack(): void;
}

/**
 * The code step of a sign-in (loaded only when Auth/Login answers a challenge): a 6-digit code of the
 * authenticator app, or a recovery code, sent to Auth/VerifySecondFactor with the challenge.
 */
export const SecondFactorStep = ({ t, challenge, login, onSignedIn, onBack }: SecondFactorStepProps) => {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const missing = code.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing || submitting) return;
    setSubmitting(true);
    setError(null);
    setAlert(null);
    try {
      onSignedIn(await twoFactorCalls(apiClient).verify(challenge, code.trim()));
    } catch (failure) {
      const onField = fieldErrorOf(failure, 'code');
      if (onField) setError(onField);
      else setAlert(messageOf(failure));
      setSubmitting(false);
    }
  };

  const switchKind = () => {
    setRecovery((old) => !old);
    setCode('');
    setTouched(false);
    setError(null);
  };

  const fieldError = error ?? (touched && missing ? t('app.login.two_factor.required') : null);
  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={submitting} aria-label={t('app.login.two_factor.title')}>
      <h2 className="login-step-title">{t('app.login.two_factor.title')}</h2>
      <p className="login-secondary">{recovery ? t('app.login.two_factor.prompt_recovery') : t('app.login.two_factor.prompt', { login })}</p>
      {alert && (
        <div className="login-alert" role="alert">
          <Icon name="error" />
          <span>{t(alert)}</span>
        </div>
      )}
      <OutlinedField
        key={recovery ? 'recovery' : 'app'}
        name={recovery ? 'recoveryCode' : 'code'}
        label={recovery ? t('app.login.two_factor.recovery_code') : t('app.login.two_factor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onBlur={() => setTouched(true)}
        required
        autoFocus
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={recovery ? 20 : 8}
        error={Boolean(fieldError)}
        helperText={fieldError ?? undefined}
      />
      <button type="button" className="login-text-button" onClick={switchKind}>
        {recovery ? t('app.login.two_factor.use_app') : t('app.login.two_factor.use_recovery')}
      </button>
      <button type="submit" className="login-submit" disabled={submitting}>
        {submitting && <span className="login-spinner" role="progressbar" />}
        {submitting ? t('app.login.two_factor.verifying') : t('app.login.two_factor.verify')}
      </button>
      <button type="button" className="login-text-button" onClick={onBack}>
        {t('app.login.two_factor.back')}
      </button>
    </form>
  );
};
