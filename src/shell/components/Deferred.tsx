import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws its children in a pass of their own, after what the page is for: first `fallback` (nothing by default),
 * then the children as a React transition, which yields to the page's own updates (its first rows, say). For the
 * shell's tools around a page, which must never delay it. Once drawn, they stay.
 */
export const Deferred = ({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) =>
  useDeferredValue(true, false) ? children : fallback;
