// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCompanyDate } from '../../../src/shell/layout/footer/companyDate';
import { telHref } from '../../../src/shell/layout/helper/HelperPanel';

describe('footer and Helper formats', () => {
  it('writes the last-update date for the language, as the calendar day it names', () => {
    expect(formatCompanyDate('2026-11-01', 'en')).toBe('November 1, 2026');
    expect(formatCompanyDate('2026-11-01', 'es')).toBe('1 de noviembre de 2026');
    expect(formatCompanyDate('2026-01-31T15:00:00', 'en')).toBe('January 31, 2026');
    expect(formatCompanyDate('soon', 'en')).toBe('soon');
  });

  it('dials the phone number with its digits only', () => {
    expect(telHref('+57 601 508 7700')).toBe('tel:+576015087700');
  });
});
