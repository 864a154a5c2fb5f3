import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterFirstScreen } from '../../boot/whenIdle';
import { whenOnlineAgain } from '../../engine/lazyComponent';

/** A part of the shell whose code loads after the first screen; `preload` fetches it earlier (on first use). */
export type DeferredPart<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/** A part whose code failed to load keeps its placeholder (the page around it goes on working). */
class KeepPlaceholder extends Component<{ placeholder: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? this.props.placeholder : this.props.children);
}

/**
 * A part of the shell (the bell, the Helper, the language menu, the footer...) that the first rows do not wait
 * for: its code is a chunk of its own, asked for once the first screen is drawn (`useAfterFirstScreen`), and
 * until it is there `Placeholder` holds its place on screen (the same size, so nothing moves when it comes).
 */
export const afterFirstScreen = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P> | null = null,
): DeferredPart<P> => {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= whenOnlineAgain(load).catch((error: unknown) => {
      loading = undefined; // a failed download may be tried again
      throw error;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Part = (props: P) => {
    const drawn = useAfterFirstScreen();
    const placeholder = Placeholder ? <Placeholder {...props} /> : null;
    if (!drawn) return placeholder;
    return (
      <KeepPlaceholder placeholder={placeholder}>
        <Suspense fallback={placeholder}>
          <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
        </Suspense>
      </KeepPlaceholder>
    );
  };
  return Object.assign(Part, { preload });
};
