/**
 * The "Pricing" section of the API reference (/api/docs): how POST /api/storefront/order turns a
 * cart into totals. Keep it true to price-order.ts and the rule list in discounts/index.ts.
 */
export const pricingReference = `
## Pricing

Every order is priced on the server; prices a client sends are never read. Money is counted in
whole cents and rounded to the cent on each line (half away from zero).

1. **Lines**: the product's price plus each chosen modifier's price × its qty, times the line's qty.
   \`subtotal\` is the sum of the lines before any discount.
2. **Shipping**: the shipping method's cost, or for a method with delivery zones the cost of the
   cheapest enabled zone holding the address. The method's \`minimal_sum\` is compared with the
   subtotal. Shipping is never discounted.
3. **Discounts**, in this order, each counted from what the lines still cost after the ones before:
   1. **Promotions** running at order time on the restaurant's clock (the \`time_zone\` setting,
      an IANA name, \`Europe/Warsaw\` by default): \`start_date\` to \`end_date\` (both days
      included, either may be empty), a flagged weekday (none flagged: every day), within one of
      \`promotion_hours\` (from \`start_at\` up to, not including, \`end_at\`; an end before the
      start runs past midnight; none: all day). A promotion takes its percent of each line it
      names, or its amount off each piece of them; it names products and categories (a category
      takes in its subcategories), or every line when it names neither. Promotions do not add up
      on one line: each line takes the one that saves most (the older one on a tie).
   2. **Customer group**: a member of an enabled group gets the group's percent off every line.
   3. **Shipping method**: its \`discount\` percent off the goods (pickup -10 %).
   4. **Coupon** (\`coupon\` in the body, any case), last: a percent of what its lines still cost,
      or its amount spread over them and capped at their total; its lines are the products and
      categories (with subcategories) it names, or every line when it names neither. Its
      \`free_product\` joins the order as a line priced 0. \`min_sum\` is compared with the subtotal
      before any discount. A coupon counts one use per order; \`limit_per_customer\` 0 means no limit.
4. No line goes below 0; \`grandtotal\` = \`subtotal\` - \`discount\` + \`shipping_total\`.

Each discount is kept on the order as a line of \`discounts\` (\`kind\` promotion, group, shipping
or coupon, \`source_id\`, \`code\`, \`name\`, \`amount\`); coupons are also listed in \`coupons_discount\`.

A coupon the order may not use refuses the whole order with \`422\` and \`errors.coupon\` naming the
first rule it breaks, checked in this order:

| \`errors.coupon\` | when |
|---|---|
| \`messages.coupon_unknown\` | no coupon has this code |
| \`messages.coupon_inactive\` | the coupon is switched off (\`active\` false) |
| \`messages.coupon_guests_not_allowed\` | the customer is new (no customer had this phone) and \`allow_guest\` is false |
| \`messages.coupon_not_for_group\` | the coupon is for a customer group the customer is not in |
| \`messages.coupon_below_min_sum\` | the subtotal is under \`min_sum\` |
| \`messages.coupon_limit_reached\` | the customer has used it in \`limit_per_customer\` orders already |
| \`messages.coupon_nothing_applies\` | none of its products or categories is in the cart and it has no free product |

Concurrent orders with one coupon queue on the coupon's row, so a limit is never overrun.
`;
