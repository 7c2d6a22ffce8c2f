import { describe, expect, it } from 'vitest';
import type { CopyTable, FirstIds } from './copy-rows.ts';
import { createIdBlocks, type IdCounts } from './id-blocks.ts';

/** A sequence per key, as reserveIds advances them; every reservation kept. */
function sequences() {
  const last: Partial<Record<keyof FirstIds, number>> = {};
  const requests: IdCounts[] = [];
  const reserve = async (counts: IdCounts) => {
    requests.push(counts);
    const first: Partial<FirstIds> = {};
    for (const [key, count] of Object.entries(counts) as [keyof FirstIds, number][]) {
      first[key] = (last[key] ?? 0) + 1;
      last[key] = (last[key] ?? 0) + count;
    }
    return first;
  };
  return { reserve, requests, last };
}

const batch = (orders: number, lines: number, customers = 0): Record<CopyTable, number> => ({
  customers,
  orders,
  order_items: lines,
  order_item_modifiers: 0,
  order_discounts: 0,
  order_status_history: orders * 3,
});

describe('id blocks', () => {
  it('hands out running ids from a few reservations: every order and customer at once, lines as they run', async () => {
    const { reserve, requests, last } = sequences();
    const take = createIdBlocks(reserve, 10_000, 1_000);
    const handed: FirstIds[] = [];
    for (let index = 0; index < 50; index++) handed.push(await take(batch(200, index % 2 ? 500 : 700, 20)));
    // Lines ran 3 per order on average: the first block, sized from the first batch (3.5), covers them all.
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ orders: 10_000, number: 10_000, customers: 1_000 });
    expect(handed.map((first) => first.orders)).toEqual(handed.map((_, index) => 1 + index * 200));
    expect(handed[1]).toMatchObject({
      number: 201,
      order_items: 701,
      customers: 21,
      order_status_history: 601,
    });
    expect(handed[49].order_items).toBe(1 + 25 * 700 + 24 * 500);
    expect(last.orders).toBe(10_000);
  });

  it('reserves another block when the rows run beyond the estimate, without reusing an id', async () => {
    const { reserve, requests } = sequences();
    const take = createIdBlocks(reserve, 1_000, 100);
    const first = await take(batch(100, 100));
    const second = await take(batch(100, 5_000));
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual({ order_items: expect.any(Number) });
    expect(second.order_items).toBeGreaterThan(first.order_items + 100 - 1);
    expect(second.orders).toBe(101);
  });
});
