import { fromCents } from '../money.ts';
import type { DiscountRule } from '../pricing.types.ts';
import { remainingCents } from './offer-targets.ts';
import { findDiscountingGroup } from './offers.repository.ts';

/**
 * A customer group's `discount` (a percent) off every line of its members' orders, counted from
 * what each line costs after the promotions; a disabled group gives nothing.
 */
export const customerGroupDiscount: DiscountRule = {
  name: 'customer-group',
  async apply(context) {
    const groupId = context.customer.customer_group_id;
    if (groupId == null) return [];
    const group = await findDiscountingGroup(context.executor, groupId);
    if (!group) return [];
    const remaining = remainingCents(context);
    const shares = context.lines
      .map((line) => ({
        index: line.index,
        cents: Math.round(((remaining.get(line.index) ?? 0) * group.discount) / 100),
      }))
      .filter((share) => share.cents > 0);
    if (shares.length === 0) return [];
    const cents = shares.reduce((sum, share) => sum + share.cents, 0);
    return [
      {
        kind: 'group',
        source_id: group.id,
        code: null,
        name: { en: group.name },
        amount: fromCents(cents),
        line_amounts: shares.map((share) => ({ index: share.index, amount: fromCents(share.cents) })),
      },
    ];
  },
};
