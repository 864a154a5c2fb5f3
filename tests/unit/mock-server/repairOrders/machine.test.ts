// @vitest-environment node
// The repair order's transition table against spec 03 §4 / spec 04 §4, written out here independently of
// mock-server/lines/repairOrders/machine.ts: every event from every state is either allowed or refused as listed.
import { describe, expect, it } from 'vitest';
import { allows, ORDER_STATES, repairOrderMachine, returnEvent, type OrderEvent, type OrderState } from '../../../../mock-server/lines/repairOrders/machine';

/** event → [states it starts from, state it leads to] */
const EXPECTED: Record<string, [OrderState[], OrderState]> = {
  assignTech: [['1'], '1'],
  saveCollectionGuide: [['1'], '1'],
  collectionGuide: [['1'], '8'],
  pickedByTransport: [['8'], '7'],
  receivedInWorkshop: [['7'], '10'],
  sendQuote: [['2', '10'], '3'],
  confirmPayment: [['3'], '10'],
  diagnoseToQuality: [['2', '10'], '4'],
  diagnoseFinished: [['2', '10'], '12'],
  qualityApproved: [['4'], '5'],
  backToRepair: [['4'], '10'],
  saveReturnGuide: [['5'], '5'],
  returnGuide: [['5'], '9'],
  shippedToPoint: [['9'], '11'],
  receivedInStore: [['11'], '6'],
  exitOrderDownloaded: [['6'], '15'],
  confirmDelivery: [['6', '15'], '12'],
  abandon: [['6', '15'], '16'],
  cancelOrder: [['1', '2', '3', '4', '7', '8', '10'], '13'],
};
const FINAL: OrderState[] = ['12', '13', '16'];
const OPEN = ORDER_STATES.filter((s) => !FINAL.includes(s));

const cases = Object.entries(EXPECTED).flatMap(([event, [from, to]]) =>
  ORDER_STATES.map((state) => ({ event, state, allowed: from.includes(state), to })));

describe('the repair order machine', () => {
  it('has exactly the listed events plus one return per open state', () => {
    const returns = OPEN.map((s) => returnEvent(s as Parameters<typeof returnEvent>[0]));
    expect(Object.keys(repairOrderMachine.transitions).sort()).toEqual([...Object.keys(EXPECTED), ...returns].sort());
  });

  it.each(cases)('$event from state $state: allowed $allowed', ({ event, state, allowed, to }) => {
    expect(allows(event as OrderEvent, state)).toBe(allowed);
    expect(repairOrderMachine.transitions[event as OrderEvent].to).toBe(to);
  });

  it.each(OPEN.flatMap((target) => ORDER_STATES.map((state) => ({ target, state }))))(
    'returnTo$target from state $state is allowed only from another open state',
    ({ target, state }) => {
      const event = returnEvent(target as Parameters<typeof returnEvent>[0]);
      expect(allows(event, state)).toBe(OPEN.includes(state) && state !== target);
      expect(repairOrderMachine.transitions[event].to).toBe(target);
    },
  );

  it('no event leaves a final state (12 finished, 13 cancelled, 16 abandoned)', () => {
    for (const event of Object.keys(repairOrderMachine.transitions) as OrderEvent[]) {
      for (const state of FINAL) expect(allows(event, state), `${event} from ${state}`).toBe(false);
    }
  });
});
