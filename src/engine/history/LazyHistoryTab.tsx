import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { Identifier } from 'react-admin';
import type { ResourceDef } from '../types';
import { whenOnlineAgain } from '../lazyComponent';

const HistoryTab = lazy(() => whenOnlineAgain(() => import('./HistoryTab')));

/** The History tab, fetched when someone first opens it. */
export const LazyHistoryTab = ({ def, id }: { def: ResourceDef; id: Identifier }) => (
  <Suspense fallback={<LinearProgress sx={{ m: 2 }} />}>
    <HistoryTab def={def} id={id} />
  </Suspense>
);
