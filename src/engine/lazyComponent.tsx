import { lazy, Suspense, type ComponentProps, type ComponentType, type JSXElementConstructor, type ReactNode } from 'react';

/** a screen's props (`object` for one that takes none) */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component
export type PropsOf<C extends JSXElementConstructor<any>> = ComponentProps<C> & object;

const inFlight = new Set<Promise<unknown>>();
/** The code downloads started and not finished yet (the unit tests wait for them before a file's page goes away). */
export const loadsInFlight = (): Promise<unknown>[] => [...inFlight];

/**
 * A download that failed offline (issue 51) is tried again once the browser is back online, instead of failing the
 * screen: the part waits behind its placeholder meanwhile. Online, a failure is one.
 */
export const whenOnlineAgain = <M,>(load: () => Promise<M>): Promise<M> =>
  load().catch((error: unknown) =>
    typeof navigator === 'undefined' || navigator.onLine
      ? Promise.reject(error)
      : new Promise((online) => window.addEventListener('online', online, { once: true })).then(() => whenOnlineAgain(load)),
  );

/** A registry component that loads its code on first render, or earlier when asked to (`preload`). */
export type LazyEntry<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A registry entry loaded when first rendered: `lazyComponent(() => import('./RolesInput'), 'RolesInput')`.
 * It waits inside its own Suspense boundary (showing `fallback`, nothing by default), so a custom input or tab
 * that is still loading never blanks the page around it. Screens preload the entries their resource names
 * (`preloadEntries`), so they are usually there before they are shown.
 */
export const lazyComponent = <P extends object, M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  fallback: ReactNode = null,
): LazyEntry<P> => {
  let loading: Promise<M> | undefined;
  const preload = () => {
    if (loading) return loading;
    loading = whenOnlineAgain(load).catch((error: unknown) => {
      loading = undefined; // a failed download may be tried again
      throw error;
    });
    const settled = loading.then(() => undefined, () => undefined);
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: (await preload())[exportName] as ComponentType<P> }));
  const Entry = (props: P) => (
    <Suspense fallback={fallback}>
      <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
    </Suspense>
  );
  Entry.displayName = `Lazy(${exportName})`;
  return Object.assign(Entry, { preload });
};

/** Starts loading whatever lazy entries are among these components (others are ignored). */
export const preloadEntries = (components: unknown[]): void => {
  for (const component of components) {
    const preload = (component as Partial<LazyEntry<never>> | undefined)?.preload;
    if (preload) void preload().catch(() => undefined);
  }
};
