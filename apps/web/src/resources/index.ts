import type { ScreenRouteFactory } from '../app/screens.ts';
import { type ResourceEntry, resourceRoutes } from '../crud/resource-routes.tsx';

/** Every plain resource screen: its path under /app and its lazily loaded config. */
export const resourceEntries: ResourceEntry[] = [
  { path: 'settings/languages', formMode: 'drawer', load: () => import('./language/language.resource.ts') },
  { path: 'sales/orders', formMode: 'none', load: () => import('./order/order.resource.tsx') },
  { path: 'settings/cities', formMode: 'page', load: () => import('./city/city.resource.ts') },
  { path: 'settings/streets', formMode: 'page', load: () => import('./street/street.resource.ts') },
  {
    path: 'settings/pickup_points',
    formMode: 'page',
    load: () => import('./pickup-point/pickup-point.resource.ts'),
  },
  {
    path: 'settings/payment/methods',
    formMode: 'page',
    load: () => import('./payment-method/payment-method.resource.ts'),
  },
  {
    path: 'settings/shipping_methods',
    formMode: 'page',
    load: () => import('./shipping-method/shipping-method.resource.ts'),
  },
  {
    path: 'settings/delivery/zones',
    formMode: 'page',
    load: () => import('./delivery-zone/delivery-zone.resource.ts'),
  },
  {
    path: 'menu/categories',
    formMode: 'page',
    load: () => import('./product-category/product-category.resource.ts'),
  },
  { path: 'menu/ingredients', formMode: 'page', load: () => import('./ingredient/ingredient.resource.ts') },
  {
    path: 'menu/ingredient/category',
    formMode: 'page',
    load: () => import('./ingredient-category/ingredient-category.resource.ts'),
  },
  { path: 'menu/products/products', formMode: 'page', load: () => import('./product/product.resource.ts') },
  { path: 'marketing/banners', formMode: 'page', load: () => import('./banner/banner.resource.ts') },
  { path: 'marketing/stories', formMode: 'page', load: () => import('./story/story.resource.ts') },
  {
    path: 'marketing/customers_groups',
    formMode: 'page',
    load: () => import('./customer-group/customer-group.resource.ts'),
  },
  { path: 'marketing/customers', formMode: 'page', load: () => import('./customer/customer.resource.tsx') },
  { path: 'marketing/coupons', formMode: 'page', load: () => import('./coupon/coupon.resource.ts') },
  {
    path: 'marketing/notification_funnels',
    formMode: 'page',
    load: () => import('./notification-funnel/notification-funnel.resource.tsx'),
  },
  {
    path: 'marketing/promotions',
    formMode: 'page',
    load: () => import('./promotion/promotion.resource.ts'),
  },
  {
    path: 'access/users',
    formMode: 'page',
    load: () => import('./user/user.resource.ts'),
    // The Account link of the user menu opens the signed-in user's own form here.
    alsoEditAt: ['access/employees'],
  },
];

export const resourceRouteFactories: ScreenRouteFactory[] = resourceEntries.map(resourceRoutes);
