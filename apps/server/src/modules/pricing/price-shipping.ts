import { type FieldErrors, storefrontMessageKeys as keys, messageKeys } from '@mise/contract';
import type { Executor } from '../../db/client.ts';
import { zoneHolds } from '../delivery-zone/zone-geometry.ts';
import { findEnabledZones, findPickupPoint, findShippingMethod } from './pricing.repository.ts';
import type { PricingOptions, PricingRequest, ShippingQuote } from './pricing.types.ts';

/**
 * The shipping method's cost, or for a delivery method with delivery zones the cost of the
 * cheapest enabled zone holding the address (an address outside every zone cannot be served).
 * A method with `show_addresses` needs `delivery`; one without needs `pickup_point`.
 * Answers null when the method itself is unusable (errors are filled in).
 */
export async function quoteShipping(
  executor: Executor,
  request: PricingRequest,
  { channel }: PricingOptions,
  errors: FieldErrors,
): Promise<ShippingQuote | null> {
  const method = await findShippingMethod(executor, request.shipping_method, channel);
  if (!method) {
    errors.shipping_method = keys.notAvailable;
    return null;
  }
  if (!method.show_addresses) {
    if (request.pickup_point == null) {
      errors.pickup_point = messageKeys.required;
      return null;
    }
    const pickupPoint = await findPickupPoint(executor, request.pickup_point, channel);
    if (!pickupPoint) errors.pickup_point = keys.notAvailable;
    return { method, zone: null, pickup_point: pickupPoint, cost: method.cost };
  }
  const { delivery } = request;
  if (!delivery) {
    errors.delivery = messageKeys.required;
    return null;
  }
  if (!method.google_delivery_zones_enabled)
    return { method, zone: null, pickup_point: null, cost: method.cost };
  if (delivery.lat == null || delivery.lng == null) {
    if (delivery.lat == null) errors['delivery.lat'] = messageKeys.required;
    if (delivery.lng == null) errors['delivery.lng'] = messageKeys.required;
    return null;
  }
  const point = { lat: delivery.lat, lng: delivery.lng };
  const zones = await findEnabledZones(executor);
  const zone = zones.find(
    ({ google_map_data }) => google_map_data && zoneHolds(google_map_data.coords ?? [], point),
  );
  if (!zone) {
    errors.delivery = keys.outsideDeliveryZones;
    return null;
  }
  return { method, zone, pickup_point: null, cost: zone.cost };
}
