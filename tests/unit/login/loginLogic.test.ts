// @vitest-environment node
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from '../../../src/boot/login/drawCaptcha';
import { translatorFor } from '../../../src/boot/login/loginTexts';
import { messageOf, missingFields } from '../../../src/boot/login/useCaptchaLogin';

/** A 2D context that records what is drawn. */
const recordingContext = () => {
  const texts: Array<{ text: string; font: string }> = [];
  let font = '';
  const noop = () => undefined;
  const context = {
    set font(value: string) {
      font = value;
    },
    get font() {
      return font;
    },
    fillText: (text: string) => texts.push({ text, font }),
    createLinearGradient: () => ({ addColorStop: noop }),
    ...Object.fromEntries(
      ['save', 'restore', 'clearRect', 'fillRect', 'beginPath', 'moveTo', 'quadraticCurveTo', 'bezierCurveTo', 'stroke', 'arc', 'fill', 'translate', 'rotate'].map(
        (name) => [name, noop],
      ),
    ),
  };
  return { context: context as unknown as CanvasRenderingContext2D, texts };
};

describe('drawCaptcha', () => {
  it('draws each character of the code once, in order, at a legible size', () => {
    const { context, texts } = recordingContext();
    drawCaptcha(context, 'Kp7Qr2');
    expect(texts.map((t) => t.text)).toEqual(['K', 'p', '7', 'Q', 'r', '2']);
    for (const { font } of texts) expect(Number(/(\d+)px/.exec(font)?.[1])).toBeGreaterThanOrEqual(26);
    expect([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]).toEqual([200, 50]);
  });
});

describe('login form rules', () => {
  it('lists the empty required fields (spaces do not count as a user)', () => {
    expect(missingFields({ user: ' ', password: '', captcha: '' })).toEqual({
      user: 'app.login.required.user',
      password: 'app.login.required.password',
      captcha: 'app.login.required.captcha',
    });
    expect(missingFields({ user: 'admin', password: ' x', captcha: 'AB3XYZ' })).toEqual({});
  });

  it("shows the server's message, an app.errors key for a network failure, and a generic text otherwise", () => {
    const t = translatorFor('es');
    expect(t(messageOf(new HttpError('Usuario o contraseña incorrectos.', 401)))).toBe('Usuario o contraseña incorrectos.');
    expect(t(messageOf(new HttpError('app.errors.network', 0)))).toBe(
      'No se puede contactar al servidor. Revise su conexión e intente de nuevo.',
    );
    expect(t(messageOf('boom'))).toBe('Error inesperado');
  });

  it('fills placeholders', () => {
    expect(translatorFor('en')('app.login.logo', { name: 'ACME' })).toBe('Logo of ACME');
  });
});
