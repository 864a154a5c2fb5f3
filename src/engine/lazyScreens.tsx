import type { ComponentProps, JSXElementConstructor } from 'react';
import { PageLoading } from '../components/PageLoading';
import { ReferenceArrayFieldInput } from './FieldInput';
import { lazyComponent, preloadEntries } from './lazyComponent';

/** a screen's props (`object` for one that takes none) */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component
type PropsOf<C extends JSXElementConstructor<any>> = ComponentProps<C> & object;

type Editors = typeof import('./ResourceEditors');
type Show = typeof import('./ResourceShow');
type Dialog = typeof import('./RecordDialog');

/**
 * The engine's forms and record screens load when first shown, so a list's first screen loads no form code (the
 * editors bring react-hook-form's inputs, autocomplete, tabs, date pickers...). `preloadScreens` fetches them once
 * the first screen is drawn, so opening a record does not wait for them either.
 */
export const ResourceCreate = lazyComponent<PropsOf<Editors['ResourceCreate']>, Editors>(() => import('./ResourceEditors'), 'ResourceCreate', <PageLoading />);
export const ResourceEdit = lazyComponent<PropsOf<Editors['ResourceEdit']>, Editors>(() => import('./ResourceEditors'), 'ResourceEdit', <PageLoading />);
export const ResourceEditByQuery = lazyComponent<PropsOf<Editors['ResourceEditByQuery']>, Editors>(
  () => import('./ResourceEditors'),
  'ResourceEditByQuery',
  <PageLoading />,
);
export const ResourceShow = lazyComponent<PropsOf<Show['ResourceShow']>, Show>(() => import('./ResourceShow'), 'ResourceShow', <PageLoading />);
export const RecordDialog = lazyComponent<PropsOf<Dialog['RecordDialog']>, Dialog>(() => import('./RecordDialog'), 'RecordDialog', <PageLoading overlay />);

export const preloadScreens = (): void => preloadEntries([ResourceEdit, ResourceShow, RecordDialog, ReferenceArrayFieldInput]);
