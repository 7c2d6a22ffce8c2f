/** Money is computed in whole cents, so sums never drift; amounts travel as numbers with two decimals. */
export const toCents = (amount: number) => Math.round(amount * 100);

export const fromCents = (cents: number) => cents / 100;

/** Rounds to two decimals (half away from zero, as a receipt does). */
export const roundMoney = (amount: number) => fromCents(toCents(amount));

/** `percent` % of `amount`, rounded to two decimals. */
export const percentOf = (amount: number, percent: number) =>
  fromCents(Math.round((toCents(amount) * percent) / 100));
