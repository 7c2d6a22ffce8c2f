import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { isApiError, onUnauthorized } from '../api/client.ts';
import { canEnterPanel, currentUserQuery } from './current-user.ts';
import { queryClient } from './query-client.ts';
import { RouteError, RoutePending } from './route-fallbacks.tsx';
import { screenRouteFactories } from './screens.ts';
import { clearSession, getUser, hasSession, setUser } from './session.ts';

export type RouterContext = { queryClient: QueryClient };

const NotFoundPage = lazyRouteComponent(
  () => import('../features/not-found/not-found-page.tsx'),
  'NotFoundPage',
);
const HomePage = lazyRouteComponent(() => import('../features/home/home-page.tsx'), 'HomePage');

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    if (hasSession()) throw redirect({ to: '/app' });
  },
  component: lazyRouteComponent(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
});

const errorRoute = createRoute({ getParentRoute: () => rootRoute, path: '/error', component: NotFoundPage });

/** Everything under /app: signed in, with a panel role, inside the shell. */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/app',
  beforeLoad: async ({ context }) => {
    if (!hasSession()) throw redirect({ to: '/' });
    let user = getUser();
    try {
      user = await context.queryClient.ensureQueryData(currentUserQuery);
      setUser(user);
    } catch (error) {
      if (isApiError(error, 401)) throw redirect({ to: '/' });
      // Spec part 1, section 8: load failures are only logged; keep the user from sign-in.
      console.error('GET /api/me failed', error);
    }
    if (!user || !canEnterPanel(user)) {
      clearSession();
      context.queryClient.clear();
      throw redirect({ to: '/' });
    }
    return { user };
  },
  component: lazyRouteComponent(() => import('./shell/app-layout.tsx'), 'AppLayout'),
  // Unknown paths under /app keep the shell (and its guard) around the not-found screen.
  notFoundComponent: NotFoundPage,
});
export type AppLayoutRoute = typeof appLayoutRoute;

const homeRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/', component: HomePage });
const dashboardRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/sales/dashboard',
  component: HomePage,
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
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

onUnauthorized(() => {
  queryClient.clear();
  void router.navigate({ to: '/' });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
