import type { OrderSource } from '@mise/contract';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productCategories, products } from '../../db/schema.ts';

type ChannelFlags = {
  is_enabled_for_website: AnyPgColumn;
  is_enabled_for_app: AnyPgColumn;
  is_enabled_for_bot: AnyPgColumn;
};

/** `flag = true` for a storefront channel; the panel sells everything, so no condition for it. */
export function enabledFor(table: ChannelFlags, channel: OrderSource): SQL | undefined {
  if (channel === 'panel') return undefined;
  return eq(table[`is_enabled_for_${channel}`], true);
}

/**
 * A product a channel sells: enabled for it, in a category enabled for it (or in none). The
 * storefront menu and the order intake share this, so what the menu shows is what can be ordered.
 */
export function productSoldThrough(channel: OrderSource): SQL | undefined {
  if (channel === 'panel') return undefined;
  return and(
    enabledFor(products, channel),
    or(isNull(products.category_id), enabledFor(productCategories, channel)),
  );
}
