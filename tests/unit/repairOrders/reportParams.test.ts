// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canGenerate, GUIDE_REPORT_TYPES, initialOrderReport, orderReportBody, withType } from '../../../src/lines/repairOrders/reportParams';

describe('order report parameters (spec 03 §2.2)', () => {
  it('starts on Estado with both parameters empty, and generating is disabled', () => {
    expect(initialOrderReport()).toEqual({ type: 'state', param1: '', param2: '' });
    expect(canGenerate(initialOrderReport())).toBe(false);
  });
  it('generating needs the first parameter only (blank counts as empty)', () => {
    expect(canGenerate({ type: 'date', param1: '2026-01-01', param2: '' })).toBe(true);
    expect(canGenerate({ type: 'date', param1: '', param2: '2026-01-31' })).toBe(false);
    expect(canGenerate({ type: 'orderNumber', param1: '   ', param2: '' })).toBe(false);
  });
  it('changing the search type clears both parameters', () => {
    expect(withType({ type: 'date', param1: '2026-01-01', param2: '2026-01-31' }, 'orderNumber')).toEqual({ type: 'orderNumber', param1: '', param2: '' });
  });
  it('sends the type as its position and the parameters trimmed', () => {
    expect(orderReportBody({ type: 'clientDocument', param1: ' 1000 ', param2: '' })).toEqual({ type: 3, param1: '1000', param2: '' });
    expect(orderReportBody({ type: 'state', param1: 'all', param2: '' }).type).toBe(1);
  });
});

it('the guide report offers the three quoted choices', () => {
  expect(GUIDE_REPORT_TYPES.map((t) => t.label)).toEqual(['Pendiente por recoger', 'Pendiente guia de devolucion a tienda', 'Todos']);
});
