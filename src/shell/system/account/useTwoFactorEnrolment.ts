import { useCallback, useEffect, useState } from 'react';
import type { TwoFactorEnrolment } from '../../../../contracts/endpoints/twoFactor';
import { fieldErrorOf, type TwoFactorCalls } from '../../auth/twoFactorCalls';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'app.errors.unknown');

/** The recovery codes as a .txt file's text: a title line, then one code a line. */
export const recoveryCodesText = (title: string, codes: readonly string[]): string => [title, '', ...codes, ''].join('\n');

/** The secret in groups of 4, as authenticator apps show a key (easier to type). */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The enrolment's steps: a new secret (TwoFactor/BeginEnrol) on start, a first code to confirm it
 * (TwoFactor/ConfirmEnrol), then the recovery codes, shown once.
 */
export const useTwoFactorEnrolment = (calls: TwoFactorCalls) => {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const begin = useCallback(() => {
    setLoadError(null);
    calls.beginEnrol().then(setEnrolment, (error: unknown) => setLoadError(messageOf(error)));
  }, [calls]);
  useEffect(begin, [begin]);

  const confirm = async (code: string) => {
    if (confirming) return;
    setConfirming(true);
    setCodeError(null);
    try {
      setRecoveryCodes((await calls.confirmEnrol(code.trim())).recoveryCodes);
    } catch (error) {
      setCodeError(fieldErrorOf(error, 'code') ?? messageOf(error));
    } finally {
      setConfirming(false);
    }
  };

  return { enrolment, loadError, retry: begin, confirm, confirming, codeError, recoveryCodes };
};
