import type { FunnelAudienceCount, FunnelDelivery, FunnelStatus, ListResponse } from '@mise/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { itemQueryOptions } from '../../crud/resource-api.ts';

export const funnelResource = 'notification_funnel';
const activeStatuses: FunnelStatus[] = ['QUEUED', 'SENDING'];
/** How often a funnel being sent is read again. */
const progressPollMs = 2000;

export const isSending = (status: unknown) => activeStatuses.includes(status as FunnelStatus);

/** The audience rules of a form's values, as the count call takes them (empty moments left out). */
export function audienceRulesOf(values: Record<string, unknown>) {
  const lists = ['customer_groups', 'customers', 'product_categories', 'products'];
  const moments = [
    'last_order_date_from',
    'last_order_date_to',
    'customer_registration_date_from',
    'customer_registration_date_to',
  ];
  return Object.fromEntries([
    ...lists.map((name) => [name, Array.isArray(values[name]) ? values[name] : []]),
    ...moments
      .filter((name) => typeof values[name] === 'string' && values[name])
      .map((name) => [name, values[name]]),
  ]);
}

export const audienceCountQuery = (rules: Record<string, unknown>) =>
  queryOptions({
    queryKey: [funnelResource, 'audience', rules],
    queryFn: ({ signal }) =>
      api.post<FunnelAudienceCount>(`/${funnelResource}/audience_count`, rules, { signal }),
    placeholderData: keepPreviousData,
  });

/** The stored funnel, read again while it is being sent. */
export const funnelProgressQuery = (id: number) =>
  queryOptions({
    ...itemQueryOptions(funnelResource, id),
    refetchInterval: (query) => (isSending(query.state.data?.item.status) ? progressPollMs : false),
  });

export const deliveriesQuery = (id: number, page: { index: number; size: number }, isLive: boolean) =>
  queryOptions({
    queryKey: [funnelResource, 'deliveries', id, page],
    queryFn: ({ signal }) =>
      api.get<Omit<ListResponse<FunnelDelivery>, 'fields' | 'filters' | 'filterable'>>(
        `/${funnelResource}/${id}/deliveries`,
        { pageIndex: page.index, pageSize: page.size },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: isLive ? progressPollMs : false,
  });
