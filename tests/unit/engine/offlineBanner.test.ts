// @vitest-environment node
// Issue 51: what the offline banner says (src/engine/offline/OfflineBanner.tsx bannerState).
import { describe, expect, it } from 'vitest';
import { bannerState } from '../../../src/engine/offline/OfflineBanner';

describe('the offline banner', () => {
  it('says nothing online with nothing waiting', () => expect(bannerState(true, 0, 0)).toBeUndefined());

  it('offline: that it is, and how many changes wait; the way to Conflicts when one waits there', () => {
    expect(bannerState(false, 0, 0)).toMatchObject({ message: 'app.engine.offline.offline', review: false });
    expect(bannerState(false, 3, 0)).toMatchObject({ severity: 'warning', message: 'app.engine.offline.waiting', count: 3 });
    expect(bannerState(false, 3, 1)).toMatchObject({ message: 'app.engine.offline.waiting', review: true });
  });

  it('back online: the changes being sent first, then those set aside (so "need your decision" means the queue is done)', () => {
    expect(bannerState(true, 2, 1)).toMatchObject({ severity: 'info', message: 'app.engine.offline.sending', count: 2, review: true });
    expect(bannerState(true, 0, 4)).toMatchObject({ severity: 'warning', message: 'app.engine.offline.setAside', count: 4, review: true });
  });

  it('leads to the list of the changes waiting, or to those that need a decision first', () => {
    expect(bannerState(false, 2, 0)).toMatchObject({ action: 'app.engine.offline.seeWaiting' });
    expect(bannerState(true, 2, 0)).toMatchObject({ action: 'app.engine.offline.seeWaiting' });
    expect(bannerState(false, 2, 1)).toMatchObject({ action: 'app.engine.offline.review' });
    expect(bannerState(false, 0, 0)).toMatchObject({ action: undefined });
  });
});
