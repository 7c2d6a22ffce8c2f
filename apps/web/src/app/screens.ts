import type { AnyRoute } from '@tanstack/react-router';
import { apiKeysRouteFactory } from '../features/api-keys/api-keys.routes.tsx';
import { crmRouteFactory } from '../features/crm/crm.routes.tsx';
import { integrationsRouteFactory } from '../features/integrations/integrations.routes.tsx';
import { orderDetailRouteFactory } from '../features/orders/orders.routes.tsx';
import { productsImportRouteFactory } from '../features/products-import/products-import.routes.tsx';
import { settingsRouteFactory } from '../features/settings/settings.routes.tsx';
import { resourceRouteFactories } from '../resources/index.ts';
import type { AppLayoutRoute } from './router.tsx';

/**
 * How screens join the panel without editing router.tsx: each factory receives the `/app`
 * layout route (guarded, inside the shell) and returns routes to mount under it, e.g.
 *
 *   (parent) => [createRoute({ getParentRoute: () => parent, path: 'settings/cities', ... })]
 *
 * Keep route components lazy (`lazyRouteComponent`) so the sign-in screen stays small.
 */
export type ScreenRouteFactory = (appLayoutRoute: AppLayoutRoute) => AnyRoute[];

export const screenRouteFactories: ScreenRouteFactory[] = [
  ...resourceRouteFactories,
  settingsRouteFactory,
  productsImportRouteFactory,
  orderDetailRouteFactory,
  crmRouteFactory,
  apiKeysRouteFactory,
  integrationsRouteFactory,
];
