import firstRowsByRoute from 'virtual:first-rows';
import { storedLanguage, storedSidebarStatic } from '../../shell/auth/session';
import { readPath } from '../../../dataProviders/documentedProvider';
import { peekEarly } from '../../../dataProviders/earlyRequest';
import type { ApiRequest } from '../../../dataProviders/httpClient';
import { NARROW_SCREEN_QUERY } from '../../shell/layout/sidebar/sidebarRules';
import { SELECTION_BOX_TARGET } from '../../engine/rows/selectionBoxClass';
import { fillRows } from './fillRows';
import { firstRowsHandedOver, onHandOver } from './handOver';

/**
 * Whether this window shows the list as a table beside a pinned side menu (the layout drawn here): not on a phone or a
 * narrow window (a list of cards, a menu over the page), nor when the user unpinned or closed the menu.
 */
const layoutIsDrawable = () =>
  !window.matchMedia(NARROW_SCREEN_QUERY).matches && storedSidebarStatic() !== false && localStorage.getItem('RaStore.sidebar.open') !== 'false';

/** The user chose this list's columns, or has a view of it open (src/engine/columns): the app draws other columns. */
const hasOwnColumns = (resource: string) =>
  Object.keys(localStorage).some((key) => /^RaStore\.(listColumns|listViews\.working)\./.test(key) && key.endsWith(`.${resource}`));

/** The app's container: laid out (its components measure themselves) but not shown, over the page, until it takes over. */
const HIDDEN_APP = { position: 'fixed', inset: '0', visibility: 'hidden', overflow: 'hidden' } as const;

/**
 * Draws the first rows of the list at `route` from the answer main.tsx asked for early (`request`), before React, MUI
 * or the app's code have run: the list's page drawn when the app was built (prerender.tsx), its rows copied from its
 * one empty row. It stays until the app shows its own rows (handOver.ts). Nothing is drawn for a list without a page,
 * a layout this drawing does not know, a failed answer, or once the app has taken over.
 */
export const paintFirstRows = async (route: string, request: ApiRequest): Promise<void> => {
  const load = firstRowsByRoute[route];
  const early = peekEarly(request);
  if (!load || !early || !layoutIsDrawable()) return;
  const [{ default: page }, answer] = await Promise.all([load(), early.catch(() => undefined) as Promise<{ isSuccess?: boolean; data?: unknown } | undefined>]);
  // the page's timeline (a profile, the bench's investigations) shows when the answer came and the rows were drawn
  performance.mark('firstRows:answer');
  const rows = readPath(answer?.data, page.itemsPath);
  if (!answer?.isSuccess || !Array.isArray(rows) || firstRowsHandedOver() || hasOwnColumns(page.resource)) return;

  const language = storedLanguage() === 'es' ? 'es' : 'en';
  const style = document.createElement('style');
  style.textContent = page.css;
  document.head.append(style);
  const app = document.getElementById('root')!;
  const container = document.createElement('div');
  // the build's own HTML (prerender.tsx); the answer's values go in as text (fillRows.ts)
  container.innerHTML = page.html[language];
  fillRows(page, container, rows as Array<Record<string, unknown>>, language);
  let click: [number, number] | undefined;
  container.querySelector('tbody')!.addEventListener('click', (event) => {
    const cell = (event.target as Element).closest('td');
    const row = cell?.parentElement;
    if (cell && row) click = [[...row.parentElement!.children].indexOf(row), [...row.children].indexOf(cell)];
  });
  app.before(container);
  Object.assign(app.style, HIDDEN_APP);
  performance.mark('firstRows:drawn');
  onHandOver(() => {
    performance.mark('firstRows:handOver');
    container.remove();
    style.remove();
    for (const property of Object.keys(HIDDEN_APP)) app.style.removeProperty(property);
    if (!click) return;
    const [row, column] = click;
    // the row clicked meanwhile gets the click in the app (its selection box, MUI's or still its look: SelectionBox;
    // or the row: it opens), once the commit that hands over is done: react-admin sets its handlers in that commit's
    // layout effects, the list's (a parent) after the rows' that hand over
    queueMicrotask(() => {
      const cell = app.querySelectorAll('tbody tr')[row]?.children[column] as HTMLElement | undefined;
      (cell?.querySelector<HTMLElement>(SELECTION_BOX_TARGET) ?? cell)?.click();
    });
  });
  // resolves in the frame that draws the rows, before its layout and paint: what the caller then starts (the app's
  // code) runs in a later task, so after that paint. Waiting for a task after the frame instead (a timeout) held
  // the app's code back a further 10-15 ms (other tasks came first).
  await new Promise((frame) => requestAnimationFrame(frame));
};
