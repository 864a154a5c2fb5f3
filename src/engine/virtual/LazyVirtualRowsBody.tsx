import { lazy, Suspense, type ReactNode } from 'react';

const VirtualRowsBody = lazy(() => import('./VirtualRowsBody'));

/** The virtual body of a long list, fetched the first time a long list shows (short lists never need it). */
export const LazyVirtualRowsBody = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={<tbody />}>
    <VirtualRowsBody>{children}</VirtualRowsBody>
  </Suspense>
);
