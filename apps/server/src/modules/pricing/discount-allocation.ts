import { fromCents, toCents } from './money.ts';
import type { DiscountLine, PricedLine } from './pricing.types.ts';

/**
 * Caps the discounts at the goods' value (later lines give way first) and lays each on the cart
 * lines: where its rule says, else in proportion to what each line still costs, the odd cents
 * to the largest remainders. No line ever goes below zero.
 */
export function allocateDiscounts<Line extends DiscountLine>(lines: PricedLine[], discounts: Line[]): Line[] {
  const remaining = new Map(lines.map((line) => [line.index, toCents(line.subtotal)]));
  const capped: Line[] = [];
  for (const discount of discounts) {
    const left = [...remaining.values()].reduce((sum, cents) => sum + cents, 0);
    const cents = Math.max(Math.min(toCents(discount.amount), left), 0);
    // A coupon stays on the order even when it takes nothing off (a free product alone): its use counts.
    if (cents === 0 && discount.kind !== 'coupon') continue;
    const shares =
      cents === 0
        ? new Map<number, number>()
        : discount.line_amounts
          ? byRule(discount.line_amounts, remaining, cents)
          : proportionally(remaining, cents);
    for (const [index, share] of shares) remaining.set(index, (remaining.get(index) ?? 0) - share);
    const taken = [...shares.values()].reduce((sum, share) => sum + share, 0);
    capped.push({ ...discount, amount: fromCents(taken), line_amounts: toAmounts(shares) });
  }
  for (const line of lines) {
    line.grandtotal = fromCents(remaining.get(line.index) ?? 0);
    line.discount = fromCents(toCents(line.subtotal) - toCents(line.grandtotal));
  }
  return capped;
}

function byRule(amounts: { index: number; amount: number }[], remaining: Map<number, number>, cap: number) {
  const shares = new Map<number, number>();
  let left = cap;
  for (const { index, amount } of amounts) {
    const share = Math.min(toCents(amount), remaining.get(index) ?? 0, left);
    if (share <= 0) continue;
    shares.set(index, (shares.get(index) ?? 0) + share);
    left -= share;
  }
  return shares;
}

export function proportionally(remaining: Map<number, number>, cents: number) {
  const total = [...remaining.values()].reduce((sum, value) => sum + value, 0);
  const exact = [...remaining].map(([index, value]) => ({ index, value: (value * cents) / total }));
  const shares = new Map(exact.map(({ index, value }) => [index, Math.floor(value)]));
  let odd = cents - [...shares.values()].reduce((sum, share) => sum + share, 0);
  const byRemainder = [...exact].sort((a, b) => (b.value % 1) - (a.value % 1));
  for (const { index } of byRemainder) {
    if (odd <= 0) break;
    shares.set(index, (shares.get(index) ?? 0) + 1);
    odd -= 1;
  }
  return shares;
}

const toAmounts = (shares: Map<number, number>) =>
  [...shares].filter(([, cents]) => cents > 0).map(([index, cents]) => ({ index, amount: fromCents(cents) }));
