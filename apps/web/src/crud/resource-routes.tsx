import { createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import type { AppLayoutRoute } from '../app/router.tsx';
import type { ScreenRouteFactory } from '../app/screens.ts';
import { listSearchSchema } from './list/list-search.ts';
import type { ResourceConfig } from './resource-config.ts';

export type ResourceEntry = {
  /** The list's path under /app, e.g. `settings/cities`. */
  path: string;
  formMode: ResourceConfig['formMode'];
  /** Loads the config with the screen, so neither weighs on the first load. */
  load: () => Promise<{ default: ResourceConfig }>;
};

function lazyScreen(entry: ResourceEntry, screen: 'list' | 'form') {
  return lazy(async () => {
    const [{ default: config }, module] = await Promise.all([
      entry.load(),
      screen === 'list' ? import('./list/resource-list-page.tsx') : import('./form/resource-form-page.tsx'),
    ]);
    const Page = 'ResourceListPage' in module ? module.ResourceListPage : module.ResourceFormPage;
    return { default: () => <Page config={config} /> };
  }) as unknown as () => React.ReactNode;
}

/** List, create and edit routes of a plain resource, all carrying the list state in the URL. */
export function resourceRoutes(entry: ResourceEntry): ScreenRouteFactory {
  return (parent: AppLayoutRoute) => {
    const validateSearch = listSearchSchema;
    const list = createRoute({ getParentRoute: () => parent, path: entry.path, validateSearch, component: lazyScreen(entry, 'list') });
    if (entry.formMode === 'drawer') return [list];
    const form = lazyScreen(entry, 'form');
    return [
      list,
      createRoute({ getParentRoute: () => parent, path: `${entry.path}/create`, validateSearch, component: form }),
      createRoute({ getParentRoute: () => parent, path: `${entry.path}/edit/$id`, validateSearch, component: form }),
    ];
  };
}
