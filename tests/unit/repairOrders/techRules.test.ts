// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TECH_GROUPS } from '../../../contracts/endpoints/repairTechnician';
import {
  clientPage, diagnosisProblems, diagnosticBody, doaChoices, EMPTY_DIAGNOSIS, qualityBody, QUALITY_CHECKS, quoteProblems,
  TECH_TILES, techRowActions, withFinalState, type DiagnosisDraft,
} from '../../../src/lines/repairOrders/technician/techRules';

const TODAY = '2026-11-23';
const draft = (changes: Partial<DiagnosisDraft>): DiagnosisDraft => ({ ...EMPTY_DIAGNOSIS, ...changes });

describe('technician rules', () => {
  it('the tiles are the server\'s groups: workshop 7, 2, 10; quality control 4, 9, 5; pending payment 3', () => {
    expect(Object.fromEntries(TECH_TILES.map((t) => [t.key, t.states]))).toEqual(TECH_GROUPS);
  });

  it('row actions: Detalles always, then the one action of the state (Reparación for 10 only)', () => {
    expect(techRowActions('10')).toEqual(['details', 'repair']);
    expect(techRowActions('2')).toEqual(['details']);
    expect(techRowActions('4')).toEqual(['details', 'quality']);
    expect(techRowActions('7')).toEqual(['details', 'arrival']);
    expect(techRowActions('9')).toEqual(['details', 'shipToPoint']);
    expect(techRowActions('3')).toEqual(['details', 'payment']);
    expect(techRowActions('5')).toEqual(['details']);
  });

  it('diagnosis: final state and comments required; 6 needs the choice, a quote and a date not before today; 2 and 3 a 15-digit IMEI', () => {
    expect(diagnosisProblems(EMPTY_DIAGNOSIS, TODAY)).toEqual(['finalState', 'comments']);
    expect(diagnosisProblems(draft({ finalState: 1, comments: 'ok' }), TODAY)).toEqual([]);
    expect(diagnosisProblems(draft({ finalState: 6, comments: 'x', warrantyDate: '2026-11-22' }), TODAY)).toEqual(['finalStateOutWarranty', 'price', 'warrantyDate']);
    expect(diagnosisProblems(draft({ finalState: 6, comments: 'x', finalStateOutWarranty: 7, price: '90000', warrantyDate: TODAY }), TODAY)).toEqual([]);
    expect(diagnosisProblems(draft({ finalState: 2, comments: 'x', newImei: '12345' }), TODAY)).toEqual(['newImei']);
    expect(diagnosisProblems(draft({ finalState: 3, comments: 'x', newImei: '356789012345678' }), TODAY)).toEqual([]);
  });

  it('DOA: Aceptado only for 4 or 5, Rechazado always; a final state that no longer offers it clears it', () => {
    expect(doaChoices(4)).toEqual(['accepted', 'rejected']);
    expect(doaChoices(5)).toEqual(['accepted', 'rejected']);
    expect(doaChoices(1)).toEqual(['rejected']);
    expect(withFinalState(draft({ finalState: 4, doa: 'accepted' }), 1).doa).toBe('');
    expect(withFinalState(draft({ finalState: 4, doa: 'rejected' }), 1).doa).toBe('rejected');
  });

  it('the quote needs final state 6 with its fields; the body carries only what the final state uses', () => {
    expect(quoteProblems(draft({ finalState: 1 }), TODAY)).toEqual(['finalState']);
    expect(quoteProblems(draft({ finalState: 6, finalStateOutWarranty: 8, price: '50000', warrantyDate: '2026-12-01' }), TODAY)).toEqual([]);
    expect(diagnosticBody(draft({ finalState: 1, comments: ' ok ', newImei: '1', price: '9', doa: 'rejected' }), false)).toEqual({ finalState: 1, comments: 'ok' });
    expect(diagnosticBody(draft({ finalState: 4, comments: 'x', doa: 'accepted' }), true)).toEqual({ finalState: 4, comments: 'x', doa: 'accepted' });
    expect(diagnosticBody(draft({ finalState: 6, comments: 'x', finalStateOutWarranty: 7, price: '90000', warrantyDate: TODAY }), false))
      .toEqual({ finalState: 6, comments: 'x', finalStateOutWarranty: 7, price: 90000, warrantyDate: TODAY });
  });

  it('quality control: the nine checks as the strings "true"/"false"', () => {
    const checked = Object.fromEntries(QUALITY_CHECKS.map((c) => [c, c === 'camera'])) as Record<(typeof QUALITY_CHECKS)[number], boolean>;
    const body = qualityBody(checked, ' sin novedad ');
    expect(Object.keys(body)).toHaveLength(10);
    expect(body.camera).toBe('true');
    expect(body.headphone).toBe('false');
    expect(body.observations).toBe('sin novedad');
  });

  it('client paging: 10 a page after the text filter (accents ignored)', () => {
    const orders = Array.from({ length: 23 }, (_, i) => ({ orderId: i + 1, clientName: i === 4 ? 'José Pérez' : 'Ana', imei: `35${i}`, model: 'A54', idOrderState: '2' }));
    expect(clientPage(orders, {}).items.map((o) => o.orderId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(clientPage(orders, { pageIndex: 3 })).toMatchObject({ totalItemCount: 23, items: [{ orderId: 21 }, { orderId: 22 }, { orderId: 23 }] });
    expect(clientPage(orders, { search: 'jose perez' }).items.map((o) => o.orderId)).toEqual([5]);
    expect(clientPage(orders, { states: ['4'] }).totalItemCount).toBe(0);
  });
});
