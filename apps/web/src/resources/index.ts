import type { ScreenRouteFactory } from '../app/screens.ts';
import { type ResourceEntry, resourceRoutes } from '../crud/resource-routes.tsx';

/** Every plain resource screen: its path under /app and its lazily loaded config. */
export const resourceEntries: ResourceEntry[] = [
  { path: 'settings/languages', formMode: 'drawer', load: () => import('./language/language.resource.ts') },
  { path: 'settings/cities', formMode: 'page', load: () => import('./city/city.resource.ts') },
];

export const resourceRouteFactories: ScreenRouteFactory[] = resourceEntries.map(resourceRoutes);
