import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { onUnauthorized } from '../api/client.ts';
import { loadPanelTexts } from '../i18n/index.ts';
import { startCurrentUserRequest } from './current-user-request.ts';
import { prefetchScreensAt } from './lazy-screen.tsx';
import { RouteError, RoutePending } from './route-fallbacks.tsx';
import { screenRouteFactories } from './screens.ts';
import { hasSession } from './session.ts';

// The entry chunk holds this file: it must stay free of TanStack Query, zod and the contract's
// values (the sign-in screen's budget). Everything the panel needs is behind dynamic imports.
const loadPanelGuard = () => import('./panel-guard.ts');

const NotFoundPage = lazyRouteComponent(
  () => import('../features/not-found/not-found-page.tsx'),
  'NotFoundPage',
);
const DashboardPage = lazyRouteComponent(
  () => import('../features/dashboard/dashboard-page.tsx'),
  'DashboardPage',
);

const LoginPage = lazyRouteComponent(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const AppLayout = lazyRouteComponent(() => import('./shell/app-layout.tsx'), 'AppLayout');

const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    if (hasSession()) throw redirect({ to: '/app' });
  },
  component: LoginPage,
});

const errorRoute = createRoute({ getParentRoute: () => rootRoute, path: '/error', component: NotFoundPage });

/** Everything under /app: signed in, with a panel role, inside the shell. */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/app',
  beforeLoad: async () => {
    if (!hasSession()) throw redirect({ to: '/' });
    // The shell and the panel's texts download while the guard asks who is signed in.
    void AppLayout.preload?.();
    const [user] = await Promise.all([
      loadPanelGuard().then(({ enterPanel }) => enterPanel()),
      loadPanelTexts(),
    ]);
    return { user };
  },
  component: AppLayout,
  // Unknown paths under /app keep the shell (and its guard) around the not-found screen.
  notFoundComponent: NotFoundPage,
});
export type AppLayoutRoute = typeof appLayoutRoute;

const homeRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/', component: DashboardPage });
const dashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/sales/dashboard',
  component: DashboardPage,
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  errorRoute,
  appLayoutRoute.addChildren([
    homeRoute,
    dashboardRoute,
    ...screenRouteFactories.flatMap((createScreenRoutes) => createScreenRoutes(appLayoutRoute)),
  ]),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

onUnauthorized(() => {
  void loadPanelGuard().then(({ forgetServerState }) => forgetServerState());
  void router.navigate({ to: '/' });
});

/**
 * Starts downloading the first screen's chunks at once, alongside the interface texts, instead
 * of after them (main.tsx): the sign-in form, or the shell, its guard, the panel's texts and
 * the screen inside it. Paths the guards will redirect are left alone.
 */
export function preloadFirstScreen(pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  const isPanel = routes.includes(appLayoutRoute);
  const willRedirect = isPanel ? !hasSession() : routes.includes(loginRoute) && hasSession();
  if (willRedirect) return;
  // Failures here are left to the guard and the render that need these, which report them.
  const ignoreFailure = () => {};
  if (isPanel) {
    startCurrentUserRequest();
    loadPanelGuard().catch(ignoreFailure);
    loadPanelTexts().catch(ignoreFailure);
  }
  prefetchScreensAt(router, pathname);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
