import type { AnyRouter } from '@tanstack/react-router';
import { type ComponentType, lazy, type ReactNode, useState } from 'react';

/** A screen that downloads on first render, with `prefetch` to start the download earlier. */
export type LazyScreen<Props extends object = object> = ((props: Props) => ReactNode) & {
  prefetch: () => void;
};

/**
 * Like React.lazy, but once the download has finished (a prefetch on a cold start or on the
 * user's intent, or an earlier visit) the screen renders without suspending: React shows a
 * suspended screen's loader for at least 300 ms, which every first opening paid even when the
 * prefetch had finished before the render.
 */
export function lazyScreen<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyScreen<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const download = () => {
    loading ??= load().then((Loaded) => {
      loaded = Loaded;
      return { default: Loaded };
    });
    return loading;
  };
  const SuspendingScreen = lazy(download);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when the routes are built, like React.lazy; never during a render
  function Screen(props: Props) {
    // Chosen once per mount: switching between the two would remount the screen and lose its state.
    const [Component] = useState<ComponentType<Props>>(
      () => loaded ?? (SuspendingScreen as ComponentType<Props>),
    );
    return <Component {...props} />;
  }
  // A failed prefetch is reported by the render that needs the screen, not here.
  const prefetch = () => void download().catch(() => {});
  return Object.assign(Screen, { prefetch });
}

type LazyComponent = { preload?: () => Promise<void>; prefetch?: () => void };

/**
 * Starts downloading the screens of the routes `pathname` matches, without waiting for them:
 * `preload` of a lazyRouteComponent, `prefetch` of a lazyScreen. Failures are left to the render
 * that needs the screen, which reports them.
 */
export function prefetchScreensAt(router: AnyRouter, pathname: string) {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) {
    const component = route.options.component as LazyComponent | undefined;
    component?.preload?.().catch(() => {});
    component?.prefetch?.();
  }
}
