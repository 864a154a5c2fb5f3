// @vitest-environment node
// The back office's pure rules: IMEI pattern, whole days, the 45-day threshold, which requests leave a log line.
import { describe, expect, it } from 'vitest';
import { daysSince, isClosed, pendingAbandonment, validImei } from '../../../../mock-server/lines/repairBackOffice/rules';
import { logLineOf } from '../../../../mock-server/lines/repairBackOffice/logs';

describe('back office rules', () => {
  it('an IMEI is 15 digits', () => {
    expect(validImei('351234567890123')).toBe(true);
    for (const bad of ['35123456789012', '3512345678901234', '35123456789012a', '']) expect(validImei(bad), bad).toBe(false);
  });

  it('counts whole days and puts a device pending from day 45', () => {
    expect(daysSince('2026-01-01T23:59:00Z', '2026-02-15T00:01:00Z')).toBe(45);
    expect(daysSince('2026-03-01', '2026-02-01')).toBe(0);
    expect(pendingAbandonment(44)).toBe(false);
    expect(pendingAbandonment(45)).toBe(true);
  });

  it('finished, cancelled and abandoned orders are closed', () => {
    expect(['12', '13', '16'].every(isClosed)).toBe(true);
    expect(['1', '6', '15'].some(isClosed)).toBe(false);
  });

  it('logs every failure and the back office writes that succeed, not reads', () => {
    expect(logLineOf('GET', '/Menu/List', '/api/Menu/List', 200, { message: '' })).toBeUndefined();
    expect(logLineOf('POST', '/WorkShop/save', '/api/WorkShop/save', 200, { message: 'Tienda creada correctamente.' }))
      .toEqual({ message: 'Tienda creada correctamente.', statusCode: 200, stack: 'POST /api/WorkShop/save → 200', isSuccess: true });
    expect(logLineOf('GET', '/Nope', '/api/Nope?token=secret', 404, { message: 'No existe' }))
      .toEqual({ message: 'No existe', statusCode: 404, stack: 'GET /api/Nope?token=*** → 404', isSuccess: false });
  });
});
