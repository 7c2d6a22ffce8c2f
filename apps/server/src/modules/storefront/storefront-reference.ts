/**
 * The reference text of POST /api/storefront/order at /api/docs: what is checked and how a refusal
 * reads. Keep it true to order-create.service.ts, price-lines.ts and price-shipping.ts.
 */
export const storefrontOrderReference = `
Send the key in \`X-Api-Key\`; the key's channel (website, app, bot) is the order's \`source\` and
decides what may be ordered. The order is priced on the server (see **Pricing** in the API's
description); the customer is found by phone (read as E.164, numbers without "+" in the
\`country\` setting's region) or created. The answer is \`201 {order}\`, as GET /api/order/{id}.

**Idempotency-Key** (any text up to 200 characters): a repeat from the same key with the same key
text and the same body answers the first order (\`201\`, header \`Idempotent-Replayed: true\`) and
creates nothing, also when the repeats arrive at once. The same text with another body is refused
(\`422\`, \`errors["Idempotency-Key"]\` = \`messages.idempotency_key_reused\`).

**Refusals** (\`422\`, nothing stored; every problem found is listed):

| path | key | when |
|---|---|---|
| \`items\` | \`messages.cart_empty\` | no lines |
| \`items.N.product\` | \`messages.not_available\` | unknown, or not sold through the key's channel (the product or its category is off for it) |
| \`items.N.modifiers.M\` | \`messages.modifier_not_of_product\` | not a modifier of that product |
| \`items.N.modifiers.M\` | \`messages.pick_an_option\` | a modifier group itself: send one of its options |
| \`items.N.modifiers.M\` | \`messages.duplicate_modifier\` | the same modifier twice in a line (send its qty instead) |
| \`items.N.modifiers\` | \`messages.modifier_required\` | a required group got no option, or a required plain modifier is missing |
| \`shipping_method\` | \`messages.not_available\` | unknown or off for the channel |
| \`shipping_method\` | \`messages.below_minimal_sum\` | the subtotal is under the method's \`minimal_sum\` (the message says both sums) |
| \`pickup_point\` | \`messages.required\` / \`messages.not_available\` | a method without addresses needs an existing pickup point open to the channel |
| \`delivery\` | \`messages.required\` | a method with addresses needs \`delivery\` |
| \`delivery.lat\`, \`delivery.lng\` | \`messages.required\` | a method with delivery zones needs the address's coordinates |
| \`delivery\` | \`messages.outside_delivery_zones\` | no enabled zone holds the point |
| \`delivery.city\`, \`delivery.street\` | \`messages.not_available\` / \`messages.street_not_in_city\` | unknown or disabled, or a street of another city |
| \`payment_method\` | \`messages.not_available\` | unknown, disabled, or off for the channel |
| \`customer.phone\` | \`messages.phone_is_required\` / \`messages.invalid_phone\` | missing or not a phone number |
| \`coupon\` | \`messages.coupon_*\` | see Pricing |

\`401\`: no key, or an unknown or revoked one (a revoked key stops at once). \`429\`: the key made
more than \`STOREFRONT_RATE_LIMIT\` calls a minute (600 by default) to this call; \`Retry-After\` says when to retry.
`;
