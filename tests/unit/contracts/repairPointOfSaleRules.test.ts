// @vitest-environment node
// The point of sale's pure rules (spec 03 §5, §9), at their edges: one function for the app and the server.
import { describe, expect, it } from 'vitest';
import {
  isInvoiceFile, MIN_PATTERN, MOBILE_PATTERN, purchaseDateValid, underWarranty, warrantyCheckBlocks, womOrderNumber,
} from '../../../contracts/repairPointOfSaleRules';

describe('underWarranty: no more than 365 days since the purchase, counted from the day after', () => {
  it.each([
    ['2025-03-10', '2026-03-10', true], // day 365
    ['2025-03-09', '2026-03-10', false], // day 366
    ['2026-03-10', '2026-03-10', true], // the purchase day itself
    ['2023-03-01', '2024-02-29', true], // across a leap day: day 365
    ['2023-02-28', '2024-02-29', false], // day 366
    ['2026-03-11', '2026-03-10', false], // bought after today
    ['10/03/2026', '2026-03-10', false], // unreadable
  ])('bought %s, today %s → %s', (purchase, today, expected) => {
    expect(underWarranty(purchase, today)).toBe(expected);
  });
});

describe('warrantyCheckBlocks', () => {
  it('blocks only a device under warranty whose IMEI warranty date has passed; 0001-01-01 never blocks', () => {
    expect(warrantyCheckBlocks(true, '2026-03-09', '2026-03-10')).toBe(true);
    expect(warrantyCheckBlocks(true, '2026-03-10', '2026-03-10')).toBe(false);
    expect(warrantyCheckBlocks(false, '2026-03-09', '2026-03-10')).toBe(false);
    expect(warrantyCheckBlocks(true, '0001-01-01', '2026-03-10')).toBe(false);
    expect(warrantyCheckBlocks(true, '0001-01-01T00:00:00', '2026-03-10')).toBe(false);
  });
});

describe('formats', () => {
  it('MIN: 10 digits starting with 3; mobile: exactly 10 digits', () => {
    expect(MIN_PATTERN.test('3001234567')).toBe(true);
    expect(MIN_PATTERN.test('2001234567')).toBe(false);
    expect(MIN_PATTERN.test('300123456')).toBe(false);
    expect(MOBILE_PATTERN.test('6011234567')).toBe(true);
    expect(MOBILE_PATTERN.test('60112345678')).toBe(false);
  });

  it('purchase date not after today', () => {
    expect(purchaseDateValid('2026-03-10', '2026-03-10')).toBe(true);
    expect(purchaseDateValid('2026-03-11', '2026-03-10')).toBe(false);
    expect(purchaseDateValid('', '2026-03-10')).toBe(false);
  });

  it('the invoice is a file named as typed, with or without its extension', () => {
    expect(isInvoiceFile('FAC-001.pdf', 'fac-001')).toBe(true);
    expect(isInvoiceFile('FAC-001.pdf', 'FAC-001.pdf')).toBe(true);
    expect(isInvoiceFile('FAC-0012.pdf', 'FAC-001')).toBe(false);
    expect(isInvoiceFile('FAC-001.pdf', '  ')).toBe(false);
    expect(womOrderNumber(451)).toBe('Wom451');
  });
});
