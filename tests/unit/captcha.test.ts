// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaMatches, generateCaptcha } from '../../src/boot/login/captcha';

describe('captcha', () => {
  it('has 6 characters from the alphabet without look-alikes', () => {
    for (let i = 0; i < 500; i++) {
      const code = generateCaptcha();
      expect(code).toMatch(/^[A-HJ-NP-Za-km-z2-9]{6}$/);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[IOl01]/);
  });

  it('draws every alphabet character over many codes (no character is unreachable)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) for (const c of generateCaptcha()) seen.add(c);
    expect(seen.size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('redraws the bytes that would bias the distribution', () => {
    // 57 characters: bytes 228..255 are redrawn, so the source's first three bytes are skipped
    expect(CAPTCHA_ALPHABET).toHaveLength(57);
    const bytes = [255, 250, 228, 0, 1, 2, 3, 4, 5];
    let position = 0;
    const fill = (array: Uint8Array) => array.map(() => bytes[position++ % bytes.length]);
    expect(generateCaptcha(fill)).toBe('ABCDEF');
  });

  it('compares case-insensitively and ignores surrounding spaces', () => {
    expect(captchaMatches('ab3xyz', 'AB3xYz')).toBe(true);
    expect(captchaMatches(' AB3XYZ ', 'ab3xyz')).toBe(true);
    expect(captchaMatches('AB3XY', 'AB3XYZ')).toBe(false);
    expect(captchaMatches('', 'AB3XYZ')).toBe(false);
  });
});
