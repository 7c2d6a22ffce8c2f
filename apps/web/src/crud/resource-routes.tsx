import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../app/lazy-screen.tsx';
import type { AppLayoutRoute } from '../app/router.tsx';
import type { ScreenRouteFactory } from '../app/screens.ts';
import { parseListSearch } from './list/list-search.ts';
import type { ResourceConfig } from './resource-config.ts';

export type ResourceEntry = {
  /** The list's path under /app, e.g. `settings/cities`. */
  path: string;
  formMode: ResourceConfig['formMode'];
  /** Loads the config with the screen, so neither weighs on the first load. */
  load: () => Promise<{ default: ResourceConfig }>;
  /** Further paths under /app whose `/edit/{id}` opens the same form (the Account link: `access/employees`). */
  alsoEditAt?: string[];
};

// One function per screen: Vite preloads a dynamic import's chunks where the import is written,
// so two imports in one expression would download the form page's chunks with the list.
const loadScreen = {
  list: () => import('./list/resource-list-page.tsx').then((module) => module.ResourceListPage),
  form: () => import('./form/resource-form-page.tsx').then((module) => module.ResourceFormPage),
};

/**
 * A screen loaded on first render. Not a `lazyRouteComponent`: the router would then wait for it
 * before showing anything, where this way the shell shows at once with a loader inside. Its
 * `prefetch` lets a cold start download it early without making the router wait (router.tsx).
 */
function resourceScreen(entry: ResourceEntry, screen: keyof typeof loadScreen) {
  return lazyScreen(() =>
    Promise.all([entry.load(), loadScreen[screen]()]).then(([{ default: config }, Page]) => () => (
      <Page config={config} />
    )),
  );
}

/** List, create and edit routes of a plain resource, all carrying the list state in the URL. */
export function resourceRoutes(entry: ResourceEntry): ScreenRouteFactory {
  return (parent: AppLayoutRoute) => {
    const validateSearch = parseListSearch;
    const list = createRoute({
      getParentRoute: () => parent,
      path: entry.path,
      validateSearch,
      component: resourceScreen(entry, 'list'),
    });
    if (entry.formMode !== 'page') return [list];
    const form = resourceScreen(entry, 'form');
    return [
      list,
      createRoute({
        getParentRoute: () => parent,
        path: `${entry.path}/create`,
        validateSearch,
        component: form,
      }),
      createRoute({
        getParentRoute: () => parent,
        path: `${entry.path}/edit/$id`,
        validateSearch,
        component: form,
      }),
      ...(entry.alsoEditAt ?? []).map((path) =>
        createRoute({
          getParentRoute: () => parent,
          path: `${path}/edit/$id`,
          validateSearch,
          component: form,
        }),
      ),
    ];
  };
}
