// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INITIAL_STATES, LOGISTICS_TILES, progressStep, rowActions, tatDays, type RowAction } from '../../../src/lines/repairOrders/orderRules';

describe('rowActions (spec 03 §2.3)', () => {
  const cases: [state: string, tech: string | null, expected: RowAction[]][] = [
    ['1', 'Andrés Pineda', ['details', 'collectionGuide']],
    ['1', null, ['details', 'assignWorkshop']],
    ['7', 'Andrés Pineda', ['details', 'confirmArrival']],
    ['3', 'Andrés Pineda', ['details', 'confirmPayment']],
    ['5', 'Andrés Pineda', ['details', 'returnGuide']],
    ['2', 'Andrés Pineda', ['details']],
    ['4', null, ['details']],
    ['8', 'Andrés Pineda', ['details']],
    ['9', 'Andrés Pineda', ['details']],
    ['10', 'Andrés Pineda', ['details']],
    ['12', 'Andrés Pineda', ['details']],
  ];
  it.each(cases)('state %s, technician %s → %j', (idOrderState, tech, expected) => {
    expect(rowActions({ idOrderState, tech })).toEqual(expected);
  });
});

describe('tatDays', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('counts whole days since creation', () => {
    expect(tatDays('2026-11-23T09:00:00Z', now)).toBe(0);
    expect(tatDays('2026-11-22T10:00:00Z', now)).toBe(1);
    expect(tatDays('2026-11-22T10:00:01Z', now)).toBe(0);
    expect(tatDays('2026-10-24T10:00:00Z', now)).toBe(30);
  });
  it('is never negative and 0 for an unreadable date', () => {
    expect(tatDays('2026-11-30T00:00:00Z', now)).toBe(0);
    expect(tatDays('not a date', now)).toBe(0);
  });
});

describe('logistics tiles (spec 03 §2.1)', () => {
  it('group the states as the spec says and start on 1 and 8', () => {
    expect(Object.fromEntries(LOGISTICS_TILES.map((t) => [t.key, t.states]))).toEqual({
      pendingCollection: ['1', '8', '7'], inWorkshops: ['2', '10'], qualityControl: ['4'], pendingPayment: ['3'], pendingClaim: ['5', '9'],
    });
    expect(INITIAL_STATES).toEqual(['1', '8']);
  });
});

describe('progressStep (the five-step progress)', () => {
  it.each([
    ['1', 0], ['8', 0], ['7', 1], ['2', 2], ['10', 2], ['3', 2], ['4', 3], ['5', 3], ['9', 3], ['11', 4], ['6', 4], ['15', 4], ['12', 4], ['13', -1], ['16', -1],
  ])('state %s reaches step %i', (state, step) => {
    expect(progressStep(state)).toBe(step);
  });
});
