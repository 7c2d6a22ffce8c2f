import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../http/crud-routes.ts';
import type { ResourceDefinition } from '../http/resource.ts';
import { apiKeyResource } from './api-key/api-key.resource.ts';
import { registerApiKeyRoutes } from './api-key/api-key.routes.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { bannerResource } from './banner/banner.resource.ts';
import { cityResource } from './city/city.resource.ts';
import { couponResource } from './coupon/coupon.resource.ts';
import { customerResource } from './customer/customer.resource.ts';
import { customerGroupResource } from './customer-group/customer-group.resource.ts';
import { customerTicketResource } from './customer-ticket/customer-ticket.resource.ts';
import { deliveryZoneResource } from './delivery-zone/delivery-zone.resource.ts';
import { registerDeliveryZoneRoutes } from './delivery-zone/delivery-zone.routes.ts';
import { registerIikoRoutes } from './iiko/iiko.routes.ts';
import { ingredientResource } from './ingredient/ingredient.resource.ts';
import { ingredientCategoryResource } from './ingredient-category/ingredient-category.resource.ts';
import { languageResource } from './language/language.resource.ts';
import { registerMessagingTestRoutes } from './messaging/messaging-test.routes.ts';
import { notificationFunnelResource } from './notification-funnel/notification-funnel.resource.ts';
import { registerNotificationFunnelRoutes } from './notification-funnel/notification-funnel.routes.ts';
import { orderResource } from './order/order.resource.ts';
import { registerOrderStatusRoutes } from './order/order-status.routes.ts';
import { registerOrderEventRoutes } from './order-events/order-events.routes.ts';
import { registerOrderStatisticRoutes } from './order-statistic/order-statistic.routes.ts';
import { paymentMethodResource } from './payment-method/payment-method.resource.ts';
import { pickupPointResource } from './pickup-point/pickup-point.resource.ts';
import { productResource } from './product/product.resource.ts';
import { productCategoryResource } from './product-category/product-category.resource.ts';
import { registerProductImportRoutes } from './product-import/product-import.routes.ts';
import { promotionResource } from './promotion/promotion.resource.ts';
import { registerSearchRoutes } from './search/search.routes.ts';
import { registerSettingRoutes } from './setting/setting.routes.ts';
import { shippingMethodResource } from './shipping-method/shipping-method.resource.ts';
import { registerStorefrontRoutes } from './storefront/storefront.routes.ts';
import { storyResource } from './story/story.resource.ts';
import { streetResource } from './street/street.resource.ts';
import { userResource } from './user/user.resource.ts';

/** Every plain resource of the API; each is a declaration over the shared CRUD machinery. */
export const resources: ResourceDefinition[] = [
  languageResource,
  cityResource,
  streetResource,
  pickupPointResource,
  bannerResource,
  storyResource,
  customerGroupResource,
  customerResource,
  customerTicketResource,
  productResource,
  productCategoryResource,
  ingredientCategoryResource,
  ingredientResource,
  userResource,
  paymentMethodResource,
  shippingMethodResource,
  deliveryZoneResource,
  apiKeyResource,
  notificationFunnelResource,
  couponResource,
  promotionResource,
  orderResource,
];

export async function registerModules(app: FastifyInstance) {
  registerAuthRoutes(app);
  registerSettingRoutes(app);
  registerMessagingTestRoutes(app);
  registerIikoRoutes(app);
  registerSearchRoutes(app);
  registerProductImportRoutes(app);
  registerDeliveryZoneRoutes(app);
  registerApiKeyRoutes(app);
  await registerStorefrontRoutes(app);
  registerNotificationFunnelRoutes(app);
  registerOrderEventRoutes(app);
  registerOrderStatisticRoutes(app);
  registerOrderStatusRoutes(app);
  for (const resource of resources) registerCrudRoutes(app, resource);
}
