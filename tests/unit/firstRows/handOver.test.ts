// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHandOver } from '../../../src/boot/firstRows/handOver';

describe('the hand-over from the rows drawn before the app to the app (issue 37)', () => {
  it('removes the early drawing once, when the app shows its own rows', () => {
    const { handOver, onHandOver, handedOver } = createHandOver();
    const remove = vi.fn();
    onHandOver(remove);
    expect(handedOver()).toBe(false);
    expect(remove).not.toHaveBeenCalled();
    handOver();
    handOver();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(handedOver()).toBe(true);
  });

  it('an app that was first leaves nothing drawn: a drawing made afterwards goes at once', () => {
    const { handOver, onHandOver, handedOver } = createHandOver();
    handOver();
    expect(handedOver()).toBe(true);
    const remove = vi.fn();
    onHandOver(remove);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
