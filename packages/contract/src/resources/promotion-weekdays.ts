/** Weekday flag names of a promotion's `days`, Monday first as the form shows them (no zod: list screens load it). */
export const promotionWeekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type PromotionWeekday = (typeof promotionWeekdays)[number];
