import { type ComponentType, lazy, type ReactNode, useState } from 'react';

/** A screen that downloads on first render, with `prefetch` to start the download earlier. */
export type LazyScreen = (() => ReactNode) & { prefetch: () => void };

/**
 * Like React.lazy, but once the download has finished (a prefetch on a cold start, or an earlier
 * visit) the screen renders without suspending: React shows a suspended screen's loader for at
 * least 300 ms, which every cold start paid even when the prefetch had finished before the render.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const download = () => {
    loading ??= load().then((Loaded) => {
      loaded = Loaded;
      return { default: Loaded };
    });
    return loading;
  };
  const SuspendingScreen = lazy(download);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when the routes are built, like React.lazy; never during a render
  function Screen() {
    // Chosen once per mount: switching between the two would remount the screen and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? SuspendingScreen);
    return <Component />;
  }
  // A failed prefetch is reported by the render that needs the screen, not here.
  const prefetch = () => void download().catch(() => {});
  return Object.assign(Screen, { prefetch });
}
