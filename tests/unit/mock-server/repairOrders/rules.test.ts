// @vitest-environment node
// Spec 03 §4.3 (diagnostic), §5 (warranty) and the order table's TAT, as pure rules.
import { describe, expect, it } from 'vitest';
import { diagnosticOutcome, turnaroundDays, underWarranty, type DiagnosticInput } from '../../../../mock-server/lines/repairOrders/rules';

const TODAY = '2026-03-10';
const base: DiagnosticInput = { finalState: 1, comments: 'Pantalla cambiada' };
const errorsOf = (input: Partial<DiagnosticInput>) => Object.keys(diagnosticOutcome({ ...base, ...input }, TODAY).errors).sort();

describe('diagnosticOutcome', () => {
  it.each([
    { input: { finalState: 1 }, next: '4' },
    { input: { finalState: 4 }, next: '12' },
    { input: { finalState: 5, doa: 'accepted' as const }, next: '12' },
    { input: { finalState: 4, doa: 'rejected' as const }, next: '12' },
    { input: { finalState: 5, doa: 'rejected' as const }, next: '4' },
    { input: { finalState: 2, newImei: '356938035643809' }, next: '4' },
  ])('final state $input.finalState, DOA $input.doa → $next', ({ input, next }) => {
    const outcome = diagnosticOutcome({ ...base, ...input }, TODAY);
    expect(outcome.errors).toEqual({});
    expect(outcome.nextState).toBe(next);
  });

  it('requires comments', () => expect(errorsOf({ comments: '  ' })).toEqual(['comments']));

  it('final state 6 is replaced by the out-of-warranty one and needs a quote and a warranty-loss date not before today', () => {
    expect(errorsOf({ finalState: 6 })).toEqual(['finalStateOutWarranty', 'price', 'warrantyDate']);
    expect(errorsOf({ finalState: 6, finalStateOutWarranty: 8, price: 120000, warrantyDate: '2026-03-09' })).toEqual(['warrantyDate']);
    const ok = diagnosticOutcome({ ...base, finalState: 6, finalStateOutWarranty: 8, price: 120000, warrantyDate: TODAY }, TODAY);
    expect(ok.errors).toEqual({});
    expect(ok.finalState).toBe(8);
    expect(ok.nextState).toBe('4');
  });

  it.each([2, 3])('final state %i needs a new IMEI matching the pattern', (finalState) => {
    expect(errorsOf({ finalState })).toEqual(['newImei']);
    expect(errorsOf({ finalState, newImei: '12345' })).toEqual(['newImei']);
    expect(errorsOf({ finalState, newImei: '356938035643809' })).toEqual([]);
  });

  it.each([1, 2, 3, 6, 7])('DOA cannot be accepted with final state %i', (finalState) => {
    expect(errorsOf({ finalState, doa: 'accepted', newImei: '356938035643809', finalStateOutWarranty: 8, price: 1, warrantyDate: TODAY })).toEqual(['doa']);
  });
});

describe('turnaroundDays and underWarranty', () => {
  it('TAT counts whole days since creation', () => {
    expect(turnaroundDays('2026-03-10T23:59:00Z', TODAY)).toBe(0);
    expect(turnaroundDays('2026-03-01T08:00:00Z', TODAY)).toBe(9);
    expect(turnaroundDays('2025-03-10', TODAY)).toBe(365);
  });

  it('warranty holds up to 365 days after purchase, counted from the day after', () => {
    expect(underWarranty('2025-03-10', TODAY)).toBe(true);
    expect(underWarranty('2025-03-09', TODAY)).toBe(false);
    expect(underWarranty(TODAY, TODAY)).toBe(true);
  });
});
