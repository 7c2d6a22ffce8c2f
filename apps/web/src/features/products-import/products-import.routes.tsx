import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenRouteFactory } from '../../app/screens.ts';

export const productsListPath = '/app/menu/products/products';
export const productsImportPath = `${productsListPath}/import`;

/** /app/menu/products/products/import, loaded only when opened (its code stays out of the panel's first load). */
export const productsImportRouteFactory: ScreenRouteFactory = (parent) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'menu/products/products/import',
    component: lazyRouteComponent(() => import('./products-import-page.tsx'), 'ProductsImportPage'),
  }),
];
