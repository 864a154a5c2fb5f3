import { PageLoading } from '../shell/components/PageLoading';
import { ReferenceArrayFieldInput } from './FieldInput';
import { lazyComponent, preloadEntries, type PropsOf } from './lazyComponent';
import { RecordDialog } from './lazyRecordDialog';

type Editors = typeof import('./ResourceEditors');
type Show = typeof import('./ResourceShow');

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

export const preloadScreens = (): void => preloadEntries([ResourceEdit, ResourceShow, RecordDialog, ReferenceArrayFieldInput]);
