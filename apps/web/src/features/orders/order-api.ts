import type { OrderDetail, OrderStatusChange } from '@mise/contract';
import { hashKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../crud/resource-api.ts';

/** One order (GET /api/order/{id}) under the crud machinery's keys, so refreshing `order` refreshes it too. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: resourceKeys.item('order', id),
    queryFn: ({ signal }) => api.get<{ item: OrderDetail }>(`/order/${id}`, undefined, { signal }),
    select: (response) => response.item,
  });

/** POST /api/order/{id}/status; the answer is the order as it now is, and every order list reloads. */
export function useChangeOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStatusChange) =>
      api.post<{ order: OrderDetail }>(`/order/${id}/status`, change),
    onSuccess: (response) => {
      const itemKey = resourceKeys.item('order', id);
      queryClient.setQueryData(itemKey, { item: response.order });
      // The answer is the order as it now is: the lists reload, the order itself needs no second fetch.
      return queryClient.invalidateQueries({
        queryKey: resourceKeys.all('order'),
        predicate: (query) => query.queryHash !== hashKey(itemKey),
      });
    },
    // A refused change (409) usually means someone else moved the order: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: resourceKeys.item('order', id) }),
  });
}
