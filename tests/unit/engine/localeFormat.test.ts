// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../../../src/engine/localeFormat';

describe('dates and numbers in the console language', () => {
  it('writes a date as react-admin DateField does, a date without a time on the same day everywhere', () => {
    expect(formatDate('2026-11-03', 'es')).toBe('3/11/2026');
    expect(formatDate('2026-11-03', 'en')).toBe('11/3/2026');
    const withTime = new Date(2026, 10, 3, 23, 30);
    expect(formatDate(withTime.toISOString(), 'es')).toBe(withTime.toLocaleDateString('es'));
    expect(formatDate(withTime, 'en')).toBe(withTime.toLocaleDateString('en'));
  });

  it('writes nothing for an empty or unreadable date', () => {
    expect(formatDate(null, 'es')).toBe('');
    expect(formatDate('', 'es')).toBe('');
    expect(formatDate('not a date', 'es')).toBe('');
  });

  it('writes numbers with the language grouping, numeric strings included, other text as it is', () => {
    expect(formatNumber(5563, 'es')).toBe((5563).toLocaleString('es'));
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber('1234567', 'en')).toBe('1,234,567');
    expect(formatNumber('n/a', 'en')).toBe('n/a');
    expect(formatNumber(null, 'en')).toBe('');
  });
});
