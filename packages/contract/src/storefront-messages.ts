/** Message keys of the storefront order intake (422 `errors` values), beside the shared `messageKeys`. */
export const storefrontMessageKeys = {
  /** Unknown, or not offered through the key's channel: the storefront cannot tell the two apart. */
  notAvailable: 'messages.not_available',
  cartEmpty: 'messages.cart_empty',
  modifierNotOfProduct: 'messages.modifier_not_of_product',
  /** A modifier group was sent instead of one of its options. */
  pickAnOption: 'messages.pick_an_option',
  /** A required modifier group got no option, or a required plain modifier was left out. */
  modifierRequired: 'messages.modifier_required',
  duplicateModifier: 'messages.duplicate_modifier',
  outsideDeliveryZones: 'messages.outside_delivery_zones',
  belowMinimalSum: 'messages.below_minimal_sum',
} as const;
