import type { CustomerTicket, ListResponse, TicketStatus } from '@mise/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../crud/resource-api.ts';

const resource = 'customer_ticket';

export type TicketBody = {
  title: string;
  description: string;
  status: TicketStatus;
  customer: number | null;
};

/** Every ticket: the board shows them all (spec: the list is read with skipPagination). */
export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: resourceKeys.list(resource, { skipPagination: true }),
    queryFn: ({ signal }) =>
      api.get<ListResponse<CustomerTicket>>(`/${resource}`, { skipPagination: true }, { signal }),
    select: (response) => response.items,
  });

export function useTicketMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: TicketBody }) =>
        api.post<{ customer_ticket: CustomerTicket }>(id ? `/${resource}/${id}` : `/${resource}`, body),
      onSuccess: reload,
    }),
    move: useMutation({
      mutationFn: ({ id, status }: { id: number; status: TicketStatus }) =>
        api.post<{ customer_ticket: CustomerTicket }>(`/${resource}/${id}`, { status }),
      // saved, then the board reloads; a failure reloads too, so the card goes back where the server has it
      onSettled: reload,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/${resource}/${id}`), onSuccess: reload }),
  };
}
