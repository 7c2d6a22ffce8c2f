import { userCase } from './access-cases.ts';
import { deliveryZoneCase } from './delivery-zone-case.ts';
import { funnelCase } from './funnel-case.ts';
import { languageCase } from './language-case.ts';
import { bannerCase, customerCase, customerGroupCase } from './marketing-cases.ts';
import { ingredientCase, ingredientCategoryCase, productCategoryCase } from './menu-cases.ts';
import { couponCase, promotionCase } from './offer-cases.ts';
import { paymentMethodCase, shippingMethodCase } from './payment-cases.ts';
import { productCase } from './product-case.ts';
import type { ResourceCase } from './resource-case.ts';
import { cityCase, pickupPointCase, streetCase } from './settings-cases.ts';
import { storyCase } from './story-case.ts';

export type { ApiRecord, FilterStep, Refusal, ResourceCase } from './resource-case.ts';

/** Every plain resource screen, as the table-driven suites (resources, list-screens) walk them. */
export const resourceCases: ResourceCase[] = [
  cityCase,
  streetCase,
  pickupPointCase,
  deliveryZoneCase,
  languageCase,
  bannerCase,
  storyCase,
  customerGroupCase,
  customerCase,
  userCase,
  productCategoryCase,
  ingredientCategoryCase,
  ingredientCase,
  productCase,
  paymentMethodCase,
  shippingMethodCase,
  couponCase,
  promotionCase,
  funnelCase,
];
