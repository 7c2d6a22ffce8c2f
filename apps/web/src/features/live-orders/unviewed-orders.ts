import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client.ts';

/** Under the orders' own key, so whatever refreshes the orders refreshes the badge too. */
export const unviewedOrdersQuery = queryOptions({
  queryKey: ['order', 'unviewed_count'],
  queryFn: ({ signal }) => api.get<{ count: number }>('/order/unviewed_count', undefined, { signal }),
  select: (answer) => answer.count,
  staleTime: 60_000,
});

/** The new-order badge's number; undefined while unknown. */
export function useUnviewedOrdersCount(): number | undefined {
  return useQuery(unviewedOrdersQuery).data;
}

/** The order detail screen marks its order as seen once; the badge drops in every panel (order.viewed). */
export function useMarkOrderViewed(order: { id: number; viewed_at?: string | null } | undefined) {
  const queryClient = useQueryClient();
  const unviewedId = order && !order.viewed_at ? order.id : undefined;
  useEffect(() => {
    if (unviewedId === undefined) return;
    api
      .post(`/order/${unviewedId}/viewed`)
      .then(() => queryClient.invalidateQueries({ queryKey: unviewedOrdersQuery.queryKey }))
      // The badge is a hint: a failure here must not disturb the screen.
      .catch(() => {});
  }, [unviewedId, queryClient]);
}
