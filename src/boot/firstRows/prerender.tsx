/**
 * Build time only (vite.config.ts runs it in Node): a list's first rows drawn by React and MUI once, as the HTML of
 * its page in each language and the CSS of its classes, so that the browser shows them (paint.ts) before React or MUI
 * have arrived or run. Evaluating them for the first time took a 100-150 ms task on this machine, which held back the
 * rows and, after them, the app's own (issue 50).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme, themeOptions } from '../../shell/theme';
import { BooleanMark, FirstRows } from './FirstRows';
import type { FirstRowsPlan, Language, PaintColumn, Texts } from './plan';

/** The emotion key of the early drawing's classes: apart from the app's (`css-`), so its style goes with it. */
const EARLY_CLASSES = 'early';

/** What paint.ts draws of a list: its page with one row to copy per answer row, and what fills the row's cells. */
export interface FirstRowsPage {
  resource: string;
  itemsPath?: string;
  columns: Array<Pick<PaintColumn, 'source' | 'kind' | 'choices'>>;
  /** the page drawn in each language, its table's body holding one empty row: the row each answer row copies */
  html: Texts;
  /** the classes the page uses, as MUI's styles write them */
  css: string;
  /** a boolean cell's mark, yes and no */
  marks: { yes: string; no: string };
}

/** react-admin's width of the open side menu (theme.ts), beside the page when it is pinned (static) */
const SIDEBAR_WIDTH = themeOptions.sidebar?.width ?? 240;

export const prerenderFirstRows = (plan: FirstRowsPlan): FirstRowsPage => {
  const cache = createCache({ key: EARLY_CLASSES });
  // emotion keeps each class's rules in `inserted` instead of writing a <style> before each element (as
  // @emotion/server's extractCritical has it)
  cache.compat = true;
  const render = (node: ReactNode) =>
    renderToStaticMarkup(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>{node}</ThemeProvider>
      </CacheProvider>,
    );
  const page = (language: Language) => render(<FirstRows plan={plan} rows={[{}]} language={language} sidebarWidth={SIDEBAR_WIDTH} />);
  const html = { en: page('en'), es: page('es') };
  const marks = { yes: render(<BooleanMark value />), no: render(<BooleanMark value={false} />) };
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return {
    resource: plan.resource,
    itemsPath: plan.itemsPath,
    columns: plan.columns.map(({ source, kind, choices }) => ({ source, kind, ...(choices ? { choices } : {}) })),
    html,
    css,
    marks,
  };
};
