import { orderStatuses, orderStatusTransitions } from '@mise/contract/lite/orders';
import { describe, expect, it } from 'vitest';
import { nextStatuses, statusColor } from './order-status.ts';

describe('order status helpers', () => {
  it('gives every status its own colour and an unknown one the last', () => {
    const colors = orderStatuses.map(statusColor);
    expect(new Set(colors).size).toBe(orderStatuses.length);
    expect(statusColor('SOMETHING_NEW')).toBe(statusColor(orderStatuses[orderStatuses.length - 1]));
  });

  it('offers exactly the allowed next statuses, the forward step first and closing last', () => {
    for (const status of orderStatuses) {
      const next = nextStatuses(status);
      expect([...next].sort()).toEqual([...orderStatusTransitions[status]].sort());
      if (next.includes('CLOSED')) expect(next.at(-1)).toBe('CLOSED');
    }
    expect(nextStatuses('OPEN')[0]).toBe('PAID');
    expect(nextStatuses('IN_PROGRESS')[0]).toBe('DONE');
    expect(nextStatuses('UNKNOWN')).toEqual([]);
  });
});
