import { useCallback, useEffect, useState } from 'react';
import { generateCaptcha } from './captcha';

declare global {
  interface Window {
    /** the current captcha, for the end-to-end tests only (absent from the production build) */
    __E2E_CAPTCHA__?: string;
  }
}

/** The current captcha code and a way to draw a new one. */
export const useCaptchaCode = () => {
  const [code, setCode] = useState(() => generateCaptcha());
  const renew = useCallback(() => setCode(generateCaptcha()), []);

  useEffect(() => {
    // `vite build --mode e2e` only: elsewhere the condition is the constant false and the block is dropped
    if (import.meta.env.VITE_E2E) {
      window.__E2E_CAPTCHA__ = code;
    }
  }, [code]);

  return { code, renew };
};
