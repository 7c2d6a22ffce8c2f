import type { ListResponse } from '@mise/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, type QueryParams } from '../api/client.ts';
import { cursorFor, rememberNextCursor } from './list/page-cursors.ts';
import type { ResourceRecord } from './resource-config.ts';

/** Query keys per resource: everything under `[name]` is refreshed after a write. */
export const resourceKeys = {
  all: (name: string) => [name] as const,
  list: (name: string, query: object) => [name, 'list', query] as const,
  item: (name: string, id: number) => [name, 'item', id] as const,
};

export const listQueryOptions = (name: string, query: Record<string, unknown>) =>
  queryOptions({
    queryKey: resourceKeys.list(name, query),
    queryFn: async ({ signal }) => {
      const read = (after?: string) =>
        api.get<ListResponse<ResourceRecord>>(
          `/${name}`,
          (after ? { ...query, after } : query) as QueryParams,
          {
            signal,
          },
        );
      const after = cursorFor(name, query);
      // A cursor the server no longer takes costs the shortcut, never the page.
      const response = await read(after).catch((error: unknown) => {
        if (after && error instanceof ApiError && error.status === 400) return read();
        throw error;
      });
      rememberNextCursor(name, query, response.pagination);
      return response;
    },
    placeholderData: keepPreviousData,
  });

export const itemQueryOptions = (name: string, id: number) =>
  queryOptions({
    queryKey: resourceKeys.item(name, id),
    queryFn: ({ signal }) => api.get<{ item: ResourceRecord }>(`/${name}/${id}`, undefined, { signal }),
    select: (response) => response.item,
  });

/** Every option of a reference picker (id and label), for small lookup lists. */
export const lookupQueryOptions = (name: string, filters?: unknown[]) =>
  queryOptions({
    queryKey: [name, 'lookup', filters ?? null],
    queryFn: ({ signal }) =>
      api.get<ListResponse<ResourceRecord>>(`/${name}`, { skipPagination: true, filters }, { signal }),
    select: (response) => response.items,
    staleTime: 30_000,
  });

export function useResourceMutations(name: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: object | FormData }) =>
        api.post<Record<string, ResourceRecord>>(id ? `/${name}/${id}` : `/${name}`, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/${name}/${id}`), onSuccess: refresh }),
    toggle: useMutation({
      mutationFn: ({ id, field, value }: { id: number; field: string; value: boolean }) =>
        api.post(`/${name}/${id}`, { [field]: value }),
      onSettled: refresh,
    }),
  };
}
