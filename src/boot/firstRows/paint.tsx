import { ThemeProvider } from '@mui/material/styles';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import firstRowsByRoute from 'virtual:first-rows';
import { storedLanguage, storedSidebarStatic } from '../../shell/auth/session';
import { readPath } from '../../../dataProviders/documentedProvider';
import { peekEarly } from '../../../dataProviders/earlyRequest';
import type { ApiRequest } from '../../../dataProviders/httpClient';
import { NARROW_SCREEN_QUERY } from '../../shell/layout/sidebar/sidebarRules';
import { theme, themeOptions } from '../../shell/theme';
import { FirstRows } from './FirstRows';
import { firstRowsHandedOver, onHandOver } from './handOver';
import type { FirstRowsPlan } from './plan';

/** react-admin's width of the open side menu (theme.ts), beside the page when it is pinned (static) */
const SIDEBAR_WIDTH = themeOptions.sidebar?.width ?? 240;

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
 * Draws the first rows of the list at `route` from the answer main.tsx asked for early (`request`), before the app's
 * code has run, and keeps them until the app shows its own (handOver.ts). Nothing is drawn for a list without a plan
 * (plan.ts), a layout this drawing does not know, a failed answer, or once the app has taken over.
 */
export const paintFirstRows = async (route: string, request: ApiRequest): Promise<void> => {
  const plan: FirstRowsPlan | undefined = firstRowsByRoute[route];
  const early = peekEarly(request);
  if (!plan || !early || !layoutIsDrawable() || hasOwnColumns(plan.resource)) return;
  const answer = (await early.catch(() => undefined)) as { isSuccess?: boolean; data?: unknown } | undefined;
  // the page's timeline (a profile, the bench's investigations) shows when the answer came and the rows were drawn
  performance.mark('firstRows:answer');
  const rows = readPath(answer?.data, plan.itemsPath);
  if (!answer?.isSuccess || !Array.isArray(rows) || firstRowsHandedOver()) return;

  const app = document.getElementById('root')!;
  const container = document.createElement('div');
  app.before(container);
  Object.assign(app.style, HIDDEN_APP);
  let click: [number, number] | undefined;
  const root = createRoot(container);
  // drawn now (not when React's scheduler next runs), then shown: main.tsx runs the app's code once this resolves
  flushSync(() => root.render(
    <ThemeProvider theme={theme}>
      <FirstRows
        plan={plan}
        rows={rows as Array<Record<string, unknown>>}
        language={storedLanguage() === 'es' ? 'es' : 'en'}
        sidebarWidth={SIDEBAR_WIDTH}
        onRowClick={(row, cell) => (click = [row, cell])}
      />
    </ThemeProvider>,
  ));
  performance.mark('firstRows:drawn');
  onHandOver(() => {
    performance.mark('firstRows:handOver');
    container.remove();
    // taken apart once the app's rows are on screen: unmounted here (the hand-over runs in the app's commit), its
    // components' clean-up ran before the browser could paint them
    setTimeout(() => root.unmount(), 0);
    for (const property of Object.keys(HIDDEN_APP)) app.style.removeProperty(property);
    if (!click) return;
    const [row, column] = click;
    // the row clicked meanwhile gets the click in the app (its selection box, or the row: it opens), once the commit
    // that hands over is done: react-admin sets its handlers in that commit's layout effects, the list's (a parent)
    // after the rows' that hand over
    queueMicrotask(() => {
      const cell = app.querySelectorAll('tbody tr')[row]?.children[column] as HTMLElement | undefined;
      (cell?.querySelector<HTMLElement>('input[type="checkbox"]') ?? cell)?.click();
    });
  });
  // resolves once the browser has painted the rows (the frame after this one has started)
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
};
