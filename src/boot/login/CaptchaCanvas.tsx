import { useEffect, useRef } from 'react';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './drawCaptcha';

/** The captcha image, drawn again whenever the code changes; sharp on high-density screens. */
export const CaptchaCanvas = ({ code, label }: { code: string; label: string }) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return; // no 2D context (jsdom, very old browsers): nothing to draw
    const scale = Math.max(1, Math.round(window.devicePixelRatio || 1));
    canvas.width = CAPTCHA_WIDTH * scale;
    canvas.height = CAPTCHA_HEIGHT * scale;
    context.setTransform(scale, 0, 0, scale, 0, 0);
    drawCaptcha(context, code);
  }, [code]);

  return (
    <canvas
      ref={canvasRef}
      width={CAPTCHA_WIDTH}
      height={CAPTCHA_HEIGHT}
      role="img"
      aria-label={label}
      style={{ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, display: 'block', borderRadius: 6, flexShrink: 0 }}
    />
  );
};
