import { LinearProgress } from '@mui/material';
import type { ComponentProps, JSXElementConstructor } from 'react';
import { useTranslate } from 'react-admin';
import { lazyComponent } from './lazyComponent';

/** a screen's props (`object` for one that takes none) */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component
type PropsOf<C extends JSXElementConstructor<any>> = ComponentProps<C> & object;

type Editors = typeof import('./ResourceEditors');
type Show = typeof import('./ResourceShow');
type Dialog = typeof import('./RecordDialog');

/** While a screen's code loads: a page's progress bar. */
const ScreenLoading = ({ overlay = false }: { overlay?: boolean }) => {
  const translate = useTranslate();
  return (
    <LinearProgress
      aria-label={translate('ra.page.loading')}
      sx={overlay ? { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' } : { m: 2 }}
    />
  );
};

/**
 * The engine's forms and record screens load when first shown, so a list's first screen loads no form code (the
 * editors bring react-hook-form's inputs, autocomplete, tabs, date pickers...). `preloadScreens` fetches them once
 * the first screen is drawn, so opening a record does not wait for them either.
 */
export const ResourceCreate = lazyComponent<PropsOf<Editors['ResourceCreate']>, Editors>(() => import('./ResourceEditors'), 'ResourceCreate', <ScreenLoading />);
export const ResourceEdit = lazyComponent<PropsOf<Editors['ResourceEdit']>, Editors>(() => import('./ResourceEditors'), 'ResourceEdit', <ScreenLoading />);
export const ResourceEditByQuery = lazyComponent<PropsOf<Editors['ResourceEditByQuery']>, Editors>(
  () => import('./ResourceEditors'),
  'ResourceEditByQuery',
  <ScreenLoading />,
);
export const ResourceShow = lazyComponent<PropsOf<Show['ResourceShow']>, Show>(() => import('./ResourceShow'), 'ResourceShow', <ScreenLoading />);
export const RecordDialog = lazyComponent<PropsOf<Dialog['RecordDialog']>, Dialog>(() => import('./RecordDialog'), 'RecordDialog', <ScreenLoading overlay />);

export const preloadScreens = (): void => {
  for (const screen of [ResourceEdit, ResourceShow, RecordDialog]) void screen.preload().catch(() => undefined);
};
