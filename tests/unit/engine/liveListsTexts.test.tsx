// Issue 36, live lists: what the other session reads, in English and Spanish (the e2e live-lists journey runs in
// Spanish only): the screen readers' announcement of a changed row (LiveAnnouncer, singular and plural) and the open
// form's notice with its Reload (LiveChangeNotice's texts, the time as the notice writes it).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordsChanged } from '../../../contracts/live';
import { timeOf } from '../../../src/engine/live/LiveChangeNotice';
import { LiveAnnouncer } from '../../../src/engine/live/LiveRows';
import { EMPTY_LIVE_ROWS, liveRowsReducer } from '../../../src/engine/live/liveRows';
import { renderWithAdmin, testI18n } from '../support/renderWithAdmin';

const change = (over: Partial<RecordsChanged> = {}): RecordsChanged => ({
  resource: 'stores', ids: ['3', '7'], by: { id: 2, name: 'Ana Gómez' }, at: '2026-11-27T14:05:00.000Z', kind: 'update', ...over,
});

const announced = (locale: 'en' | 'es', event: RecordsChanged) => {
  const state = liveRowsReducer(EMPTY_LIVE_ROWS, { type: 'changed', event, now: 0 });
  const { unmount } = renderWithAdmin(<LiveAnnouncer state={state} />, { locale });
  const text = screen.getByTestId('live-announcer').textContent;
  unmount();
  return text;
};

describe('what the other session reads, in English and Spanish', () => {
  it('the announcement: "1 row updated by …" / "1 fila actualizada por …", and its plural', () => {
    expect(announced('en', change({ ids: ['3'] }))).toBe('1 row updated by Ana Gómez');
    expect(announced('en', change())).toBe('2 rows updated by Ana Gómez');
    expect(announced('es', change({ ids: ['3'] }))).toBe('1 fila actualizada por Ana Gómez');
    expect(announced('es', change())).toBe('2 filas actualizadas por Ana Gómez');
  });

  it('the open form’s notice: "Changed by … at 14:05" / "Modificado por … a las 14:05", and its Reload / Recargar', () => {
    const say = (locale: 'en' | 'es') => {
      const { translate } = testI18n(locale);
      const { by, at } = change();
      return [translate('app.engine.live.changed', { name: by.name, time: timeOf(at, locale) }), translate('app.engine.live.reload')];
    };
    expect(say('en')).toEqual([expect.stringMatching(/^Changed by Ana Gómez at \d{1,2}:\d{2}/), 'Reload']);
    expect(say('es')).toEqual([expect.stringMatching(/^Modificado por Ana Gómez a las \d{1,2}:\d{2}/), 'Recargar']);
  });
});
