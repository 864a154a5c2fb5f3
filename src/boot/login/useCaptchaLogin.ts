import { useCallback, useState } from 'react';
import { apiClient } from '../../shell/apiClient';
import { sessionCalls } from '../../shell/auth/sessionCalls';
import { forgetSignInReason, isAuthenticated, mustEnrolSecondFactor, signInReason, storeSession, takeReturnPath, type LoginAnswer } from '../../shell/auth/session';
import { captchaMatches } from './captcha';
import { useCaptchaCode } from './useCaptchaCode';
import { HOME_PATH } from '../../shell/routes';

/** Where a signed-in user lands. */
export const AFTER_LOGIN_PATH = HOME_PATH;

export interface LoginFields {
  user: string;
  password: string;
  captcha: string;
}
export type LoginField = keyof LoginFields;

const EMPTY: LoginFields = { user: '', password: '', captcha: '' };
const UNTOUCHED: Record<LoginField, boolean> = { user: false, password: false, captcha: false };
const ALL_TOUCHED: Record<LoginField, boolean> = { user: true, password: true, captcha: true };

/** The message key of each empty required field. */
export const missingFields = (fields: LoginFields): Partial<Record<LoginField, string>> => {
  const missing: Partial<Record<LoginField, string>> = {};
  if (!fields.user.trim()) missing.user = 'app.login.required.user';
  if (!fields.password) missing.password = 'app.login.required.password';
  if (!fields.captcha.trim()) missing.captcha = 'app.login.required.captcha';
  return missing;
};

/** Stores the session and opens the console (a full load, so the admin app starts with it); back where the
 * session ended when it was this user's. */
export const enterConsole = (answer: LoginAnswer): void => {
  storeSession(answer);
  window.location.replace(takeReturnPath(answer.login) ?? AFTER_LOGIN_PATH);
};

/** An HttpError of the API client carries the server's message (or an app.errors.* key for a network failure). */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'app.errors.unknown';

/**
 * The sign-in form (spec 01 §5): required fields, then the captcha checked here (nothing reaches the server
 * on a mismatch), then Auth/Login. Any failure shows its message and draws a new captcha.
 */
export const useCaptchaLogin = ({ onCaptchaMismatch }: { onCaptchaMismatch?: () => void } = {}) => {
  const [fields, setFields] = useState<LoginFields>(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  // a session the server refused brought the user here: say so until the next attempt
  const [alert, setAlert] = useState<string | null>(() => (signInReason() ? 'app.login.session_refused' : null));
  const [submitting, setSubmitting] = useState(false);
  /** Auth/Login answered a challenge: the code step is shown */
  const [challenge, setChallenge] = useState<{ challenge: string; login: string } | null>(null);
  /** signed in, but a role requires a second factor first: the enrolment is shown */
  const [enrolling, setEnrolling] = useState(() => isAuthenticated() && mustEnrolSecondFactor());
  const { code, renew } = useCaptchaCode();

  const change = useCallback((name: LoginField, value: string) => setFields((old) => ({ ...old, [name]: value })), []);
  const blur = useCallback((name: LoginField) => setTouched((old) => ({ ...old, [name]: true })), []);

  /** A new image with an empty, pristine input (no "required" error for the field the user did not leave). */
  const renewCaptcha = useCallback(() => {
    renew();
    setFields((old) => ({ ...old, captcha: '' }));
    setTouched((old) => ({ ...old, captcha: false }));
  }, [renew]);

  const missing = missingFields(fields);
  const errorOf = (name: LoginField): string | undefined => (touched[name] ? missing[name] : undefined);

  const submit = async () => {
    if (submitting) return;
    setTouched(ALL_TOUCHED);
    if (Object.keys(missing).length > 0) return;
    if (!captchaMatches(fields.captcha, code)) {
      setAlert('app.login.captcha_mismatch');
      renewCaptcha();
      onCaptchaMismatch?.();
      return;
    }
    setAlert(null);
    forgetSignInReason();
    setSubmitting(true);
    try {
      const answer = await sessionCalls(apiClient).signIn(fields.user.trim(), fields.password);
      if ('twoFactorRequired' in answer) {
        // no session yet: the code step asks for the second factor
        setChallenge({ challenge: answer.challenge, login: fields.user.trim() });
        setSubmitting(false);
        return;
      }
      if (answer.twoFactorSetupRequired) {
        storeSession(answer);
        setEnrolling(true);
        setSubmitting(false);
        return;
      }
      enterConsole(answer);
    } catch (error) {
      setAlert(messageOf(error));
      renewCaptcha();
      setSubmitting(false);
    }
  };

  /** Back from the code step to the password (a new captcha, the password typed again). */
  const restart = useCallback(() => {
    setChallenge(null);
    setFields((old) => ({ ...old, password: '', captcha: '' }));
    setTouched(UNTOUCHED);
    renew();
  }, [renew]);

  return { fields, change, blur, errorOf, code, renewCaptcha, alert, submitting, submit, challenge, restart, enrolling };
};
