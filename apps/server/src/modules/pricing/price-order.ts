import { type FieldErrors, storefrontMessageKeys as keys } from '@mise/contract';
import type { Executor } from '../../db/client.ts';
import { unprocessable } from '../../http/errors.ts';
import { allocateDiscounts } from './discount-allocation.ts';
import { discountRules } from './discounts/index.ts';
import { fromCents, toCents } from './money.ts';
import { priceLines } from './price-lines.ts';
import { quoteShipping } from './price-shipping.ts';
import type {
  DiscountLine,
  DiscountRule,
  PricedOrder,
  PricingOptions,
  PricingRequest,
} from './pricing.types.ts';

/**
 * Prices a cart from the stored menu, shipping methods, zones and discount rules: the one entry
 * point of the storefront intake and of any order made in the panel. Every bad reference is a
 * 422 keyed by its path in the request (`items.0.product`); nothing the client says about money
 * is read.
 */
export async function priceOrder(
  executor: Executor,
  request: PricingRequest,
  options: PricingOptions,
  rules: DiscountRule[] = discountRules,
): Promise<PricedOrder> {
  const errors: FieldErrors = {};
  const lines = await priceLines(executor, request.items, options, errors);
  const shipping = await quoteShipping(executor, request, options, errors);
  if (Object.keys(errors).length > 0 || !shipping) throw unprocessable(errors);

  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.subtotal), 0);
  const subtotal = fromCents(subtotalCents);
  if (subtotalCents < toCents(shipping.method.minimal_sum)) {
    throw unprocessable(
      { shipping_method: keys.belowMinimalSum },
      `The goods cost ${subtotal.toFixed(2)}, under this shipping method's minimal sum of ${shipping.method.minimal_sum.toFixed(2)}`,
    );
  }

  const context = {
    executor,
    request,
    channel: options.channel,
    customer: options.customer,
    now: options.now ?? new Date(),
    lines,
    subtotal,
    shipping,
    applied: [] as DiscountLine[],
  };
  const found: (DiscountLine & { rule: DiscountRule })[] = [];
  for (const rule of rules) {
    const ruleLines = await rule.apply({ ...context, applied: [...context.applied] });
    context.applied.push(...ruleLines);
    found.push(...ruleLines.map((line) => ({ ...line, rule })));
  }
  const discounts = allocateDiscounts(lines, found);

  const discountCents = discounts.reduce((sum, line) => sum + toCents(line.amount), 0);
  const shippingCents = toCents(shipping.cost);
  return {
    lines,
    shipping,
    shipping_total: fromCents(shippingCents),
    discounts,
    subtotal,
    discount: fromCents(discountCents),
    grandtotal: fromCents(subtotalCents - discountCents + shippingCents),
  };
}
