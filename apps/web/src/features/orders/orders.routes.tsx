import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenRouteFactory } from '../../app/screens.ts';
import { parseListSearch } from '../../crud/list/list-search.ts';

export const ordersListPath = '/app/sales/orders';

/** /app/sales/orders/show/{id}; the list itself is the `order` resource screen (resources/order). */
export const orderDetailRouteFactory: ScreenRouteFactory = (parent) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'sales/orders/show/$id',
    validateSearch: parseListSearch,
    component: lazyRouteComponent(() => import('./order-detail-page.tsx'), 'OrderDetailPage'),
  }),
];
