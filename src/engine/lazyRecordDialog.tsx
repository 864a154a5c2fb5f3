import { PageLoading } from '../shell/components/PageLoading';
import { lazyComponent, type PropsOf } from './lazyComponent';

type Dialog = typeof import('./RecordDialog');

/**
 * A record in a dialog over its list (a resource's list or a record's child list), loaded when first opened: a module
 * of its own, as the child lists are part of the editors that lazyScreens.tsx loads.
 */
export const RecordDialog = lazyComponent<PropsOf<Dialog['RecordDialog']>, Dialog>(() => import('./RecordDialog'), 'RecordDialog', <PageLoading overlay />);
