import type { ComponentProps } from 'react';
import { lazyComponent } from './lazyComponent';
import type { RecordDialog } from './RecordDialog';

/** The record dialog (a form, its tabs, the history): its code loads when a list first opens one. */
export const LazyRecordDialog = lazyComponent<ComponentProps<typeof RecordDialog>, typeof import('./RecordDialog')>(
  () => import('./RecordDialog'),
  'RecordDialog',
);
