import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenRouteFactory } from '../../app/screens.ts';

export const apiKeysPath = '/app/settings/api_keys';

/** /app/settings/api_keys: the storefronts' keys, for system users (the server refuses others). */
export const apiKeysRouteFactory: ScreenRouteFactory = (parent) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'settings/api_keys',
    component: lazyRouteComponent(() => import('./api-keys-page.tsx'), 'ApiKeysPage'),
  }),
];
