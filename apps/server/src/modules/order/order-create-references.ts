import {
  type FieldErrors,
  storefrontMessageKeys as keys,
  messageKeys,
  type OrderSource,
} from '@mise/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, paymentMethods, streets } from '../../db/schema.ts';
import { enabledFor } from '../pricing/channel-availability.ts';

type OrderReferences = {
  payment_method: number;
  delivery?: { city?: number | null; street?: number | null } | null;
};

/** What the pricing does not look at: the payment method (enabled for the channel) and the address's city and street. */
export async function checkOrderReferences(tx: Executor, input: OrderReferences, channel: OrderSource) {
  const errors: FieldErrors = {};
  const [payment] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, input.payment_method),
        eq(paymentMethods.is_enabled, true),
        enabledFor(paymentMethods, channel),
      ),
    );
  if (!payment) errors.payment_method = keys.notAvailable;

  const cityId = input.delivery?.city;
  const streetId = input.delivery?.street;
  if (cityId != null) {
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.id, cityId), eq(cities.is_enabled, true)));
    if (!city) errors['delivery.city'] = keys.notAvailable;
  }
  if (streetId != null) {
    const [street] = await tx
      .select({ city_id: streets.city_id })
      .from(streets)
      .where(and(eq(streets.id, streetId), eq(streets.is_enabled, true)));
    if (!street) errors['delivery.street'] = keys.notAvailable;
    else if (cityId != null && street.city_id !== cityId)
      errors['delivery.street'] = messageKeys.streetNotInCity;
  }
  return errors;
}
