import { lazy, Suspense, type ReactNode } from 'react';
import { whenOnlineAgain } from '../lazyComponent';

const VirtualRowsBody = lazy(() => whenOnlineAgain(() => import('./VirtualRowsBody')));

/** The virtual body of a long list, fetched the first time a long list shows (short lists never need it). */
export const LazyVirtualRowsBody = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={<tbody />}>
    <VirtualRowsBody>{children}</VirtualRowsBody>
  </Suspense>
);
