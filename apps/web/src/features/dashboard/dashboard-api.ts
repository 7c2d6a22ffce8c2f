import type { OrderStatistic } from '@mise/contract/lite/order-statistic';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { type DashboardRange, resolveRange, userTimeZone } from './dashboard-range.ts';

/** The live event stream invalidates everything under this key when an order arrives or moves. */
export const orderStatisticKey = 'order-statistic';

export const orderStatisticQuery = (range: DashboardRange) =>
  queryOptions({
    queryKey: [orderStatisticKey, range, userTimeZone()] as const,
    queryFn: ({ signal }) => {
      const { from, to } = resolveRange(range);
      return api.get<OrderStatistic>(
        '/order/statistic',
        { from: from.toISOString(), to: to.toISOString(), timeZone: userTimeZone() },
        { signal },
      );
    },
    placeholderData: (previous) => previous,
  });
