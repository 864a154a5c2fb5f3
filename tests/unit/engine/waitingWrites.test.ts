// @vitest-environment node
// Issue 51: the changes saved offline that wait to be sent, as the Conflicts page lists them (waitingRules.ts).
import { describe, expect, it } from 'vitest';
import { QUEUED_FIELD } from '../../../src/engine/offline/queuedMark';
import { waitingWriteOf } from '../../../src/engine/offline/waitingRules';

const seen = { id: 4, name: 'Inventario', alias: 'INV', active: true, version: 3 };

describe('a change waiting to be sent', () => {
  it('an edit: its record as the user left it, and only the fields they changed (not the mark, the id or the version)', () => {
    const variables = { resource: 'databases', id: 4, data: { ...seen, name: 'Inventario Sur', active: false, [QUEUED_FIELD]: true }, previousData: seen };
    expect(waitingWriteOf(['databases', 'update', { id: 4 }], variables)).toEqual({
      kind: 'update',
      resource: 'databases',
      id: 4,
      record: { ...seen, name: 'Inventario Sur', active: false, [QUEUED_FIELD]: true },
      fields: ['name', 'active'],
    });
  });

  it('a new record, and a workflow call by its own name', () => {
    expect(waitingWriteOf(['stores', 'create'], { resource: 'stores', data: { name: 'Tienda Norte', [QUEUED_FIELD]: true } })).toMatchObject({
      kind: 'create',
      resource: 'stores',
      record: { name: 'Tienda Norte' },
    });
    const label = { key: 'app.repairTechnician.offline.diagnosis', args: { id: 12 } };
    expect(waitingWriteOf(['queuedCall', 'saveDiagnostic'], { line: 'repairOrders', method: 'saveDiagnostic', args: [{ orderId: 12 }], label, queuedCall: true })).toEqual({
      kind: 'call',
      label,
    });
  });

  it('is nothing for a write made online (no mark)', () => {
    expect(waitingWriteOf(['databases', 'update'], { resource: 'databases', id: 4, data: seen, previousData: seen })).toBeUndefined();
    expect(waitingWriteOf(undefined, undefined)).toBeUndefined();
  });
});
